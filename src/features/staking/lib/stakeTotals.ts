import type { PortfolioSummary } from './portfolio';

/**
 * A wallet's stake totals as the event index counts them (`totals` of
 * `GET /index/wallets/{address}/stakes`): pools where it has stake now, and how many of those are
 * live at the indexed block. Display figures only: no amount.
 */
export interface StakeTotals {
  positions: number;
  live: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The `totals` of an index answer's extra fields; null when it has none or they are not counts (an older server). */
export function stakeTotalsOf(aggregates: Record<string, unknown>): StakeTotals | null {
  const totals = aggregates.totals;
  if (!totals || typeof totals !== 'object') return null;
  const { positions, live } = totals as Record<string, unknown>;
  return isCount(positions) && isCount(live) && live <= positions ? { positions, live } : null;
}

/** The dashboard's figures from the index's totals: as `portfolioSummary` counts them from the chain's positions. */
export function portfolioOfTotals(totals: StakeTotals): PortfolioSummary {
  return { status: totals.positions > 0 ? 'Active' : 'Empty', activeStakes: totals.positions, activePools: totals.live };
}
