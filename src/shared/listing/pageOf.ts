/** One page of a list as it is drawn: at most `size` items, the page clamped to the pages there are. */
export interface ListPage<T> {
  visible: T[];
  /** 1-based, within 1…pages */
  page: number;
  pages: number;
}

/**
 * Page `page` (1-based) of `items`, `size` per page. A list that shrank under the reader (a listing
 * closed, a filter changed) keeps them on its last page rather than on an empty one.
 */
export function pageOf<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { visible: items.slice((current - 1) * size, current * size), page: current, pages };
}
