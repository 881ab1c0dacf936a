/**
 * What the quote and swap-tx routes need from the router: BNB ↔ WBNB as a 1:1 wrap, anything
 * else as the best V2/V3 split route; its gas; and its `protocols` description (1inch v6 style).
 */
import type { BlockRef } from '../../chain/blockCache';
import { badRequest } from '../../lib/errors';
import { isNative } from '../tokens';
import type { SwapRouter } from './router';
import type { ProtocolHop } from '../../../common/swap/protocolHop';
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
  const choice = await router.best(block, from, to, amountIn, gasPrice);
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


/**
 * Routes as 1inch v6 `protocols`: one entry per route, each a list of hops, each hop a list of
 * the pools it uses (one here). BNB shows as 0xeeee… at the ends of the route.
 */
export function toProtocols(route: QuotedRoute, src: string, dst: string): ProtocolHop[][][] {
  if (route.kind !== 'swap') return [[[{ name: 'WBNB', part: 100, fromTokenAddress: src, toTokenAddress: dst, pool: route.kind === 'wrap' ? dst : src, fee: 0 }]]];
  const total = route.choice.parts.reduce((sum, p) => sum + p.amountIn, 0n);
  return route.choice.parts.map((part) => {
    const share = Number((part.amountIn * 10_000n) / total) / 100;
    return part.route.pools.map((pool, i) => {
      const from = part.route.path[i];
      const to = part.route.path[i + 1];
      return [
        {
          name: pool.protocol,
          part: share,
          fromTokenAddress: i === 0 ? src : from,
          toTokenAddress: i === part.route.pools.length - 1 ? dst : to,
          pool: pool.address,
          fee: pool.fee,
        },
      ];
    });
  });
}

const hopSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    part: { type: 'number' },
    fromTokenAddress: { type: 'string' },
    toTokenAddress: { type: 'string' },
    pool: { type: 'string' },
    fee: { type: 'integer' },
  },
  required: ['name', 'part', 'fromTokenAddress', 'toTokenAddress', 'pool', 'fee'],
} as const;

export const protocolsSchema = {
  type: 'array',
  description: 'routes → hops → pools, 1inch v6 style; part is the percent of the amount on that route',
  items: { type: 'array', items: { type: 'array', items: hopSchema } },
} as const;

