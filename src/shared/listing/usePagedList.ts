import { useState } from 'react';
import { pageOf, type ListPage } from './pageOf';

/** A list drawn a page at a time (pageOf), with the page the reader is on. */
export function usePagedList<T>(items: readonly T[], size: number): ListPage<T> & { setPage: (page: number) => void } {
  const [page, setPage] = useState(1);
  return { ...pageOf(items, page, size), setPage };
}
