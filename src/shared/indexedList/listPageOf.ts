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

/** What the chain's own pages give while the index cannot answer. */
export interface ChainPage<T> {
  /** the read of the page on screen (its data: that page's entries) */
  read: ChainReadState<T[]>;
  pager: ListPagerState;
  /** whether there are none at all, once known */
  isEmpty: boolean;
}

export interface ListSources<T> {
  /** which entries, in what order: the event index */
  index: IndexedList;
  /** the figures of the index's ids, read from the chain (skipped unless the index answered) */
  byIds: ChainReadState<T[]>;
  /** while the index cannot answer: the chain's own pages (skipped otherwise) */
  chain: ChainPage<T>;
}

/** A whole list scanned on chain (a wallet's, an owner's), drawn a page at a time. */
export function scannedChainPage<T>(scanned: ChainReadState<T[]>, page: ListPage<T> & { setPage: (page: number) => void }, pageSize: number): ChainPage<T> {
  return {
    read: { ...scanned, data: scanned.data ? page.visible : undefined },
    pager: numberedPagerOf(page.page, scanned.data?.length, pageSize, page.setPage),
    isEmpty: scanned.data?.length === 0,
  };
}

/**
 * One page of a list whose entries the index chooses and whose figures the chain gives, or, while
 * the index cannot answer, the chain's own pages.
 */
export function listPageOf<T>({ index, byIds, chain }: ListSources<T>): ListPageState<T> {
  if (index.source === 'chain') {
    const { read } = chain;
    return {
      source: 'chain',
      items: read.data,
      isEmpty: chain.isEmpty,
      isLoading: read.isLoading,
      isError: read.isError,
      errorMessage: read.error?.message,
      isFetching: read.isFetching,
      fulfilledTimeStamp: read.fulfilledTimeStamp,
      refetch: () => void read.refetch(),
      lagText: null,
      pager: chain.pager,
    };
  }
  const noIds = index.source === 'index' && index.ids.length === 0;
  return {
    source: index.source,
    items: noIds ? [] : index.source === 'index' ? byIds.data : undefined,
    // the index's only page named nothing the chain still holds (a stale entry) is empty too
    isEmpty: index.page === 1 && !index.hasNext && (noIds || byIds.data?.length === 0),
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
