import type { Interface } from 'ethers';
import { StakingPool__factory } from '../../../typechain-types';
import type { StoredEvent } from '../../storage/indexStore/records';
import { dec, lower, parse, storedEvent, topicsOf, type ContractEvents } from './types';

const iface = StakingPool__factory.createInterface() as unknown as Interface;

// ReserveWithdrawn is left out: only the factory's EmergencyWithdrawExecuted causes it, which the index keeps.
const EVENTS = ['Staked', 'Unstaked', 'RewardsClaimed', 'RewardsFunded', 'ActiveUpdated', 'AprChangeScheduled', 'ExcessSwept'] as const;

/** A staking pool's events, found by topic over a range and kept only for pools the index knows. */
export const stakingPoolEvents: ContractEvents = {
  topics: topicsOf(iface, EVENTS),
  decode(log, context) {
    const listing = context.listingAt(log.address);
    if (listing?.kind !== 'pool') return null;
    const parsed = parse(iface, log);
    if (!parsed) return null;
    const a = parsed.args;
    const event = (kind: StoredEvent['kind'], account: string | null, amount: bigint | null, data = {}) =>
      storedEvent(log, context, listing, { kind, account, amount, data });
    switch (parsed.name) {
      case 'Staked':
        return event('stake', lower(a.user), a.amount as bigint);
      case 'Unstaked':
        return event('unstake', lower(a.user), a.amount as bigint, { rewards: dec(a.rewards) });
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
  },
};
