import type { ProtocolHop } from '../api/types';

/** One route of a quote as the details panel shows it. */
export interface RouteLine {
  /** '60%' */
  share: string;
  /** 'BNB → USDT (V3 0.05%)', one per hop */
  hops: string[];
}

/** Fee tier in millionths as a percent without trailing zeros: 500 → '0.05%', 3000 → '0.3%'. */
export function formatFeeTier(feePpm: number): string {
  const whole = Math.floor(feePpm / 10_000);
  const fraction = String(feePpm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/**
 * The quote's `protocols` as lines: one per route, each with its share and its hops (protocol
 * and fee tier). Unknown tokens show as a shortened address. Empty for a wrap or no routes.
 */
export function describeRoutes(protocols: ProtocolHop[][][] | undefined, symbolOf: (address: string) => string | undefined): RouteLine[] {
  if (!protocols) return [];
  const name = (address: string) => symbolOf(address.toLowerCase()) ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  return protocols
    .filter((route) => route.length > 0 && route.every((hop) => hop.length > 0 && hop[0].name !== 'WBNB'))
    .map((route) => ({
      share: `${Number(route[0][0].part.toFixed(2))}%`,
      hops: route.map(([pool]) => `${name(pool.fromTokenAddress)} → ${name(pool.toTokenAddress)} (${pool.name} ${formatFeeTier(pool.fee)})`),
    }));
}
