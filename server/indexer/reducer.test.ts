/** @jest-environment node */
import { aprInForce, bondKey, emptyWorkingSet, saleEndsAt, stakeKey } from '../storage/indexStore/records';
import {
  aprScheduled,
  bondClaim,
  BUYER,
  BUYER_2,
  E18,
  emergencyExecuted,
  endedEarly,
  funded,
  minPriceRaised,
  poolCreated,
  purchase,
  saleCreated,
  stake,
  unstake,
} from '../storage/indexStore/testing/eventFixtures';
import { applyEvents, foldOrder } from './reducer';

describe('sales', () => {
  it('counts sold tokens, proceeds and distinct buyers, and a buyer’s bought, paid and claimed', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [
      saleCreated(1, { block: 10 }),
      purchase(1, BUYER, 100n * E18, { block: 11 }, 5n),
      purchase(1, BUYER, 50n * E18, { block: 12 }, 3n),
      purchase(1, BUYER_2, 10n * E18, { block: 12, log: 1 }, 1n),
      bondClaim(1, BUYER, 20n * E18, { block: 13 }),
    ]);
    const sale = set.sales.get(1)!;
    expect(sale).toMatchObject({ soldTokens: 160n * E18, totalProceeds: 9n, buyersCount: 2, totalClaimed: 20n * E18, closedAt: null });
    expect(set.bonds.get(bondKey(1, BUYER))).toMatchObject({ bought: 150n * E18, paid: 8n, claimed: 20n * E18, purchases: 2, firstAt: 1011, lastAt: 1013 });
    expect(set.bonds.get(bondKey(1, BUYER_2))).toMatchObject({ bought: 10n * E18, purchases: 1 });
  });

  it('closes a sale when it sells out or ends early, at that block’s time, whichever comes first', () => {
    const soldOut = emptyWorkingSet();
    applyEvents(soldOut, [saleCreated(1, { block: 10 }, { hardCap: 100n }), purchase(1, BUYER, 100n, { block: 20 }), endedEarly(1, { block: 30 })]);
    expect(soldOut.sales.get(1)).toMatchObject({ closedAt: 1020, endedEarly: true });
    expect(saleEndsAt(soldOut.sales.get(1)!)).toBe(1020);

    const early = emptyWorkingSet();
    applyEvents(early, [saleCreated(1, { block: 10 }, { endTime: 5_000 }), endedEarly(1, { block: 40 })]);
    expect(saleEndsAt(early.sales.get(1)!)).toBe(1040);
  });

  it('takes the owner’s raised price floor, and the hourly budget the sale was created with', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [saleCreated(1, { block: 10 }, { hardCap: 1_000n }), minPriceRaised(1, 1n, 40n, { block: 11 }), minPriceRaised(1, 40n, 90n, { block: 12 })]);
    expect(set.sales.get(1)).toMatchObject({ minPricePerToken: 90n, hourlyBudget: 100n });
  });

  it('refuses an event of a sale that is neither loaded nor created in the batch', () => {
    expect(() => applyEvents(emptyWorkingSet(), [purchase(7, BUYER, 1n, { block: 1 })])).toThrow('names sale 7, which is not loaded');
  });
});

describe('pools', () => {
  it('keeps total stake and stakers in step with stakes and unstakes, rewards paid on unstake counting as claimed', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [
      poolCreated(1, { block: 10 }),
      stake(1, BUYER, 100n, { block: 11 }),
      stake(1, BUYER, 50n, { block: 12 }),
      stake(1, BUYER_2, 10n, { block: 12, log: 1 }),
      unstake(1, BUYER, 150n, 7n, { block: 13 }),
    ]);
    expect(set.pools.get(1)).toMatchObject({ totalStaked: 10n, stakersCount: 1, totalClaimed: 7n });
    expect(set.stakes.get(stakeKey(1, BUYER))).toMatchObject({ staked: 0n, rewardsClaimed: 7n, stakes: 2 });
    expect(set.stakes.get(stakeKey(1, BUYER_2))).toMatchObject({ staked: 10n, stakes: 1 });
  });

  it('applies the first funding logged before its PoolCreated in the same transaction', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [funded(1, 500n, { block: 10, log: 0 }), poolCreated(1, { block: 10, log: 2 })]);
    expect(set.pools.get(1)!.totalFunded).toBe(500n);
  });

  it('ends a pool closed by an executed emergency withdrawal at that block, inactive for good', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [poolCreated(1, { block: 10 }, { endTime: 100_000 }), stake(1, BUYER, 5n, { block: 11 }), emergencyExecuted(1, 300n, { block: 20 })]);
    expect(set.pools.get(1)).toMatchObject({ active: false, endTime: 1020, reserveWithdrawn: 300n, emergency: null, totalStaked: 5n });

    const ended = emptyWorkingSet();
    applyEvents(ended, [poolCreated(1, { block: 10 }, { endTime: 1015 }), emergencyExecuted(1, 1n, { block: 20 })]);
    expect(ended.pools.get(1)!.endTime).toBe(1015);
  });

  it('answers the announced APR from its effective time on, and the old one before', () => {
    const set = emptyWorkingSet();
    applyEvents(set, [poolCreated(1, { block: 10 }, { aprBps: 1200 }), aprScheduled(1, 1200, 1500, 90_000, { block: 11 })]);
    const pool = set.pools.get(1)!;
    expect(aprInForce(pool, 89_999)).toBe(1200);
    expect(aprInForce(pool, 90_000)).toBe(1500);
  });
});

it('orders creations first, then by block and log index', () => {
  const events = [stake(1, BUYER, 1n, { block: 5, log: 3 }), funded(1, 1n, { block: 5, log: 1 }), poolCreated(1, { block: 5, log: 4 }), stake(1, BUYER, 1n, { block: 4 })];
  expect([...events].sort(foldOrder).map((e) => `${e.kind}@${e.blockNumber}/${e.logIndex}`)).toEqual(['poolCreated@5/4', 'stake@4/0', 'rewardsFunded@5/1', 'stake@5/3']);
});
