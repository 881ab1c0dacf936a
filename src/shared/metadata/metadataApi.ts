import { productApi } from '../api/productApi';
import type { MetadataKind, MetadataPayload } from '../../../common/metadata/signedMetadata';

/** A signed metadata post (SPEC section 7): the payload with the owner's signed three-line message. */
export interface SignedMetadataPost {
  kind: MetadataKind;
  /** sale id, or the 1-based pool id */
  id: number | string;
  owner: string;
  /** stake pools only */
  poolAddress?: string;
  message: string;
  signature: string;
  payload: MetadataPayload;
}

/**
 * The metadata cache entry a post replaces: the API reads sale metadata by sale id and pool
 * metadata by the 0-based pool index (`/stake-pools/{poolId-1}/metadata`).
 */
export function metadataTag(kind: MetadataKind, id: number | string) {
  return kind === 'sale'
    ? ({ type: 'SaleMetadata', id: Number(id) } as const)
    : ({ type: 'PoolMetadata', id: Number(id) - 1 } as const);
}

export const metadataApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    postMetadata: build.mutation<void, SignedMetadataPost>({
      query: ({ kind, id, owner, poolAddress, message, signature, payload }) =>
        kind === 'sale'
          ? { url: '/create-sale', method: 'POST', body: { saleId: String(id), owner, message, signature, ...payload } }
          : {
              url: '/create-stake-pool',
              method: 'POST',
              body: { poolID: String(id), poolAddress, owner, message, signature, ...payload },
            },
      // a signed message is accepted once: never resend it on its own
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : [metadataTag(kind, id)]),
    }),
  }),
});
