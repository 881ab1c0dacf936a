import { config } from '../../../config';
import { isVerifiedListing, riskNoteWhileLoading } from '../../../shared/listing/verifiedListing';
import { isDemoPoolId } from '../demo/demoPools';

/** On the operator's verified list of pools (configuration). */
export function isVerifiedPool(poolId: string): boolean {
  return isVerifiedListing(poolId, config.verified.pools);
}

/** Whether a pool's page draws the 'Unverified' risk note before the pool is read. */
export function poolRiskNoteWhileLoading(poolId: string): boolean {
  return riskNoteWhileLoading(poolId, { verified: config.verified.pools, demoEntries: config.demoEntries, isDemoId: isDemoPoolId });
}
