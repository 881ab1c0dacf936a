import type { Interface } from 'ethers';
import { BondFactory__factory } from '../../../typechain-types';
import { dec, lower, parse, storedEvent, topicsOf, type ContractEvents } from './types';

const iface = BondFactory__factory.createInterface() as unknown as Interface;

/** The bond factory's SaleCreated: a new sale, its owner and every setting it was created with. */
export function bondFactoryEvents(factory: string): ContractEvents {
  const address = factory.toLowerCase();
  return {
    topics: topicsOf(iface, ['SaleCreated']),
    decode(log, context) {
      if (log.address !== address) return null;
      const parsed = parse(iface, log);
      if (parsed?.name !== 'SaleCreated') return null;
      const owner = lower(parsed.args.owner);
      const config = parsed.args.config;
      return storedEvent(log, context, { kind: 'sale', id: Number(parsed.args.saleId) }, {
        kind: 'saleCreated',
        account: owner,
        amount: null,
        data: {
          sale: lower(parsed.args.sale),
          owner,
          saleId: dec(parsed.args.saleId),
          token: lower(config.token),
          currency: Number(config.currency),
          hardCap: dec(config.hardCap),
          discountBps: Number(config.discountBps),
          startTime: Number(config.startTime),
          endTime: Number(config.endTime),
          vestingDuration: Number(config.vestingDuration),
          minPricePerToken: dec(config.minPricePerToken),
          maxPerBuyer: dec(config.maxPerBuyer),
          maxPerQuote: dec(config.maxPerQuote),
          hourlyBudget: dec(config.hourlyBudget),
        },
      });
    },
  };
}
