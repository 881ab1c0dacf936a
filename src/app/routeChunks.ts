import { matchPath } from 'react-router-dom';
import { BOND_BASE, bondPages } from '../features/bond/bondPages';
import { STAKING_BASE, stakingPages } from '../features/staking/stakingPages';
import { loadChainReader } from '../shared/chain/loadChainClient';
import type { SectionPage } from '../shared/ui/sectionPage';

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

/** The section page a path shows, if it is one. */
export function sectionPageFor(pathname: string): SectionPage | undefined {
  const section = sectionPages[routeChunkFor(pathname) ?? ''];
  return section?.pages.find((page) => matchPath(`${section.base}/${page.path}`, pathname));
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
