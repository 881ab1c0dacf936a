import { apiUrl } from '../../../shared/api/productApi';
import { poolIndex } from '../api/stakingProductApi';

/** The API serves pool logos by index: `/stake-pools/{poolId-1}/logo` (TokenLogo falls back to an icon on 404). */
export function poolLogoUrl(poolId: number | string): string {
  return apiUrl(`/stake-pools/${poolIndex(poolId)}/logo`);
}
