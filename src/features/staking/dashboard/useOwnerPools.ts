import { useCallback, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { cursorPagerOf, numberedPagerOf, type ListPagerState } from '../../../shared/indexedList/listPager';
import type { ListSource } from '../../../shared/indexedList/listSource';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useOwnerPoolsQuery, useStakingPoolsByIdsQuery } from '../api/stakingChainApi';
import type { PoolView } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';
import { POOL_INDEX } from '../pools/poolList';

export interface OwnerPools {
  source: ListSource;
  /** the page's pools as the chain has them; undefined while they load */
  pools: PoolView[] | undefined;
  readAt: number | undefined;
  fulfilledTimeStamp: number | undefined;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string | undefined;
  isFetching: boolean;
  refetch: () => void;
  lagText: string | null;
  pager: ListPagerState;
  /** each card's logo and metadata flag, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
  /** the owner saved a pool's metadata: its card stops offering it, and the page is asked again */
  metadataSaved: (poolId: string) => void;
}

/**
 * The pools the wallet created, a page at a time: which (newest first) from the event index, every
 * figure from the chain for the pools on screen in one read. While the index cannot answer, the
 * registry scanned a page of pools at a time for the owner, as before the index.
 */
export function useOwnerPools(account: string | null): OwnerPools {
  const index = useIndexedList({
    path: POOL_INDEX.path,
    params: { owner: account ?? '', status: 'all', sort: 'newest' },
    idKey: POOL_INDEX.idKey,
    pageSize: config.lists.pageSize,
    what: 'your pools',
    skip: !account,
  });
  const fromIndex = Boolean(account) && index.source === 'index';
  const byIds = useStakingPoolsByIdsQuery(fromIndex && index.ids.length ? index.ids : skipToken, listQueryOptions);
  const scanned = useOwnerPoolsQuery(account && index.source === 'chain' ? account : skipToken, listQueryOptions);
  const scannedPage = usePagedList(scanned.data?.pools ?? [], config.lists.pageSize);
  // the summaries are asked for by value: a new array of the same ids is the same request
  const displays = usePoolDisplays(index.source, index.displays, scannedPage.visible.map((pool) => pool.poolId));
  // a saved metadata shows at once, whether or not the list's answer has caught up yet
  const [saved, setSaved] = useState<ReadonlySet<string>>(() => new Set());
  const displayOf = useCallback<PoolDisplayOf>((poolId) => (saved.has(poolId) ? { ...displays(poolId), hasMetadata: true } : displays(poolId)), [saved, displays]);
  const { refetch: refetchIndex } = index;
  const metadataSaved = useCallback(
    (poolId: string) => {
      setSaved((before) => new Set(before).add(poolId));
      refetchIndex();
    },
    [refetchIndex],
  );

  if (index.source === 'chain') {
    return {
      source: 'chain',
      pools: scanned.data ? scannedPage.visible : undefined,
      readAt: scanned.data?.readAt,
      fulfilledTimeStamp: scanned.fulfilledTimeStamp,
      isLoading: scanned.isLoading,
      isError: scanned.isError,
      errorMessage: scanned.error?.message,
      isFetching: scanned.isFetching,
      refetch: scanned.refetch,
      lagText: null,
      pager: numberedPagerOf(scannedPage.page, scanned.data?.pools.length, config.lists.pageSize, scannedPage.setPage),
      displayOf,
      metadataSaved,
    };
  }
  const noIds = fromIndex && index.ids.length === 0;
  return {
    source: index.source,
    pools: noIds ? [] : byIds.data?.pools,
    readAt: byIds.data?.readAt,
    fulfilledTimeStamp: byIds.fulfilledTimeStamp,
    isLoading: Boolean(account) && !noIds && (index.source === 'pending' || byIds.isLoading),
    isError: !noIds && byIds.isError,
    errorMessage: byIds.error?.message,
    isFetching: byIds.isFetching,
    refetch: byIds.refetch,
    lagText: index.lagText,
    pager: cursorPagerOf(index),
    displayOf,
    metadataSaved,
  };
}
