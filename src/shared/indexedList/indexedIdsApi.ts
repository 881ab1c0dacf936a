import { productApi } from '../api/productApi';
import { recoveringQueryHooks } from '../api/recovery';
import { indexedPageOf, type IndexEnvelopeAnswer, type IndexedPage } from './indexEnvelope';

/**
 * A list page gives up on the index after this long and draws from the chain instead: a page
 * waiting on a stuck server would show nothing at all.
 */
export const INDEX_LIST_TIMEOUT_MS = 5_000;

export interface IndexedIdsArg {
  /** the list route: '/index/…' */
  path: string;
  /** its filters, as the route takes them */
  params: Record<string, string>;
  /** the field of an item that is its id; a dotted path reaches into a nested record ('entry.id') */
  idKey: string;
  /** null for the first page */
  cursor: string | null;
  limit: number;
}

/** The id at `path` of an index item: 'id' or 'entry.id'. */
export function idOf(item: Record<string, unknown>, path: string): string {
  const value = path.split('.').reduce<unknown>((record, key) => (record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined), item);
  return String(value);
}

/**
 * The ids of one page of an index list, in the index's order. Only the ids are kept: every figure
 * a card shows is read from the chain, so a stale or wrong index can reorder or omit a listing but
 * never change what it says.
 */
const indexedIdsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    indexedIds: build.query<IndexedPage<string>, IndexedIdsArg>({
      query: ({ path, params, cursor, limit }) => ({
        url: path,
        params: { ...params, limit, ...(cursor ? { cursor } : {}) },
        timeout: INDEX_LIST_TIMEOUT_MS,
      }),
      // the page falls back to the chain at the first failure rather than after a retry
      extraOptions: { maxRetries: 0 },
      transformResponse: (answer: IndexEnvelopeAnswer & { items: Record<string, unknown>[] }, _meta, { idKey }) =>
        indexedPageOf(answer, (item) => idOf(item, idKey)),
    }),
  }),
});

export const { useIndexedIdsQuery } = recoveringQueryHooks(indexedIdsApi);
