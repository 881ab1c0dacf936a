import { formatAmount } from '../../../shared/lib/amounts';
import { projectStake } from '../lib/rewards';
import { chainNowSeconds, useNowMs } from './useNow';

interface LiveClaimableInput {
  staked: string;
  rewards: string;
  rewardReserve: string;
  aprBps: string;
  endTime: string;
  /** chain time of the stake read */
  readAt: number;
  /** wall-clock ms the read arrived */
  receivedAt: number;
}

/** Rewards with 6 decimals (SPEC section 9), ticking up every second from the APR maths between reads. */
export function useLiveClaimable(props: LiveClaimableInput): bigint {
  const nowMs = useNowMs(1000);
  const now = chainNowSeconds(props.readAt, props.receivedAt, nowMs);
  return projectStake(
    {
      staked: BigInt(props.staked),
      owed: BigInt(props.rewards),
      rewardReserve: BigInt(props.rewardReserve),
      aprBps: BigInt(props.aprBps),
      endTime: BigInt(props.endTime),
      readAt: BigInt(props.readAt),
    },
    BigInt(now),
  ).claimable;
}

export function formatRewards(raw: bigint | string, decimals: number): string {
  return formatAmount(raw, decimals, 6, { fixed: true, group: true });
}
