/**
 * Uniswap V3 on the dev chain, next to the V2 DEX: factory, NonfungiblePositionManager, TickLens,
 * QuoterV2 and SwapRouter02 (which executes V2 and V3 hops in one transaction), all from npm
 * artifacts; then concentrated-liquidity pools whose prices and depths differ from the V2 pairs
 * on purpose, so that the best route is sometimes V2, sometimes V3 and sometimes a split.
 *
 * Deterministic like the rest of the seed: called after everything else, same transactions in the
 * same order, integer prices only.
 *
 * Seeded V3 pools (prices in the second token per first token):
 * - WBNB/USDT 0.05 %: 601 USDT per BNB (V2: 600), 20 BNB in 560–645 → V3 wins small BNB sales,
 *   large ones split across V3 and V2;
 * - USD1/USDT 0.01 %: 1:1 in ±0.5 %, 200 000 each → V3 wins stable swaps;
 * - WBNB/SALLY 1 %: 780 SALLY per BNB (V2: 800), shallow → V2 wins BNB → SALLY;
 * - SALLY/USDT 0.3 %: initialised at 0.75 but liquidity only in 0.90–1.10 (none in range);
 * - VEE/USDT 0.3 %: 2 USDT per VEE in 1.5–2.5; VEE has no V2 pair (a V3-only token).
 */
import { Contract, ContractFactory, keccak256, parseEther, ZeroAddress, type JsonRpcSigner } from 'ethers';
import JSBI from 'jsbi';
import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk';
import type { DexConfig, V3FeeTier } from '../../common/deployment/schema';
import { readOwnArtifact, readUniswapArtifact, readUniswapV3Artifact, type Artifact } from '../artifacts';

/** Uniswap V3's tiers; 0.01 % is not enabled by the factory's constructor and is added here. */
export const DEV_V3_FEE_TIERS: V3FeeTier[] = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
];
export const DEV_V2_FEE_PPM = 3000;

const e18 = (n: string) => parseEther(n);

/** A price as a fraction of whole tokens: 1 `a` = num / den `b` (all dev tokens have 18 decimals). */
interface Price {
  num: bigint;
  den: bigint;
}
export const price = (num: bigint, den = 1n): Price => ({ num, den });

/** A concentrated-liquidity position of `amountA` of token a and `amountB` of token b. */
export interface V3Position {
  fee: number;
  /** initial price of one a in b */
  initial: Price;
  lower: Price;
  upper: Price;
  amountA: bigint;
  amountB: bigint;
}

interface SeedV3Pool extends V3Position {
  a: 'wbnb' | 'usdt' | 'usd1' | 'sally' | 'vee';
  b: 'wbnb' | 'usdt' | 'usd1' | 'sally' | 'vee';
}

export const SEED_V3_POOLS: SeedV3Pool[] = [
  { a: 'wbnb', b: 'usdt', fee: 500, initial: price(601n), lower: price(560n), upper: price(645n), amountA: e18('20'), amountB: e18('12020') },
  { a: 'usd1', b: 'usdt', fee: 100, initial: price(1n), lower: price(995n, 1000n), upper: price(1005n, 1000n), amountA: e18('200000'), amountB: e18('200000') },
  { a: 'wbnb', b: 'sally', fee: 10000, initial: price(780n), lower: price(500n), upper: price(1200n), amountA: e18('10'), amountB: e18('7800') },
  { a: 'sally', b: 'usdt', fee: 3000, initial: price(75n, 100n), lower: price(90n, 100n), upper: price(110n, 100n), amountA: e18('20000'), amountB: e18('20000') },
  { a: 'vee', b: 'usdt', fee: 3000, initial: price(2n), lower: price(15n, 10n), upper: price(25n, 10n), amountA: e18('50000'), amountB: e18('100000') },
];

export interface V3Dex {
  dex: DexConfig;
  /** the V3-only test token */
  vee: string;
}

async function deploy(artifact: Artifact, signer: JsonRpcSigner, ...args: unknown[]): Promise<string> {
  const contract = await new ContractFactory(artifact.abi as never, artifact.bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return (await contract.getAddress()).toLowerCase();
}

async function send(tx: Promise<{ wait(): Promise<unknown> }>): Promise<void> {
  await (await tx).wait();
}

/** sqrt(token1/token0) in Q64.96 for a price of one `a` in `b`, in the pool's token order. */
function sqrtPriceX96(a: string, b: string, p: Price): JSBI {
  return a < b
    ? encodeSqrtRatioX96(JSBI.BigInt(p.num.toString()), JSBI.BigInt(p.den.toString()))
    : encodeSqrtRatioX96(JSBI.BigInt(p.den.toString()), JSBI.BigInt(p.num.toString()));
}

/** The position's ticks: the two prices' ticks in pool order, widened to the tier's spacing. */
function positionTicks(a: string, b: string, pool: V3Position, spacing: number): [number, number] {
  const ticks = [pool.lower, pool.upper].map((p) => TickMath.getTickAtSqrtRatio(sqrtPriceX96(a, b, p))).sort((x, y) => x - y);
  return [Math.floor(ticks[0] / spacing) * spacing, Math.ceil(ticks[1] / spacing) * spacing];
}

/**
 * Creates the pool of `a` and `b` at the position's fee (initialised at its initial price) if it
 * does not exist, and mints the position through the NonfungiblePositionManager `manager`, which
 * holds the caller's approval for both tokens.
 */
export async function createV3Position(
  manager: Contract,
  a: string,
  b: string,
  pool: V3Position,
  spacing: number,
  recipient: string,
  deadline: () => Promise<bigint>,
): Promise<void> {
  const [token0, token1] = a < b ? [a, b] : [b, a];
  const [amount0, amount1] = a < b ? [pool.amountA, pool.amountB] : [pool.amountB, pool.amountA];
  await send(manager.createAndInitializePoolIfNecessary(token0, token1, pool.fee, BigInt(sqrtPriceX96(a, b, pool.initial).toString())));
  const [tickLower, tickUpper] = positionTicks(a, b, pool, spacing);
  const params = {
    token0,
    token1,
    fee: pool.fee,
    tickLower,
    tickUpper,
    amount0Desired: amount0,
    amount1Desired: amount1,
    amount0Min: 0,
    amount1Min: 0,
    recipient,
    deadline: await deadline(),
  };
  // The node's estimate can fall short of what the nested pool → callback → token calls need
  // once 63/64 of the gas is passed down (seen on the position manager at a hardhat_setCode
  // address), so the limit carries a margin; the state the mint leaves is the same.
  const gasLimit = ((await manager.getFunction('mint').estimateGas(params)) * 12n) / 10n;
  await send(manager.getFunction('mint')(params, { gasLimit }));
}

export async function deployV3Dex(
  deployer: JsonRpcSigner,
  existing: { wbnb: string; usdt: string; usd1: string; sally: string; uniswapV2Factory: string },
  deadline: () => Promise<bigint>,
): Promise<V3Dex> {
  const deployerAddress = await deployer.getAddress();
  const factoryAddress = await deploy(readUniswapV3Artifact('UniswapV3Factory'), deployer);
  const positionManager = await deploy(readUniswapV3Artifact('NonfungiblePositionManager'), deployer, factoryAddress, existing.wbnb, ZeroAddress);
  const tickLens = await deploy(readUniswapV3Artifact('TickLens'), deployer);
  const quoterV2 = await deploy(readUniswapV3Artifact('QuoterV2'), deployer, factoryAddress, existing.wbnb);
  const swapRouter02 = await deploy(
    readUniswapV3Artifact('SwapRouter02'),
    deployer,
    existing.uniswapV2Factory,
    factoryAddress,
    positionManager,
    existing.wbnb,
  );
  const vee = await deploy(readOwnArtifact('MockERC20'), deployer, 'Vee', 'VEE', 18);

  const factory = new Contract(factoryAddress, readUniswapV3Artifact('UniswapV3Factory').abi as never, deployer);
  await send(factory.enableFeeAmount(100, 1));

  // Fresh tokens for the positions, so the accounts' funding stays what the seed promises.
  const tokens = { ...existing, vee };
  const needs = new Map<string, bigint>();
  for (const pool of SEED_V3_POOLS) {
    needs.set(tokens[pool.a], (needs.get(tokens[pool.a]) ?? 0n) + pool.amountA);
    needs.set(tokens[pool.b], (needs.get(tokens[pool.b]) ?? 0n) + pool.amountB);
  }
  const erc20 = readOwnArtifact('MockERC20').abi as never;
  for (const [token, amount] of needs) {
    const contract = new Contract(token, erc20, deployer);
    if (token === existing.wbnb) {
      await send(new Contract(token, readUniswapArtifact('WBNB').abi as never, deployer).deposit({ value: amount }));
    } else {
      await send(contract.mint(deployerAddress, amount));
    }
    await send(contract.approve(positionManager, 2n ** 256n - 1n));
  }

  const manager = new Contract(positionManager, readUniswapV3Artifact('NonfungiblePositionManager').abi as never, deployer);
  for (const pool of SEED_V3_POOLS) {
    const spacing = DEV_V3_FEE_TIERS.find((tier) => tier.fee === pool.fee)!.tickSpacing;
    await createV3Position(manager, tokens[pool.a], tokens[pool.b], pool, spacing, deployerAddress, deadline);
  }

  return {
    vee,
    dex: {
      v2: {
        factory: existing.uniswapV2Factory,
        initCodeHash: keccak256(readUniswapArtifact('UniswapV2Pair').bytecode),
        feePpm: DEV_V2_FEE_PPM,
      },
      v3: {
        factory: factoryAddress,
        poolDeployer: factoryAddress,
        initCodeHash: keccak256(readUniswapV3Artifact('UniswapV3Pool').bytecode),
        feeTiers: DEV_V3_FEE_TIERS,
        swapRouter02,
        quoterV2,
        tickLens,
        positionManager,
      },
      baseTokens: [existing.wbnb, existing.usdt, existing.usd1],
    },
  };
}
