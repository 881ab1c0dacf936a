import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { cursorPagerOf, numberedPagerOf, type ListPagerState } from '../../../shared/indexedList/listPager';
import type { ListSource } from '../../../shared/indexedList/listSource';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useUserPositionsByIdsQuery, useUserPositionsQuery } from '../api/stakingChainApi';
import type { UserPosition } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';

export interface YourStakes {
  source: ListSource;
  /** the page's positions as the chain has them; undefined while they load */
  positions: UserPosition[] | undefined;
  readAt: number;
  fulfilledTimeStamp: number | undefined;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string | undefined;
  isFetching: boolean;
  refetch: () => void;
  lagText: string | null;
  pager: ListPagerState;
  /** each card's logo, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
}

/**
 * The wallet's stakes a page at a time: which pools from the event index (the wallet's open
 * stakes, most recent activity first), every figure from the chain. While the index cannot answer,
 * the registry scanned a page of pools at a time for the wallet, as before the index.
 */
export function useYourStakes(account: string | null): YourStakes {
  const index = useIndexedList({
    path: `/index/wallets/${account ?? ''}/stakes`,
    params: { status: 'open' },
    idKey: 'pool.poolId',
    pageSize: config.lists.pageSize,
    what: 'your stakes',
    skip: !account,
  });
  const fromIndex = Boolean(account) && index.source === 'index';
  const byIds = useUserPositionsByIdsQuery(
    fromIndex && account && index.ids.length ? { user: account, ids: index.ids, hints: index.addressHints } : skipToken,
    listQueryOptions,
  );
  const scanned = useUserPositionsQuery(account && index.source === 'chain' ? account : skipToken, listQueryOptions);
  const scannedPage = usePagedList(scanned.data?.positions ?? [], config.lists.pageSize);
  // the summaries are asked for by value: a new array of the same ids is the same request
  const displayOf = usePoolDisplays(index.source, index.displays, scannedPage.visible.map((position) => position.pool.poolId));

  if (index.source === 'chain') {
    return {
      source: 'chain',
      positions: scanned.data ? scannedPage.visible : undefined,
      readAt: scanned.data?.readAt ?? 0,
      fulfilledTimeStamp: scanned.fulfilledTimeStamp,
      isLoading: scanned.isLoading,
      isError: scanned.isError,
      errorMessage: scanned.error?.message,
      isFetching: scanned.isFetching,
      refetch: scanned.refetch,
      lagText: null,
      pager: numberedPagerOf(scannedPage.page, scanned.data?.positions.length, config.lists.pageSize, scannedPage.setPage),
      displayOf,
    };
  }
  const noIds = fromIndex && index.ids.length === 0;
  return {
    source: index.source,
    positions: noIds ? [] : byIds.data?.positions,
    readAt: byIds.data?.readAt ?? 0,
    fulfilledTimeStamp: byIds.fulfilledTimeStamp,
    isLoading: !noIds && (index.source === 'pending' || byIds.isLoading),
    isError: !noIds && byIds.isError,
    errorMessage: byIds.error?.message,
    isFetching: byIds.isFetching,
    refetch: byIds.refetch,
    lagText: index.lagText,
    pager: cursorPagerOf(index),
    displayOf,
  };
}
