import type { ComponentType } from 'react';
import type { AppDispatch } from '../store/store';
import type { SectionTab } from './SectionTabs';

/**
 * A page's first reads, started from its route's params as soon as its code has arrived, before
 * React renders it (the page's own hooks then find them under way, or done). Cache entries and
 * arguments are the hooks' own, so nothing is read twice.
 */
export type PageDataPrefetch = (params: Readonly<Record<string, string | undefined>>, dispatch: AppDispatch) => void;

/** What a page's chunk exports: the page, and optionally its first reads. */
export interface PageModule {
  default: ComponentType;
  prefetchData?: PageDataPrefetch;
}

/**
 * One page of a section: its route, how its code loads, what it needs, and its tab when it has one.
 * Each page folder exports its own beside the page (`market/marketRoute.ts`), so the section lists them in order.
 */
export interface SectionPage {
  /** relative to the section's base: 'list/:id' */
  path: string;
  /**
   * The name of the page's chunk (its `webpackChunkName` in `load`): a prerendered page lists the
   * chunk's files so that they download beside the entry (the build fails on a name it cannot find).
   */
  chunk: string;
  /**
   * The page's own chunk, a literal import with its name so webpack emits one chunk per page:
   * `() => import(/* webpackChunkName: "drop-list" *\/ './DropListPage')`.
   */
  load: () => Promise<PageModule>;
  /** set when the page needs a wallet: the prompt shown until one is connected (its tab is hidden until then) */
  connectMessage?: string;
  tab?: Pick<SectionTab, 'label' | 'ownsPrefixes'>;
}

/** The tab bar of a section's pages, in their order; a page that needs a wallet has a connected-only tab. */
export function sectionTabs(pages: readonly SectionPage[]): SectionTab[] {
  return pages.flatMap(({ path, tab, connectMessage }) =>
    tab ? [{ path, ...tab, ...(connectMessage === undefined ? {} : { connectedOnly: true }) }] : [],
  );
}
