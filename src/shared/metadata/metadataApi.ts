import { productApi } from '../api/productApi';
import type { MetadataPayload } from '../../../common/metadata/signedMetadata';
import { metadataKind } from './metadataKinds';
import { metadataTag } from './metadataTag';

/** A signed metadata post (SPEC section 7): the payload with the owner's signed three-line message. */
export interface SignedMetadataPost {
  /** a registered metadata kind ('drop') */
  kind: string;
  /** the listing's id (decimal) */
  id: number | string;
  owner: string;
  /** the listing's contract, for kinds whose post names it */
  address?: string;
  message: string;
  signature: string;
  payload: MetadataPayload;
}

export const metadataApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    postMetadata: build.mutation<void, SignedMetadataPost>({
      query: ({ kind, id, owner, address, message, signature, payload }) => {
        const { postPath, postBody } = metadataKind(kind);
        return { url: postPath, method: 'POST', body: { ...postBody({ id: String(id), address }), owner, message, signature, ...payload } };
      },
      // a signed message is accepted once: never resend it on its own
      extraOptions: { maxRetries: 0 },
      // the listing's metadata and everything that shows it (a market card's logo) read again
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : [metadataTag(kind, id)]),
    }),
  }),
});
