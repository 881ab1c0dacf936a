import { useEffect, useState } from 'react';

/**
 * Unix seconds from the browser clock, re-rendering every `intervalMs`. Sale times and quote
 * deadlines are chain time; on BSC (and in tests, whose browser clock follows the chain) the two agree.
 */
export function useNowSeconds(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
