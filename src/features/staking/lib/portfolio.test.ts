import type { UserPosition } from '../api/types';
import { portfolioSummary } from './portfolio';

const now = 1_000_000;
function position(amount: string, endTime: number, active = true, rewards = '0'): UserPosition {
  return {
    pool: {
      poolId: '1', poolAddress: '0xp', owner: '0xo', stakingToken: '0xt', rewardToken: '0xt', aprBps: '1000',
      createdAt: 0, duration: 0, endTime: endTime, active, totalStaked: amount, totalClaimed: '0',
      rewardReserve: '0', unallocatedReserve: '0', pendingApr: null, token: { address: '0xt', name: 'T', symbol: 'T', decimals: 18 },
    },
    stake: { amount, claimable: rewards, claimed: '0', lastClaimTs: 0, rewards },
  };
}

describe('portfolioSummary', () => {
  it('is Loading while the read is pending', () => {
    expect(portfolioSummary({ loading: true, positions: [], nowSeconds: now }).status).toBe('Loading');
  });
  it('is Empty without any stake, even with rewards left to claim', () => {
    expect(portfolioSummary({ loading: false, positions: [position('0', now + 10, true, '5')], nowSeconds: now })).toEqual({
      status: 'Empty',
      activeStakes: 0,
      activePools: 0,
    });
  });
  it('counts stakes and the pools among them that are still Active', () => {
    const positions = [position('10', now + 100), position('3', now - 1), position('1', now + 100, false)];
    expect(portfolioSummary({ loading: false, positions, nowSeconds: now })).toEqual({
      status: 'Active',
      activeStakes: 3,
      activePools: 1,
    });
  });
});
