import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromQuery, queryWithFilters, type ListFilters, type ListSorts } from './listFilters';

/**
 * A list's filters kept in the URL query. A change replaces the history entry rather than adding
 * one, so Back leaves the list (with its filters) instead of undoing keystrokes.
 */
export function useListFilters<Sort extends string>(sorts: ListSorts<Sort>): [ListFilters<Sort>, (change: Partial<ListFilters<Sort>>) => void] {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(query, sorts), [query, sorts]);
  const change = useCallback(
    (next: Partial<ListFilters<Sort>>) => setQuery((current) => queryWithFilters(current, { ...filtersFromQuery(current, sorts), ...next }, sorts), { replace: true }),
    [setQuery, sorts],
  );
  return [filters, change];
}
