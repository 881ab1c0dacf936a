import { isPoolListed, poolAprText, poolStatus, stakeClosedReason } from './poolStatus';

describe('poolStatus', () => {
  const now = 1_700_000_000;
  it('is Active while the flag is on and the end is ahead', () => {
    expect(poolStatus({ active: true, endTime: now + 1 }, now)).toBe('Active');
  });
  it('is Ended once the end time is reached, whatever the flag', () => {
    expect(poolStatus({ active: true, endTime: now }, now)).toBe('Ended');
    expect(poolStatus({ active: false, endTime: now - 10 }, now)).toBe('Ended');
  });
  it('is Inactive when the owner switched it off before the end', () => {
    expect(poolStatus({ active: false, endTime: now + 3600 }, now)).toBe('Inactive');
  });
  it('lists only Active pools', () => {
    expect(isPoolListed({ active: true, endTime: now + 5 }, now)).toBe(true);
    expect(isPoolListed({ active: false, endTime: now + 5 }, now)).toBe(false);
    expect(isPoolListed({ active: true, endTime: now - 5 }, now)).toBe(false);
  });
});


describe('an ended or closed pool', () => {
  it('says why it takes no stake, and that claim and unstake stay open', () => {
    expect(stakeClosedReason('Active')).toBeNull();
    expect(stakeClosedReason('Ended')).toBe('This pool has ended: it takes no new stakes and earns no more rewards. You can still claim and unstake.');
    expect(stakeClosedReason('Inactive')).toBe('This pool is inactive: it takes no new stakes. You can still claim and unstake.');
  });

  it('shows no APR as if it still earned', () => {
    expect(poolAprText('12%', 'Active')).toBe('12%');
    expect(poolAprText('12%', 'Ended')).toBe('None (ended)');
  });
});
