import { StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { addressSchema } from '../lib/schemas';
import { badRequest, notFound } from '../lib/errors';
import { parseAddress } from '../lib/validation';
import type { ListingKind } from '../listings/kind';
import { POOL_KIND } from './poolMetadata';
import { registerPoolSummariesRoute } from './summaries';

/**
 * Staking pools: metadata by 0-based index in the URLs; the post's `poolID` (and its signed
 * message) carries the 1-based pool id, stored and served at index poolID-1 (DESIGN.md section 4).
 */
export const listingKind: ListingKind = {
  kind: POOL_KIND,
  noun: 'pool',
  factory: (deployment) => deployment.contracts.stakingFactory,
  maxLogoBytes: 2 * 1024 * 1024,
  read: { prefix: '/stake-pools', param: 'index', summary: "A pool's, by 0-based index," },
  describe: (index) => `pool index ${index}`,
  post: {
    url: '/create-stake-pool',
    summary: "Sets a pool's metadata; poolID is 1-based and stored at index poolID-1",
    idField: 'poolID',
    properties: { poolAddress: addressSchema },
    required: ['poolAddress'],
  },
  /** Pool at 0-based `index`: its address and owner, read at `block`. 404 when there is none. */
  find({ chain }, block, index) {
    return chain.cache.get(block, `pool:${index}`, async () => {
      const factory = StakingFactory__factory.connect(chain.deployment.contracts.stakingFactory, chain.provider);
      const total = await chain.guard(() => factory.totalPoolsCount({ blockTag: block.number }));
      if (index < 0n || index >= total) throw notFound(`Pool ${index + 1n} does not exist`);
      const info = await chain.guard(() => factory.getPoolByIndex(index, { blockTag: block.number }));
      const owner = await chain.guard(() => StakingPool__factory.connect(info.poolAddress, chain.provider).owner({ blockTag: block.number }));
      return { address: info.poolAddress.toLowerCase(), owner: owner.toLowerCase(), entityId: Number(index) };
    });
  },
  async resolvePost(services, block, poolId, fields) {
    const claimed = parseAddress(String(fields.poolAddress), 'poolAddress');
    const found = await this.find(services, block, poolId - 1n);
    if (found.address !== claimed) throw badRequest(`poolAddress does not match pool ${poolId} on chain`);
    return found;
  },
  registerRoutes: registerPoolSummariesRoute,
};
