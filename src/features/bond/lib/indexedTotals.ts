/**
 * The totals the event index answers beside a page of bonds (GET /index/wallets/:a/bonds `totals`,
 * GET /index/sales?owner= `ownerTotals`). They cover every bond of the wallet or owner, which no
 * page of chain reads could; each card on screen still shows the chain's own figures. An answer
 * without them (an older server) gives null and the page leaves the totals out.
 */
import { tokenDecimalsOrDefault } from './currency';
import type { DashboardStats } from './ownerRules';
import { positionFigures, type TokenTotals } from './positionFigures';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isRaw = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);

/** Bought, claimable now and still vesting per payout token, over all the wallet's bonds. */
export function bondTotalsOf(aggregates: Record<string, unknown>): TokenTotals[] | null {
  const { totals } = aggregates;
  if (!Array.isArray(totals)) return null;
  const rows = totals.filter(
    (row): row is { token: string; symbol: unknown; decimals: unknown; bonds: number; bought: string; claimed: string; vested: string } =>
      isRecord(row) && typeof row.token === 'string' && isCount(row.bonds) && isRaw(row.bought) && isRaw(row.claimed) && isRaw(row.vested),
  );
  if (rows.length !== totals.length) return null;
  return rows.map((row) => {
    const decimals = tokenDecimalsOrDefault(isCount(row.decimals) ? row.decimals : null);
    const bought = BigInt(row.bought);
    const vested = BigInt(row.vested) > bought ? bought : BigInt(row.vested);
    const claimed = BigInt(row.claimed) > vested ? vested : BigInt(row.claimed);
    return {
      token: row.token.toLowerCase(),
      symbol: typeof row.symbol === 'string' ? row.symbol : '???',
      decimals,
      figures: positionFigures({ amount: bought, claimed, claimable: vested - claimed }, decimals),
      bonds: row.bonds,
    };
  });
}

/** Total Bonds Created, Active Bonds and Total Buyers over all the owner's sales. */
export function ownerStatsOf(aggregates: Record<string, unknown>): DashboardStats | null {
  const { ownerTotals } = aggregates;
  if (!isRecord(ownerTotals) || !isCount(ownerTotals.listings) || !isCount(ownerTotals.live) || !isCount(ownerTotals.participants)) return null;
  return { totalBonds: ownerTotals.listings, activeBonds: ownerTotals.live, totalBuyers: ownerTotals.participants };
}
