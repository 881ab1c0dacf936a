import type { ListPage } from '../listing/pageOf';
import { cursorPagerOf, numberedPagerOf, type ListPagerState } from './listPager';
import type { ListSource } from './listSource';
import type { IndexedList } from './useIndexedList';

/** What a list page needs of a chain query's state (an RTK Query hook result fits). */
export interface ChainReadState<T> {
  data?: T;
  error?: { message?: string };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

/** A page of a list as a screen draws it, whichever source it came from. */
export interface ListPageState<T> {
  source: ListSource;
  /** the page's entries as the chain has them; undefined while they load */
  items: T[] | undefined;
  /** whether the wallet or owner has none at all (the empty state), once known */
  isEmpty: boolean;
  isLoading: boolean;
  isError: boolean;
  errorMessage: string | undefined;
  isFetching: boolean;
  fulfilledTimeStamp: number | undefined;
  refetch: () => void;
  lagText: string | null;
  pager: ListPagerState;
}

export interface ListSources<T> {
  /** which entries, in what order: the event index */
  index: IndexedList;
  /** the figures of the index's ids, read from the chain (skipped unless the index answered) */
  byIds: ChainReadState<T[]>;
  /** while the index cannot answer: the chain's own scan, drawn a page at a time */
  scanned: ChainReadState<T[]>;
  scannedPage: ListPage<T> & { setPage: (page: number) => void };
  pageSize: number;
}

/**
 * One page of a list whose entries the index chooses and whose figures the chain gives, or, while
 * the index cannot answer, the chain's own scan a page at a time.
 */
export function listPageOf<T>({ index, byIds, scanned, scannedPage, pageSize }: ListSources<T>): ListPageState<T> {
  if (index.source === 'chain') {
    return {
      source: 'chain',
      items: scanned.data ? scannedPage.visible : undefined,
      isEmpty: scanned.data?.length === 0,
      isLoading: scanned.isLoading,
      isError: scanned.isError,
      errorMessage: scanned.error?.message,
      isFetching: scanned.isFetching,
      fulfilledTimeStamp: scanned.fulfilledTimeStamp,
      refetch: () => void scanned.refetch(),
      lagText: null,
      pager: numberedPagerOf(scannedPage.page, scanned.data?.length, pageSize, scannedPage.setPage),
    };
  }
  const noIds = index.source === 'index' && index.ids.length === 0;
  return {
    source: index.source,
    items: noIds ? [] : index.source === 'index' ? byIds.data : undefined,
    isEmpty: noIds && index.page === 1,
    isLoading: !noIds && (index.source === 'pending' || byIds.isLoading),
    isError: !noIds && byIds.isError,
    errorMessage: byIds.error?.message,
    isFetching: byIds.isFetching,
    fulfilledTimeStamp: byIds.fulfilledTimeStamp,
    refetch: () => void byIds.refetch(),
    lagText: index.lagText,
    pager: cursorPagerOf(index),
  };
}
