import { useEffect } from 'react';
import { prefetchRoute } from './routeChunks';

/** The in-app path a link points to, or undefined for other origins, downloads and new tabs. */
export function intentPath(target: EventTarget | null, origin: string): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, origin);
  return url.origin === origin ? url.pathname : undefined;
}

/**
 * A pointer over, a touch on or keyboard focus of any in-app link starts loading its route's chunk,
 * so the click usually finds the code there. One listener on the document covers every nav link.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = intentPath(event.target, window.location.origin);
      if (path) prefetchRoute(path);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
}
