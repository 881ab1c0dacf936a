import { productApi, type ApiError } from '../../../shared/api/productApi';
import { metadataTag } from '../../../shared/metadata/metadataTag';
import { config } from '../../../config';
import type { PoolMetadata, PoolSummary } from './types';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/**
 * Pool metadata from the API (`/stake-pools/{poolId-1}/metadata`: the API keys pools by
 * index). 404 means none (null). Any other failure stays an error, so the pool page says the
 * description could not be loaded (with Retry) instead of claiming there is none; the pool's
 * figures come from the chain and show either way. Cached 5 minutes.
 */
export function poolIndex(poolId: number | string): number {
  return Number(poolId) - 1;
}

export const stakingProductApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    poolMetadata: build.query<PoolMetadata | null, number>({
      async queryFn(index, _api, _extra, baseQuery) {
        const result = await baseQuery(`/stake-pools/${index}/metadata`);
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as PoolMetadata };
      },
      keepUnusedDataFor: config.cache.metadataSeconds,
      providesTags: (_result, _error, index) => [metadataTag('stake-pool', index + 1)],
    }),
    /**
     * The logo and metadata flag of every card of a page in one request, by pool id (1-based, in
     * page order): the cards' display while the event index, which carries it, is down. Saving a
     * pool's metadata refreshes it through the pool's metadata tag.
     */
    poolSummaries: build.query<PoolSummary[], readonly string[]>({
      query: (poolIds) => `/stake-pools/summaries?ids=${poolIds.join(',')}`,
      providesTags: (_result, _error, poolIds) => poolIds.map((id) => metadataTag('stake-pool', id)),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { usePoolMetadataQuery, usePoolSummariesQuery } = recoveringQueryHooks(stakingProductApi);

export const metadataQueryOptions = { refetchOnMountOrArgChange: config.cache.metadataSeconds } as const;
