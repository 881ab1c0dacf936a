/**
 * Floating-point models of the pools for the route search. The search tries thousands of amounts
 * per quote; exact integer maths (v2Math, v3Math) would cost milliseconds each time, these cost
 * tens of nanoseconds and agree with the exact maths to about 1e-12. The plan the search settles
 * on is then priced again with the exact maths, and that exact output is the quote.
 *
 * A model is mutable: `swap` moves it as the pool would move, `save`/`restore` put it back, so a
 * search can price a sequence of swaps through shared pools and start over.
 */
import { TickMath } from '@uniswap/v3-sdk';
import type { PoolState } from './poolState';
import { compress, wordOf, type PopulatedTick, type V3State } from './v3Math';

export interface PoolModel {
  /** Output for `amountIn` (raw units, as a float); -1 when the pool cannot take it. Does not move the pool. */
  quote(amountIn: number, zeroForOne: boolean): number;
  /** As quote, and moves the pool; -1 (and no move) when it cannot take it. */
  swap(amountIn: number, zeroForOne: boolean): number;
  /** Initialised ticks the last quote or swap crossed (gas). */
  readonly crossed: number;
  save(): number[];
  restore(saved: readonly number[]): void;
}

const Q96 = 2 ** 96;

/** Uniswap V2 constant product with the fee taken from the input. */
export class V2Model implements PoolModel {
  crossed = 0;
  private readonly keep: number;

  constructor(
    private reserve0: number,
    private reserve1: number,
    feePpm: number,
  ) {
    this.keep = 1 - feePpm / 1_000_000;
  }

  quote(amountIn: number, zeroForOne: boolean): number {
    if (!(amountIn > 0)) return 0;
    const effective = amountIn * this.keep;
    return zeroForOne ? (this.reserve1 * effective) / (this.reserve0 + effective) : (this.reserve0 * effective) / (this.reserve1 + effective);
  }

  swap(amountIn: number, zeroForOne: boolean): number {
    const out = this.quote(amountIn, zeroForOne);
    if (zeroForOne) {
      this.reserve0 += amountIn;
      this.reserve1 -= out;
    } else {
      this.reserve1 += amountIn;
      this.reserve0 -= out;
    }
    return out;
  }

  save(): number[] {
    return [this.reserve0, this.reserve1];
  }

  restore(saved: readonly number[]): void {
    this.reserve0 = saved[0];
    this.reserve1 = saved[1];
  }
}

interface ModelTick {
  tick: number;
  sqrt: number;
  net: number;
}

const sqrtAtTick = (tick: number) => Math.pow(1.0001, tick / 2);

/** The ticks as floats, converted once per read tick list (states after a swap share their pool's list). */
const modelTicks = new WeakMap<readonly PopulatedTick[], ModelTick[]>();
function ticksOf(state: V3State): ModelTick[] {
  let ticks = modelTicks.get(state.ticks);
  if (!ticks) {
    ticks = state.ticks.map((t) => ({ tick: t.tick, sqrt: sqrtAtTick(t.tick), net: Number(t.liquidityNet) }));
    modelTicks.set(state.ticks, ticks);
  }
  return ticks;
}

/**
 * Uniswap V3 concentrated liquidity between the initialised ticks that were read. As the exact
 * maths do, a swap that would go past the tick-bitmap words that were read cannot be priced: here
 * it is refused (-1), so the search never relies on liquidity nobody has seen.
 */
export class V3Model implements PoolModel {
  crossed = 0;
  private sqrtPrice: number;
  private liquidity: number;
  /** index of the first tick above the current one: ticks[next - 1] is the next one down */
  private next: number;
  private readonly ticks: ModelTick[];
  private readonly keep: number;
  private readonly lowTick: number;
  private readonly highTick: number;
  private readonly lowSqrt: number;
  private readonly highSqrt: number;
  private readonly readable: boolean;

  constructor(state: V3State) {
    this.sqrtPrice = Number(state.sqrtPriceX96) / Q96;
    this.liquidity = Number(state.liquidity);
    this.ticks = ticksOf(state);
    this.next = this.ticks.findIndex((t) => t.tick > state.tick);
    if (this.next < 0) this.next = this.ticks.length;
    this.keep = 1 - state.fee / 1_000_000;
    this.readable = state.wordLow <= state.wordHigh && state.wordLow <= wordOf(compress(state.tick, state.tickSpacing)) && wordOf(compress(state.tick, state.tickSpacing)) <= state.wordHigh;
    this.lowTick = Math.max(TickMath.MIN_TICK, state.wordLow * 256 * state.tickSpacing);
    this.highTick = Math.min(TickMath.MAX_TICK, (state.wordHigh * 256 + 255) * state.tickSpacing);
    this.lowSqrt = sqrtAtTick(this.lowTick);
    this.highSqrt = sqrtAtTick(this.highTick);
  }

  quote(amountIn: number, zeroForOne: boolean): number {
    return this.run(amountIn, zeroForOne, false);
  }

  swap(amountIn: number, zeroForOne: boolean): number {
    return this.run(amountIn, zeroForOne, true);
  }

  private run(amountIn: number, zeroForOne: boolean, commit: boolean): number {
    this.crossed = 0;
    if (!(amountIn > 0)) return 0;
    if (!this.readable) return -1;
    let left = amountIn * this.keep;
    let out = 0;
    let sqrtPrice = this.sqrtPrice;
    let liquidity = this.liquidity;
    let next = this.next;
    let crossed = 0;
    for (;;) {
      let target: number;
      let tick: ModelTick | null;
      if (zeroForOne) {
        tick = next > 0 && this.ticks[next - 1].tick >= this.lowTick ? this.ticks[next - 1] : null;
        target = tick ? tick.sqrt : this.lowSqrt;
        if (liquidity > 0) {
          // token0 in to bring the price down to the target, and token1 out on the way
          const need = (liquidity * (sqrtPrice - target)) / (sqrtPrice * target);
          if (left <= need) {
            out += (liquidity * sqrtPrice * sqrtPrice * left) / (liquidity + left * sqrtPrice);
            sqrtPrice = (liquidity * sqrtPrice) / (liquidity + left * sqrtPrice);
            left = 0;
            break;
          }
          out += liquidity * (sqrtPrice - target);
          left -= need;
        }
        sqrtPrice = target;
        if (!tick) return -1;
        liquidity -= tick.net;
        next--;
      } else {
        tick = next < this.ticks.length && this.ticks[next].tick <= this.highTick ? this.ticks[next] : null;
        target = tick ? tick.sqrt : this.highSqrt;
        if (liquidity > 0) {
          const need = liquidity * (target - sqrtPrice);
          if (left <= need) {
            const after = sqrtPrice + left / liquidity;
            out += left / (sqrtPrice * after);
            sqrtPrice = after;
            left = 0;
            break;
          }
          out += (liquidity * (target - sqrtPrice)) / (sqrtPrice * target);
          left -= need;
        }
        sqrtPrice = target;
        if (!tick) return -1;
        liquidity += tick.net;
        next++;
      }
      crossed++;
      if (liquidity < 0) liquidity = 0;
    }
    this.crossed = crossed;
    if (commit) {
      this.sqrtPrice = sqrtPrice;
      this.liquidity = liquidity;
      this.next = next;
    }
    return out;
  }

  save(): number[] {
    return [this.sqrtPrice, this.liquidity, this.next];
  }

  restore(saved: readonly number[]): void {
    this.sqrtPrice = saved[0];
    this.liquidity = saved[1];
    this.next = saved[2];
  }
}

export function modelOf(state: PoolState): PoolModel {
  return 'v3' in state ? new V3Model(state.v3) : new V2Model(Number(state.reserve0), Number(state.reserve1), state.ref.fee);
}
