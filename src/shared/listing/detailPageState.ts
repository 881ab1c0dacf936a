/**
 * What a listing's detail page shows, from its route id and its chain read, the same for every
 * listing kind: a real listing wins over a demo entry with the same id, and the demo shows only once
 * the chain says there is none (or cannot be read).
 */
export type DetailPageState<T, D> =
  | { kind: 'not-found' }
  | { kind: 'loading' }
  | { kind: 'live'; listing: T }
  | { kind: 'demo'; demo: D }
  | { kind: 'error'; message?: string };

export interface DetailRead<T> {
  /** the listing; null when the chain says it does not exist; undefined until read */
  data?: T | null;
  isLoading: boolean;
  error?: { message?: string } | null;
}

export function detailPageState<T, D>(id: string | null, read: DetailRead<T>, demoOf: (id: string) => D | null): DetailPageState<T, D> {
  if (id === null) return { kind: 'not-found' };
  if (read.data) return { kind: 'live', listing: read.data };
  if (read.isLoading) return { kind: 'loading' };
  if (read.data === null || read.error) {
    const demo = demoOf(id);
    if (demo) return { kind: 'demo', demo };
  }
  if (read.error) return { kind: 'error', message: read.error.message };
  return read.data === null ? { kind: 'not-found' } : { kind: 'loading' };
}
