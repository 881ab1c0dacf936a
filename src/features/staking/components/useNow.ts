import { useEffect, useState } from 'react';

/** Wall-clock milliseconds, refreshed every `intervalMs` (countdowns, live rewards). */
export function useNowMs(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function useNowSeconds(intervalMs = 1000): number {
  return Math.floor(useNowMs(intervalMs) / 1000);
}

/**
 * Chain time now, estimated from a read: the chain timestamp the read was made at plus
 * the wall-clock time since it arrived. Immune to a skew between the chain's clock and
 * the browser's (the dev chain's time can be moved).
 */
export function chainNowSeconds(readAt: number, receivedAtMs: number, nowMs: number): number {
  return readAt + Math.max(0, Math.floor((nowMs - receivedAtMs) / 1000));
}
