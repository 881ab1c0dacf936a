import { activityItem } from '../../../shared/testing/activityItem';
import { poolActivityLine } from './poolActivity';

const E18 = 10n ** 18n;
const item = (kind: string, amount: bigint | null, details: Record<string, unknown> = {}) =>
  activityItem({
    kind,
    listing: { kind: 'pool', id: '2', address: '0x9a', token: { address: '0xc1', symbol: 'CAKE', decimals: 18 }, currency: null },
    amount: amount === null ? null : amount.toString(),
    details,
  });

describe('poolActivityLine', () => {
  it('gives stakes at the principal precision and rewards at the reward precision', () => {
    expect(poolActivityLine(item('stake', 1234n * E18 + 5n * 10n ** 13n))).toEqual({ what: 'Staked', amount: '1,234 CAKE' });
    expect(poolActivityLine(item('unstake', 100n * E18, { rewards: '584510000000000000' })).amount).toBe('100 CAKE with 0.58451 CAKE rewards');
    expect(poolActivityLine(item('rewardsClaimed', 1234567n * 10n ** 9n))).toEqual({ what: 'Rewards claimed', amount: '0.001234 CAKE' });
  });

  it('names an APR announcement by both rates, and a closed pool', () => {
    expect(poolActivityLine(item('aprScheduled', null, { currentAprBps: 1000, newAprBps: 20000 })).amount).toBe('10% → 200%');
    expect(poolActivityLine(item('activeSet', null, { active: false }))).toEqual({ what: 'Pool closed to new stakes', amount: null });
  });
});
