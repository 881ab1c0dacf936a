import { useCallback, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { listPageOf, scannedChainPage, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useOwnerPoolsQuery, useStakingPoolsByIdsQuery } from '../api/stakingChainApi';
import type { PoolListResult, PoolView } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';
import { POOL_INDEX } from '../pools/poolList';

export interface OwnerPools extends ListPageState<PoolView> {
  /** the chain time the page's pools were read at; undefined while they load */
  readAt: number | undefined;
  /** each card's logo and metadata flag, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
  /** the owner saved a pool's metadata: its card stops offering it, and the page is asked again */
  metadataSaved: (poolId: string) => void;
}

/** A chain read of pools as a list page takes it: the pools alone. */
function poolsOf<Q extends { data?: PoolListResult }>(read: Q): Omit<Q, 'data'> & { data?: PoolView[] } {
  return { ...read, data: read.data?.pools };
}

/**
 * The pools the wallet created, a page at a time: which (newest first) from the event index, every
 * figure from the chain for the pools on screen in one read. While the index cannot answer, the
 * registry scanned for the owner (a page of pools a call), drawn a page of cards at a time, as
 * before the index.
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

  const page = listPageOf({ index, byIds: poolsOf(byIds), chain: scannedChainPage(poolsOf(scanned), scannedPage, config.lists.pageSize) });
  const read = index.source === 'chain' ? scanned : byIds;
  return { ...page, readAt: read.data?.readAt, displayOf, metadataSaved };
}
