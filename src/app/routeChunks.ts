import { matchPath } from 'react-router-dom';
import { BOND_BASE, bondPages } from '../features/bond/bondPages';
import { STAKING_BASE, stakingPages } from '../features/staking/stakingPages';
import { loadChainReader } from '../shared/chain/loadChainClient';
import { yieldToMain } from '../shared/lib/yieldToMain';
import type { SectionPage } from '../shared/ui/sectionPage';
import type { AppDispatch } from './store';

/*
 * Which code each path of the app needs, and starting it early. No components here: the app's
 * entry runs this before anything else, so the page's code is on its way while the rest starts.
 */

// One chunk per section (webpackChunkName): a visitor on `/` loads the landing chunk only.
export const routeChunks = {
  landing: () => import(/* webpackChunkName: "landing" */ '../features/landing/LandingPage'),
  bond: () => import(/* webpackChunkName: "bond" */ '../features/bond/BondSection'),
  staking: () => import(/* webpackChunkName: "staking" */ '../features/staking/StakingSection'),
  privacy: () => import(/* webpackChunkName: "privacy" */ '../features/privacy/PrivacyPage'),
};

/** The route chunk a path of the app needs (none for paths the app redirects). */
export function routeChunkFor(pathname: string): keyof typeof routeChunks | undefined {
  if (pathname === '/') return 'landing';
  if (/^\/(bond|launchpad)(\/|$)/.test(pathname)) return 'bond';
  if (/^\/staking(\/|$)/.test(pathname)) return 'staking';
  if (/^\/privacy\/?$/.test(pathname)) return 'privacy';
  return undefined;
}

const sectionPages: Record<string, { base: string; pages: readonly SectionPage[] }> = {
  bond: { base: BOND_BASE, pages: bondPages },
  staking: { base: STAKING_BASE, pages: stakingPages },
};

/** The section page a path shows, if it is one, with the path's params ('sales/:id' → { id }). */
function sectionPageMatch(pathname: string): { page: SectionPage; params: Record<string, string | undefined> } | undefined {
  const section = sectionPages[routeChunkFor(pathname) ?? ''];
  for (const page of section?.pages ?? []) {
    const match = matchPath(`${section.base}/${page.path}`, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
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

/** The webpack chunk names of the code a path needs first: its section, its page, the chain reader. */
export function routeChunkNames(pathname: string): string[] {
  const chunk = routeChunkFor(pathname);
  const page = sectionPageFor(pathname);
  return [...(chunk ? [chunk] : []), ...(page ? [page.chunk, 'chain-reader'] : [])];
}

/**
 * Starts fetching a path's code ahead of the click, or before the first render: its section's
 * chunk, its page's chunk and, for a section page, the chain reader, all at once instead of one
 * after another as each renders. Webpack keeps one request per chunk. Resolves when all arrived;
 * never rejects (a failed prefetch is retried by the render that needs it).
 */
export function prefetchRoute(pathname: string): Promise<void> {
  const chunk = routeChunkFor(pathname);
  const page = sectionPageFor(pathname);
  const loads: Promise<unknown>[] = [];
  if (chunk) loads.push(routeChunks[chunk]());
  if (page) loads.push(page.load(), loadChainReader());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}
