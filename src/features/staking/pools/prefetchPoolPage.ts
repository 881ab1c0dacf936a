import type { PageDataPrefetch } from '../../../shared/ui/sectionPage';
import { listingIdOf } from '../../../shared/listing/routeId';
import { pricesApi } from '../../../shared/prices/pricesApi';
import { stakingChainApi } from '../api/stakingChainApi';
import { poolIndex, stakingProductApi } from '../api/stakingProductApi';

/** A pool page's first reads (PoolDetailPage's own queries): the pool, its metadata, the USD prices. */
export const prefetchPoolPage: PageDataPrefetch = ({ id }, dispatch) => {
  const poolId = listingIdOf(id);
  if (poolId === null) return;
  dispatch(stakingChainApi.util.prefetch('stakingPool', poolId, {}));
  dispatch(stakingProductApi.util.prefetch('poolMetadata', poolIndex(poolId), {}));
  dispatch(pricesApi.util.prefetch('getPrices', undefined, {}));
};
