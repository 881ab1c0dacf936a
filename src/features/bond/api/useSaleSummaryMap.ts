import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSaleSummariesQuery } from './bondProductApi';
import type { SaleSummary } from './types';

/**
 * The summaries (price, logo) of the sales drawn on a page, in one request, by sale id. A failed
 * request leaves the map empty: each card then falls back to the token list's logo.
 */
export function useSaleSummaryMap(saleIds: readonly string[]): Map<string, SaleSummary> {
  const { data } = useSaleSummariesQuery(saleIds.length ? saleIds : skipToken);
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.saleId, entry])), [data]);
}
