import './features';
import { areaFor, sectionPageMatch } from '../shared/extensions/areas';
import { loadChainReader } from '../shared/chain/loadChainClient';
import { yieldToMain } from '../shared/lib/yieldToMain';
import type { SectionPage } from '../shared/ui/sectionPage';
import type { AppDispatch } from '../shared/store/store';

/*
 * Which code each path of the app needs, and starting it early. No components here: the app's
 * entry runs this before anything else, so the page's code is on its way while the rest starts.
 * The areas are the installed features' (./features): one chunk per area, so a visitor on `/`
 * loads the landing chunk only.
 */

/** The area chunk a path of the app needs (none for paths the app sends home). */
export function routeChunkFor(pathname: string): string | undefined {
  return areaFor(pathname)?.chunk;
}

/** The section page a path shows, if it is one. */
export function sectionPageFor(pathname: string): SectionPage | undefined {
  return sectionPageMatch(pathname)?.page;
}

/**
 * Starts the first reads of the page at `pathname` once its code is here (a page that exports
 * `prefetchData`), so they go out before React has rendered the page rather than after.
 */
export async function prefetchRouteData(pathname: string, dispatch: AppDispatch): Promise<void> {
  const match = sectionPageMatch(pathname);
  if (!match) return;
  const module = await match.page.load().catch(() => undefined); // the render reports a failed load
  if (!module?.prefetchData) return;
  await yieldToMain(); // not in the task that has just run the page's chunk
  module.prefetchData(match.params, dispatch);
}

/** The webpack chunk names of the code a path needs first: its area, its page, the chain reader. */
export function routeChunkNames(pathname: string): string[] {
  const chunk = routeChunkFor(pathname);
  const page = sectionPageFor(pathname);
  return [...(chunk ? [chunk] : []), ...(page ? [page.chunk, 'chain-reader'] : [])];
}

/**
 * Starts fetching a path's code ahead of the click, or before the first render: its area's
 * chunk, its page's chunk and, for a section page, the chain reader, all at once instead of one
 * after another as each renders. Webpack keeps one request per chunk. Resolves when all arrived;
 * never rejects (a failed prefetch is retried by the render that needs it).
 */
export function prefetchRoute(pathname: string): Promise<void> {
  const area = areaFor(pathname);
  const page = sectionPageFor(pathname);
  const loads: Promise<unknown>[] = [];
  if (area) loads.push(area.load());
  if (page) loads.push(page.load(), loadChainReader());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}
