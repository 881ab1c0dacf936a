import { StakingFactory__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';

/** The name pool metadata is stored and signed under. */
export const POOL_KIND = 'stake-pool';

/** Where pool `poolId`'s (1-based) logo is served: the metadata routes name a pool by its 0-based index. */
export const poolLogoPath = (poolId: number | bigint): string => `/stake-pools/${BigInt(poolId) - 1n}/logo`;

const factoryInterface = StakingFactory__factory.createInterface();

/**
 * The lowercase addresses of pools `ids` (1-based) at `block`, null for a pool that does not exist:
 * the count once per block, then every pool's address in one Multicall3 call.
 */
export async function poolAddresses(chain: ChainContext, block: BlockRef, ids: readonly bigint[]): Promise<Array<string | null>> {
  const total = await chain.cache.get(block, 'pools:total', () =>
    chain.guard(() => StakingFactory__factory.connect(chain.deployment.contracts.stakingFactory, chain.provider).totalPoolsCount({ blockTag: block.number })),
  );
  const existing = ids.filter((id) => id >= 1n && id <= total);
  const target = chain.deployment.contracts.stakingFactory;
  const results = await chain.multicall(block, existing.map((id) => ({ target, iface: factoryInterface, method: 'getPoolAddress', args: [id] })));
  const found = new Map(existing.map((id, i) => [id, results[i] ? String(results[i]![0]).toLowerCase() : null]));
  return ids.map((id) => found.get(id) ?? null);
}
