import { prefetchRoute, prefetchRouteData } from './app/routeChunks';
import { yieldToMain } from './shared/lib/yieldToMain';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The page's code starts loading first, beside the entry's own start rather than after it.
const routeLoaded = prefetchRoute(window.location.pathname);

/**
 * The app starts in steps, each in a task of its own (the imports are in this chunk: `eager` only
 * defers running them), so that a phone's main thread is never held for the whole start at once.
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  // RTK Query's two APIs, the rest of the store's modules, then the store: each a task of its own
  await import(/* webpackMode: "eager" */ './shared/api/productApi');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './shared/chain/chainApi');
  await yieldToMain();
  const { makeStore } = await import(/* webpackMode: "eager" */ './shared/store/store');
  await yieldToMain();
  const store = makeStore();
  const firstState = store.getState(); // what a prerendered page was drawn from: no read sent yet
  void prefetchRouteData(window.location.pathname, store.dispatch);
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/theme');
  await yieldToMain();
  // MUI's Box and Button (with ButtonBase and its ripple) are the costliest modules the first
  // screen needs, 8–18 ms each on this machine's CPU: each gets a task of its own
  await import(/* webpackMode: "eager" */ '@mui/material/Box');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@mui/material/Button');
  await yieldToMain();
  const { mountApp, preloadRouteComponents } = await import(/* webpackMode: "eager" */ './app/mountApp');
  await yieldToMain();
  // A prerendered page is adopted in one pass once its code is here; an empty one renders at once.
  if (root.firstElementChild) await Promise.all([routeLoaded, preloadRouteComponents(window.location.pathname)]);
  await yieldToMain(); // not in the task of the last chunk to arrive, which has run that chunk
  mountApp(root, store, firstState);
}

void start(container);
