/**
 * The terms of new sales and pools that today's creation events leave out (a sale's cap, discount,
 * times, price floor and caps; a pool's APR and times), read once per new listing in one
 * Multicall3 batch at the block the batch ends at. The terms are fixed at creation, so the block
 * does not matter beyond the listing existing. When the creation events carry the terms, the
 * decoders fill them and nothing is read here.
 */
import type { Interface, JsonRpcProvider, Result } from 'ethers';
import { BondSale__factory, StakingPool__factory } from '../../typechain-types';
import type { StoredEvent } from '../storage/indexStore/records';
import { viewCalls } from './chainCalls';

const saleIface = BondSale__factory.createInterface() as unknown as Interface;
const poolIface = StakingPool__factory.createInterface() as unknown as Interface;

const needsTerms = (e: StoredEvent) =>
  (e.kind === 'saleCreated' && e.data.hardCap === undefined) || (e.kind === 'poolCreated' && e.data.aprBps === undefined);

/** Fills the terms of the creation events in `events` that lack them (in place). */
export async function completeCreationTerms(provider: JsonRpcProvider, multicall: string, block: number, events: readonly StoredEvent[]): Promise<void> {
  const pending = events.filter(needsTerms);
  if (pending.length === 0) return;
  const results = await viewCalls(
    provider,
    multicall,
    block,
    pending.map((e) =>
      e.kind === 'saleCreated'
        ? { target: String(e.data.sale), iface: saleIface, method: 'saleInfo' }
        : { target: String(e.data.pool), iface: poolIface, method: 'poolInfo' },
    ),
  );
  pending.forEach((event, i) => {
    const result = results[i];
    if (!result) throw new Error(`the terms of ${event.kind === 'saleCreated' ? 'sale' : 'pool'} ${event.listingId} could not be read at block ${block}`);
    const info = (result[0] as Result).toObject() as Record<string, bigint | string | boolean>;
    if (event.kind === 'saleCreated') {
      Object.assign(event.data, {
        hardCap: String(info.hardCap),
        discountBps: Number(info.discount),
        startTime: Number(info.startTime),
        endTime: Number(info.endTime),
        vestingDuration: Number(info.vestingDuration),
        minPricePerToken: String(info.minPricePerToken),
        maxPerBuyer: String(info.maxPerBuyer),
        maxPerQuote: String(info.maxPerQuote),
      });
    } else {
      Object.assign(event.data, { aprBps: Number(info.aprBps), createdAt: Number(info.createdAt), endTime: Number(info.endTime) });
    }
  });
}
