import { useState } from 'react';
import { config } from '../../config';
import { useIndexedIdsQuery } from './indexedIdsApi';
import type { ListingDisplay } from './listingDisplay';
import { indexLagText } from './indexLag';
import { listSourceOf, type ListSource } from './listSource';

export interface IndexedListOptions {
  path: string;
  params: Record<string, string>;
  idKey: string;
  pageSize: number;
  /** 'listings': the word of the lag notice */
  what?: string;
  /** nothing to ask yet (no wallet for a wallet's list) */
  skip?: boolean;
}

export interface IndexedList {
  source: ListSource;
  /** the ids of the page on screen, in the index's order (empty unless `source` is 'index') */
  ids: string[];
  /** the page's listings' logos and metadata flags, by id */
  displays: Record<string, ListingDisplay>;
  /** the page's listings' contract addresses as the index names them, by id (a read's first-round hint) */
  addressHints: Record<string, Record<string, string>>;
  /** the list's totals as the index answered them (see each list's reader); {} until it answers */
  aggregates: Record<string, unknown>;
  /** the block the page is indexed to; null until it answers */
  indexedBlock: number | null;
  /** 1-based */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
  /** 'Showing listings up to block N (M behind)' while the index trails the chain */
  lagText: string | null;
  isFetching: boolean;
  /** asks for the page on screen again (a display it carries changed: a logo or metadata saved) */
  refetch: () => void;
}

const NO_DISPLAYS: Record<string, ListingDisplay> = {};
const NO_AGGREGATES: Record<string, unknown> = {};
const NO_HINTS: Record<string, Record<string, string>> = {};

/**
 * One page of a list from the event index, walked with the index's cursors (Previous / Next). A
 * change of list (its path or filters) starts again at its first page.
 */
export function useIndexedList({ path, params, idKey, pageSize, what = 'listings', skip = false }: IndexedListOptions): IndexedList {
  const listKey = `${path}?${new URLSearchParams(params).toString()}`;
  const [walked, setWalked] = useState<{ listKey: string; cursors: (string | null)[] }>({ listKey, cursors: [null] });
  const cursors = walked.listKey === listKey ? walked.cursors : [null];
  const cursor = cursors[cursors.length - 1];
  const query = useIndexedIdsQuery(
    { path, params, idKey, cursor, limit: pageSize },
    { pollingInterval: config.lists.refetchMs, refetchOnMountOrArgChange: config.lists.staleSeconds, skip },
  );
  const data = query.currentData;
  const nextCursor = data?.nextCursor ?? null;
  return {
    source: listSourceOf(query),
    ids: data?.items ?? [],
    displays: data?.displays ?? NO_DISPLAYS,
    addressHints: data?.addressHints ?? NO_HINTS,
    aggregates: data?.aggregates ?? NO_AGGREGATES,
    indexedBlock: data?.indexedBlock ?? null,
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    previous: () => setWalked({ listKey, cursors: cursors.slice(0, -1) }),
    next: () => {
      if (nextCursor !== null) setWalked({ listKey, cursors: [...cursors, nextCursor] });
    },
    lagText: data ? indexLagText(data, what) : null,
    isFetching: query.isFetching,
    refetch: () => {
      if (!skip) void query.refetch();
    },
  };
}
