import type { BlockRef } from '../chain/blockCache';
import type { Services } from '../services';
import type { MetadataSummary } from '../storage';

/** The name sale metadata is stored and signed under. */
export const SALE_KIND = 'sale';

/**
 * The stored metadata of sale `id` at `block`, without its logo bytes; null when none is stored,
 * a 404 when the sale does not exist. Storage failures reject with a StorageUnavailableError.
 */
export async function saleMetadata(
  { chain, storage, bondPricing }: Pick<Services, 'chain' | 'storage' | 'bondPricing'>,
  block: BlockRef,
  id: bigint,
): Promise<MetadataSummary | null> {
  const sale = await bondPricing.sale(block, id);
  return storage.getMetadata(chain.chainId, SALE_KIND, sale.saleAddress);
}

export const saleLogoPath = (id: bigint): string => `/sales/${id}/logo`;
