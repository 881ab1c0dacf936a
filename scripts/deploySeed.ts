/**
 * Deploys everything the dev stack needs onto a fresh dev chain and seeds it, then writes the
 * deployment JSON (`deployments/devnet.json` by default). `npm run seed` runs it against
 * `RPC_URL` (default http://127.0.0.1:$RPC_PORT, port 8545).
 *
 * Deterministic: the same transactions in the same order from the same accounts, so a fresh chain
 * always gets the same addresses, the same deployment block and so the same file. It never moves
 * chain time: the ended sale is ended with `endEarly`, the sold-out one by buying its whole cap, and
 * the short pool simply ends a few seconds after the seed.
 *
 * Seeded state (accounts of the `test test … junk` mnemonic):
 * - tokens WBNB, USDT, USD1, SALLY, SCHM, NOLIQ (all 18 decimals); accounts 0–9 get 1 000 000 of each
 *   mock token (their 10 000 BNB come from the node);
 * - Uniswap V2 factory + Router02 with pools BNB/USDT (1 BNB = 600 USDT), USD1/USDT (1:1),
 *   SALLY/BNB (SALLY ≈ 0.75 USD) and SCHM/USDT (SCHM ≈ 1.20 USD); NOLIQ has no pool;
 * - Uniswap V3 with SwapRouter02 and pools at other prices and depths, and the V3-only token VEE —
 *   see scripts/dev/v3Dex.ts (deployed last, so the addresses above never move);
 * - Multicall3 at its canonical address;
 * - BondFactory (quote signer account 9, fee recipient account 0, creation fee 0.002 BNB) and
 *   StakingFactory (creation fee 0.01 BNB), both owned by account 0;
 * - bond sales of account 1 — see SEED_SALES; pools of account 2 — see SEED_POOLS; account 3 bought
 *   the whole cap of sale 6 and staked 1 000 SALLY in pool 1, whose owner has announced an APR change.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ContractFactory,
  HDNodeWallet,
  JsonRpcProvider,
  Mnemonic,
  parseEther,
  type JsonRpcSigner,
  MaxUint256,
  Wallet,
} from 'ethers';
import type { Deployment, DeployedToken } from '../common/deployment/schema';
import { withGasHeadroom } from '../common/chain/gasHeadroom';
import { NATIVE_TOKEN_ADDRESS } from '../common/chain/nativeToken';
import {
  BondFactory__factory,
  BondSale__factory,
  MockERC20__factory,
  StakingPool__factory,
  StakingFactory__factory,
  UniswapV2Router02__factory,
} from '../typechain-types';
import { ROOT, readOwnArtifact, readUniswapArtifact, type Artifact } from './artifacts';
import { DEV_CHAIN_ID } from './devChainId';
import { paymentFor, signQuote } from './quote';
import { deployV3Dex } from './dev/v3Dex';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const MULTICALL3_ADDRESS = '0xca11bde05977b3631167028862be2a173976ca11';
export const DEFAULT_OUT_FILE = path.join(ROOT, 'deployments', 'devnet.json');
export const QUOTE_SIGNER_INDEX = 9;
/** The bond factory's guardian: may pause buying with quotes and revoke the quote signer. */
export const GUARDIAN_INDEX = 8;
export const BOND_CREATION_FEE = parseEther('0.002');
export const POOL_CREATION_FEE = parseEther('0.01');
/** Mock tokens each dev account receives. */
export const ACCOUNT_TOKEN_FUNDING = parseEther('1000000');
/** Length of the pool that ends right after the seed (chain time is never moved). */
export const SHORT_POOL_SECONDS = 15;

/** The private key of dev account `index` (Hardhat's default accounts). */
export function devAccountKey(index: number): string {
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), `m/44'/60'/0'/0/${index}`).privateKey;
}

const DAY = 24 * 60 * 60;
const e18 = (n: string) => parseEther(n);

interface SeedSale {
  label: string;
  token: 'sally' | 'schm' | 'noLiquidity';
  currency: 0 | 1 | 2;
  vestingDays: number;
  maxTokens: bigint;
  discountBps: number;
  /** Lowest price per whole token, in the payment currency: about half today's market price. */
  minPrice: string;
  /** most tokens quotes may buy in any 60 minutes; default: the factory's defaultHourlyBudget (10 % of the cap) */
  hourlyBudget?: bigint;
  end?: 'endEarly' | 'soldOut';
}

/** Sale ids are their position + 1. */
export const SEED_SALES: SeedSale[] = [
  { label: 'live, BNB, SALLY', token: 'sally', currency: 0, vestingDays: 90, maxTokens: e18('100000'), discountBps: 500, minPrice: '0.0005' },
  { label: 'live, USDT, SCHM', token: 'schm', currency: 1, vestingDays: 30, maxTokens: e18('50000'), discountBps: 1000, minPrice: '0.5' },
  { label: 'live, USD1, SALLY', token: 'sally', currency: 2, vestingDays: 60, maxTokens: e18('80000'), discountBps: 750, minPrice: '0.3' },
  { label: 'live, USDT, NOLIQ (no pool)', token: 'noLiquidity', currency: 1, vestingDays: 30, maxTokens: e18('10000'), discountBps: 500, minPrice: '0.1' },
  { label: 'ended early, USDT, SCHM', token: 'schm', currency: 1, vestingDays: 30, maxTokens: e18('20000'), discountBps: 300, minPrice: '0.5', end: 'endEarly' },
  // sells out within the seed's first seconds, so its budget is its whole cap
  { label: 'sold out, BNB, SALLY', token: 'sally', currency: 0, vestingDays: 14, maxTokens: e18('1000'), discountBps: 500, minPrice: '0.0005', hourlyBudget: e18('1000'), end: 'soldOut' },
];

interface SeedPool {
  label: string;
  token: 'sally' | 'schm';
  aprBps: number;
  durationSeconds: number;
  initialReward: bigint;
  /** an APR change the owner announces right after creation; it is still ahead while the stack runs (24 h notice) */
  announcedAprBps?: number;
}

/** Pool ids are their position + 1. */
export const SEED_POOLS: SeedPool[] = [
  { label: 'active SALLY, 12 %, 15 % announced', token: 'sally', aprBps: 1200, durationSeconds: 90 * DAY, initialReward: e18('50000'), announcedAprBps: 1500 },
  { label: 'active SCHM, 25 %', token: 'schm', aprBps: 2500, durationSeconds: 60 * DAY, initialReward: e18('30000') },
  { label: 'SALLY, ends right after the seed', token: 'sally', aprBps: 1000, durationSeconds: SHORT_POOL_SECONDS, initialReward: e18('1000') },
];

/** Price of one whole SALLY in wei of BNB for the sold-out sale: 0.75 USD / 600 USD per BNB, less 5 %. */
const SOLD_OUT_PRICE_PER_TOKEN = (parseEther('1') * 75n * 9500n) / (60000n * 10000n);

/**
 * Sends node-signed transactions with the app's headroom above the estimate (`withGasHeadroom`): a
 * transaction's gas can depend on chain time, and it may be mined a second after its estimate.
 */
class BufferedGasProvider extends JsonRpcProvider {
  override send(method: string, params: unknown[] | Record<string, unknown>): Promise<unknown> {
    if (method === 'eth_sendTransaction' && Array.isArray(params)) {
      const [tx, ...rest] = params as [{ gas?: string }, ...unknown[]];
      if (tx.gas) return super.send(method, [{ ...tx, gas: `0x${withGasHeadroom(BigInt(tx.gas)).toString(16)}` }, ...rest]);
    }
    return super.send(method, params);
  }
}

export interface DeployAndSeedOptions {
  rpcUrl: string;
  /** where the deployment JSON goes; default deployments/devnet.json */
  outFile?: string;
  log?: (message: string) => void;
}

function lower(address: string): string {
  return address.toLowerCase();
}

async function deploy(artifact: Artifact, signer: JsonRpcSigner, ...args: unknown[]): Promise<string> {
  const factory = new ContractFactory(artifact.abi as never, artifact.bytecode, signer);
  const contract = await factory.deploy(...args);
  await contract.waitForDeployment();
  return lower(await contract.getAddress());
}

async function sendAndWait(tx: Promise<{ wait(): Promise<unknown> }>): Promise<void> {
  await (await tx).wait();
}

export async function deployAndSeed({ rpcUrl, outFile = DEFAULT_OUT_FILE, log = () => {} }: DeployAndSeedOptions): Promise<Deployment> {
  const provider = new BufferedGasProvider(rpcUrl, DEV_CHAIN_ID, { staticNetwork: true, batchMaxCount: 1 });
  try {
    const network = await provider.send('eth_chainId', []);
    if (Number(BigInt(network as string)) !== DEV_CHAIN_ID) {
      throw new Error(`${rpcUrl} is chain ${BigInt(network as string)}, not the dev chain ${DEV_CHAIN_ID}`);
    }
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => provider.getSigner(i)));
    const [deployer, saleOwner, poolOwner, buyer] = [accounts[0]!, accounts[1]!, accounts[2]!, accounts[3]!];
    const quoteSigner = new Wallet(devAccountKey(QUOTE_SIGNER_INDEX));
    if (lower(quoteSigner.address) !== lower(await accounts[QUOTE_SIGNER_INDEX]!.getAddress())) {
      throw new Error('The node does not use the default Hardhat accounts (test test … junk)');
    }
    if ((await provider.getCode(MULTICALL3_ADDRESS)) !== '0x' || (await provider.getTransactionCount(await deployer.getAddress())) !== 0) {
      throw new Error(`${rpcUrl} is not a fresh dev chain: deploy-and-seed needs a chain nobody has used yet`);
    }

    // Multicall3 lives at the same address on every chain, so the dev chain gets its runtime code there.
    await provider.send('hardhat_setCode', [MULTICALL3_ADDRESS, readOwnArtifact('Multicall3').deployedBytecode]);
    log('multicall3 installed');

    const mock = readOwnArtifact('MockERC20');
    const wbnb = await deploy(readUniswapArtifact('WBNB'), deployer);
    const usdt = await deploy(mock, deployer, 'Tether USD', 'USDT', 18);
    const usd1 = await deploy(mock, deployer, 'World Liberty Financial USD', 'USD1', 18);
    const sally = await deploy(mock, deployer, 'Sally', 'SALLY', 18);
    const schm = await deploy(mock, deployer, 'Schmeckle', 'SCHM', 18);
    const noLiquidity = await deploy(mock, deployer, 'No Liquidity Token', 'NOLIQ', 18);
    const deployerAddress = await deployer.getAddress();
    const uniswapV2Factory = await deploy(readUniswapArtifact('UniswapV2Factory'), deployer, deployerAddress);
    const uniswapV2Router = await deploy(readUniswapArtifact('UniswapV2Router02'), deployer, uniswapV2Factory, wbnb);
    // Our factories' first block (the dev chain mines one block per transaction): the event index
    // backfills from it, as it does from the first block of a real deployment's journal.
    const deploymentBlock = Number(BigInt((await provider.send('eth_blockNumber', [])) as string)) + 1;
    const bondFactory = await deploy(
      readOwnArtifact('BondFactory'),
      deployer,
      usdt,
      usd1,
      wbnb,
      quoteSigner.address,
      deployerAddress,
      BOND_CREATION_FEE,
    );
    const stakingFactory = await deploy(readOwnArtifact('StakingFactory'), deployer, POOL_CREATION_FEE);
    log('contracts deployed');

    // Tokens: liquidity reserves for the deployer plus the same funding for every account.
    const tokenAddresses = { usdt, usd1, sally, schm, noLiquidity };
    const liquidityNeeds: Record<keyof typeof tokenAddresses, bigint> = {
      usdt: e18('600000') + e18('1000000') + e18('600000'),
      usd1: e18('1000000'),
      sally: e18('400000'),
      schm: e18('500000'),
      noLiquidity: 0n,
    };
    for (const [key, address] of Object.entries(tokenAddresses) as [keyof typeof tokenAddresses, string][]) {
      const token = MockERC20__factory.connect(address, deployer);
      if (liquidityNeeds[key] > 0n) await sendAndWait(token.mint(deployerAddress, liquidityNeeds[key]));
      for (const account of accounts) {
        await sendAndWait(token.mint(await account.getAddress(), ACCOUNT_TOKEN_FUNDING));
      }
    }
    log('accounts funded');

    const router = UniswapV2Router02__factory.connect(uniswapV2Router, deployer);
    for (const address of [usdt, usd1, sally, schm]) {
      await sendAndWait(MockERC20__factory.connect(address, deployer).approve(uniswapV2Router, MaxUint256));
    }
    const deadline = async () => BigInt((await provider.getBlock('latest'))!.timestamp) + 3600n;
    // 1 BNB = 600 USDT
    await sendAndWait(
      router.addLiquidityETH(usdt, e18('600000'), 0, 0, deployerAddress, await deadline(), { value: e18('1000') }),
    );
    // USD1 = USDT
    await sendAndWait(router.addLiquidity(usd1, usdt, e18('1000000'), e18('1000000'), 0, 0, deployerAddress, await deadline()));
    // SALLY ≈ 0.75 USD: 800 SALLY per BNB
    await sendAndWait(
      router.addLiquidityETH(sally, e18('400000'), 0, 0, deployerAddress, await deadline(), { value: e18('500') }),
    );
    // SCHM ≈ 1.20 USD: 600 000 USDT for 500 000 SCHM
    await sendAndWait(router.addLiquidity(schm, usdt, e18('500000'), e18('600000'), 0, 0, deployerAddress, await deadline()));
    log('liquidity added');

    // Bond sales of account 1.
    const ownerBondFactory = BondFactory__factory.connect(bondFactory, saleOwner);
    for (const address of [sally, schm, noLiquidity]) {
      await sendAndWait(MockERC20__factory.connect(address, saleOwner).approve(bondFactory, MaxUint256));
    }
    const chainId = BigInt(DEV_CHAIN_ID);
    for (const [index, sale] of SEED_SALES.entries()) {
      const saleId = BigInt(index + 1);
      await sendAndWait(
        ownerBondFactory.createSale(
          tokenAddresses[sale.token],
          sale.currency,
          sale.vestingDays * DAY,
          sale.maxTokens,
          sale.discountBps,
          e18(sale.minPrice),
          0n,
          sale.hourlyBudget ?? (await ownerBondFactory.defaultHourlyBudget(sale.maxTokens)),
          { value: BOND_CREATION_FEE },
        ),
      );
      const info = await ownerBondFactory.getSaleByIndex(index);
      if (info.saleId !== saleId) throw new Error(`Sale "${sale.label}" got id ${info.saleId}, expected ${saleId}`);
      if (sale.end === 'endEarly') {
        await sendAndWait(BondSale__factory.connect(info.saleAddress, saleOwner).endEarly());
      } else if (sale.end === 'soldOut') {
        // One quote buys at most the sale's per-quote cap, so the whole cap takes several purchases.
        const buyerAddress = await buyer.getAddress();
        const perQuote = info.maxPerQuote;
        for (let nonce = 1n, bought = 0n; bought < sale.maxTokens; nonce++) {
          const tokenAmount = sale.maxTokens - bought < perQuote ? sale.maxTokens - bought : perQuote;
          const quote = {
            buyer: buyerAddress,
            saleAddress: info.saleAddress,
            currency: sale.currency,
            tokenAmount,
            pricePerToken: SOLD_OUT_PRICE_PER_TOKEN,
            paymentAmount: paymentFor(tokenAmount, SOLD_OUT_PRICE_PER_TOKEN, 18),
            discountBps: BigInt(sale.discountBps),
            priceSource: 'seed',
            deadline: await deadline(),
            nonce,
          };
          const signature = await signQuote(quoteSigner, chainId, quote);
          await sendAndWait(
            BondSale__factory.connect(info.saleAddress, buyer).buyWithQuote(quote, signature, { value: quote.paymentAmount }),
          );
          bought += tokenAmount;
        }
      }
    }
    log('bond sales created');

    // Staking pools of account 2; account 3 stakes in pool 1.
    const ownerStakingFactory = StakingFactory__factory.connect(stakingFactory, poolOwner);
    for (const address of [sally, schm]) {
      await sendAndWait(MockERC20__factory.connect(address, poolOwner).approve(stakingFactory, MaxUint256));
    }
    for (const [index, pool] of SEED_POOLS.entries()) {
      await sendAndWait(
        ownerStakingFactory.createPool(tokenAddresses[pool.token], pool.aprBps, pool.durationSeconds, pool.initialReward, {
          value: POOL_CREATION_FEE,
        }),
      );
      const info = await ownerStakingFactory.getPoolByIndex(index);
      if (info.poolId !== BigInt(index + 1)) throw new Error(`Pool "${pool.label}" got id ${info.poolId}`);
      if (pool.announcedAprBps !== undefined) {
        await sendAndWait(StakingPool__factory.connect(info.poolAddress, poolOwner).setAPR(pool.announcedAprBps));
      }
    }
    const firstPool = await ownerStakingFactory.getPoolByIndex(0);
    await sendAndWait(MockERC20__factory.connect(sally, buyer).approve(firstPool.poolAddress, MaxUint256));
    await sendAndWait(StakingPool__factory.connect(firstPool.poolAddress, buyer).stake(e18('1000')));
    log('staking pools created');

    // Last, so every address above stays what it was before V3 existed.
    const v3 = await deployV3Dex(deployer, { wbnb, usdt, usd1, sally, uniswapV2Factory }, deadline);
    log('V3 DEX deployed and seeded');

    // After every deployment, so the deployer's nonce and every address above stay as they were.
    await sendAndWait(BondFactory__factory.connect(bondFactory, deployer).setGuardian(await accounts[GUARDIAN_INDEX]!.getAddress()));

    const token = (address: string, symbol: string, name: string): DeployedToken => ({
      address,
      symbol,
      name,
      decimals: 18,
      logoURI: `/tokens/${symbol.toLowerCase()}.svg`,
    });
    const deployment: Deployment = {
      network: 'devnet',
      chainId: DEV_CHAIN_ID,
      chainName: 'BNB Smart Chain (dev)',
      rpcUrl,
      explorerUrl: null,
      deploymentBlock,
      quoteSigner: lower(quoteSigner.address),
      contracts: {
        multicall3: MULTICALL3_ADDRESS,
        wbnb,
        usdt,
        usd1,
        uniswapV2Factory,
        uniswapV2Router,
        bondFactory,
        stakingFactory,
      },
      dex: v3.dex,
      tokens: [
        token(NATIVE_TOKEN_ADDRESS, 'BNB', 'BNB'),
        token(wbnb, 'WBNB', 'Wrapped BNB'),
        token(usdt, 'USDT', 'Tether USD'),
        token(usd1, 'USD1', 'World Liberty Financial USD'),
        token(sally, 'SALLY', 'Sally'),
        token(schm, 'SCHM', 'Schmeckle'),
        token(noLiquidity, 'NOLIQ', 'No Liquidity Token'),
      ],
      testTokens: { sally, schm, noLiquidity, v3Only: v3.vee },
    };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(deployment, null, 2)}\n`);
    return deployment;
  } finally {
    provider.destroy();
  }
}

async function main(): Promise<void> {
  const rpcUrl = process.env.RPC_URL ?? `http://127.0.0.1:${process.env.RPC_PORT ?? 8545}`;
  const outFile = process.env.DEPLOYMENT_FILE ?? DEFAULT_OUT_FILE;
  const started = Date.now();
  const deployment = await deployAndSeed({ rpcUrl, outFile, log: (m) => console.log(`  ${m} (${Date.now() - started} ms)`) });
  console.log(`Deployed and seeded ${rpcUrl} (factories from block ${deployment.deploymentBlock}); wrote ${path.relative(process.cwd(), outFile)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
