import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { lazyWithPreload } from 'react-lazy-with-preload';

// Shown only once its code is here, so it never suspends: a suspending carousel would hold back
// every other update of the page for React's Suspense throttle (300 ms), the page's data included.
const Partners = lazyWithPreload(() => import(/* webpackChunkName: "partners" */ './Partners'));

/** Reserved height, so the carousel arriving does not shift the page. */
const PLACEHOLDER_HEIGHT = 300;

/**
 * The Partners and Friends carousel sits at the bottom of every page: its code (and its 31
 * images) load when the visitor scrolls near it, not with the first screen.
 */
export function PartnersWhenVisible() {
  const anchor = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver shows it at once; a prerender (no window) leaves the placeholder.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // drawn in a transition: React draws the 62 tiles in slices, between which the page answers input
          const show = () => startTransition(() => setVisible(true));
          Partners.preload().then(show, show); // a failed load is retried by the render, and reported there
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return <Box ref={anchor} sx={{ minHeight: PLACEHOLDER_HEIGHT }} />;
  return (
    <Suspense fallback={<Box sx={{ minHeight: PLACEHOLDER_HEIGHT }} />}>
      <Partners />
    </Suspense>
  );
}

export default PartnersWhenVisible;
