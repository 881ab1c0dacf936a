import { productApi } from '../../../shared/api/productApi';
import { config } from '../../../config';
import type { PoolMetadata } from './types';

/**
 * Pool metadata from the API (`/stake-pools/{poolId-1}/metadata`: the API keys pools by
 * index). 404 means none; other failures also give null after the base query's one retry
 * (SPEC section 8), so a broken API never breaks the pool page. Cached 5 minutes.
 */
export function poolIndex(poolId: number | string): number {
  return Number(poolId) - 1;
}

export const stakingProductApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    poolMetadata: build.query<PoolMetadata | null, number>({
      async queryFn(index, _api, _extra, baseQuery) {
        const result = await baseQuery(`/stake-pools/${index}/metadata`);
        if (result.error) return { data: null };
        return { data: result.data as PoolMetadata };
      },
      keepUnusedDataFor: config.cache.metadataSeconds,
      providesTags: (_result, _error, index) => [{ type: 'PoolMetadata', id: index }],
    }),
  }),
});

export const { usePoolMetadataQuery } = stakingProductApi;

export const metadataQueryOptions = { refetchOnMountOrArgChange: config.cache.metadataSeconds } as const;
