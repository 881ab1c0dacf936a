import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';

// One lazy component per page for the app's lifetime: a new one per render would unmount the page
// (losing its state) and suspend again each time the section re-renders. Preloaded (`.preload()`),
// it renders without suspending at all, which hydration needs: a page that suspends while it is
// adopted is revealed only after React's Suspense throttle (300 ms) instead of at once.
type PageLoad = () => Promise<{ default: ComponentType }>;

const lazyPages = new WeakMap<PageLoad, PreloadableComponent<ComponentType>>();

export function lazyPage(load: PageLoad): PreloadableComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazyWithPreload(load);
    lazyPages.set(load, page);
  }
  return page;
}
