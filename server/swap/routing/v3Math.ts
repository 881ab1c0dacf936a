/**
 * Exact-input swap through one V3 pool, step by step as UniswapV3Pool.swap does it, with the
 * Uniswap V3 SDK's bit-exact step maths (SwapMath, TickMath, LiquidityMath). The pool's state is
 * only known for the tick-bitmap words that were read: a swap that would step into a word we did
 * not read gives null (cannot quote exactly) instead of a guess.
 */
import JSBI from 'jsbi';
import { LiquidityMath, SwapMath, TickMath } from '@uniswap/v3-sdk';

export interface PopulatedTick {
  tick: number;
  liquidityNet: bigint;
}

export interface V3State {
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  tickSpacing: number;
  fee: number;
  /** initialised ticks of the read words, ascending */
  ticks: PopulatedTick[];
  /** the tick-bitmap words (of compressed ticks) that were read, inclusive */
  wordLow: number;
  wordHigh: number;
}

export interface V3SwapResult {
  amountOut: bigint;
  /** initialised ticks crossed: each costs gas */
  ticksCrossed: number;
  /** the pool after the swap (same ticks and words): what prices a later swap through it */
  after: V3State;
}

const ZERO = JSBI.BigInt(0);
const big = (value: bigint) => JSBI.BigInt(value.toString());
const fromJsbi = (value: JSBI) => BigInt(value.toString());

/**
 * The ticks' liquidity in the SDK's JSBI numbers, converted once per read tick list (conversions
 * dominate otherwise); states after a swap share their pool's list.
 */
const jsbiTicks = new WeakMap<readonly PopulatedTick[], Map<number, JSBI>>();
function liquidityNetOf(state: V3State): Map<number, JSBI> {
  let converted = jsbiTicks.get(state.ticks);
  if (!converted) {
    converted = new Map(state.ticks.map((t) => [t.tick, big(t.liquidityNet)]));
    jsbiTicks.set(state.ticks, converted);
  }
  return converted;
}

/** The bitmap word of a compressed tick, as TickBitmap.position does (an arithmetic shift). */
export function wordOf(compressed: number): number {
  return compressed >> 8;
}

export function compress(tick: number, spacing: number): number {
  return Math.floor(tick / spacing);
}

/**
 * TickBitmap.nextInitializedTickWithinOneWord over a sorted list: the next initialised tick in
 * the direction of the swap, or the word's boundary when the word has none.
 */
function nextTickWithinWord(state: V3State, tick: number, lte: boolean): { next: number; initialized: boolean; word: number } {
  const compressed = compress(tick, state.tickSpacing);
  if (lte) {
    const word = wordOf(compressed);
    const minimum = word * 256 * state.tickSpacing;
    let found: number | null = null;
    for (let i = state.ticks.length - 1; i >= 0; i--) {
      if (state.ticks[i].tick <= tick) {
        found = state.ticks[i].tick;
        break;
      }
    }
    if (found === null || found < minimum) return { next: minimum, initialized: false, word };
    return { next: found, initialized: true, word };
  }
  const word = wordOf(compressed + 1);
  const maximum = (word * 256 + 255) * state.tickSpacing;
  const found = state.ticks.find((t) => t.tick > tick)?.tick ?? null;
  if (found === null || found > maximum) return { next: maximum, initialized: false, word };
  return { next: found, initialized: true, word };
}

const MIN_LIMIT = JSBI.add(TickMath.MIN_SQRT_RATIO, JSBI.BigInt(1));
const MAX_LIMIT = JSBI.subtract(TickMath.MAX_SQRT_RATIO, JSBI.BigInt(1));

/**
 * Output of selling `amountIn` of token0 (zeroForOne) or token1 into the pool, and the pool's
 * state after it; null when unknown.
 */
export function v3AmountOut(state: V3State, zeroForOne: boolean, amountIn: bigint): V3SwapResult | null {
  if (amountIn <= 0n) return { amountOut: 0n, ticksCrossed: 0, after: state };
  const limit = zeroForOne ? MIN_LIMIT : MAX_LIMIT;
  let sqrtPrice = big(state.sqrtPriceX96);
  let tick = state.tick;
  let liquidity = big(state.liquidity);
  let remaining = big(amountIn);
  let amountOut = ZERO;
  let ticksCrossed = 0;
  const liquidityNet = liquidityNetOf(state);

  while (JSBI.notEqual(remaining, ZERO) && JSBI.notEqual(sqrtPrice, limit)) {
    const step = nextTickWithinWord(state, tick, zeroForOne);
    if (step.word < state.wordLow || step.word > state.wordHigh) return null;
    const next = Math.max(TickMath.MIN_TICK, Math.min(TickMath.MAX_TICK, step.next));
    const sqrtNext = TickMath.getSqrtRatioAtTick(next);
    const target = zeroForOne
      ? JSBI.lessThan(sqrtNext, limit) ? limit : sqrtNext
      : JSBI.greaterThan(sqrtNext, limit) ? limit : sqrtNext;
    const [sqrtAfter, stepIn, stepOut, feeAmount] = SwapMath.computeSwapStep(sqrtPrice, target, liquidity, remaining, state.fee);
    const before = sqrtPrice;
    sqrtPrice = sqrtAfter;
    remaining = JSBI.subtract(remaining, JSBI.add(stepIn, feeAmount));
    amountOut = JSBI.add(amountOut, stepOut);
    if (JSBI.equal(sqrtPrice, sqrtNext)) {
      if (step.initialized) {
        const net = liquidityNet.get(next) ?? ZERO;
        liquidity = LiquidityMath.addDelta(liquidity, zeroForOne ? JSBI.multiply(net, JSBI.BigInt(-1)) : net);
        ticksCrossed++;
      }
      tick = zeroForOne ? next - 1 : next;
    } else if (JSBI.notEqual(sqrtPrice, before)) {
      tick = TickMath.getTickAtSqrtRatio(sqrtPrice);
    }
  }
  // Ran out of price range with input left: the pool cannot take this amount.
  if (JSBI.notEqual(remaining, ZERO)) return null;
  return {
    amountOut: fromJsbi(amountOut),
    ticksCrossed,
    after: { ...state, sqrtPriceX96: fromJsbi(sqrtPrice), tick, liquidity: fromJsbi(liquidity) },
  };
}
