import type { ActivityItem, ActivityLine } from '../../../shared/activity/types';
import { decimalsOrDefault } from '../../../shared/listing/tokenReads';
import { formatAprBps } from './apr';
import { formatPoolAmount, formatRewardAmount } from './poolAmounts';

const symbolOf = (item: ActivityItem) => item.listing?.token.symbol ?? '???';
const decimalsOf = (item: ActivityItem) => decimalsOrDefault(item.listing?.token.decimals);
const principal = (raw: unknown, item: ActivityItem) => `${formatPoolAmount(String(raw ?? '0'), decimalsOf(item))} ${symbolOf(item)}`;
const rewards = (raw: unknown, item: ActivityItem) => `${formatRewardAmount(String(raw ?? '0'), decimalsOf(item))} ${symbolOf(item)}`;

const LINES: Record<string, (item: ActivityItem) => ActivityLine> = {
  poolCreated: () => ({ what: 'Pool created', amount: null }),
  stake: (item) => ({ what: 'Staked', amount: principal(item.amount, item) }),
  unstake: (item) => ({ what: 'Unstaked', amount: `${principal(item.amount, item)} with ${rewards(item.details.rewards, item)} rewards` }),
  rewardsClaimed: (item) => ({ what: 'Rewards claimed', amount: rewards(item.amount, item) }),
  rewardsFunded: (item) => ({ what: 'Rewards funded', amount: principal(item.amount, item) }),
  activeSet: (item) => ({ what: item.details.active ? 'Pool reopened' : 'Pool closed to new stakes', amount: null }),
  aprScheduled: (item) => ({
    what: 'APR change announced',
    amount: `${formatAprBps(Number(item.details.currentAprBps))} → ${formatAprBps(Number(item.details.newAprBps))}`,
  }),
  emergencyRequested: () => ({ what: 'Emergency withdrawal requested', amount: null }),
  emergencyCancelled: () => ({ what: 'Emergency withdrawal cancelled', amount: null }),
  emergencyExecuted: () => ({ what: 'Emergency withdrawal executed', amount: null }),
  excessSwept: () => ({ what: 'Excess returned to the owner', amount: null }),
};

/** What one of a pool's events says in an activity list: 'Unstaked' and '100 CAKE with 0.58451 CAKE rewards'. */
export function poolActivityLine(item: ActivityItem): ActivityLine {
  return LINES[item.kind]?.(item) ?? { what: item.kind, amount: null };
}
