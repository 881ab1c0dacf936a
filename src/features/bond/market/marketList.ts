import type { ListSorts } from '../../../shared/indexedList/listFilters';
import type { ListToolbarTexts } from '../../../shared/indexedList/ListToolbar';

/** The market's orders, as the index names them. */
export const MARKET_SORTS = ['ending', 'newest', 'discount', 'progress'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

export const MARKET_SORT_RULES: ListSorts<MarketSort> = { sorts: MARKET_SORTS, defaultSort: 'ending' };

export const MARKET_SORT_OPTIONS: ReadonlyArray<{ value: MarketSort; label: string }> = [
  { value: 'ending', label: 'Ending soon' },
  { value: 'newest', label: 'Newest' },
  { value: 'discount', label: 'Highest discount' },
  { value: 'progress', label: 'Most sold' },
];

export const MARKET_TOOLBAR: ListToolbarTexts<MarketSort> = {
  label: 'Bonds',
  sorts: MARKET_SORT_OPTIONS,
  searchLabel: 'Search bonds',
  searchPlaceholder: 'Token name, symbol or address',
};

export const MARKET_TEXTS = {
  chainOnly: 'Search, sorting and finished bonds are unavailable right now. Showing live bonds read from the chain.',
} as const;

/** The index route of the market and the field that names a sale. */
export const MARKET_INDEX = { path: '/index/sales', idKey: 'saleId' } as const;
