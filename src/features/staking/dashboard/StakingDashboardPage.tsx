import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { useWallet } from '../../../shared/wallet';
import { useOwnerPoolsQuery, useUserPositionsQuery } from '../api/stakingChainApi';
import { config } from '../../../config';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { ListPager } from '../../../shared/listing/ListPager';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { OwnerPoolCard } from '../components/OwnerPoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { portfolioSummary } from '../lib/portfolio';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';

function StatTile({ label, value, caption }: { label: string; value: string | number; caption: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Paper>
  );
}

/** `/staking/dashboard`: the wallet's staking at a glance and the pools it created, with owner actions. */
export default function StakingDashboardPage() {
  const { account } = useWallet();
  const positions = useUserPositionsQuery(account ?? '', { skip: !account, ...listQueryOptions });
  const owned = useOwnerPoolsQuery(account ?? '', { skip: !account, ...listQueryOptions });
  const now = useChainNowSeconds(1000, readAnchor(positions.data, positions.fulfilledTimeStamp));
  const ownedRead = readAnchor(owned.data, owned.fulfilledTimeStamp);
  const ownedChainNow = useChainNowSeconds(1000, ownedRead);
  const summary = portfolioSummary({
    loading: positions.isLoading,
    positions: positions.data?.positions ?? [],
    nowSeconds: now,
  });
  const ownedNow = ownedRead ? ownedChainNow : now;
  // one page of cards is drawn: a creator may own thousands of pools
  const shown = usePagedList(owned.data?.pools ?? [], config.lists.pageSize);

  return (
    <Box component="section" aria-labelledby="staking-dashboard-title" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography id="staking-dashboard-title" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Staking Dashboard
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <StatTile label="Active Stakes" value={summary.status === 'Loading' ? '…' : summary.activeStakes} caption="Pools where you have tokens staked" />
        <StatTile label="Active Pools" value={summary.status === 'Loading' ? '…' : summary.activePools} caption="Of those, pools still open and earning" />
        <StatTile label="Portfolio Status" value={summary.status} caption="Active while any stake is held" />
      </Box>
      {positions.isError && (
        <InlineError onRetry={positions.refetch} retrying={positions.isFetching}>
          {failureSentence('Failed to load your stakes', positions.error?.message)}
        </InlineError>
      )}

      <Box component="section" aria-labelledby="your-pools-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}>
          <Typography id="your-pools-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Your Pools
          </Typography>
          <Button component={RouterLink} to="/staking/create" variant="contained">
            Create Pool
          </Button>
        </Box>
        {owned.isLoading && <PageSkeleton cards={2} label="Loading your pools" />}
        {owned.isError && !owned.data && (
          <InlineError onRetry={owned.refetch} retrying={owned.isFetching}>
            {failureSentence('Failed to load your pools', owned.error?.message)}
          </InlineError>
        )}
        {owned.data && owned.data.pools.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              No Pools Created Yet
            </Typography>
            <Typography color="text.secondary">Create a pool to reward holders of your token.</Typography>
          </Paper>
        )}
        {owned.data && account && owned.data.pools.length > 0 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {shown.visible.map((pool) => (
              <OwnerPoolCard key={pool.poolId} pool={pool} account={account} nowSeconds={ownedNow} />
            ))}
          </Box>
        )}
        <ListPager page={shown.page} pages={shown.pages} onPage={shown.setPage} label="Your pool pages" />
      </Box>
    </Box>
  );
}
