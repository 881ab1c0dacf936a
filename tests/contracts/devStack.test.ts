/**
 * The dev stack end to end: a Hardhat node on a free port, the deploy-and-seed script, then the
 * seeded sales, pools and liquidity read back through the TypeChain wrappers and ONE Multicall3
 * `aggregate3` batch — the way the app reads lists. Also proves the seed is deterministic: its output
 * equals the committed deployments/devnet.json (except the RPC URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Interface, JsonRpcProvider, getAddress, getCreate2Address, keccak256, solidityPackedKeccak256, type Result } from 'ethers';
import {
  BondFactory__factory,
  BondSale__factory,
  ERC20__factory,
  Multicall3__factory,
  StakingFactory__factory,
  StakingPool__factory,
  UniswapV2Factory__factory,
  UniswapV2Pair__factory,
} from '../../typechain-types';
import type { Deployment } from '../../common/deployment/schema';
import { ROOT, readUniswapArtifact } from '../../scripts/artifacts';
import { startChain, type ChainHandle } from '../../scripts/chain';
import { freePort } from '../support/ports';
import { ACCOUNT_TOKEN_FUNDING, GUARDIAN_INDEX, MULTICALL3_ADDRESS, SEED_POOLS, SEED_SALES, SHORT_POOL_SECONDS, deployAndSeed } from '../../scripts/deploySeed';

let PORT: number;
const OUT_FILE = path.join(ROOT, '.tmp', 'contracts-test', 'devnet.json');

let chain: ChainHandle | undefined;
let provider: JsonRpcProvider;
let deployment: Deployment;
let seedMs: number;

beforeAll(async () => {
  PORT = process.env.CONTRACTS_TEST_RPC_PORT ? Number(process.env.CONTRACTS_TEST_RPC_PORT) : await freePort();
  const started = Date.now();
  chain = await startChain({ port: PORT });
  deployment = await deployAndSeed({ rpcUrl: chain.url, outFile: OUT_FILE });
  seedMs = Date.now() - started;
  provider = new JsonRpcProvider(chain.url, 31337, { staticNetwork: true });
}, 120_000);

afterAll(async () => {
  provider?.destroy();
  await chain?.stop();
});

function pairAddress(factory: string, a: string, b: string): string {
  const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
  const initCodeHash = keccak256(readUniswapArtifact('UniswapV2Pair').bytecode);
  return getCreate2Address(factory, solidityPackedKeccak256(['address', 'address'], [token0, token1]), initCodeHash);
}

it('starts chain + seed well within 30 s and writes the committed deployment', async () => {
  expect(seedMs).toBeLessThan(30_000);
  const written = JSON.parse(fs.readFileSync(OUT_FILE, 'utf8')) as Deployment;
  expect(written).toEqual(deployment);
  expect(deployment.rpcUrl).toBe(`http://127.0.0.1:${PORT}`);
  const committed = JSON.parse(fs.readFileSync(path.join(ROOT, 'deployments', 'devnet.json'), 'utf8')) as Deployment;
  expect({ ...deployment, rpcUrl: committed.rpcUrl }).toEqual(committed);
  expect(deployment.chainId).toBe(31337);
  expect(deployment.contracts.multicall3).toBe(MULTICALL3_ADDRESS);
  for (const address of [...Object.values(deployment.contracts), ...deployment.tokens.map((t) => t.address)]) {
    expect(address).toBe(address.toLowerCase());
  }
  expect(deployment.tokens.map((t) => t.symbol)).toEqual(['BNB', 'WBNB', 'USDT', 'USD1', 'SALLY', 'SCHM', 'NOLIQ']);
  expect(await provider.getCode(MULTICALL3_ADDRESS)).not.toBe('0x');
  // Chain time was never moved: it is the wall clock's.
  const block = await provider.getBlock('latest');
  expect(Math.abs(block!.timestamp - Math.floor(Date.now() / 1000))).toBeLessThan(30);
});

it('reads seeded sales, pools and liquidity in one aggregate3 batch', async () => {
  const { contracts, testTokens } = deployment;
  const accounts: string[] = await provider.send('eth_accounts', []);
  const bondFactory = BondFactory__factory.createInterface();
  const stakingFactory = StakingFactory__factory.createInterface();
  const pairInterface = UniswapV2Pair__factory.createInterface();
  const erc20 = ERC20__factory.createInterface();
  const multicall = Multicall3__factory.connect(MULTICALL3_ADDRESS, provider);

  const pairs = {
    bnbUsdt: pairAddress(contracts.uniswapV2Factory, contracts.wbnb, contracts.usdt),
    usd1Usdt: pairAddress(contracts.uniswapV2Factory, contracts.usd1, contracts.usdt),
    sallyBnb: pairAddress(contracts.uniswapV2Factory, testTokens!.sally!, contracts.wbnb),
    schmUsdt: pairAddress(contracts.uniswapV2Factory, testTokens!.schm!, contracts.usdt),
  };
  interface Read {
    target: string;
    fn: string;
    iface: Interface;
    args: unknown[];
  }
  const calls: Read[] = [
    { target: contracts.bondFactory, fn: 'totalSales', iface: bondFactory, args: [] },
    { target: contracts.bondFactory, fn: 'getSalesInRange', iface: bondFactory, args: [0, 100] },
    { target: contracts.bondFactory, fn: 'saleCreationFee', iface: bondFactory, args: [] },
    { target: contracts.bondFactory, fn: 'quoteSigner', iface: bondFactory, args: [] },
    { target: contracts.bondFactory, fn: 'getUserSaleIdsInRange', iface: bondFactory, args: [accounts[3], 0, 100] },
    { target: contracts.stakingFactory, fn: 'totalPoolsCount', iface: stakingFactory, args: [] },
    { target: contracts.stakingFactory, fn: 'getPoolsInRange', iface: stakingFactory, args: [0, 100] },
    { target: contracts.stakingFactory, fn: 'getPoolCreationFee', iface: stakingFactory, args: [] },
    { target: contracts.stakingFactory, fn: 'getUserActivePoolsInRange', iface: stakingFactory, args: [accounts[3], 0, 100] },
    ...Object.values(pairs).flatMap((pair) => [
      { target: pair, fn: 'getReserves', iface: pairInterface, args: [] },
      { target: pair, fn: 'token0', iface: pairInterface, args: [] },
    ]),
    { target: contracts.usdt, fn: 'balanceOf', iface: erc20, args: [accounts[5]] },
    { target: testTokens!.noLiquidity!, fn: 'balanceOf', iface: erc20, args: [accounts[8]] },
  ];
  const results = await multicall.aggregate3.staticCall(
    calls.map((c) => ({ target: c.target, allowFailure: false, callData: c.iface.encodeFunctionData(c.fn, c.args) })),
  );
  const decoded = results.map((r, i) => calls[i]!.iface.decodeFunctionResult(calls[i]!.fn, r.returnData));
  const [totalSales, sales, saleFee, quoteSigner, buyerSaleIds, totalPools, pools, poolFee, activePools] = decoded as Result[];

  // Sales of account 1: live BNB / USDT / USD1 / NOLIQ, one ended early, one sold out to account 3.
  expect(totalSales![0]).toBe(BigInt(SEED_SALES.length));
  const saleList = sales![0] as Result[];
  expect(saleList.map((s) => Number(s.currency))).toEqual([0, 1, 2, 1, 1, 0]);
  expect(saleList.every((s) => s.projectOwner === getAddress(accounts[1]!))).toBe(true);
  expect(saleList.map((s) => s.endedEarly)).toEqual([false, false, false, false, true, false]);
  expect(saleList[3]!.token.toLowerCase()).toBe(testTokens!.noLiquidity);
  expect(saleList[5]!.soldTokens).toBe(saleList[5]!.hardCap);
  expect(saleList[5]!.buyersCount).toBe(1n);
  expect(saleFee![0]).toBe(2n * 10n ** 15n);
  expect(String(quoteSigner![0]).toLowerCase()).toBe(deployment.quoteSigner);
  expect(quoteSigner![0]).toBe(getAddress(accounts[9]!));
  expect(buyerSaleIds![0]).toEqual([6n]);

  // Pools of account 2: two active, one ending seconds after the seed; account 3 staked in pool 1.
  expect(totalPools![0]).toBe(BigInt(SEED_POOLS.length));
  const poolList = pools![0] as Result[];
  expect(poolList.map((p) => p.aprBps)).toEqual([1200n, 2500n, 1000n]);
  expect(poolList.every((p) => p.owner === getAddress(accounts[2]!))).toBe(true);
  expect(poolList[2]!.duration).toBe(BigInt(SHORT_POOL_SECONDS));
  expect(poolList[0]!.totalStaked).toBe(10n ** 21n);
  expect(poolFee![0]).toBe(10n ** 16n);
  expect(activePools![0]).toEqual([1n]);

  // Liquidity and its prices: 1 BNB = 600 USDT, USD1 = USDT, 800 SALLY per BNB, SCHM = 1.2 USDT.
  const priceOf = (index: number, base: string) => {
    const [reserve0, reserve1] = decoded[index] as Result;
    const token0 = String((decoded[index + 1] as Result)[0]).toLowerCase();
    const [baseReserve, quoteReserve] = token0 === base ? [reserve0, reserve1] : [reserve1, reserve0];
    return Number((BigInt(quoteReserve) * 1000n) / BigInt(baseReserve)) / 1000;
  };
  expect(priceOf(9, contracts.wbnb)).toBe(600);
  expect(priceOf(11, contracts.usd1)).toBe(1);
  expect(priceOf(13, contracts.wbnb)).toBe(800);
  expect(priceOf(15, testTokens!.schm!)).toBe(1.2);
  expect((decoded[17] as Result)[0]).toBe(ACCOUNT_TOKEN_FUNDING);
  expect((decoded[18] as Result)[0]).toBe(ACCOUNT_TOKEN_FUNDING);

  // The computed pair addresses are the factory's (Router02's init-code hash matches the pair build).
  const factory = UniswapV2Factory__factory.connect(contracts.uniswapV2Factory, provider);
  expect(await factory.getPair(contracts.wbnb, contracts.usdt)).toBe(pairs.bnbUsdt);
  expect(await factory.getPair(testTokens!.noLiquidity!, contracts.usdt)).toBe('0x0000000000000000000000000000000000000000');
  expect(await factory.getPair(testTokens!.noLiquidity!, contracts.wbnb)).toBe('0x0000000000000000000000000000000000000000');
});

it('seeded state reads the same through the TypeChain wrappers', async () => {
  const accounts: string[] = await provider.send('eth_accounts', []);
  const bondFactory = BondFactory__factory.connect(deployment.contracts.bondFactory, provider);
  // dev account 8 is the guardian; buying is not paused
  expect(await bondFactory.guardian()).toBe(getAddress(accounts[GUARDIAN_INDEX]!));
  expect(await bondFactory.quotesPaused()).toBe(false);
  const soldOut = BondSale__factory.connect(await bondFactory.getSaleAddress(6), provider);
  expect(await soldOut.hourlyBudget()).toBe(await soldOut.hardCap());
  const live = BondSale__factory.connect(await bondFactory.getSaleAddress(1), provider);
  expect(await live.hourlyBudget()).toBe(await bondFactory.defaultHourlyBudget(await live.hardCap()));
  expect(await soldOut.hasEnded()).toBe(true);
  expect((await soldOut.getBuyerInfo(accounts[3]!)).amount).toBe(await soldOut.hardCap());
  expect(await BondSale__factory.connect(await bondFactory.getSaleAddress(5), provider).hasEnded()).toBe(true);
  for (const id of [1, 2, 3, 4]) {
    expect(await BondSale__factory.connect(await bondFactory.getSaleAddress(id), provider).hasEnded()).toBe(false);
  }
  const stakingFactory = StakingFactory__factory.connect(deployment.contracts.stakingFactory, provider);
  const pool1 = StakingPool__factory.connect(await stakingFactory.getPoolAddress(1), provider);
  expect((await pool1.getUserStake(accounts[3]!)).amount).toBe(10n ** 21n);
  expect(await pool1.rewardReserve()).toBe(SEED_POOLS[0]!.initialReward);
  const now = BigInt((await provider.getBlock('latest'))!.timestamp);
  // the announced change is still ahead, so the pool pages show its notice
  const [announcedApr, effectiveAt] = await pool1.pendingAprChange();
  expect(announcedApr).toBe(BigInt(SEED_POOLS[0]!.announcedAprBps!));
  expect(effectiveAt).toBeGreaterThan(now);
  expect(await pool1.aprBps()).toBe(BigInt(SEED_POOLS[0]!.aprBps));
  const shortPool = StakingPool__factory.connect(await stakingFactory.getPoolAddress(3), provider);
  expect((await shortPool.endTime()) - now).toBeLessThanOrEqual(BigInt(SHORT_POOL_SECONDS));
});

it('refuses to start a second chain on a port in use, and frees the port on stop', async () => {
  await expect(startChain({ port: PORT })).rejects.toThrow(`Port ${PORT} is already in use`);
  const port = await freePort();
  const second = await startChain({ port });
  expect(second.url).toBe(`http://127.0.0.1:${port}`);
  const probe = new JsonRpcProvider(second.url, 31337, { staticNetwork: true });
  expect(await probe.send('eth_chainId', [])).toBe('0x7a69');
  probe.destroy();
  await second.stop();
  await expect(fetch(second.url, { method: 'POST', body: '{}' })).rejects.toThrow();
});
