import type { IndexedList } from './useIndexedList';

/**
 * How a list is paged: after the index's cursors (Previous / Next), or — while it reads the
 * chain's own pages — by page number, the count of listings being known.
 */
export type ListPagerState =
  | { kind: 'cursor'; page: number; hasPrevious: boolean; hasNext: boolean; previous: () => void; next: () => void }
  | { kind: 'numbered'; page: number; pages: number; setPage: (page: number) => void };

export function cursorPagerOf(list: IndexedList): ListPagerState {
  return { kind: 'cursor', page: list.page, hasPrevious: list.hasPrevious, hasNext: list.hasNext, previous: list.previous, next: list.next };
}

/** Pages of `pageSize` over `total` listings (at least one page; total unknown yet: one). */
export function numberedPagerOf(page: number, total: number | undefined, pageSize: number, setPage: (page: number) => void): ListPagerState {
  return { kind: 'numbered', page, pages: Math.max(1, Math.ceil((total ?? 0) / pageSize)), setPage };
}
