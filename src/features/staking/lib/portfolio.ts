import type { UserPosition } from '../api/types';
import { poolStatus } from './poolStatus';

/**
 * The dashboard's figures (DESIGN.md section 5): Active Stakes = positions with stake;
 * Active Pools = those of them whose pool is still Active; Portfolio Status = Loading while
 * the read is pending, Active with any stake > 0, else Empty.
 */
export type PortfolioStatus = 'Loading' | 'Active' | 'Empty';

export interface PortfolioSummary {
  status: PortfolioStatus;
  activeStakes: number;
  activePools: number;
}

export function portfolioSummary(input: {
  loading: boolean;
  positions: UserPosition[];
  nowSeconds: number;
}): PortfolioSummary {
  const staked = input.positions.filter((p) => BigInt(p.stake.amount) > 0n);
  const activePools = staked.filter((p) => poolStatus(p.pool, input.nowSeconds) === 'Active').length;
  const status: PortfolioStatus = input.loading ? 'Loading' : staked.length > 0 ? 'Active' : 'Empty';
  return { status, activeStakes: staked.length, activePools };
}
