import { productApi } from '../api/productApi';
import { recoveringQueryHooks } from '../api/recovery';
import { indexedPageOf, type IndexEnvelopeAnswer, type IndexedPage } from './indexEnvelope';
import { listingDisplayOf, type ListingDisplay } from './listingDisplay';

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

type IndexItem = Record<string, unknown>;

/** The record of an index item that holds the field at `path`: the item itself for 'id', `entry` for 'entry.id'. */
function recordHolding(item: IndexItem, path: string): IndexItem {
  return path
    .split('.')
    .slice(0, -1)
    .reduce<IndexItem>((record, key) => (record[key] && typeof record[key] === 'object' ? (record[key] as IndexItem) : {}), item);
}

/** The id at `path` of an index item: 'id' or 'entry.id'. */
export function idOf(item: IndexItem, path: string): string {
  return String(recordHolding(item, path)[path.split('.').pop() as string]);
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The address fields of a record: 'listingAddress', 'token'… */
function addressesOf(record: IndexItem): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && ADDRESS.test(entry[1])));
}

const ENVELOPE_FIELDS = new Set(['items', 'nextCursor', 'indexedBlock', 'head', 'lag']);

/** One page of an index list as a list page keeps it. */
export interface IndexedIdsPage extends IndexedPage<string> {
  /** each listing's logo and metadata flag, by id, from the record that names it */
  displays: Record<string, ListingDisplay>;
  /**
   * each listing's contract addresses as the index names them, by id: where a chain read may start
   * from in its first round, to be checked against the chain's own record of the id
   */
  addressHints: Record<string, Record<string, string>>;
  /** what the answer says beside its page (a list's totals), as sent; each list reads its own */
  aggregates: Record<string, unknown>;
}

export function indexedIdsPageOf(answer: IndexEnvelopeAnswer & { items: IndexItem[] }, idKey: string): IndexedIdsPage {
  const displays: Record<string, ListingDisplay> = {};
  const addressHints: Record<string, Record<string, string>> = {};
  for (const item of answer.items) {
    const record = recordHolding(item, idKey);
    displays[idOf(item, idKey)] = listingDisplayOf(record);
    addressHints[idOf(item, idKey)] = addressesOf(record);
  }
  const aggregates = Object.fromEntries(Object.entries(answer).filter(([key]) => !ENVELOPE_FIELDS.has(key)));
  return { ...indexedPageOf(answer, (item) => idOf(item, idKey)), displays, addressHints, aggregates };
}

/**
 * The ids of one page of an index list, in the index's order, with each listing's display (logo)
 * and the list's totals. No amount of a listing is kept: every figure a card shows is read from
 * the chain, so a stale or wrong index can reorder or omit a listing but never change what it says.
 */
const indexedIdsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    indexedIds: build.query<IndexedIdsPage, IndexedIdsArg>({
      query: ({ path, params, cursor, limit }) => ({
        url: path,
        params: { ...params, limit, ...(cursor ? { cursor } : {}) },
        timeout: INDEX_LIST_TIMEOUT_MS,
      }),
      // the page falls back to the chain at the first failure rather than after a retry
      extraOptions: { maxRetries: 0 },
      transformResponse: (answer: IndexEnvelopeAnswer & { items: IndexItem[] }, _meta, { idKey }) => indexedIdsPageOf(answer, idKey),
    }),
  }),
});

export const { useIndexedIdsQuery } = recoveringQueryHooks(indexedIdsApi);
