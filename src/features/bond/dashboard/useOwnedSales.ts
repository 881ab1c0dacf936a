import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import { listPageOf, scannedChainPage, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import type { ChainTimeAnchor } from '../../../shared/chain/clock/chainTime';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useBondSalesByIdsQuery, useOwnerBondSalesQuery } from '../api';
import type { BondSale } from '../api/types';
import { ownerStatsOf } from '../lib/indexedTotals';
import { dashboardStats, type DashboardStats } from '../lib/ownerRules';

export interface OwnedSales extends ListPageState<BondSale> {
  /** each sale's logo as the index describes it, by sale id (empty on the chain's pages) */
  displays: Record<string, ListingDisplay>;
  /** the counts over every sale of the owner at chain time `nowSeconds`; null while unknown */
  statsAt: (nowSeconds: number) => DashboardStats | null;
  /** the chain time the page's figures were read at (null while they load); undefined: ask the chain's clock */
  clockAnchor: ChainTimeAnchor | null | undefined;
}

/**
 * The sales the wallet created, newest first, a page at a time: which from the event index, every
 * figure of a card from the chain, the counts over all of them from the index. While the index
 * cannot answer, the sales are scanned on chain for the owner, as before the index.
 */
export function useOwnedSales(account: string | null): OwnedSales {
  const index = useIndexedList({
    path: '/index/sales',
    params: { owner: account ?? '', status: 'all', sort: 'newest' },
    idKey: 'saleId',
    pageSize: config.lists.pageSize,
    what: 'your bonds',
    skip: !account,
  });
  const fromIndex = Boolean(account) && index.source === 'index';
  const byIds = useBondSalesByIdsQuery(fromIndex && index.ids.length ? { ids: index.ids, hints: index.addressHints } : skipToken, listQueryOptions);
  const scanned = useOwnerBondSalesQuery(account && index.source === 'chain' ? account : skipToken, listQueryOptions);
  const scannedPage = usePagedList(scanned.data ?? [], config.lists.pageSize);
  const page = listPageOf({ index, byIds: { ...byIds, data: byIds.data?.sales }, chain: scannedChainPage(scanned, scannedPage, config.lists.pageSize) });
  if (page.source === 'chain') return { ...page, displays: {}, statsAt: (now) => (scanned.data ? dashboardStats(scanned.data, now) : null), clockAnchor: undefined };
  return { ...page, displays: index.displays, statsAt: () => (fromIndex ? ownerStatsOf(index.aggregates) : null), clockAnchor: page.isEmpty ? undefined : readAnchor(byIds.data, byIds.fulfilledTimeStamp) };
}
