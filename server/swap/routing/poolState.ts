/**
 * Reads the state of every candidate pool of a quote in one Multicall3 batch per block: V2
 * reserves; V3 slot0, in-range liquidity and the initialised ticks of the tick-bitmap words
 * around the price. Candidates found absent are left out for a few blocks (see absentPools.ts).
 *
 * Which words to read depends on the current tick, which is in the same batch; the words are
 * centred on the tick seen at the previous read of the pool. Their ticks are read directly when
 * the previous read knows them, and checked against the words' bitmaps (see tickWords.ts); else
 * through TickLens.getPopulatedTicksInWord, one call per word. Only a pool seen for the first
 * time, whose price left the read words since, or with a tick initialised or cleared since,
 * costs a second batch in that block.
 */
import { Interface } from 'ethers';
import type { BlockRef } from '../../chain/blockCache';
import type { Call, ChainContext } from '../../chain/context';
import { AbsentPools } from './absentPools';
import type { PoolRef, V2PoolRef, V3PoolRef } from './pools';
import { byWord, checkedTicks, type KnownWords } from './tickWords';
import { compress, wordOf, type PopulatedTick, type V3State } from './v3Math';

export const v2PairIface = new Interface(['function getReserves() view returns (uint112, uint112, uint32)']);
// feeProtocol is uint8 on Uniswap and uint32 on PancakeSwap; read as the wider type it decodes both.
export const v3PoolIface = new Interface([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint32, bool)',
  'function liquidity() view returns (uint128)',
  'function tickBitmap(int16) view returns (uint256)',
  'function ticks(int24) view returns (uint128 liquidityGross, int128 liquidityNet, uint256, uint256, int56, uint160, uint32, bool)',
]);
export const tickLensIface = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[])',
]);

/** Words read on each side of the word holding the price. */
export const WORDS_EACH_SIDE = 2;
/** Bounded: requests can name any tokens, so any pools. */
const MAX_REMEMBERED_POOLS = 20_000;

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
  /** Per V3 pool, what its previous read saw: the price's tick (to pick the words) and the words' ticks. */
  private readonly known = new Map<string, { tick: number; words: KnownWords | null }>();
  private readonly absent = new AbsentPools();

  constructor(
    private readonly chain: ChainContext,
    private readonly tickLens: string,
  ) {}

  /** States of the pools that exist and hold liquidity, keyed by address; cached per block. */
  read(block: BlockRef, pools: readonly PoolRef[]): Promise<Map<string, PoolState>> {
    const sorted = [...new Map(pools.map((p) => [p.address, p])).values()].sort((a, b) => (a.address < b.address ? -1 : 1));
    return this.chain.cache.get(block, `pool-states:${sorted.map((p) => p.address).join(',')}`, () => this.load(block, sorted));
  }

  private async load(block: BlockRef, candidates: PoolRef[]): Promise<Map<string, PoolState>> {
    const pools = this.absent.toRead(block.number, candidates);
    const states = await this.batch(block, pools);
    // Pools whose price is outside the words we guessed, whose known ticks changed (or that we
    // had never seen): read again around the tick the batch has just told us.
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
    this.absent.record(block.number, pools, (address) => states.has(address));
    return states;
  }

  private async batch(block: BlockRef, pools: PoolRef[]): Promise<Map<string, PoolState>> {
    const calls: Call[] = [];
    /** where each pool's calls start; `known`: its words' ticks are read directly, else through the lens */
    const layout: Array<{ pool: PoolRef; at: number; words: number[]; known: KnownWords | null; end: number }> = [];
    for (const pool of pools) {
      const at = calls.length;
      if (pool.protocol === 'V2') {
        calls.push({ target: pool.address, iface: v2PairIface, method: 'getReserves' });
        layout.push({ pool, at, words: [], known: null, end: calls.length });
        continue;
      }
      calls.push({ target: pool.address, iface: v3PoolIface, method: 'slot0' }, { target: pool.address, iface: v3PoolIface, method: 'liquidity' });
      const seen = this.known.get(pool.address);
      const centre = seen === undefined ? null : wordOf(compress(seen.tick, pool.tickSpacing));
      const words = centre === null ? [] : range(centre - WORDS_EACH_SIDE, centre + WORDS_EACH_SIDE);
      const known = seen?.words && words.every((word) => seen.words!.has(word)) ? seen.words : null;
      if (known) {
        for (const word of words) calls.push({ target: pool.address, iface: v3PoolIface, method: 'tickBitmap', args: [word] });
        for (const word of words) for (const tick of known.get(word)!) calls.push({ target: pool.address, iface: v3PoolIface, method: 'ticks', args: [tick] });
      } else {
        for (const word of words) calls.push({ target: this.tickLens, iface: tickLensIface, method: 'getPopulatedTicksInWord', args: [pool.address, word] });
      }
      layout.push({ pool, at, words, known, end: calls.length });
    }
    const results = await this.chain.multicall(block, calls);
    const states = new Map<string, PoolState>();
    for (const { pool, at, words, known, end } of layout) {
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
      const rest = results.slice(at + 2, end);
      const ticks = known
        ? checkedTicks(known, words, pool.tickSpacing, rest.slice(0, words.length).map(first), rest.slice(words.length).map((r) => (r ? (r[1] as bigint) : null)))
        : lensTicks(rest);
      // No words read (first sight), a failed call or changed ticks: nothing is known beyond the
      // price, and the next read of the pool goes through the lens.
      const complete = ticks !== null && words.length > 0;
      if (this.known.size < MAX_REMEMBERED_POOLS || this.known.has(pool.address)) {
        this.known.set(pool.address, { tick, words: complete ? byWord(ticks, words, pool.tickSpacing) : null });
      }
      states.set(pool.address, {
        ref: pool,
        v3: {
          sqrtPriceX96: slot0[0] as bigint,
          tick,
          liquidity: liquidity[0] as bigint,
          tickSpacing: pool.tickSpacing,
          fee: pool.fee,
          ticks: complete ? ticks : [],
          wordLow: complete ? words[0] : 1,
          wordHigh: complete ? words[words.length - 1] : 0,
        },
      });
    }
    return states;
  }
}

const first = (result: readonly unknown[] | null): bigint | null => (result ? (result[0] as bigint) : null);

/** The ticks TickLens returned for each word, ascending; null when a call failed. */
function lensTicks(results: readonly (readonly unknown[] | null)[]): PopulatedTick[] | null {
  const ticks: PopulatedTick[] = [];
  for (const populated of results) {
    if (!populated) return null;
    for (const t of populated[0] as Array<[bigint, bigint, bigint]>) ticks.push({ tick: Number(t[0]), liquidityNet: t[1] });
  }
  return ticks.sort((a, b) => a.tick - b.tick);
}

/** True when the words read reach at least one word beyond the price's on both sides. */
export function coversPrice(state: V3State): boolean {
  const word = wordOf(compress(state.tick, state.tickSpacing));
  return state.wordLow <= word - 1 && word + 1 <= state.wordHigh;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
