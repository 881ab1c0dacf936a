/**
 * Shared plumbing of the contract tests: Hardhat's in-process network (one per jest worker) through
 * ethers v6, deploys from the compiled artifacts, time control, snapshots, custom-error assertions
 * and signed quotes.
 */
import {
  BaseWallet,
  BrowserProvider,
  type Result,
  ContractFactory,
  Interface,
  Wallet,
  type ContractTransactionResponse,
  type InterfaceAbi,
  type JsonRpcSigner,
} from 'ethers';
import { withGasHeadroom } from '../../common/chain/gasHeadroom';
import { readOwnArtifact, readUniswapArtifact, type OwnContractName, type UniswapContractName } from '../../scripts/artifacts';
import { devAccountKey, QUOTE_SIGNER_INDEX } from '../../scripts/deploySeed';
import { paymentFor, signQuote, type QuoteValue } from '../../scripts/quote';
import {
  BondFactory__factory,
  BondSale__factory,
  MockERC20__factory,
  StakingFactory__factory,
  StakingPool__factory,
  type BondFactory,
  type BondSale,
  type MockERC20,
  type StakingFactory,
} from '../../typechain-types';

export const DAY = 86_400n;
export const YEAR = 365n * DAY;
export const e18 = (n: number | bigint | string): bigint => {
  const [whole, fraction = ''] = String(n).split('.');
  return BigInt(whole!) * 10n ** 18n + BigInt((fraction + '0'.repeat(18)).slice(0, 18));
};

interface Chain {
  provider: BrowserProvider;
  signers: JsonRpcSigner[];
  addresses: string[];
  chainId: bigint;
}

let chain: Chain | undefined;

type Eip1193 = ConstructorParameters<typeof BrowserProvider>[0];

/**
 * Sends an estimated transaction with the app's headroom (`withGasHeadroom`): gas can depend on chain time (a
 * reward checkpoint written or not), and a slow machine mines a transaction a second after its estimate.
 */
function withGasBuffer(inner: Eip1193): Eip1193 {
  return {
    request: async (request: { method: string; params?: unknown[] | Record<string, unknown> }) => {
      if (request.method === 'eth_sendTransaction' && Array.isArray(request.params)) {
        const [tx, ...rest] = request.params as [{ gas?: string }, ...unknown[]];
        if (tx.gas) return inner.request({ ...request, params: [{ ...tx, gas: `0x${withGasHeadroom(BigInt(tx.gas)).toString(16)}` }, ...rest] });
      }
      return inner.request(request);
    },
  };
}

/** Hardhat's in-process network; the first call in a worker boots it (well under a second). */
export async function getChain(): Promise<Chain> {
  if (chain) return chain;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use: requiring hardhat boots its runtime environment
  const hre = require('hardhat') as { network: { provider: Eip1193 } };
  const provider = new BrowserProvider(withGasBuffer(hre.network.provider), 31337, { cacheTimeout: -1, pollingInterval: 50 });
  const signers = await Promise.all(Array.from({ length: 10 }, (_, i) => provider.getSigner(i)));
  const addresses = await Promise.all(signers.map((s) => s.getAddress()));
  chain = { provider, signers, addresses, chainId: 31337n };
  return chain;
}

export async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const { provider } = await getChain();
  return (await provider.send(method, params)) as T;
}

export async function snapshot(): Promise<string> {
  return rpc<string>('evm_snapshot');
}

export async function revertTo(id: string): Promise<void> {
  const ok = await rpc<boolean>('evm_revert', [id]);
  if (!ok) throw new Error(`evm_revert ${id} failed`);
}

/** Timestamp of the latest block (chain time). */
export async function latestTime(): Promise<bigint> {
  const block = await rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  return BigInt(block.timestamp);
}

/** The next transaction's block will carry exactly this timestamp. */
export async function setNextTime(timestamp: bigint): Promise<void> {
  await rpc('evm_setNextBlockTimestamp', [Number(timestamp)]);
}

/** Mines an empty block at `timestamp`, so views see that time. */
export async function mineAt(timestamp: bigint): Promise<void> {
  await setNextTime(timestamp);
  await rpc('evm_mine');
}

export async function increaseTime(seconds: bigint): Promise<void> {
  await mineAt((await latestTime()) + seconds);
}

export async function balanceOf(address: string): Promise<bigint> {
  return BigInt(await rpc<string>('eth_getBalance', [address, 'latest']));
}

export async function deploy(name: OwnContractName | UniswapContractName, signer: JsonRpcSigner, ...args: unknown[]): Promise<string> {
  const artifact = name in { WBNB: 1, UniswapV2Router02: 1, UniswapV2Factory: 1, UniswapV2Pair: 1 }
    ? readUniswapArtifact(name as UniswapContractName)
    : readOwnArtifact(name as OwnContractName);
  const factory = new ContractFactory(artifact.abi as InterfaceAbi, artifact.bytecode, signer);
  const contract = await factory.deploy(...args);
  await contract.waitForDeployment();
  return contract.getAddress();
}

/** Every custom error any of our contracts (or the OZ token) can raise, for decoding reverts. */
export const errorsInterface: Interface = (() => {
  const seen = new Set<string>();
  const fragments: unknown[] = [];
  for (const name of ['BondFactory', 'BondSale', 'StakingFactory', 'StakingPool', 'MockERC20'] as const) {
    for (const fragment of readOwnArtifact(name).abi as { type: string; name: string; inputs: { type: string }[] }[]) {
      if (fragment.type !== 'error') continue;
      const key = `${fragment.name}(${fragment.inputs.map((i) => i.type).join(',')})`;
      if (seen.has(key)) continue;
      seen.add(key);
      fragments.push(fragment);
    }
  }
  return new Interface(fragments as InterfaceAbi);
})();

function revertData(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 6) return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.data === 'string' && record.data.startsWith('0x')) return record.data;
  for (const key of ['error', 'info', 'cause', 'data']) {
    const found = revertData(record[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Awaits `action` and asserts it reverted with custom error `name` (and `args`, when given). */
export async function expectRevert(action: Promise<unknown> | (() => Promise<unknown>), name: string, args?: unknown[]): Promise<void> {
  let failure: unknown;
  try {
    await (typeof action === 'function' ? action() : action);
  } catch (error) {
    failure = error;
  }
  if (failure === undefined) throw new Error(`Expected a revert with ${name}, but the call succeeded`);
  const data = revertData(failure);
  if (!data) throw new Error(`Expected a revert with ${name}, got: ${(failure as Error).message}`);
  let parsed: ReturnType<Interface['parseError']> = null;
  if (data.startsWith('0x08c379a0')) {
    const reason = Interface.from(['error Error(string)']).parseError(data)!.args[0] as string;
    throw new Error(`Expected ${name}, got Error("${reason}")`);
  }
  parsed = errorsInterface.parseError(data);
  expect(parsed?.name ?? `unknown error ${data}`).toBe(name);
  if (args) expect(parsed!.args.toArray()).toEqual(args);
}

/**
 * Runs `action` and tells whether it succeeded; a revert must be one of our custom errors (never a panic or an
 * unknown failure), else it is rethrown. For random call sequences where many calls are expected to fail.
 */
export async function attempt(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    const data = revertData(error);
    if (!data || data.length < 10 || !errorsInterface.parseError(data)) throw error;
    return false;
  }
}

/** TypeChain types struct outputs as tuples; at run time they are ethers Results. */
export function obj(value: unknown): Record<string, unknown> {
  return (value as Result).toObject();
}

export function arr(value: unknown): unknown[] {
  return (value as Result).toArray();
}

export async function mined(tx: Promise<ContractTransactionResponse>) {
  const receipt = await (await tx).wait();
  if (!receipt) throw new Error('no receipt');
  return receipt;
}

/** Events of `name` from `iface` in a receipt. */
export function eventsOf(receipt: { logs: readonly { topics: readonly string[]; data: string }[] }, iface: Interface, name: string) {
  return receipt.logs
    .map((log) => {
      try {
        return iface.parseLog({ topics: [...log.topics], data: log.data });
      } catch {
        return null;
      }
    })
    .filter((parsed): parsed is NonNullable<typeof parsed> => parsed?.name === name);
}

export const quoteSigner = new Wallet(devAccountKey(QUOTE_SIGNER_INDEX));

export interface BondWorld {
  factory: BondFactory;
  factoryAddress: string;
  usdt: MockERC20;
  usd1: MockERC20;
  token: MockERC20;
  tokenAddress: string;
  usdtAddress: string;
  usd1Address: string;
  wbnbAddress: string;
  signers: JsonRpcSigner[];
  addresses: string[];
}

export const BOND_FEE = e18('0.002');

/**
 * A bond factory (owner and fee recipient: account 0, quote signer: account 9) with USDT, USD1 and a
 * sale token; accounts 1–8 hold 1 000 000 of each. Account 1 is the project owner.
 */
export async function deployBondWorld(): Promise<BondWorld> {
  const { signers, addresses } = await getChain();
  const deployer = signers[0]!;
  const usdtAddress = await deploy('MockERC20', deployer, 'Tether USD', 'USDT', 18);
  const usd1Address = await deploy('MockERC20', deployer, 'World Liberty Financial USD', 'USD1', 18);
  const tokenAddress = await deploy('MockERC20', deployer, 'Sally', 'SALLY', 18);
  const wbnbAddress = await deploy('WBNB', deployer);
  const factoryAddress = await deploy('BondFactory', deployer, usdtAddress, usd1Address, wbnbAddress, quoteSigner.address, addresses[0], BOND_FEE);
  const usdt = MockERC20__factory.connect(usdtAddress, deployer);
  const usd1 = MockERC20__factory.connect(usd1Address, deployer);
  const token = MockERC20__factory.connect(tokenAddress, deployer);
  for (const t of [usdt, usd1, token]) {
    for (let i = 1; i <= 8; i++) await mined(t.mint(addresses[i]!, e18(1_000_000)));
  }
  return {
    factory: BondFactory__factory.connect(factoryAddress, deployer),
    factoryAddress,
    usdt,
    usd1,
    token,
    tokenAddress,
    usdtAddress,
    usd1Address,
    wbnbAddress,
    signers,
    addresses,
  };
}

/** Default minimum price of test sales: half the default quote price. */
export const MIN_PRICE = e18('0.0005');

export interface CreateSaleParams {
  currency?: number;
  vesting?: bigint;
  maxTokens?: bigint;
  discountBps?: bigint;
  owner?: number;
  token?: string;
  minPricePerToken?: bigint;
  maxPerBuyer?: bigint;
  /** default: the whole cap, so only the tests about budgets meet one */
  hourlyBudget?: bigint;
}

/** Creates a sale as account `owner` (default 1) and returns its id and a sale contract bound to the owner. */
export async function createSale(world: BondWorld, params: CreateSaleParams = {}) {
  const ownerIndex = params.owner ?? 1;
  const owner = world.signers[ownerIndex]!;
  const tokenAddress = params.token ?? world.tokenAddress;
  const maxTokens = params.maxTokens ?? e18(10_000);
  await mined(MockERC20__factory.connect(tokenAddress, owner).approve(world.factoryAddress, maxTokens));
  const receipt = await mined(
    world.factory
      .connect(owner)
      .createSale(
        tokenAddress,
        params.currency ?? 0,
        params.vesting ?? 100n * DAY,
        maxTokens,
        params.discountBps ?? 500n,
        params.minPricePerToken ?? MIN_PRICE,
        params.maxPerBuyer ?? 0n,
        params.hourlyBudget ?? maxTokens,
        { value: await world.factory.saleCreationFee() },
      ),
  );
  const [event] = eventsOf(receipt, world.factory.interface, 'SaleCreated');
  const saleId = event!.args.saleId as bigint;
  const saleAddress = event!.args.sale as string;
  return { saleId, saleAddress, sale: BondSale__factory.connect(saleAddress, owner), receipt };
}

export interface QuoteParams {
  buyer: string;
  saleAddress: string;
  currency: number;
  tokenAmount: bigint;
  pricePerToken?: bigint;
  discountBps?: bigint;
  deadline?: bigint;
  nonce?: bigint;
  decimals?: number;
}

let nonceCounter = 1_000n;

export async function makeQuote(params: QuoteParams, overrides: Partial<QuoteValue> = {}): Promise<QuoteValue> {
  const pricePerToken = overrides.pricePerToken ?? params.pricePerToken ?? e18('0.001');
  return {
    buyer: params.buyer,
    saleAddress: params.saleAddress,
    currency: params.currency,
    tokenAmount: params.tokenAmount,
    pricePerToken,
    paymentAmount: paymentFor(params.tokenAmount, pricePerToken, params.decimals ?? 18),
    discountBps: params.discountBps ?? 500n,
    priceSource: 'test',
    deadline: params.deadline ?? (await latestTime()) + 60n,
    nonce: params.nonce ?? nonceCounter++,
    ...overrides,
  };
}

export async function sign(quote: QuoteValue, options: { signer?: BaseWallet; chainId?: bigint; domainSale?: string } = {}) {
  const { chainId } = await getChain();
  const domainQuote = options.domainSale ? { ...quote, saleAddress: options.domainSale } : quote;
  const signature = await signQuote(options.signer ?? quoteSigner, options.chainId ?? chainId, domainQuote);
  return signature;
}

/**
 * Buys `tokenAmount` in `sale` as account `buyerIndex` with a quote at the sale's currency and discount
 * (signed by the quote signer, or `signer`), approving an ERC-20 payment first.
 */
export async function buyBond(
  world: BondWorld,
  sale: BondSale,
  buyerIndex: number,
  tokenAmount: bigint,
  overrides: Partial<QuoteValue> = {},
  signer?: BaseWallet,
) {
  const saleAddress = await sale.getAddress();
  const currency = Number(await sale.currency());
  const quote = await makeQuote(
    { buyer: world.addresses[buyerIndex]!, saleAddress, currency, tokenAmount, discountBps: await sale.discountBps() },
    overrides,
  );
  const signature = await sign(quote, signer ? { signer } : {});
  const buyerSale = BondSale__factory.connect(saleAddress, world.signers[buyerIndex]!);
  if (currency === 0) return mined(buyerSale.buyWithQuote(quote, signature, { value: quote.paymentAmount }));
  await mined(MockERC20__factory.connect(await sale.paymentToken(), world.signers[buyerIndex]!).approve(saleAddress, quote.paymentAmount));
  return mined(buyerSale.buyWithQuote(quote, signature));
}

export const STAKING_FEE = e18('0.01');

export interface StakingWorld {
  factory: StakingFactory;
  factoryAddress: string;
  token: MockERC20;
  tokenAddress: string;
  signers: JsonRpcSigner[];
  addresses: string[];
}

/** A staking factory owned by account 0 and a token held by accounts 1–8 (1 000 000 each). */
export async function deployStakingWorld(): Promise<StakingWorld> {
  const { signers, addresses } = await getChain();
  const deployer = signers[0]!;
  const tokenAddress = await deploy('MockERC20', deployer, 'Schmeckle', 'SCHM', 18);
  const factoryAddress = await deploy('StakingFactory', deployer, STAKING_FEE);
  const token = MockERC20__factory.connect(tokenAddress, deployer);
  for (let i = 1; i <= 8; i++) await mined(token.mint(addresses[i]!, e18(1_000_000)));
  return { factory: StakingFactory__factory.connect(factoryAddress, deployer), factoryAddress, token, tokenAddress, signers, addresses };
}

export interface CreatePoolParams {
  aprBps?: bigint;
  duration?: bigint;
  reward?: bigint;
  owner?: number;
  token?: string;
}

/** Creates a pool as account `owner` (default 2); returns its id and the pool bound to the owner. */
export async function createPool(world: StakingWorld, params: CreatePoolParams = {}) {
  const owner = world.signers[params.owner ?? 2]!;
  const tokenAddress = params.token ?? world.tokenAddress;
  const reward = params.reward ?? e18(10_000);
  await mined(MockERC20__factory.connect(tokenAddress, owner).approve(world.factoryAddress, reward));
  const receipt = await mined(
    world.factory
      .connect(owner)
      .createPool(tokenAddress, params.aprBps ?? 1200n, params.duration ?? 90n * DAY, reward, { value: STAKING_FEE }),
  );
  const [event] = eventsOf(receipt, world.factory.interface, 'PoolCreated');
  const poolId = event!.args.poolId as bigint;
  const poolAddress = event!.args.pool as string;
  return { poolId, poolAddress, pool: StakingPool__factory.connect(poolAddress, owner), receipt };
}

/** Approves and stakes `amount` as account `index`. */
export async function stakeAs(world: StakingWorld, poolAddress: string, index: number, amount: bigint) {
  const signer = world.signers[index]!;
  await mined(MockERC20__factory.connect(world.tokenAddress, signer).approve(poolAddress, amount));
  return mined(StakingPool__factory.connect(poolAddress, signer).stake(amount));
}
