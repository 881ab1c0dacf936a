import type { Interface } from 'ethers';
import { BondFactory__factory } from '../../../typechain-types';
import { dec, lower, parse, storedEvent, topicsOf, type ContractEvents } from './types';

const iface = BondFactory__factory.createInterface() as unknown as Interface;

/**
 * The bond factory's SaleCreated: a new sale, its owner, token and currency. Its other terms (cap,
 * discount, times, price floor, caps) are not in today's event; the follower reads them once per
 * new sale (./creationTerms.ts) and stores them with the event.
 */
export function bondFactoryEvents(factory: string): ContractEvents {
  const address = factory.toLowerCase();
  return {
    topics: topicsOf(iface, ['SaleCreated']),
    decode(log, context) {
      if (log.address !== address) return null;
      const parsed = parse(iface, log);
      if (parsed?.name !== 'SaleCreated') return null;
      const owner = lower(parsed.args.owner);
      return storedEvent(log, context, { kind: 'sale', id: Number(parsed.args.saleId) }, {
        kind: 'saleCreated',
        account: owner,
        amount: null,
        data: { sale: lower(parsed.args.sale), owner, token: lower(parsed.args.token), currency: Number(parsed.args.currency), saleId: dec(parsed.args.saleId) },
      });
    },
  };
}
