import { useState } from 'react';

/**
 * A failed read comes back by itself: while a query that failed for a passing reason (the API or
 * the node unreachable, a 5xx, a 429) is on screen, RTK Query polls it every few seconds, so the
 * screen recovers soon after the service does, without a reload or a click. A query nothing shows
 * has no subscriber, so nothing polls it. (Before that, productApi's baseQuery has retried a
 * passing failure once with RTK Query's `retry`, and the chain transport its RPC retries.)
 */

/** How often a failed read on screen is asked again. */
export const RECOVERY_POLL_MS = 3_000;

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

interface QueryOptions {
  skip?: boolean;
  pollingInterval?: number;
}

/** What an injected endpoint's React hooks are (RTK Query's `api.endpoints.<name>`). */
interface QueryHooks {
  useQuery: (arg: never, options?: never) => unknown;
}


/** `useXQuery` for every query endpoint `x` of `endpoints`, as RTK Query names them. */
export type RecoveringQueryHooks<E> = {
  [K in keyof E & string as E[K] extends QueryHooks ? `use${Capitalize<K>}Query` : never]: E[K] extends { useQuery: infer H } ? H : never;
};

/**
 * The query hooks of an api (`const { useSalesQuery } = recoveringQueryHooks(salesApi)` instead of
 * `= salesApi`): each is RTK Query's own `useQuery`, polled every `pollMs` while its entry has
 * failed for a passing reason. One subscription per hook: the failure is read from the hook's own
 * result, and a change of it re-renders the component at once (a state update during render), so
 * the store's every dispatch runs one selector per hook, not two.
 */
export function recoveringQueryHooks<E extends Record<string, unknown>>(api: { endpoints: E }, pollMs = RECOVERY_POLL_MS): RecoveringQueryHooks<E> {
  const hooks: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(api.endpoints)) {
    const { useQuery } = endpoint as Partial<QueryHooks>;
    if (!useQuery) continue;
    const useRecovering = (arg: unknown, options?: QueryOptions) => {
      const [polling, setPolling] = useState(false);
      const result = (useQuery as (a: unknown, o?: unknown) => { isError: boolean; error?: unknown })(
        arg,
        polling ? { ...options, pollingInterval: pollMs } : options,
      );
      const failing = result.isError && isPassingFailure(result.error);
      if (failing !== polling) setPolling(failing);
      return result;
    };
    hooks[`use${name[0]!.toUpperCase()}${name.slice(1)}Query`] = useRecovering;
  }
  return hooks as RecoveringQueryHooks<E>;
}
