/**
 * Random small pool graphs for the routing property test: 3–5 tokens with roughly consistent
 * prices (each pool a few percent off), V2 pairs of random depth and V3 pools of random fee tier
 * with one or two positions of random liquidity and tick range (sometimes out of range), as exact
 * pool states. Built from fast-check's draws, so a failing graph is reproduced from its seed.
 */
import fc from 'fast-check';
import JSBI from 'jsbi';
import { TickMath } from '@uniswap/v3-sdk';
import type { PoolState } from '../poolState';
import type { PoolRef } from '../pools';
import { compress, wordOf, type PopulatedTick } from '../v3Math';

const TIERS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
];
const E18 = 10n ** 18n;

export interface PoolGraph {
  tokens: string[];
  states: Map<string, PoolState>;
  /** what the pools hold of the first token (the source), in base units */
  sourceDepth: bigint;
}

const token = (i: number) => `0x${(0xa0 + i).toString(16).padStart(40, '0')}`;
const poolAddress = (i: number) => `0x${(0x1000 + i).toString(16).padStart(40, '0')}`;

interface PoolDraw {
  pair: [number, number];
  v3: boolean;
  tier: number;
  /** percent off the consistent price, −3 … 3 */
  offPercent: number;
  /** log10 of the depth in whole tokens */
  depth: number;
  positions: Array<{ below: number; above: number; share: number }>;
}

const poolDraw = (tokens: number) =>
  fc.record({
    pair: fc.tuple(fc.nat(tokens - 1), fc.nat(tokens - 1)).filter(([a, b]) => a !== b) as fc.Arbitrary<[number, number]>,
    v3: fc.boolean(),
    tier: fc.nat(3),
    offPercent: fc.double({ min: -3, max: 3, noNaN: true }),
    depth: fc.double({ min: 2, max: 6, noNaN: true }),
    positions: fc.array(fc.record({ below: fc.integer({ min: -30, max: 200 }), above: fc.integer({ min: -30, max: 200 }), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }), {
      minLength: 1,
      maxLength: 2,
    }),
  });

/** A graph of `tokens` tokens: a price per token (log10, −1 … 1) and 2–7 pools between them. */
export const poolGraph = fc.integer({ min: 3, max: 5 }).chain((tokens) =>
  fc
    .record({
      prices: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: tokens, maxLength: tokens }),
      pools: fc.array(poolDraw(tokens), { minLength: 2, maxLength: 7 }),
    })
    .map(({ prices, pools }) => buildGraph(tokens, prices, pools)),
);

function buildGraph(count: number, prices: number[], draws: PoolDraw[]): PoolGraph {
  const tokens = Array.from({ length: count }, (_, i) => token(i));
  const states = new Map<string, PoolState>();
  let sourceDepth = 0n;
  draws.forEach((draw, i) => {
    const [a, b] = draw.pair[0] < draw.pair[1] ? draw.pair : [draw.pair[1], draw.pair[0]];
    // price of token a in token b (both 18 decimals), a few percent off the consistent one
    const price = 10 ** (prices[a] - prices[b]) * (1 + draw.offPercent / 100);
    const depth = BigInt(Math.round(10 ** draw.depth)) * E18;
    const address = poolAddress(i);
    if (!draw.v3) {
      const ref: PoolRef = { protocol: 'V2', address, token0: tokens[a], token1: tokens[b], fee: 3000 };
      const reserve1 = BigInt(Math.round(Number(depth) * price));
      if (reserve1 === 0n) return;
      states.set(address, { ref, reserve0: depth, reserve1 });
      if (a === 0) sourceDepth += depth;
      if (b === 0) sourceDepth += reserve1;
      return;
    }
    const { fee, tickSpacing } = TIERS[draw.tier];
    const tick = Math.max(TickMath.MIN_TICK + 1000, Math.min(TickMath.MAX_TICK - 1000, Math.floor(Math.log(price) / Math.log(1.0001))));
    const low = BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
    const high = BigInt(TickMath.getSqrtRatioAtTick(tick + 1).toString());
    const sqrtPriceX96 = low + ((high - low) * 37n) / 100n;
    const net = new Map<number, bigint>();
    let liquidity = 0n;
    for (const position of draw.positions) {
      const lower = (Math.floor(tick / tickSpacing) - position.below) * tickSpacing;
      const upper = (Math.ceil(tick / tickSpacing) + position.above) * tickSpacing;
      if (lower >= upper || lower < TickMath.MIN_TICK || upper > TickMath.MAX_TICK) continue;
      // liquidity for about `depth` of token a across the position's range
      const L = BigInt(Math.round((Number(depth) * position.share * Math.sqrt(price)) / Math.max(0.0005, ((upper - lower) * 0.00005))));
      if (L === 0n) continue;
      net.set(lower, (net.get(lower) ?? 0n) + L);
      net.set(upper, (net.get(upper) ?? 0n) - L);
      if (lower <= tick && tick < upper) liquidity += L;
    }
    const ticks: PopulatedTick[] = [...net].filter(([, n]) => n !== 0n).map(([t, n]) => ({ tick: t, liquidityNet: n })).sort((x, y) => x.tick - y.tick);
    if (ticks.length === 0) return;
    const words = [...ticks.map((t) => t.tick), tick].map((t) => wordOf(compress(t, tickSpacing)));
    const ref: PoolRef = { protocol: 'V3', address, token0: tokens[a], token1: tokens[b], fee, tickSpacing };
    states.set(address, {
      ref,
      v3: { sqrtPriceX96, tick: TickMath.getTickAtSqrtRatio(JSBI.BigInt(sqrtPriceX96.toString())), liquidity, tickSpacing, fee, ticks, wordLow: Math.min(...words) - 1, wordHigh: Math.max(...words) + 1 },
    });
    if (a === 0 || b === 0) sourceDepth += depth;
  });
  return { tokens, states, sourceDepth };
}
