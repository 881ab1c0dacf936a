import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * A failed read comes back by itself: while a query that failed for a passing reason (the API or
 * the node unreachable, a 5xx, a 429) is still on screen, it is fetched again after a short,
 * bounded backoff, so the screen recovers within a few seconds of the service coming back
 * instead of waiting for the next 60 s poll or a reload.
 */

/** Delays between recovery attempts: quick at first, never longer than the cap. */
export const RECOVERY_DELAYS_MS = { first: 2_000, cap: 5_000 } as const;

/** The wait before the `failures`-th recovery attempt (1-based): doubles from `first`, capped at `cap`. */
export function recoveryDelayMs(failures: number, delays: { first: number; cap: number } = RECOVERY_DELAYS_MS): number {
  const doublings = Math.min(Math.max(failures - 1, 0), 16);
  return Math.min(delays.first * 2 ** doublings, delays.cap);
}

/**
 * True when trying again later can succeed: a transport failure or timeout, a 5xx or a 429 from
 * the API (`status`), or a chain read that failed for no reason the contract gave (`kind`
 * 'unknown': the node unreachable, the chain chunk not loaded). A 4xx answer or a contract revert
 * stays as it is.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, kind } = error as { status?: unknown; kind?: unknown };
  if (status !== undefined) return typeof status !== 'number' || status >= 500 || status === 429;
  return kind === 'unknown';
}

/** What the middleware needs of an RTK Query api: its state's place, its subscribers and a way to refetch one entry. */
export interface RecoverableApi {
  reducerPath: string;
  endpoints: Record<string, unknown>;
  // the live subscriber count is kept by the api's middleware (the state's copy lags up to 500 ms);
  // dispatching this action returns it, as RTK Query's own hooks do
  internalActions: { internal_getRTKQSubscriptions(): UnknownAction };
}

interface SubscriptionSelectors {
  getSubscriptionCount(queryCacheKey: string): number;
}

interface QueryRejectedMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown; queryCacheKey?: string };
  condition?: boolean;
}

interface ApiSlice {
  queries: Record<string, { status?: string } | undefined>;
}

type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/** The middleware for `apis`; `delays` is lowered by tests. Put it after the apis' own middleware. */
export function createQueryRecoveryMiddleware(
  apis: readonly RecoverableApi[],
  delays: { first: number; cap: number } = RECOVERY_DELAYS_MS,
): Middleware {
  const failures = new Map<string, number>();
  const scheduled = new Set<string>();

  return (store) => (next) => (action) => {
    const result = next(action);
    const { type, payload, meta } = action as UnknownAction & { meta?: QueryRejectedMeta };
    const api = apis.find((candidate) => type.startsWith(`${candidate.reducerPath}/executeQuery/`));
    const arg = meta?.arg;
    if (!api || arg?.type !== 'query' || !arg.queryCacheKey || !arg.endpointName) return result;
    const key = `${api.reducerPath}\u0000${arg.queryCacheKey}`;
    if (type.endsWith('/fulfilled')) {
      failures.delete(key);
      return result;
    }
    // a condition-skipped request (another one is already running) is no failure
    if (!type.endsWith('/rejected') || meta?.condition || !isPassingFailure(payload) || scheduled.has(key)) return result;

    const count = (failures.get(key) ?? 0) + 1;
    failures.set(key, count);
    scheduled.add(key);
    const { endpointName, originalArgs, queryCacheKey } = arg;
    setTimeout(() => {
      scheduled.delete(key);
      const slice = (store.getState() as Record<string, ApiSlice | undefined>)[api.reducerPath];
      const subscriptions = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as SubscriptionSelectors;
      const onScreen = subscriptions.getSubscriptionCount(queryCacheKey) > 0;
      if (!onScreen || slice?.queries[queryCacheKey]?.status !== 'rejected') {
        failures.delete(key);
        return;
      }
      const endpoint = api.endpoints[endpointName] as { initiate?: Initiate } | undefined;
      if (endpoint?.initiate) store.dispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }) as UnknownAction);
    }, recoveryDelayMs(count, delays));
    return result;
  };
}
