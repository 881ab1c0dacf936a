import type { Interface } from 'ethers';
import { StakingPool__factory } from '../../../typechain-types';
import { dec, listingEvents, lower, type ContractEvents } from './types';

const iface = StakingPool__factory.createInterface() as unknown as Interface;

// ReserveWithdrawn is left out: only the factory's EmergencyWithdrawExecuted causes it, which the index keeps.
const EVENTS = ['Staked', 'Unstaked', 'RewardsClaimed', 'RewardsFunded', 'ActiveUpdated', 'AprChangeScheduled', 'ExcessSwept'] as const;

/** A staking pool's events, found by topic over a range and kept only for pools the index knows. */
export const stakingPoolEvents: ContractEvents = listingEvents(iface, EVENTS, 'pool', (parsed, listing, event) => {
  const a = parsed.args;
  switch (parsed.name) {
    case 'Staked':
      return event('stake', lower(a.user), a.amount as bigint);
    case 'Unstaked':
      return event('unstake', lower(a.user), a.amount as bigint, { rewards: dec(a.rewards), paid: dec(a.paid) });
    case 'RewardsClaimed':
      return event('rewardsClaimed', lower(a.user), a.amount as bigint);
    case 'RewardsFunded':
      return event('rewardsFunded', lower(a.from), a.amount as bigint);
    case 'ActiveUpdated':
      return event('activeSet', listing.owner, null, { active: Boolean(a.active) });
    case 'AprChangeScheduled':
      return event('aprScheduled', listing.owner, null, {
        currentAprBps: Number(a.currentAprBps),
        newAprBps: Number(a.newAprBps),
        effectiveAt: Number(a.effectiveAt),
      });
    case 'ExcessSwept':
      return event('excessSwept', listing.owner, a.amount as bigint, { token: lower(a.token), recipient: lower(a.recipient) });
    default:
      return null;
  }
});
