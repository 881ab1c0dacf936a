import { config } from '../../../config';
import { listPageOf, scannedChainPage, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { walletListOptions, walletListReads } from '../../../shared/indexedList/walletList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useUserPositionsByIdsQuery, useUserPositionsQuery } from '../api/stakingChainApi';
import type { UserPosition } from '../api/types';
import { usePoolDisplays, type PoolDisplayOf } from '../components/usePoolDisplays';

export interface YourStakes extends ListPageState<UserPosition> {
  /** the chain time the page was read at (0 until it is) */
  readAt: number;
  /** each card's logo, from the index's answer or one summaries request for the page */
  displayOf: PoolDisplayOf;
}

/**
 * The wallet's stakes a page at a time: which pools from the event index (the wallet's open
 * stakes, most recent activity first), every figure from the chain. While the index cannot answer,
 * the registry scanned a page of pools at a time for the wallet, as before the index.
 */
export function useYourStakes(account: string | null): YourStakes {
  const index = useIndexedList(walletListOptions(account, 'stakes', { params: { status: 'open' }, idKey: 'pool.poolId', what: 'your stakes' }));
  const reads = walletListReads(account, index);
  const byIds = useUserPositionsByIdsQuery(reads.byIds, listQueryOptions);
  const scanned = useUserPositionsQuery(reads.scan, listQueryOptions);
  const scannedPage = usePagedList(scanned.data?.positions ?? [], config.lists.pageSize);
  // the summaries are asked for by value: a new array of the same ids is the same request
  const displayOf = usePoolDisplays(index.source, index.displays, scannedPage.visible.map((position) => position.pool.poolId));

  const page = listPageOf({
    index,
    byIds: { ...byIds, data: byIds.data?.positions },
    chain: scannedChainPage({ ...scanned, data: scanned.data?.positions }, scannedPage, config.lists.pageSize),
  });
  const read = page.source === 'chain' ? scanned : byIds;
  return { ...page, readAt: read.data?.readAt ?? 0, displayOf };
}
