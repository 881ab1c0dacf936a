import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { useUserPositionsQuery } from '../api/stakingChainApi';
import { portfolioSummary, type PortfolioSummary } from '../lib/portfolio';
import { portfolioOfTotals, stakeTotalsOf } from '../lib/stakeTotals';

export interface StakingStats {
  summary: PortfolioSummary;
  /** the chain's scan failed (the index could not answer): why, and how to ask again */
  failure: { message: string | undefined; retry: () => void; retrying: boolean } | null;
}

/**
 * The dashboard's Active Stakes, Active Pools and Portfolio Status: the index's totals of the
 * wallet's open stakes (one request of one entry), or — while the index cannot give them — the
 * chain's scan of the wallet's positions, as before the index.
 */
export function useStakingStats(account: string | null): StakingStats {
  const index = useIndexedList({
    path: `/index/wallets/${account ?? ''}/stakes`,
    params: { status: 'open' },
    idKey: 'pool.poolId',
    pageSize: 1,
    what: 'your stakes',
    skip: !account,
  });
  const totals = index.source === 'index' ? stakeTotalsOf(index.aggregates) : null;
  const scan = Boolean(account) && (index.source === 'chain' || (index.source === 'index' && totals === null));
  const positions = useUserPositionsQuery(account ?? '', { skip: !scan, ...listQueryOptions });
  const now = useChainNowSeconds(1000, readAnchor(positions.data, positions.fulfilledTimeStamp));
  const scanned = portfolioSummary({ loading: positions.isLoading || positions.isUninitialized, positions: positions.data?.positions ?? [], nowSeconds: now });

  if (totals) return { summary: portfolioOfTotals(totals), failure: null };
  // before the index answers, and while the scan runs: 'Loading'
  return {
    summary: scanned,
    failure: positions.isError ? { message: positions.error?.message, retry: positions.refetch, retrying: positions.isFetching } : null,
  };
}
