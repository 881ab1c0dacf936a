import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';
import { indexParamsOf, type ListFilters } from '../../../shared/indexedList/listFilters';
import { useIndexedIdsQuery } from '../../../shared/indexedList/indexedIdsApi';
import { cursorPagerOf, numberedPagerOf, type ListPagerState } from '../../../shared/indexedList/listPager';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import type { ChainTimeAnchor } from '../../../shared/chain/clock/chainTime';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { saleIdsOf, useBondSalesByIdsQuery, useBondSalesQuery } from '../api';
import type { BondSale } from '../api/types';
import { MARKET_INDEX, type MarketSort } from './marketList';

export interface MarketSales {
  source: 'index' | 'chain' | 'pending';
  /** the sales of the page, as the chain has them (figures never come from the index) */
  sales: BondSale[] | undefined;
  /** the chain time the page's figures were read at (null while they load); undefined: ask the chain's clock */
  clockAnchor: ChainTimeAnchor | null | undefined;
  /** the ids whose prices and logos the cards show, in one request */
  summaryIds: string[];
  /** whether any sale exists at all (the empty state's wording), when known */
  anySales: boolean;
  error: { message?: string } | undefined;
  isFetching: boolean;
  refetch: () => void;
  lagText: string | null;
  pager: ListPagerState;
}

/**
 * The market's page of sales: ids (which, in what order) from the event index, every figure from
 * the chain in one batch. While the index cannot answer, the chain's own pages of sales instead.
 */
export function useMarketSales(filters: ListFilters<MarketSort>): MarketSales {
  const index = useIndexedList({ ...MARKET_INDEX, params: indexParamsOf(filters), pageSize: config.lists.pageSize });
  const fromIndex = index.source === 'index';
  const byIds = useDeferredResult(
    useBondSalesByIdsQuery(fromIndex && index.ids.length ? { ids: index.ids, hints: index.addressHints } : skipToken, listQueryOptions),
  );

  const noIds = fromIndex && index.ids.length === 0;
  // an empty first page says whether any sale was ever listed: one id of every status answers that
  const anyListed = useIndexedIdsQuery(noIds && index.page === 1 ? { ...MARKET_INDEX, params: { status: 'all', sort: 'newest' }, cursor: null, limit: 1 } : skipToken);

  const [chainPage, setChainPage] = useState(1);
  const chain = useDeferredResult(useBondSalesQuery(index.source === 'chain' ? { page: chainPage - 1 } : skipToken, listQueryOptions));

  if (index.source === 'chain') {
    return {
      source: 'chain',
      sales: chain.data?.sales,
      clockAnchor: undefined,
      summaryIds: chain.data ? saleIdsOf(chain.data) : [],
      anySales: (chain.data?.total ?? 0) > 0,
      error: chain.error,
      isFetching: chain.isFetching,
      refetch: chain.refetch,
      lagText: null,
      pager: numberedPagerOf(chainPage, chain.data?.total, config.lists.pageSize, setChainPage),
    };
  }
  return {
    source: index.source,
    sales: noIds ? [] : fromIndex ? byIds.data?.sales : undefined,
    // no sale to read: nothing carries the chain's time, so the page asks the chain's clock
    clockAnchor: noIds ? undefined : readAnchor(byIds.data, byIds.fulfilledTimeStamp),
    summaryIds: fromIndex ? index.ids : [],
    anySales: !noIds || index.page > 1 || (anyListed.data?.items.length ?? 0) > 0,
    error: noIds ? undefined : byIds.error,
    isFetching: byIds.isFetching,
    refetch: byIds.refetch,
    lagText: index.lagText,
    pager: cursorPagerOf(index),
  };
}
