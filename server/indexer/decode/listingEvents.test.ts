/**
 * @jest-environment node
 *
 * A sale's and a pool's logs as the follower finds them by topic: kept only at the address of a
 * listing of the right kind, and turned into the events the reducer folds.
 */
import type { Interface } from 'ethers';
import { BondSale__factory, StakingPool__factory } from '../../../typechain-types';
import { bondSaleEvents } from './bondSale';
import { stakingPoolEvents } from './stakingPool';
import type { DecodeContext, ListingRef, RawLog } from './types';

const SALE: ListingRef = { kind: 'sale', id: 7, address: '0x00000000000000000000000000000000000000a7', owner: '0x00000000000000000000000000000000000000e1' };
const POOL: ListingRef = { kind: 'pool', id: 3, address: '0x00000000000000000000000000000000000000b3', owner: '0x00000000000000000000000000000000000000e2' };
const BUYER = '0x00000000000000000000000000000000000000c4';
const STRANGER = '0x00000000000000000000000000000000000000d5';

const context: DecodeContext = {
  timestamp: 1_700_000_000,
  listingAt: (address) => [SALE, POOL].find((l) => l.address === address),
  pool: (id) => (id === POOL.id ? POOL : undefined),
};

const saleIface = BondSale__factory.createInterface() as unknown as Interface;
const poolIface = StakingPool__factory.createInterface() as unknown as Interface;

function logOf(iface: Interface, address: string, name: string, args: unknown[]): RawLog {
  const { data, topics } = iface.encodeEventLog(name, args);
  return { address, topics, data, blockNumber: 42, blockHash: `0x${'42'.repeat(32)}`, transactionHash: `0x${'ab'.repeat(32)}`, logIndex: 5 };
}

const position = { blockNumber: 42, logIndex: 5, txHash: `0x${'ab'.repeat(32)}`, timestamp: 1_700_000_000 };

describe('sale logs', () => {
  it('become a purchase of the buyer with what was paid, at the sale that emitted it', () => {
    const log = logOf(saleIface, SALE.address, 'Purchased', [BUYER, 10n ** 18n, 25n * 10n ** 16n, 25n * 10n ** 16n, 9n, 3n * 10n ** 18n]);
    expect(bondSaleEvents.decode(log, context)).toEqual({
      ...position,
      listingKind: 'sale',
      listingId: 7,
      kind: 'purchase',
      account: BUYER,
      amount: 10n ** 18n,
      data: { paymentAmount: '250000000000000000', pricePerToken: '250000000000000000', nonce: '9' },
    });
  });

  it('name the owner for what only the owner can do', () => {
    const log = logOf(saleIface, SALE.address, 'UnsoldTokensWithdrawn', [STRANGER, 5n, 0n]);
    expect(bondSaleEvents.decode(log, context)).toMatchObject({ kind: 'unsoldWithdrawn', account: SALE.owner, amount: 5n, data: { recipient: STRANGER } });
  });

  it('become the new price floor when the owner raises it', () => {
    const log = logOf(saleIface, SALE.address, 'MinPriceRaised', [10n ** 15n, 3n * 10n ** 15n]);
    expect(bondSaleEvents.decode(log, context)).toMatchObject({
      kind: 'minPriceRaised',
      account: SALE.owner,
      amount: null,
      data: { previousMinPrice: '1000000000000000', newMinPrice: '3000000000000000' },
    });
  });

  it('are dropped at an address that is no sale the index knows, even a pool', () => {
    const purchase = [BUYER, 1n, 1n, 1n, 1n, 1n];
    expect(bondSaleEvents.decode(logOf(saleIface, STRANGER, 'Purchased', purchase), context)).toBeNull();
    expect(bondSaleEvents.decode(logOf(saleIface, POOL.address, 'Purchased', purchase), context)).toBeNull();
  });
});

describe('pool logs', () => {
  it('become an unstake with the rewards settled beside the principal, and what was sent', () => {
    const log = logOf(poolIface, POOL.address, 'Unstaked', [BUYER, 100n, 7n, 107n]);
    expect(stakingPoolEvents.decode(log, context)).toEqual({
      ...position,
      listingKind: 'pool',
      listingId: 3,
      kind: 'unstake',
      account: BUYER,
      amount: 100n,
      data: { rewards: '7', paid: '107' },
    });
  });

  it('are dropped at a sale’s address, and when they are not a pool event at all', () => {
    expect(stakingPoolEvents.decode(logOf(poolIface, SALE.address, 'Staked', [BUYER, 1n]), context)).toBeNull();
    expect(stakingPoolEvents.decode(logOf(saleIface, POOL.address, 'Claimed', [BUYER, 1n]), context)).toBeNull();
  });
});
