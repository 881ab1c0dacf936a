/**
 * The filters of a list read from the event index, as they sit in the page's URL query
 * (`?tab=finished&sort=newest&q=sally&mine=1`), so a reload or Back shows the same list. A value
 * left at its default is left out of the URL; a value the list does not know reads as the default.
 */
export const LIST_TABS = ['live', 'finished'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The index refuses longer searches. */
export const MAX_SEARCH_LENGTH = 64;

export interface ListFilters<Sort extends string = string> {
  tab: ListTab;
  sort: Sort;
  /** the search as typed (trimmed when sent) */
  q: string;
  /** only the connected wallet's entries ('Staked only') */
  mine: boolean;
}

export interface ListSorts<Sort extends string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => value === raw) ?? fallback;
}

export function filtersFromQuery<Sort extends string>(query: URLSearchParams, { sorts, defaultSort }: ListSorts<Sort>): ListFilters<Sort> {
  return {
    tab: oneOf(LIST_TABS, query.get('tab'), 'live'),
    sort: oneOf(sorts, query.get('sort'), defaultSort),
    q: (query.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    mine: query.get('mine') === '1',
  };
}

/** `query` with the filters written in (defaults removed); other parameters stay. */
export function queryWithFilters<Sort extends string>(query: URLSearchParams, filters: ListFilters<Sort>, { defaultSort }: ListSorts<Sort>): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('tab', filters.tab === 'live' ? null : filters.tab);
  set('sort', filters.sort === defaultSort ? null : filters.sort);
  set('q', filters.q === '' ? null : filters.q);
  set('mine', filters.mine ? '1' : null);
  return next;
}

/** The search as the index takes it: trimmed, null when blank. */
export function searchTermOf(q: string): string | null {
  const term = q.trim().slice(0, MAX_SEARCH_LENGTH);
  return term === '' ? null : term;
}

/**
 * The list route's query parameters: `status`, `sort`, `q`, and `mine` as the route names it
 * (`{ mineParam: 'stakedBy' }`) with the wallet's address; without a wallet, `mine` is ignored.
 */
export function indexParamsOf<Sort extends string>(filters: ListFilters<Sort>, { mineParam, account }: { mineParam?: string; account?: string | null } = {}): Record<string, string> {
  const params: Record<string, string> = { status: filters.tab, sort: filters.sort };
  const term = searchTermOf(filters.q);
  if (term) params.q = term;
  if (filters.mine && mineParam && account) params[mineParam] = account;
  return params;
}

/** Whether the built-in examples belong on the list: only on the unfiltered live tab. */
export function showsExamples(filters: ListFilters, account?: string | null): boolean {
  return filters.tab === 'live' && searchTermOf(filters.q) === null && !(filters.mine && account);
}
