/**
 * What the quote and swap-tx routes need from the router: BNB ↔ WBNB as a 1:1 wrap, anything
 * else as the best V2/V3 split route; its gas; and its `protocols` description (1inch v6 style).
 */
import type { BlockRef } from '../../chain/blockCache';
import { badRequest } from '../../lib/errors';
import { isNative } from '../tokens';
import type { SwapRouter } from './router';
import type { ProtocolHop } from '../../../common/swap/protocolHop';
import type { PayoutOptions } from './planGas';
import type { PoolRef } from './pools';
import type { RouteChoice } from './search';

export type QuotedRoute =
  | { kind: 'wrap'; amountOut: bigint }
  | { kind: 'unwrap'; amountOut: bigint }
  | { kind: 'swap'; amountOut: bigint; choice: RouteChoice; src: string; dst: string; priceImpactPpm: bigint };

export async function quoteRoute(router: SwapRouter, block: BlockRef, src: string, dst: string, amountIn: bigint, gasPrice: bigint): Promise<QuotedRoute> {
  if (src === dst) throw badRequest('src and dst must be different tokens');
  if (isNative(src) && dst === router.wbnb) return { kind: 'wrap', amountOut: amountIn };
  if (src === router.wbnb && isNative(dst)) return { kind: 'unwrap', amountOut: amountIn };
  const from = isNative(src) ? router.wbnb : src;
  const to = isNative(dst) ? router.wbnb : dst;
  const payout: PayoutOptions = { unwrap: isNative(dst), refund: isNative(src) };
  const choice = await router.best(block, from, to, amountIn, gasPrice, payout);
  if (!choice || choice.amountOut === 0n) throw badRequest('Insufficient liquidity: no pool can swap this pair for this amount');
  return { kind: 'swap', amountOut: choice.amountOut, choice, src: from, dst: to, priceImpactPpm: choice.priceImpactPpm };
}

/** Gas of the route on SwapRouter02 (or WBNB for a wrap), from the router's gas model. */
export function typicalGas(route: QuotedRoute): bigint {
  if (route.kind !== 'swap') return 60_000n;
  return route.choice.gas;
}

/** Price impact as a percent with 4 decimals ('1.2345'), from millionths; absent for a wrap. */
export function formatPriceImpact(route: QuotedRoute): string | undefined {
  if (route.kind !== 'swap') return undefined;
  const ppm = route.priceImpactPpm;
  return `${ppm / 10_000n}.${(ppm % 10_000n).toString().padStart(4, '0')}`;
}


/** Percents with 2 decimals that add up to exactly 100 (the largest share takes the rounding). */
function percents(amounts: readonly bigint[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0n);
  if (total === 0n) return amounts.map(() => 0);
  const hundredths = amounts.map((a) => Number((a * 10_000n) / total));
  const largest = hundredths.indexOf(Math.max(...hundredths));
  hundredths[largest] += 10_000 - hundredths.reduce((a, b) => a + b, 0);
  return hundredths.map((h) => h / 100);
}

/**
 * The plan as 1inch v6 `protocols`: routes → hops → pools. A route is a token path (legs that
 * follow the same tokens are one route), `routePart` the percent of the amount that takes it; a
 * hop lists the pools that route's hop uses, `part` the percent of that hop's amount through each
 * (1inch's meaning: the parts of a hop add up to 100). A pool shared by two routes appears in both
 * with each route's own amount. BNB shows as 0xeeee… at the ends of the routes.
 */
export function toProtocols(route: QuotedRoute, src: string, dst: string): ProtocolHop[][][] {
  if (route.kind !== 'swap') {
    return [[[{ name: 'WBNB', part: 100, routePart: 100, fromTokenAddress: src, toTokenAddress: dst, pool: route.kind === 'wrap' ? dst : src, fee: 0 }]]];
  }
  const { plan, hopInputs } = route.choice;
  const paths = new Map<string, number[]>();
  plan.legs.forEach((leg, i) => {
    const key = leg.route.path.join('>');
    paths.set(key, [...(paths.get(key) ?? []), i]);
  });
  const groups = [...paths.values()];
  const routeParts = percents(groups.map((legs) => legs.reduce((sum, i) => sum + plan.legs[i].amountIn, 0n)));
  return groups.map((legs, g) => {
    const path = plan.legs[legs[0]].route.path;
    return path.slice(0, -1).map((from, hop) => {
      const pools = new Map<string, { pool: PoolRef; amount: bigint }>();
      for (const i of legs) {
        const pool = plan.legs[i].route.pools[hop];
        const entry = pools.get(pool.address) ?? { pool, amount: 0n };
        entry.amount += hopInputs[i][hop];
        pools.set(pool.address, entry);
      }
      const entries = [...pools.values()];
      const parts = percents(entries.map((e) => e.amount));
      return entries.map(({ pool }, k) => ({
        name: pool.protocol,
        part: parts[k],
        routePart: routeParts[g],
        fromTokenAddress: hop === 0 ? src : from,
        toTokenAddress: hop === path.length - 2 ? dst : path[hop + 1],
        pool: pool.address,
        fee: pool.fee,
      }));
    });
  });
}

const hopSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    part: { type: 'number', description: "percent of this hop's amount (on this route) through this pool; a hop's parts add up to 100" },
    routePart: { type: 'number', description: 'percent of the whole amount that takes this route (the same on each of its entries)' },
    fromTokenAddress: { type: 'string' },
    toTokenAddress: { type: 'string' },
    pool: { type: 'string' },
    fee: { type: 'integer' },
  },
  required: ['name', 'part', 'routePart', 'fromTokenAddress', 'toTokenAddress', 'pool', 'fee'],
} as const;

export const protocolsSchema = {
  type: 'array',
  description: 'routes (token paths) → hops → pools, 1inch v6 style; see hop fields',
  items: { type: 'array', items: { type: 'array', items: hopSchema } },
} as const;
