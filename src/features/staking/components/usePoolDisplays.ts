import { useCallback } from 'react';
import { NO_LISTING_DISPLAY, type ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import type { ListSource } from '../../../shared/indexedList/listSource';
import { usePoolSummaryMap } from '../api/usePoolSummaryMap';

/** A page's pool cards' displays (logo, metadata flag), by pool id. */
export type PoolDisplayOf = (poolId: string) => ListingDisplay;

const NO_IDS: readonly string[] = [];

/**
 * Where a page of pool cards takes each card's logo and metadata flag: the event index's answer
 * (no request of its own) or, while the page reads the chain, one summaries request for the pools
 * on screen. Never a request per card.
 */
export function usePoolDisplays(source: ListSource, indexDisplays: Record<string, ListingDisplay>, chainPoolIds: readonly string[]): PoolDisplayOf {
  const summaries = usePoolSummaryMap(source === 'chain' ? chainPoolIds : NO_IDS);
  return useCallback(
    (poolId: string) => {
      if (source === 'index') return indexDisplays[poolId] ?? NO_LISTING_DISPLAY;
      const summary = summaries.get(poolId);
      return summary ? { logoUrl: summary.logoUrl, hasMetadata: summary.hasMetadata } : NO_LISTING_DISPLAY;
    },
    [source, indexDisplays, summaries],
  );
}
