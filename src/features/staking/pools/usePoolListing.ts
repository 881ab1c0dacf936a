import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';
import { indexParamsOf, type ListFilters } from '../../../shared/indexedList/listFilters';
import { listPageOf, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { numberedPagerOf } from '../../../shared/indexedList/listPager';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { useStakingPoolsByIdsQuery, useStakingPoolsPageQuery } from '../api/stakingChainApi';
import type { PoolListResult, PoolView } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';
import { POOL_INDEX, type PoolSort } from './poolList';

export interface PoolListing extends ListPageState<PoolView> {
  /** the chain time the page's pools were read at; undefined until they are */
  readAt: number | undefined;
  /** each card's logo, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
}

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
  const page = listPageOf({
    index,
    byIds: { ...byIds, data: byIds.data?.pools },
    chain: {
      read: { ...chain, data: chain.data?.pools },
      pager: numberedPagerOf(chainPage, chain.data?.total, config.lists.pageSize, setChainPage),
      isEmpty: chain.data?.total === 0,
    },
  });
  const read = page.source === 'chain' ? chain : byIds;
  return { ...page, readAt: read.data?.readAt, displayOf };
}
