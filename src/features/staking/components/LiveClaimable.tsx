import type { PoolView } from '../api/types';
import { projectStake } from '../lib/rewards';
import { poolRunOutAt } from '../lib/runway';
import { scheduleOf } from '../lib/schedule';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';

interface LiveClaimableInput {
  staked: string;
  rewards: string;
  pool: Pick<PoolView, 'unallocatedReserve' | 'totalStaked' | 'aprBps' | 'endTime' | 'pendingApr'>;
  /** chain time of the stake read */
  readAt: number;
  /** wall-clock ms the read arrived */
  receivedAt: number;
}

/**
 * Rewards with 6 decimals (SPEC section 9), ticking up every second from the APR maths between reads, and
 * standing still once the pool's reserve would have run out.
 */
export function useLiveClaimable(props: LiveClaimableInput): bigint {
  const now = useChainNowSeconds(1000, { readAt: props.readAt, receivedAt: props.receivedAt });
  return projectStake(
    {
      staked: BigInt(props.staked),
      owed: BigInt(props.rewards),
      schedule: scheduleOf(props.pool),
      fundedUntil: poolRunOutAt(props.pool, props.readAt),
      readAt: BigInt(props.readAt),
    },
    BigInt(now),
  ).claimable;
}
