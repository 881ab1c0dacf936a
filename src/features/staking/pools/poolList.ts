import type { ListSorts } from '../../../shared/indexedList/listFilters';
import type { ListToolbarTexts } from '../../../shared/indexedList/ListToolbar';

/** The pool list's orders, as the index names them. */
export const POOL_SORTS = ['ending', 'newest', 'apr', 'stakers'] as const;
export type PoolSort = (typeof POOL_SORTS)[number];

export const POOL_SORT_RULES: ListSorts<PoolSort> = { sorts: POOL_SORTS, defaultSort: 'ending' };

export const POOL_SORT_OPTIONS: ReadonlyArray<{ value: PoolSort; label: string }> = [
  { value: 'ending', label: 'Ending soon' },
  { value: 'newest', label: 'Newest' },
  { value: 'apr', label: 'Highest APR' },
  { value: 'stakers', label: 'Most stakers' },
];

export const POOL_TOOLBAR: ListToolbarTexts<PoolSort> = {
  label: 'Pools',
  sorts: POOL_SORT_OPTIONS,
  searchLabel: 'Search pools',
  searchPlaceholder: 'Token name, symbol or address',
};

export const POOL_LIST_TEXTS = {
  stakedOnly: 'Staked only',
  chainOnly: "Search, sorting, finished pools and 'Staked only' are unavailable right now. Showing live pools read from the chain.",
  noMatch: (search: string) => `No pools match "${search}"`,
  noFinished: 'No Finished Pools',
  noStaked: 'You have no stake in a pool on this list',
} as const;

/** The index route of the pool list, the field that names a pool, and its 'Staked only' parameter. */
export const POOL_INDEX = { path: '/index/pools', idKey: 'poolId', mineParam: 'stakedBy' } as const;
