import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectIsPending } from '../../../shared/tx';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { claimFromPool } from '../api/stakingTx';
import type { UserPosition } from '../api/types';
import { useLiveClaimable } from '../components/LiveClaimable';
import { formatPoolAmount, formatRewardAmount } from '../lib/poolAmounts';
import { Stat } from '../components/PoolCard';
import { PoolStatusChip } from '../components/PoolStatusChip';
import { poolCardLogoSources } from '../components/poolLogo';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { formatAprBps } from '../lib/apr';
import { poolAprNoticeText } from '../lib/aprNotice';
import { poolStatus } from '../lib/poolStatus';

/** One pool the wallet has a stake in: staked, claimable as it grows, Claim, and the way to the pool. */
export function StakePositionCard({
  position,
  account,
  readAt,
  receivedAt,
  display,
}: {
  position: UserPosition;
  account: string;
  readAt: number;
  receivedAt: number;
  display: ListingDisplay;
}) {
  const dispatch = useAppDispatch();
  const claiming = useAppSelector((state) => selectIsPending(state, { type: 'claimRewards', poolId: position.pool.poolId }));
  const nowSeconds = useChainNowSeconds(1000, { readAt, receivedAt });
  const { pool, stake } = position;
  const { token } = pool;
  const aprNotice = poolAprNoticeText(pool, nowSeconds);
  const claimable = useLiveClaimable({
    staked: stake.amount,
    rewards: stake.rewards,
    pool,
    readAt,
    receivedAt,
  });
  const onClaim = () =>
    dispatch(claimFromPool({ poolId: pool.poolId, poolAddress: pool.poolAddress, stakingToken: pool.stakingToken, symbol: token.symbol, account }));
  return (
    <Card variant="outlined" component="article" aria-label={`${token.symbol} stake in pool #${pool.poolId}`} data-testid="stake-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo {...poolCardLogoSources(pool, display)} symbol={token.symbol} size={36} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {token.symbol}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Pool #{pool.poolId} · {poolStatus(pool, nowSeconds) === 'Ended' ? 'Ended' : `${formatAprBps(pool.aprBps)} APR`}
            </Typography>
          </Box>
          <PoolStatusChip status={poolStatus(pool, nowSeconds)} />
        </Box>
        {aprNotice && (
          <Alert severity="warning" data-testid="apr-notice" sx={{ mb: 2 }}>
            {aprNotice}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
          <Stat label="Staked" testId="staked" value={`${formatPoolAmount(stake.amount, token.decimals)} ${token.symbol}`} />
          <Stat
            label="Claimable"
            value={
              <span data-testid="claimable" data-raw={claimable.toString()}>
                {formatRewardAmount(claimable, token.decimals)} {token.symbol}
              </span>
            }
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" color="success" onClick={onClaim} disabled={claiming || claimable === 0n} sx={{ flex: 1 }}>
            {claiming ? 'Claiming...' : 'Claim'}
          </Button>
          <Button component={RouterLink} to={`/staking/pools/${pool.poolId}`} variant="outlined" sx={{ flex: 1 }}>
            Manage
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
