import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { chainNowSeconds, type ChainTimeAnchor } from './chainTime';
import { CHAIN_TIME_REFRESH_MS, useChainTimeQuery } from './chainTimeApi';

const noSubscription = () => () => undefined;

/**
 * Wall-clock milliseconds, refreshed every `intervalMs` (the tick every clock below runs on).
 * While a page is prerendered, and while the browser adopts that markup, it reads the build's time
 * (React asks for the server snapshot in both): a countdown drawn an hour before the page is opened
 * must not differ from the browser's first render. The real time follows in the next render.
 */
export function useWallClockMs(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  const drawingPrerender = useSyncExternalStore(noSubscription, () => false, () => true);
  useEffect(() => {
    // A tick redraws the whole page that reads the clock (a list, a listing's page): in a
    // transition, React draws it in slices and drops it for input, never as one long task.
    const id = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  const buildTimeMs = Number(process.env.BUILD_TIME_MS);
  return drawingPrerender && buildTimeMs > 0 ? buildTimeMs : now;
}

/**
 * Chain time now, unix seconds, re-rendering every `intervalMs`. Listing times, quote
 * deadlines and rewards are all chain time, so countdowns use this, never the browser clock.
 * - `anchor` given: estimated from that read (a list or detail read that carried its chain time);
 * - `anchor` null: that read is still on its way, the browser clock stands in until it arrives;
 * - no `anchor`: estimated from the chain's latest block timestamp, read once a minute.
 */
export function useChainNowSeconds(intervalMs = 1000, anchor?: ChainTimeAnchor | null): number {
  return useChainClock(intervalMs, anchor).nowSeconds;
}

/**
 * `useChainNowSeconds` with the wall-clock moment it was computed at (`nowMs`), for a caller that
 * also counts on from another read (`nextBlockSeconds` with a quote's issue).
 */
export function useChainClock(intervalMs = 1000, anchor?: ChainTimeAnchor | null): { nowSeconds: number; nowMs: number } {
  const nowMs = useWallClockMs(intervalMs);
  const latest = useChainTimeQuery(undefined, { skip: anchor !== undefined, pollingInterval: CHAIN_TIME_REFRESH_MS });
  const used = anchor === undefined ? latest.data : anchor;
  return { nowSeconds: used ? chainNowSeconds(used.readAt, used.receivedAt, nowMs) : Math.floor(nowMs / 1000), nowMs };
}
