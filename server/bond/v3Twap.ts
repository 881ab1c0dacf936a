/**
 * Uniswap V3's own price oracle, read through `observe` (OracleLibrary.consult's maths): the
 * arithmetic-mean tick over a window is the time-weighted price, and the harmonic-mean in-range
 * liquidity over the same window says how deep the pool was while it set that price.
 */
import { TickMath } from '@uniswap/v3-sdk';
import type { Ratio } from '../lib/priceMath';

const Q96 = 1n << 96n;
const Q192 = Q96 * Q96;
const MAX_UINT160 = (1n << 160n) - 1n;

/** OracleLibrary.consult: the mean tick, rounded toward negative infinity. */
export function arithmeticMeanTick(tickCumulativeThen: bigint, tickCumulativeNow: bigint, seconds: number): number {
  const delta = tickCumulativeNow - tickCumulativeThen;
  const window = BigInt(seconds);
  let mean = delta / window;
  if (delta < 0n && delta % window !== 0n) mean -= 1n;
  return Number(mean);
}

/**
 * OracleLibrary.consult: the harmonic mean of the in-range liquidity over the window. A pool with
 * nothing in range for the window counts its liquidity as 1, so its mean is next to nothing.
 */
export function harmonicMeanLiquidity(secondsPerLiquidityThen: bigint, secondsPerLiquidityNow: bigint, seconds: number): bigint {
  const delta = (secondsPerLiquidityNow - secondsPerLiquidityThen) & MAX_UINT160;
  if (delta === 0n) return 0n;
  return (BigInt(seconds) * MAX_UINT160) / (delta << 32n);
}

export function sqrtPriceAtTick(tick: number): bigint {
  return BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
}

/** Price of token0 in base units of token1 per base unit, from a Q64.96 square root price. */
export function sqrtPriceRatio(sqrtPriceX96: bigint): Ratio {
  return { num: sqrtPriceX96 * sqrtPriceX96, den: Q192 };
}

/** The pool's virtual reserve of one token at a price: what in-range liquidity is worth in it. */
export function virtualReserve(liquidity: bigint, sqrtPriceX96: bigint, ofToken0: boolean): bigint {
  if (sqrtPriceX96 === 0n) return 0n;
  return ofToken0 ? (liquidity * Q96) / sqrtPriceX96 : (liquidity * sqrtPriceX96) / Q96;
}

