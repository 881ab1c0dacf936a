import { listPageOf, scannedChainPage, type ChainReadState } from './listPageOf';
import type { IndexedList } from './useIndexedList';

const idle = (state: Partial<ChainReadState<string[]>> = {}): ChainReadState<string[]> => ({
  isLoading: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...state,
});

const indexed = (list: Partial<IndexedList>): IndexedList => ({
  source: 'index',
  ids: [],
  displays: {},
  addressHints: {},
  aggregates: {},
  indexedBlock: 100,
  page: 1,
  hasPrevious: false,
  hasNext: false,
  previous: () => undefined,
  next: () => undefined,
  lagText: null,
  isFetching: false,
  refetch: () => undefined,
  ...list,
});

const scannedPage = (visible: string[], page = 1) => ({ visible, page, pages: 1, setPage: () => undefined });

describe('listPageOf', () => {
  it("draws the chain's figures of the index's ids, paged by the index's cursors", () => {
    const page = listPageOf({
      index: indexed({ ids: ['7', '3'], hasNext: true, lagText: 'Showing listings up to block 100 (9 behind)' }),
      byIds: idle({ data: ['seven', 'three'], fulfilledTimeStamp: 5 }),
      chain: scannedChainPage(idle(), scannedPage([]), 2),
    });
    expect(page).toMatchObject({ source: 'index', items: ['seven', 'three'], isEmpty: false, isLoading: false, fulfilledTimeStamp: 5, lagText: 'Showing listings up to block 100 (9 behind)' });
    expect(page.pager).toMatchObject({ kind: 'cursor', page: 1, hasNext: true });
  });

  it('is empty when the index has no id on its first page, without waiting for the chain', () => {
    const page = listPageOf({ index: indexed({ ids: [] }), byIds: idle(), chain: scannedChainPage(idle(), scannedPage([]), 2) });
    expect(page).toMatchObject({ items: [], isEmpty: true, isLoading: false, isError: false });
  });

  it("is empty when the chain holds nothing of the index's only page (a stale index)", () => {
    const stale = listPageOf({ index: indexed({ ids: ['4'] }), byIds: idle({ data: [] }), chain: scannedChainPage(idle(), scannedPage([]), 2) });
    expect(stale).toMatchObject({ items: [], isEmpty: true });
    const more = listPageOf({ index: indexed({ ids: ['4'], hasNext: true }), byIds: idle({ data: [] }), chain: scannedChainPage(idle(), scannedPage([]), 2) });
    expect(more.isEmpty).toBe(false);
  });

  it('loads while the index has not answered, and fails with the chain read of its ids', () => {
    expect(listPageOf({ index: indexed({ source: 'pending' }), byIds: idle(), chain: scannedChainPage(idle(), scannedPage([]), 2) })).toMatchObject({ items: undefined, isLoading: true });
    const failed = listPageOf({ index: indexed({ ids: ['1'] }), byIds: idle({ isError: true, error: { message: 'node unreachable' } }), chain: scannedChainPage(idle(), scannedPage([]), 2) });
    expect(failed).toMatchObject({ items: undefined, isError: true, errorMessage: 'node unreachable' });
  });

  it("draws the chain's scan a numbered page at a time while the index cannot answer", () => {
    const page = listPageOf({
      index: indexed({ source: 'chain' }),
      byIds: idle(),
      chain: scannedChainPage(idle({ data: ['a', 'b', 'c'] }), scannedPage(['c'], 2), 2),
    });
    expect(page).toMatchObject({ source: 'chain', items: ['c'], isEmpty: false, lagText: null });
    expect(page.pager).toMatchObject({ kind: 'numbered', page: 2, pages: 2 });
  });
});
