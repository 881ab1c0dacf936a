import { apiUrl } from '../../../shared/api/productApi';
import { listedTokenLogo } from '../../../shared/lib/listedTokenLogo';
import { poolIndex } from '../api/stakingProductApi';

/** The API serves pool logos by index: `/stake-pools/{poolId-1}/logo` (TokenLogo falls back to an icon on 404). */
export function poolLogoUrl(poolId: number | string): string {
  return apiUrl(`/stake-pools/${poolIndex(poolId)}/logo`);
}

/**
 * A pool's logo sources for TokenLogo: the owner's uploaded logo first; a pool without one (the
 * seeded pools, a pool whose metadata is not saved yet) shows its token's logo from the token
 * list, as the swap and the bonds do, and only an unlisted token falls to its initials.
 */
export function poolLogoSources(pool: { poolId: number | string; stakingToken: string }): { src: string; fallbackSrc: string | null } {
  return { src: poolLogoUrl(pool.poolId), fallbackSrc: listedTokenLogo(pool.stakingToken) };
}
