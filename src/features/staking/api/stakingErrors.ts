/** Readable sentences for the custom errors of the staking factory and its pools (DESIGN.md section 5). */
export const stakingErrorMessages: Record<string, string> = {
  InvalidDuration: 'The pool duration is invalid.',
  InvalidApr: 'The APR is invalid.',
  UnknownPool: 'This pool does not exist.',
  NotPoolOwner: 'Only the pool owner can do this.',
  EmergencyWithdrawPending: 'An emergency withdrawal is already pending.',
  NoEmergencyWithdrawPending: 'No emergency withdrawal is pending.',
  TimelockNotElapsed: 'The emergency withdrawal timelock has not elapsed yet.',
  NothingStaked: 'No staked amount to unstake',
  PoolEnded: 'This pool has ended.',
  PoolInactive: 'This pool is inactive.',
  AlreadyInitialized: 'This pool has already been set up.',
  EmergencyWithdrawExpired: 'The emergency withdrawal request has expired. Start a new one.',
  PoolClosed: 'This pool has ended.',
  PoolShort: 'This pool holds less than it owes, so it takes no new stakes.',
};
