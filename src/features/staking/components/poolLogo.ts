import { apiUrl } from '../../../shared/api/productApi';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import { listedTokenLogo } from '../../../shared/lib/listedTokenLogo';
import { poolIndex } from '../api/stakingProductApi';

/** The API serves pool logos by index: `/stake-pools/{poolId-1}/logo` (TokenLogo falls back to an icon on 404). */
export function poolLogoUrl(poolId: number | string): string {
  return apiUrl(`/stake-pools/${poolIndex(poolId)}/logo`);
}

export interface PoolLogoSources {
  src: string | null;
  fallbackSrc: string | null;
}

/**
 * A pool page's logo sources for TokenLogo: the owner's uploaded logo first; a pool without one (the
 * seeded pools, a pool whose metadata is not saved yet) shows its token's logo from the token
 * list, as the swap and the bonds do, and only an unlisted token falls to its initials.
 */
export function poolLogoSources(pool: { poolId: number | string; stakingToken: string }): PoolLogoSources & { src: string } {
  return { src: poolLogoUrl(pool.poolId), fallbackSrc: listedTokenLogo(pool.stakingToken) };
}

/**
 * A pool card's logo sources, from what its page knows of the pool (the index's answer or the
 * page's summaries): the uploaded logo when the pool has one, else straight to the token list's,
 * so a card never asks the API for a logo that is not there.
 */
export function poolCardLogoSources(pool: { stakingToken: string }, display: ListingDisplay): PoolLogoSources {
  const listed = listedTokenLogo(pool.stakingToken);
  return display.logoUrl ? { src: apiUrl(display.logoUrl), fallbackSrc: listed } : { src: listed, fallbackSrc: null };
}
