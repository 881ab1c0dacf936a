import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';
import type { ChainTimeAnchor } from '../../../shared/chain/clock/chainTime';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { indexParamsOf, type ListFilters } from '../../../shared/indexedList/listFilters';
import { useIndexedIdsQuery } from '../../../shared/indexedList/indexedIdsApi';
import { listPageOf, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { numberedPagerOf } from '../../../shared/indexedList/listPager';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { saleIdsOf, useBondSalesByIdsQuery, useBondSalesQuery } from '../api';
import type { BondSale } from '../api/types';
import { MARKET_INDEX, type MarketSort } from './marketList';

export interface MarketSales extends ListPageState<BondSale> {
  /** the chain time the page's figures were read at (null while they load); undefined: ask the chain's clock */
  clockAnchor: ChainTimeAnchor | null | undefined;
  /** the ids whose prices and logos the cards show, in one request */
  summaryIds: string[];
  /** whether any sale exists at all (the empty state's wording), when known */
  anySales: boolean;
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
  const [chainPage, setChainPage] = useState(1);
  const chain = useDeferredResult(useBondSalesQuery(index.source === 'chain' ? { page: chainPage - 1 } : skipToken, listQueryOptions));
  const page = listPageOf({
    index,
    byIds: { ...byIds, data: byIds.data?.sales },
    chain: {
      read: { ...chain, data: chain.data?.sales },
      pager: numberedPagerOf(chainPage, chain.data?.total, config.lists.pageSize, setChainPage),
      isEmpty: chain.data?.total === 0,
    },
  });
  const noIds = fromIndex && index.ids.length === 0;
  // an empty first page says whether any sale was ever listed: one id of every status answers that
  const anyListed = useIndexedIdsQuery(noIds && index.page === 1 ? { ...MARKET_INDEX, params: { status: 'all', sort: 'newest' }, cursor: null, limit: 1 } : skipToken);

  if (page.source === 'chain') {
    return { ...page, clockAnchor: undefined, summaryIds: chain.data ? saleIdsOf(chain.data) : [], anySales: !page.isEmpty && chain.data !== undefined };
  }
  return {
    ...page,
    // no sale to read: nothing carries the chain's time, so the page asks the chain's clock
    clockAnchor: noIds ? undefined : readAnchor(byIds.data, byIds.fulfilledTimeStamp),
    summaryIds: fromIndex ? index.ids : [],
    anySales: !noIds || index.page > 1 || (anyListed.data?.items.length ?? 0) > 0,
  };
}
