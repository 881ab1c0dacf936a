import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { SectionPage } from '../ui/sectionPage';

/**
 * The top-level routes of the app, each registered by the feature that owns it. An area is one
 * chunk of code (its `webpackChunkName`); a section area also lists its pages, so the entry can
 * start a page's chunk beside its section's before React renders anything.
 */
export interface AppArea {
  /** the React Router pattern it owns: '/', '/privacy', '/drops/*' */
  path: string;
  /** the name of its chunk (the `webpackChunkName` in `load`) */
  chunk: string;
  /** its own chunk, a literal `import(/* webpackChunkName: "…" *\/ './Section')` */
  load: () => Promise<{ default: ComponentType }>;
  /** a section's pages, matched under `base` ('/drops' + 'list/:id') */
  section?: { base: string; pages: readonly SectionPage[] };
}

/** A path the app sends elsewhere: an old route ('/airdrops/*' → '/drops/list'). */
export interface AreaRedirect {
  path: string;
  to: string;
}

const registered: AppArea[] = [];
const redirectList: AreaRedirect[] = [];

export function registerArea(area: AppArea): void {
  if (registered.some((other) => other.path === area.path || other.chunk === area.chunk)) {
    throw new Error(`An area for '${area.path}' (chunk '${area.chunk}') is registered twice`);
  }
  registered.push(area);
}

export function registerRedirect(redirect: AreaRedirect): void {
  redirectList.push(redirect);
}

export const areas = (): readonly AppArea[] => registered;
export const redirects = (): readonly AreaRedirect[] => redirectList;

/** The area that shows `pathname`, following a redirect (none for a path the app sends home). */
export function areaFor(pathname: string): AppArea | undefined {
  const redirect = redirectList.find(({ path }) => matchPath(path, pathname));
  const shown = redirect ? redirect.to : pathname;
  return registered.find(({ path }) => matchPath(path, shown));
}

/** The section page a path shows, if it is one, with the path's params ('list/:id' → { id }). */
export function sectionPageMatch(pathname: string): { page: SectionPage; params: Record<string, string | undefined> } | undefined {
  const section = areaFor(pathname)?.section;
  for (const page of section?.pages ?? []) {
    const match = matchPath(`${section!.base}/${page.path}`, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}
