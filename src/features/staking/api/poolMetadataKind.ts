import { config } from '../../../config';
import { registerMetadataKind } from '../../../shared/metadata/metadataKinds';

/** A staking pool's signed metadata: posted to `/create-stake-pool` with the pool's id and contract. */
export const poolMetadataKind = registerMetadataKind({
  kind: 'stake-pool',
  postPath: '/create-stake-pool',
  postBody: ({ id, address }) => ({ poolID: id, poolAddress: address }),
  needsAddress: true,
  factory: () => config.contracts.stakingFactory,
});
