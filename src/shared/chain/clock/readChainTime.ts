import type { ContractReaders } from '../contracts';

/**
 * Chain time, unix seconds: Multicall3's `getCurrentBlockTimestamp()`, the one way the app reads
 * it. Issued in the caller's tick, it joins the caller's batch, so a list carries the time it was
 * read at (`readAt`) without a round trip of its own.
 */
export async function readChainTime(contracts: Pick<ContractReaders, 'multicall3'>): Promise<number> {
  return Number(await contracts.multicall3().getCurrentBlockTimestamp());
}
