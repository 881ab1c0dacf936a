import { config } from '../../../config';
import { registerMetadataKind } from '../../../shared/metadata/metadataKinds';

/** A bond sale's signed metadata: posted to `/create-sale` with the sale's id. */
export const saleMetadataKind = registerMetadataKind({
  kind: 'sale',
  postPath: '/create-sale',
  postBody: ({ id }) => ({ saleId: id }),
  factory: () => config.contracts.bondFactory,
});
