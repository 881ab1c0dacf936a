import Typography from '@mui/material/Typography';
import { formatTimeLeft } from '../../../shared/format/timeLeft';
import type { PoolView } from '../api/types';
import { formatAprBps } from '../lib/apr';
import { formatRewardAmount } from '../lib/poolAmounts';
import { stakeRewardsPreview } from '../lib/rewardsPreview';

export interface RewardsPreviewLineProps {
  /** the typed amount (raw), null when none */
  amount: bigint | null;
  pool: Pick<PoolView, 'aprBps' | 'endTime' | 'token'>;
  nowSeconds: number;
}

/**
 * Under the amount, once one is typed: what it earns a day and until the pool ends at today's APR
 * (the stake box's ROI line). Nothing without an amount, so the empty box keeps Stake on a phone's
 * first screen.
 */
export function RewardsPreviewLine({ amount, pool, nowSeconds }: RewardsPreviewLineProps) {
  const { token } = pool;
  const preview = stakeRewardsPreview(amount, BigInt(pool.aprBps), BigInt(pool.endTime), BigInt(Math.floor(nowSeconds)));
  if (!preview) return null;
  const text = (raw: bigint) => `${formatRewardAmount(raw, token.decimals)} ${token.symbol}`;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="rewards-preview" sx={{ mt: -0.5 }}>
      Earns ≈ <strong data-testid="rewards-per-day">{text(preview.perDay)}</strong> a day,{' '}
      <strong data-testid="rewards-until-end">{text(preview.untilEnd)}</strong> by the pool&apos;s end (
      {formatTimeLeft(nowSeconds, pool.endTime)}) at {formatAprBps(pool.aprBps)} APR
    </Typography>
  );
}
