import type { ProtocolHop } from '../api/types';

/** Fee tier in millionths as a percent without trailing zeros: 500 → '0.05%', 3000 → '0.3%'. */
export function formatFeeTier(feePpm: number): string {
  const whole = Math.floor(feePpm / 10_000);
  const fraction = String(feePpm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** A pool as the route shows it: 'V2' (one fee per DEX), 'V3 0.05%' (the pool's fee tier). */
const poolName = (pool: ProtocolHop) => (pool.name === 'V3' ? `V3 ${formatFeeTier(pool.fee)}` : pool.name);

/**
 * The quote's `protocols` as lines the user can read, one per route (token path), each hop with
 * the pools it uses and, where it uses several, each pool's share of that hop:
 * 'USD1 → USDT (V2 84%, V3 0.01% 16%) → WBNB (V2)'. Where the amount takes several routes each
 * line starts with its share: '70%: …'. Unknown tokens show as a shortened address. Empty for a
 * wrap or no routes. The swap details and the review show these same lines.
 */
export function describeRoutes(protocols: ProtocolHop[][][] | undefined, symbolOf: (address: string) => string | undefined): string[] {
  if (!protocols) return [];
  const name = (address: string) => symbolOf(address.toLowerCase()) ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  const routes = protocols.filter((route) => route.length > 0 && route.every((hop) => hop.length > 0 && hop[0].name !== 'WBNB'));
  return routes.map((route) => {
    const hops = route.map((hop) => {
      const pools = hop.length === 1 ? poolName(hop[0]) : hop.map((pool) => `${poolName(pool)} ${percent(pool.part)}`).join(', ');
      return `${name(hop[0].toTokenAddress)} (${pools})`;
    });
    const path = `${name(route[0][0].fromTokenAddress)} → ${hops.join(' → ')}`;
    // `routePart` is the route's share of the amount (a server before it sent that share as `part`)
    const share = route[0][0].routePart ?? route[0][0].part;
    return routes.length > 1 ? `${percent(share)}: ${path}` : path;
  });
}
