/**
 * @jest-environment node
 *
 * The factories' creation logs carry every setting of the new listing: the index builds a sale or
 * a pool from its log alone, with no read of the listing's state.
 */
import type { Interface } from 'ethers';
import { BondFactory__factory, StakingFactory__factory } from '../../../typechain-types';
import { bondFactoryEvents } from './bondFactory';
import { stakingFactoryEvents } from './stakingFactory';
import type { DecodeContext, RawLog } from './types';

const BOND_FACTORY = '0x00000000000000000000000000000000000000f1';
const STAKING_FACTORY = '0x00000000000000000000000000000000000000f2';
const SALE = '0x00000000000000000000000000000000000000a7';
const POOL = '0x00000000000000000000000000000000000000b3';
const OWNER = '0x00000000000000000000000000000000000000e1';
const TOKEN = '0x00000000000000000000000000000000000000c4';
const E18 = 10n ** 18n;

const context: DecodeContext = { timestamp: 1_700_000_000, listingAt: () => undefined, pool: () => undefined };

function logOf(iface: Interface, address: string, name: string, args: unknown[]): RawLog {
  const { data, topics } = iface.encodeEventLog(name, args);
  return { address, topics, data, blockNumber: 42, blockHash: `0x${'42'.repeat(32)}`, transactionHash: `0x${'ab'.repeat(32)}`, logIndex: 5 };
}

const bondIface = BondFactory__factory.createInterface() as unknown as Interface;
const stakingIface = StakingFactory__factory.createInterface() as unknown as Interface;

const config = {
  factory: BOND_FACTORY,
  saleId: 7n,
  token: TOKEN,
  currency: 1,
  paymentToken: '0x00000000000000000000000000000000000000d1',
  projectOwner: OWNER,
  discountBps: 750n,
  startTime: 1_700_000_000n,
  endTime: 1_702_592_000n,
  vestingDuration: 604_800n,
  hardCap: 1_000n * E18,
  tokenUnit: E18,
  minPricePerToken: 3n * 10n ** 15n,
  maxPerBuyer: 200n * E18,
  maxPerQuote: 100n * E18,
  hourlyBudget: 150n * E18,
  budgetUnit: E18,
};

describe('SaleCreated', () => {
  it('becomes a sale with its owner and every term the index shows', () => {
    const log = logOf(bondIface, BOND_FACTORY, 'SaleCreated', [7n, SALE, OWNER, config]);
    expect(bondFactoryEvents(BOND_FACTORY).decode(log, context)).toMatchObject({
      listingKind: 'sale',
      listingId: 7,
      kind: 'saleCreated',
      account: OWNER,
      data: {
        sale: SALE,
        owner: OWNER,
        saleId: '7',
        token: TOKEN,
        currency: 1,
        hardCap: String(1_000n * E18),
        discountBps: 750,
        startTime: 1_700_000_000,
        endTime: 1_702_592_000,
        vestingDuration: 604_800,
        minPricePerToken: String(3n * 10n ** 15n),
        maxPerBuyer: String(200n * E18),
        maxPerQuote: String(100n * E18),
        hourlyBudget: String(150n * E18),
      },
    });
  });

  it('is dropped when another contract emits it', () => {
    const log = logOf(bondIface, STAKING_FACTORY, 'SaleCreated', [7n, SALE, OWNER, config]);
    expect(bondFactoryEvents(BOND_FACTORY).decode(log, context)).toBeNull();
  });
});

describe('PoolCreated', () => {
  it('becomes a pool with its APR, start, end and initial reward', () => {
    const log = logOf(stakingIface, STAKING_FACTORY, 'PoolCreated', [3n, POOL, OWNER, TOKEN, 1_200n, 1_700_000_000n, 1_731_536_000n, 500n * E18]);
    expect(stakingFactoryEvents(STAKING_FACTORY).decode(log, context)).toMatchObject({
      listingKind: 'pool',
      listingId: 3,
      kind: 'poolCreated',
      account: OWNER,
      data: { pool: POOL, owner: OWNER, poolId: '3', stakingToken: TOKEN, aprBps: 1_200, createdAt: 1_700_000_000, endTime: 1_731_536_000, initialReward: String(500n * E18) },
    });
  });
});
