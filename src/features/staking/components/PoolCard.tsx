import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useUsdPrice } from '../../../shared/prices/useUsdPrice';
import { usdApprox } from '../../../shared/prices/usdValue';
import { UsdText } from '../../../shared/prices/UsdText';
import type { PoolView } from '../api/types';
import { formatAprBps } from '../lib/apr';
import { formatTimeLeft } from '../../../shared/format/timeLeft';
import { formatMarketAmount } from '../lib/poolAmounts';
import { DemoBadge } from './PoolStatusChip';
import { poolCardLogoSources } from './poolLogo';
import { NO_LISTING_DISPLAY, type ListingDisplay } from '../../../shared/indexedList/listingDisplay';

export interface PoolCardProps {
  pool: PoolView;
  nowSeconds: number;
  demo?: boolean;
  /** local logo for demo pools */
  logoPath?: string;
  /** the pool's logo as its page knows it (the index's answer or the page's summaries) */
  display?: ListingDisplay;
}

export function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" data-testid={testId} sx={{ fontWeight: 600, wordBreak: "break-word" }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One row of the pools list: logo, token, APR, totals, reserve, countdown, link to the detail.
 * Memoised, like the sale card: the list draws again on every update of its queries, the card
 * only when its own props change.
 */
export const PoolCard = memo(function PoolCard({ pool, nowSeconds, demo = false, logoPath, display = NO_LISTING_DISPLAY }: PoolCardProps) {
  const { token } = pool;
  // demo pools are examples: their tokens are not on this chain's price feed
  const usdPrice = useUsdPrice(pool.stakingToken, { skip: demo });
  return (
    <Card variant="outlined" component="article" aria-label={`${token.symbol} pool #${pool.poolId}`} data-testid="pool-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo {...(demo ? { src: logoPath } : poolCardLogoSources(pool, display))} symbol={token.symbol} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {token.symbol}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {token.name} · Pool #{pool.poolId}
            </Typography>
          </Box>
          {demo && <DemoBadge />}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
          <Stat label="APR" value={formatAprBps(pool.aprBps)} testId="pool-apr" />
          <Stat label="Ends in" value={formatTimeLeft(nowSeconds, pool.endTime)} testId="pool-ends-in" />
          <Stat
            label="Total staked"
            value={
              <>
                <span>{`${formatMarketAmount(pool.totalStaked, token.decimals)} ${token.symbol}`}</span>
                <UsdText text={demo ? null : usdApprox(pool.totalStaked, token.decimals, usdPrice)} testId="pool-tvl-usd" />
              </>
            }
          />
          <Stat label="Reward reserve" value={`${formatMarketAmount(pool.rewardReserve, token.decimals)} ${token.symbol}`} />
        </Box>
        <Button component={RouterLink} to={`/staking/pools/${pool.poolId}`} variant="contained" fullWidth>
          View Pool
        </Button>
      </CardContent>
    </Card>
  );
});
