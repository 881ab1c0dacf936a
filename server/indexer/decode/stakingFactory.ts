import type { Interface } from 'ethers';
import { StakingFactory__factory } from '../../../typechain-types';
import { dec, lower, parse, storedEvent, topicsOf, type ContractEvents } from './types';

const iface = StakingFactory__factory.createInterface() as unknown as Interface;

const EVENTS = ['PoolCreated', 'EmergencyWithdrawInitiated', 'EmergencyWithdrawCancelled', 'EmergencyWithdrawExecuted'] as const;

/**
 * The staking factory's events: a new pool with every setting it was created with, and the
 * owner's timelocked emergency requests (an executed one closes the pool).
 */
export function stakingFactoryEvents(factory: string): ContractEvents {
  const address = factory.toLowerCase();
  return {
    topics: topicsOf(iface, EVENTS),
    decode(log, context) {
      if (log.address !== address) return null;
      const parsed = parse(iface, log);
      if (!parsed) return null;
      const a = parsed.args;
      if (parsed.name === 'PoolCreated') {
        const owner = lower(a.owner);
        return storedEvent(log, context, { kind: 'pool', id: Number(a.poolId) }, {
          kind: 'poolCreated',
          account: owner,
          amount: null,
          data: {
            pool: lower(a.pool),
            owner,
            poolId: dec(a.poolId),
            stakingToken: lower(a.stakingToken),
            aprBps: Number(a.aprBps),
            createdAt: Number(a.startTime),
            endTime: Number(a.endTime),
            initialReward: dec(a.initialReward),
          },
        });
      }
      const pool = context.pool(Number(a.poolId));
      if (!pool) return null;
      switch (parsed.name) {
        case 'EmergencyWithdrawInitiated':
          return storedEvent(log, context, pool, {
            kind: 'emergencyRequested',
            account: pool.owner,
            amount: null,
            data: { recipient: lower(a.recipient), executeAfter: Number(a.executeAfter), expiresAt: Number(a.expiresAt) },
          });
        case 'EmergencyWithdrawCancelled':
          return storedEvent(log, context, pool, { kind: 'emergencyCancelled', account: pool.owner, amount: null });
        case 'EmergencyWithdrawExecuted':
          return storedEvent(log, context, pool, { kind: 'emergencyExecuted', account: pool.owner, amount: a.amount as bigint, data: { recipient: lower(a.recipient) } });
        default:
          return null;
      }
    },
  };
}
