import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectIsPending } from '../../../shared/tx';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { useYourStakes } from './useYourStakes';
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
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { poolActivityLine } from '../lib/poolActivity';

export const YOUR_STAKES_TEXTS = { empty: 'No Stakes Yet', browse: 'Browse Pools' } as const;

function PositionCard({
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

/** `/staking/your-stakes`: every pool where the wallet has stake or rewards, each with Claim. */
export default function YourStakesPage() {
  const { account } = useWallet();
  const stakes = useYourStakes(account);
  const { items: positions } = stakes;

  return (
    <Box component="section" aria-labelledby="your-stakes-title">
      <Typography id="your-stakes-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Your Stakes
      </Typography>
      <ListSourceNotice source={stakes.source} lagText={stakes.lagText} />
      {stakes.isLoading && <PageSkeleton cards={2} label="Loading your stakes" />}
      {stakes.isError && !positions && (
        <InlineError onRetry={stakes.refetch} retrying={stakes.isFetching}>
          {failureSentence('Failed to load your stakes', stakes.errorMessage)}
        </InlineError>
      )}
      {stakes.isEmpty && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {YOUR_STAKES_TEXTS.empty}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Stake in a pool to start earning rewards.
          </Typography>
          <Button component={RouterLink} to="/staking/pools" variant="contained">
            {YOUR_STAKES_TEXTS.browse}
          </Button>
        </Paper>
      )}
      {positions && account && positions.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {positions.map((position) => (
            <PositionCard
              key={position.pool.poolId}
              position={position}
              account={account}
              readAt={stakes.readAt}
              receivedAt={stakes.fulfilledTimeStamp ?? Date.now()}
              display={stakes.displayOf(position.pool.poolId)}
            />
          ))}
        </Box>
      )}
      <ListPages pager={stakes.pager} label="Your stake pages" />
      {account && (
        <Box sx={{ mt: 3 }}>
          <ActivityList title="Your activity" path={`/index/wallets/${account}/activity`} params={{ kind: 'staking' }} describe={poolActivityLine} emptyText="No staking activity yet." />
        </Box>
      )}
    </Box>
  );
}
