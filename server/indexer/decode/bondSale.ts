import type { Interface } from 'ethers';
import { BondSale__factory } from '../../../typechain-types';
import { dec, listingEvents, lower, type ContractEvents } from './types';

const iface = BondSale__factory.createInterface() as unknown as Interface;

const EVENTS = [
  'Purchased',
  'Claimed',
  'ProceedsWithdrawn',
  'PlatformFeeWithdrawn',
  'UnsoldTokensWithdrawn',
  'SaleEndedEarly',
  'EmergencyWithdrawn',
  'MinPriceRaised',
  'ExcessSwept',
] as const;

/** A bond sale's events, found by topic over a range and kept only for sales the index knows. */
export const bondSaleEvents: ContractEvents = listingEvents(iface, EVENTS, 'sale', (parsed, listing, event) => {
  const a = parsed.args;
  switch (parsed.name) {
    case 'Purchased':
      return event('purchase', lower(a.buyer), a.tokenAmount as bigint, {
        paymentAmount: dec(a.paymentAmount),
        pricePerToken: dec(a.pricePerToken),
        nonce: dec(a.nonce),
      });
    case 'Claimed':
      return event('claim', lower(a.buyer), a.amount as bigint);
    case 'ProceedsWithdrawn':
      return event('proceedsWithdrawn', lower(a.owner), a.amount as bigint, { recipient: lower(a.recipient) });
    case 'PlatformFeeWithdrawn':
      return event('platformFeeWithdrawn', lower(a.recipient), a.amount as bigint, { recipient: lower(a.recipient) });
    case 'UnsoldTokensWithdrawn':
      return event('unsoldWithdrawn', listing.owner, a.amount as bigint, { recipient: lower(a.recipient) });
    case 'SaleEndedEarly':
      return event('endedEarly', lower(a.owner), null);
    case 'EmergencyWithdrawn':
      return event('emergencyWithdrawn', listing.owner, a.amount as bigint, { recipient: lower(a.recipient) });
    case 'MinPriceRaised':
      return event('minPriceRaised', listing.owner, null, { previousMinPrice: dec(a.previousMinPrice), newMinPrice: dec(a.newMinPrice) });
    case 'ExcessSwept':
      return event('excessSwept', listing.owner, a.amount as bigint, { asset: lower(a.asset), recipient: lower(a.recipient) });
    default:
      return null;
  }
});
