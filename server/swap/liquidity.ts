import type { Interface } from 'ethers';
import { UniswapV2Factory__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { spotRatio, type Ratio } from '../lib/priceMath';
import { v2PairCalls, v2PairState, type PairState } from './v2PairReads';

const factoryIface = UniswapV2Factory__factory.createInterface() as unknown as Interface;

/** Bounded: requests name arbitrary tokens, so arbitrary pairs. */
const MAX_REMEMBERED_PAIRS = 10_000;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

/** Spot price of `base` in base units of the pair's other token per base unit. */
export function pairSpot(pair: PairState, base: string): Ratio {
  return pair.token0 === base ? spotRatio(pair.reserve0, pair.reserve1) : spotRatio(pair.reserve1, pair.reserve0);
}

export function reserveOf(pair: PairState, token: string): bigint {
  return pair.token0 === token ? pair.reserve0 : pair.reserve1;
}

/**
 * V2 pair reserves from the deployment's Uniswap-V2-style factory, for USD prices (swap routing
 * lives in ./routing). Every read is one Multicall3 batch cached per block hash.
 */
export class Liquidity {
  readonly wbnb: string;
  readonly usdt: string;
  private readonly factory: string;
  /** Pair addresses never change once created; absent pairs are re-checked every block. */
  private readonly pairAddresses = new Map<string, string>();

  constructor(private readonly chain: ChainContext) {
    const { contracts } = chain.deployment;
    this.wbnb = contracts.wbnb.toLowerCase();
    this.usdt = contracts.usdt.toLowerCase();
    this.factory = contracts.uniswapV2Factory.toLowerCase();
  }

  /** The states of the requested pairs (null where no pair exists or it has no reserves). */
  async pairs(block: BlockRef, wanted: ReadonlyArray<readonly [string, string]>): Promise<Map<string, PairState | null>> {
    const keys = [...new Set(wanted.filter(([a, b]) => a !== b).map(([a, b]) => pairKey(a, b)))].sort();
    return this.chain.cache.get(block, `pairs:${keys.join(',')}`, () => this.loadPairs(block, keys));
  }

  private async loadPairs(block: BlockRef, keys: string[]): Promise<Map<string, PairState | null>> {
    const addresses = new Map<string, string>();
    for (const key of keys) {
      const cached = this.pairAddresses.get(key);
      if (cached) addresses.set(key, cached);
    }
    const unknown = keys.filter((key) => !addresses.has(key));
    if (unknown.length > 0) {
      const found = await this.chain.multicall(
        block,
        unknown.map((key) => ({ target: this.factory, iface: factoryIface, method: 'getPair', args: key.split('/') })),
      );
      unknown.forEach((key, i) => {
        const address = found[i] ? String(found[i]![0]).toLowerCase() : ZERO_ADDRESS;
        if (address === ZERO_ADDRESS) return;
        addresses.set(key, address);
        if (this.pairAddresses.size < MAX_REMEMBERED_PAIRS) this.pairAddresses.set(key, address);
      });
    }
    const existing = keys.filter((key) => addresses.has(key));
    const calls = existing.flatMap((key) => v2PairCalls(addresses.get(key)!));
    const results = await this.chain.multicall(block, calls);
    const states = new Map<string, PairState | null>(keys.map((key) => [key, null]));
    existing.forEach((key, i) => states.set(key, v2PairState(addresses.get(key)!, key, results.slice(i * 3, i * 3 + 3))));
    return states;
  }
}

export interface PriceRoute {
  /** token, [hop,] quote */
  path: string[];
  /** the pair of each hop */
  pairs: PairState[];
}

/**
 * Paths that can price `token` in `quote`: direct, through each `via` token, and through the
 * `via` tokens in order (token → WBNB → USDT → USD1 prices a BNB-paired token in USD1).
 */
export function pricePaths(token: string, quote: string, via: readonly string[]): string[][] {
  const hops = via.filter((hop) => hop !== token && hop !== quote);
  const paths = [[token, quote], ...hops.map((hop) => [token, hop, quote])];
  if (hops.length > 1) paths.push([token, ...hops, quote]);
  return paths;
}

/** The pairs {@link choosePriceRoute} may use. */
export function priceRoutePairs(token: string, quote: string, via: readonly string[]): Array<[string, string]> {
  return pricePaths(token, quote, via).flatMap((path) => path.slice(1).map((to, i): [string, string] => [path[i], to]));
}

/**
 * Prices `token` through its best pair: among the paths of {@link pricePaths}, the one whose
 * first pair holds the most of the token (the deepest market, hardest to move); on a tie the
 * shorter path. Null when no path has liquidity on every hop.
 */
export function choosePriceRoute(
  pairs: ReadonlyMap<string, PairState | null>,
  token: string,
  quote: string,
  via: readonly string[],
): PriceRoute | null {
  let best: PriceRoute | null = null;
  for (const path of pricePaths(token, quote, via)) {
    const hops: PairState[] = [];
    for (let i = 0; i + 1 < path.length; i++) {
      const pair = pairs.get(pairKey(path[i], path[i + 1]));
      if (!pair) break;
      hops.push(pair);
    }
    if (hops.length !== path.length - 1) continue;
    if (!best || reserveOf(hops[0], token) > reserveOf(best.pairs[0], token)) best = { path, pairs: hops };
  }
  return best;
}

/** Spot price along a route: base units of the last token per base unit of the first. */
export function routeSpot(route: PriceRoute): Ratio {
  return route.pairs
    .map((pair, i) => pairSpot(pair, route.path[i]))
    .reduce((acc, r) => ({ num: acc.num * r.num, den: acc.den * r.den }));
}
