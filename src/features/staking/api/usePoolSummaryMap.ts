import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePoolSummariesQuery } from './stakingProductApi';
import type { PoolSummary } from './types';

/**
 * The summaries (logo, metadata flag) of the pools drawn on a page, in one request, by pool id;
 * nothing is asked without ids. A failed request leaves the map empty: each card then falls back
 * to the token list's logo and offers nothing it cannot judge.
 */
export function usePoolSummaryMap(poolIds: readonly string[]): Map<string, PoolSummary> {
  const { data } = usePoolSummariesQuery(poolIds.length ? poolIds : skipToken);
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.poolId, entry])), [data]);
}
