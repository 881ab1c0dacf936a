import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import { listPageOf, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useBondSalesByIdsQuery, useOwnerBondSalesQuery } from '../api';
import type { BondSale } from '../api/types';
import { ownerStatsOf } from '../lib/indexedTotals';
import { dashboardStats, type DashboardStats } from '../lib/ownerRules';

export interface OwnedSales extends ListPageState<BondSale> {
  /** each sale's logo as the index describes it, by sale id (empty on the chain's pages) */
  displays: Record<string, ListingDisplay>;
  /** over every sale of the owner; null while unknown */
  stats: DashboardStats | null;
}

/**
 * The sales the wallet created, newest first, a page at a time: which from the event index, every
 * figure of a card from the chain, the counts over all of them from the index. While the index
 * cannot answer, the sales are scanned on chain for the owner, as before the index.
 */
export function useOwnedSales(account: string | null, nowSeconds: number): OwnedSales {
  const index = useIndexedList({
    path: '/index/sales',
    params: { owner: account ?? '', status: 'all', sort: 'newest' },
    idKey: 'saleId',
    pageSize: config.lists.pageSize,
    what: 'your bonds',
    skip: !account,
  });
  const fromIndex = Boolean(account) && index.source === 'index';
  const byIds = useBondSalesByIdsQuery(fromIndex && index.ids.length ? index.ids : skipToken, listQueryOptions);
  const scanned = useOwnerBondSalesQuery(account && index.source === 'chain' ? account : skipToken, listQueryOptions);
  const scannedPage = usePagedList(scanned.data ?? [], config.lists.pageSize);
  const page = listPageOf({ index, byIds, scanned, scannedPage, pageSize: config.lists.pageSize });
  if (page.source === 'chain') return { ...page, displays: {}, stats: scanned.data ? dashboardStats(scanned.data, nowSeconds) : null };
  return { ...page, displays: index.displays, stats: fromIndex ? ownerStatsOf(index.aggregates) : null };
}
