/**
 * Where a list's entries come from: the event index, or — while it cannot answer this list (down,
 * timed out, not yet indexed) — the chain's paged reads. A page the index answered before keeps
 * its entries through a failed refresh; a new list (filters, page) with no answer falls back.
 */
export type ListSource = 'index' | 'chain' | 'pending';

export function listSourceOf(query: { currentData?: unknown; isError: boolean }): ListSource {
  if (query.currentData !== undefined) return 'index';
  return query.isError ? 'chain' : 'pending';
}
