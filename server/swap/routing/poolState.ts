/**
 * Reads the state of every candidate pool of a quote in one Multicall3 batch per block: V2
 * reserves; V3 slot0, in-range liquidity and the initialised ticks of the tick-bitmap words
 * around the price (TickLens.getPopulatedTicksInWord, one call per word).
 *
 * Which words to read depends on the current tick, which is in the same batch; the words are
 * centred on the tick seen at the previous read of the pool. Only a pool seen for the first time,
 * or whose price left the read words since, costs a second batch in that block.
 */
import { Interface } from 'ethers';
import type { BlockRef } from '../../chain/blockCache';
import type { Call, ChainContext } from '../../chain/context';
import type { PoolRef, V2PoolRef, V3PoolRef } from './pools';
import { compress, wordOf, type PopulatedTick, type V3State } from './v3Math';

export const v2PairIface = new Interface(['function getReserves() view returns (uint112, uint112, uint32)']);
// feeProtocol is uint8 on Uniswap and uint32 on PancakeSwap; read as the wider type it decodes both.
export const v3PoolIface = new Interface([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint32, bool)',
  'function liquidity() view returns (uint128)',
]);
export const tickLensIface = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[])',
]);

/** Words read on each side of the word holding the price. */
export const WORDS_EACH_SIDE = 2;
/** Bounded: requests can name any tokens, so any pools. */
const MAX_REMEMBERED_TICKS = 20_000;

export interface V2PoolState {
  ref: V2PoolRef;
  reserve0: bigint;
  reserve1: bigint;
}

export interface V3PoolState {
  ref: V3PoolRef;
  v3: V3State;
}

export type PoolState = V2PoolState | V3PoolState;

export class PoolStateReader {
  /** Last tick seen per V3 pool, to pick the words to read next time. */
  private readonly lastTick = new Map<string, number>();

  constructor(
    private readonly chain: ChainContext,
    private readonly tickLens: string,
  ) {}

  /** States of the pools that exist and hold liquidity, keyed by address; cached per block. */
  read(block: BlockRef, pools: readonly PoolRef[]): Promise<Map<string, PoolState>> {
    const sorted = [...new Map(pools.map((p) => [p.address, p])).values()].sort((a, b) => (a.address < b.address ? -1 : 1));
    return this.chain.cache.get(block, `pool-states:${sorted.map((p) => p.address).join(',')}`, () => this.load(block, sorted));
  }

  private async load(block: BlockRef, pools: PoolRef[]): Promise<Map<string, PoolState>> {
    const states = await this.batch(block, pools);
    // Pools whose price is outside the words we guessed (or that we had never seen): read again
    // around the tick the batch has just told us.
    const stale = pools.filter((pool) => {
      const state = states.get(pool.address);
      return state && 'v3' in state && !coversPrice(state.v3);
    });
    if (stale.length > 0) {
      const again = await this.batch(block, stale);
      for (const pool of stale) {
        const state = again.get(pool.address);
        if (state) states.set(pool.address, state);
        else states.delete(pool.address);
      }
    }
    return states;
  }

  private async batch(block: BlockRef, pools: PoolRef[]): Promise<Map<string, PoolState>> {
    const calls: Call[] = [];
    const layout: Array<{ pool: PoolRef; at: number; words: number[] }> = [];
    for (const pool of pools) {
      const at = calls.length;
      if (pool.protocol === 'V2') {
        calls.push({ target: pool.address, iface: v2PairIface, method: 'getReserves' });
        layout.push({ pool, at, words: [] });
        continue;
      }
      calls.push({ target: pool.address, iface: v3PoolIface, method: 'slot0' }, { target: pool.address, iface: v3PoolIface, method: 'liquidity' });
      const seen = this.lastTick.get(pool.address);
      const centre = seen === undefined ? null : wordOf(compress(seen, pool.tickSpacing));
      const words = centre === null ? [] : range(centre - WORDS_EACH_SIDE, centre + WORDS_EACH_SIDE);
      for (const word of words) calls.push({ target: this.tickLens, iface: tickLensIface, method: 'getPopulatedTicksInWord', args: [pool.address, word] });
      layout.push({ pool, at, words });
    }
    const results = await this.chain.multicall(block, calls);
    const states = new Map<string, PoolState>();
    for (const { pool, at, words } of layout) {
      if (pool.protocol === 'V2') {
        const reserves = results[at];
        if (!reserves || (reserves[0] as bigint) === 0n || (reserves[1] as bigint) === 0n) continue;
        states.set(pool.address, { ref: pool, reserve0: reserves[0] as bigint, reserve1: reserves[1] as bigint });
        continue;
      }
      const slot0 = results[at];
      const liquidity = results[at + 1];
      if (!slot0 || !liquidity || (slot0[0] as bigint) === 0n) continue;
      const tick = Number(slot0[1] as bigint);
      if (this.lastTick.size < MAX_REMEMBERED_TICKS || this.lastTick.has(pool.address)) this.lastTick.set(pool.address, tick);
      const ticks: PopulatedTick[] = [];
      let complete = true;
      words.forEach((_, i) => {
        const populated = results[at + 2 + i];
        if (!populated) {
          complete = false;
          return;
        }
        for (const t of populated[0] as Array<[bigint, bigint, bigint]>) ticks.push({ tick: Number(t[0]), liquidityNet: t[1] });
      });
      ticks.sort((a, b) => a.tick - b.tick);
      states.set(pool.address, {
        ref: pool,
        v3: {
          sqrtPriceX96: slot0[0] as bigint,
          tick,
          liquidity: liquidity[0] as bigint,
          tickSpacing: pool.tickSpacing,
          fee: pool.fee,
          ticks,
          // No words read (first sight, or a failed lens call): nothing is known beyond the price.
          wordLow: complete && words.length > 0 ? words[0] : 1,
          wordHigh: complete && words.length > 0 ? words[words.length - 1] : 0,
        },
      });
    }
    return states;
  }
}

/** True when the words read reach at least one word beyond the price's on both sides. */
export function coversPrice(state: V3State): boolean {
  const word = wordOf(compress(state.tick, state.tickSpacing));
  return state.wordLow <= word - 1 && word + 1 <= state.wordHigh;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
