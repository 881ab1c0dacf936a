import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';
import { indexParamsOf, type ListFilters } from '../../../shared/indexedList/listFilters';
import { cursorPagerOf, numberedPagerOf, type ListPagerState } from '../../../shared/indexedList/listPager';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { useStakingPoolsByIdsQuery, useStakingPoolsPageQuery } from '../api/stakingChainApi';
import type { PoolListResult } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';
import { POOL_INDEX, type PoolSort } from './poolList';

export interface PoolListing {
  source: 'index' | 'chain' | 'pending';
  /** the page's pools as the chain has them (figures never come from the index) */
  data: PoolListResult | undefined;
  fulfilledTimeStamp: number | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  lagText: string | null;
  pager: ListPagerState;
  /** each card's logo, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
}

const NO_POOLS: PoolListResult = { pools: [], readAt: 0 };
const NO_IDS: string[] = [];

function poolIdsOf(result: PoolListResult | undefined): string[] {
  return result ? result.pools.map((pool) => pool.poolId) : NO_IDS;
}

/**
 * The pool list's page: ids (which, in what order) from the event index, every figure from the
 * chain in one batch; while the index cannot answer, the registry's own pages instead.
 */
export function usePoolListing(filters: ListFilters<PoolSort>, account: string | null): PoolListing {
  const params = indexParamsOf(filters, { mineParam: POOL_INDEX.mineParam, account });
  const index = useIndexedList({ path: POOL_INDEX.path, idKey: POOL_INDEX.idKey, params, pageSize: config.lists.pageSize });
  const fromIndex = index.source === 'index';
  const byIds = useDeferredResult(useStakingPoolsByIdsQuery(fromIndex && index.ids.length ? index.ids : skipToken, listQueryOptions));
  const [chainPage, setChainPage] = useState(1);
  const chain = useDeferredResult(useStakingPoolsPageQuery(index.source === 'chain' ? { page: chainPage - 1 } : skipToken, listQueryOptions));
  const displayOf = usePoolDisplays(index.source, index.displays, poolIdsOf(index.source === 'chain' ? chain.data : undefined));

  if (index.source === 'chain') {
    return {
      source: 'chain',
      data: chain.data,
      fulfilledTimeStamp: chain.fulfilledTimeStamp,
      isError: chain.isError,
      isFetching: chain.isFetching,
      refetch: chain.refetch,
      lagText: null,
      pager: numberedPagerOf(chainPage, chain.data?.total, config.lists.pageSize, setChainPage),
      displayOf,
    };
  }
  const noIds = fromIndex && index.ids.length === 0;
  return {
    source: index.source,
    data: noIds ? NO_POOLS : fromIndex ? byIds.data : undefined,
    fulfilledTimeStamp: noIds ? undefined : byIds.fulfilledTimeStamp,
    isError: !noIds && byIds.isError,
    isFetching: byIds.isFetching,
    refetch: byIds.refetch,
    lagText: index.lagText,
    pager: cursorPagerOf(index),
    displayOf,
  };
}
