import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { useWallet } from '../../../shared/wallet';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { OwnerPoolCard } from '../components/OwnerPoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { useOwnerPools } from './useOwnerPools';
import { useStakingStats } from './useStakingStats';

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

/**
 * `/staking/dashboard`: the wallet's staking at a glance and the pools it created, with owner
 * actions. Two API requests in all: the index's totals of the wallet's stakes and one page of its
 * pools (each card's figures from the chain, its logo and metadata flag from that page).
 */
export default function StakingDashboardPage() {
  const { account } = useWallet();
  const { summary, failure } = useStakingStats(account);
  const owned = useOwnerPools(account);
  const ownedNow = useChainNowSeconds(1000, readAnchor(owned.readAt !== undefined ? { readAt: owned.readAt } : undefined, owned.fulfilledTimeStamp));
  const pools = owned.items;

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
      {failure && (
        <InlineError onRetry={failure.retry} retrying={failure.retrying}>
          {failureSentence('Failed to load your stakes', failure.message)}
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
        <ListSourceNotice source={owned.source} lagText={owned.lagText} />
        {owned.isLoading && <PageSkeleton cards={2} label="Loading your pools" />}
        {owned.isError && !pools && (
          <InlineError onRetry={owned.refetch} retrying={owned.isFetching}>
            {failureSentence('Failed to load your pools', owned.errorMessage)}
          </InlineError>
        )}
        {owned.isEmpty && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              No Pools Created Yet
            </Typography>
            <Typography color="text.secondary">Create a pool to reward holders of your token.</Typography>
          </Paper>
        )}
        {pools && account && pools.length > 0 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {pools.map((pool) => (
              <OwnerPoolCard
                key={pool.poolId}
                pool={pool}
                account={account}
                nowSeconds={ownedNow}
                display={owned.displayOf(pool.poolId)}
                onMetadataSaved={owned.metadataSaved}
              />
            ))}
          </Box>
        )}
        <ListPages pager={owned.pager} label="Your pool pages" />
      </Box>
    </Box>
  );
}
