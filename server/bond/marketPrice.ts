import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest } from '../lib/errors';
import { currentCumulative, mulRatio, twapRatio, type Ratio } from '../lib/priceMath';
import { StorageUnavailableError, type Storage } from '../storage';
import { choosePriceRoute, pairKey, pairSpot, priceRoutePairs, reserveOf, type PriceRoute } from '../swap/liquidity';
import type { TokenRegistry } from '../swap/tokens';
import { pairAddressOf, v2PairCalls, v2PairState, type PairState } from '../swap/v2PairReads';
import { basisLabel, signablePrice, TWAP_WINDOW_SECONDS } from './priceRule';
import { priceHistoryUnreadable, pricingNotReady } from './pricingUnavailable';
import { bestV3Twaps, v3Depth, v3OracleCalls, v3Prices, type V3Twap } from './v3Oracle';

/**
 * A V3 pool stands in for a hop's V2 pair only when its in-range depth over the window was at
 * least this share of the pair's reserve (basis points): a pool much shallower than the pair is
 * cheaper to hold off its price for the whole window, and an empty range costs nothing to move.
 */
export const V3_MIN_DEPTH_SHARE_BPS = 2_500n;

/** The market price of a token in a quote token, base units per base unit, that a quote may be signed at. */
export interface MarketPrice {
  price: Ratio;
  source: string;
}

/** One hop's time-weighted and current price of its base token in its quote token. */
interface HopPrice {
  twap: Ratio;
  spot: Ratio;
  /** how much of the base token the source holds (a V3 pool: its virtual reserve over the window) */
  depth: bigint;
  /** null: the V2 pair with the stored history; else the V3 pool's name, e.g. 'V3 0.05%' */
  venue: string | null;
}

type HopOutcome = { ready: HopPrice } | { readyAt: number; unreadable?: string };

function v3Venue(pool: V3Twap): string {
  return `V3 ${pool.fee / 10_000}%`;
}

/**
 * Signable market prices. Each hop of the token's price route (the deepest V2 path, as the swap
 * API's USD prices choose it) is priced by a time-weighted average over at least the window, from the
 * deepest of two sources that one block cannot move:
 *
 * - the V2 pair's cumulative prices, observed by the scheduled sampler into the shared database
 *   (./priceHistorySampler) and brought up to the block;
 * - a V3 pool of the same two tokens through its own oracle (`observe`), when it can look back the
 *   whole window and holds at least {@link V3_MIN_DEPTH_SHARE_BPS} of the pair's depth.
 *
 * A hop with neither refuses the price with the time it will be ready; nothing falls back to spot.
 * Spot only lifts the average toward a rising market, within the cap of ./priceRule.
 */
export class MarketPricer {
  constructor(
    private readonly chain: ChainContext,
    private readonly tokens: TokenRegistry,
    private readonly storage: Storage,
    /** tokens a price route may pass through (WBNB, USDT) */
    private readonly via: readonly string[],
    /** how soon the sampler records a pair it has not seen yet (its interval), for the time pricing is ready */
    private readonly firstObservationWithinSeconds: number,
  ) {}

  async price(block: BlockRef, token: string, quote: string): Promise<MarketPrice> {
    if (token === quote) return { price: { num: 1n, den: 1n }, source: 'par' };
    const { pairs, pools } = await this.readPools(block, priceRoutePairs(token, quote, this.via));
    const route = choosePriceRoute(pairs, token, quote, this.via);
    if (!route) {
      const [t, q] = await Promise.all([this.tokens.get(block, token), this.tokens.get(block, quote)]);
      throw badRequest(`Insufficient liquidity: no pool prices ${t.symbol} in ${q.symbol}`);
    }
    const outcomes = await Promise.all(
      route.pairs.map((pair, i) => this.hop(block, pair, route.path[i], pools.get(pairKey(route.path[i], route.path[i + 1])) ?? null)),
    );
    const hops: HopPrice[] = [];
    let readyAt = 0;
    let unreadable: string | undefined;
    for (const outcome of outcomes) {
      if ('ready' in outcome) hops.push(outcome.ready);
      else {
        readyAt = Math.max(readyAt, outcome.readyAt);
        unreadable ??= outcome.unreadable;
      }
    }
    if (unreadable) throw priceHistoryUnreadable(unreadable);
    if (hops.length < outcomes.length) throw pricingNotReady(readyAt, block.timestamp);

    const product = (pick: (hop: HopPrice) => Ratio) => hops.map(pick).reduce(mulRatio);
    const { price, basis } = signablePrice(product((h) => h.spot), product((h) => h.twap));
    return { price, source: `${basisLabel(basis)} via ${await this.routeLabel(block, route, hops)}` };
  }

  /**
   * The V2 pairs and V3 oracles of the candidate pairs, in ONE Multicall3 batch per block (the
   * request's only node read once the sale is cached): V2 reserves and cumulative prices, V3
   * `observe` over the window and `slot0`.
   */
  private readPools(block: BlockRef, candidates: ReadonlyArray<readonly [string, string]>) {
    const keys = [...new Set(candidates.filter(([a, b]) => a !== b).map(([a, b]) => pairKey(a, b)))].sort();
    return this.chain.cache.get(block, `price-pools:${keys.join(',')}`, async () => {
      const { dex } = this.chain.deployment;
      const addresses = keys.map((key) => pairAddressOf(dex, key));
      const v3 = v3OracleCalls(dex, keys, TWAP_WINDOW_SECONDS);
      const results = await this.chain.multicall(block, [...addresses.flatMap(v2PairCalls), ...v3.calls]);
      const pairs = new Map(keys.map((key, i) => [key, v2PairState(addresses[i], key, results.slice(3 * i, 3 * i + 3))]));
      return { pairs, pools: bestV3Twaps(v3.pools, results.slice(3 * keys.length), TWAP_WINDOW_SECONDS) };
    });
  }

  /** The deepest ready source of one hop, or when the hop will be ready. */
  private async hop(block: BlockRef, pair: PairState, base: string, pool: V3Twap | null): Promise<HopOutcome> {
    const pairDepth = reserveOf(pair, base);
    const v3: HopPrice | null =
      pool && v3Depth(pool, base) * 10_000n >= V3_MIN_DEPTH_SHARE_BPS * pairDepth
        ? { ...v3Prices(pool, base), depth: v3Depth(pool, base), venue: v3Venue(pool) }
        : null;
    let v2: HopOutcome;
    try {
      v2 = await this.storedTwap(block, pair, base);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      v2 = { readyAt: block.timestamp, unreadable: error.reason };
    }
    if ('ready' in v2) return v3 && v3.depth > v2.ready.depth ? { ready: v3 } : v2;
    return v3 ? { ready: v3 } : v2;
  }

  /** The pair's TWAP from the stored observations, over at least the window. */
  private async storedTwap(block: BlockRef, pair: PairState, base: string): Promise<HopOutcome> {
    const baseIs0 = pair.token0 === base;
    const cumulativeNow = currentCumulative(
      baseIs0 ? pair.price0CumulativeLast : pair.price1CumulativeLast,
      baseIs0 ? pair.reserve0 : pair.reserve1,
      baseIs0 ? pair.reserve1 : pair.reserve0,
      pair.blockTimestampLast,
      block.timestamp,
    );
    const { chainId } = this.chain;
    const then = await this.storage.observationAtOrBefore(chainId, pair.address, block.timestamp - TWAP_WINDOW_SECONDS);
    const unknownStart = block.timestamp + this.firstObservationWithinSeconds + TWAP_WINDOW_SECONDS;
    if (!then) {
      const first = await this.storage.earliestObservation(chainId, pair.address);
      return { readyAt: first ? first.timestamp + TWAP_WINDOW_SECONDS : unknownStart };
    }
    const cumulativeThen = baseIs0 ? then.price0Cumulative : then.price1Cumulative;
    // A cumulative price only grows (modulo 2^256, which takes far longer than any chain has run);
    // one that shrank comes from another history, which the sampler is replacing.
    if (cumulativeNow < cumulativeThen) return { readyAt: unknownStart };
    return {
      ready: {
        twap: twapRatio(cumulativeNow, cumulativeThen, block.timestamp - then.timestamp),
        spot: pairSpot(pair, base),
        depth: reserveOf(pair, base),
        venue: null,
      },
    };
  }

  /** 'SALLY>WBNB>USDT>USD1', with the V3 pools that priced a hop named after it: '…>USD1 (V3 0.01%)'. */
  private async routeLabel(block: BlockRef, route: PriceRoute, hops: HopPrice[]): Promise<string> {
    const symbols = await Promise.all(route.path.map(async (address) => (await this.tokens.get(block, address)).symbol));
    return symbols.map((symbol, i) => (i > 0 && hops[i - 1].venue ? `${symbol} (${hops[i - 1].venue})` : symbol)).join('>');
  }
}
