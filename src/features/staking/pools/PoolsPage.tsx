import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { useStakingPoolsQuery } from '../api/stakingChainApi';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { PoolCard } from '../components/PoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoPools } from '../demo/demoPools';
import { isPoolListed } from '../lib/poolStatus';
import { InlineError } from '../../../shared/ui/InlineError';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

export const POOLS_TEXTS = {
  title: 'Staking Pools',
  empty: 'No Active Staking Pools',
  error: 'Failed to load pools. Please try again later.',
} as const;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** `/staking/pools`: demo pools first, then every active pool of the registry. */
export default function PoolsPage() {
  const { data, isLoading, isError, isFetching, refetch, fulfilledTimeStamp } = useDeferredResult(useStakingPoolsQuery(undefined, listQueryOptions));
  const now = useChainNowSeconds(1000, readAnchor(data, fulfilledTimeStamp));

  const realIds = new Set((data?.pools ?? []).map((p) => p.poolId));
  // A real pool with a demo id wins over the demo entry (DESIGN.md section 5).
  const demos = config.demoEntries ? demoPools(now).filter((d) => !realIds.has(d.pool.poolId)) : [];
  const active = (data?.pools ?? []).filter((pool) => isPoolListed(pool, now));

  return (
    <Box component="section" aria-labelledby="staking-pools-title">
      <Typography id="staking-pools-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {POOLS_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Stake tokens and earn rewards at each pool&apos;s APR.
      </Typography>
      <Box sx={grid} data-testid="pool-list">
        {demos.map((demo) => (
          <PoolCard key={`demo-${demo.pool.poolId}`} pool={demo.pool} nowSeconds={now} demo logoPath={demo.logoPath} />
        ))}
        {active.map((pool) => (
          <PoolCard key={pool.poolId} pool={pool} nowSeconds={now} />
        ))}
      </Box>
      {isLoading && <PageSkeleton cards={3} label="Loading pools" />}
      {isError && !data && (
        <InlineError onRetry={refetch} retrying={isFetching} sx={{ mt: 3 }}>
          {POOLS_TEXTS.error}
        </InlineError>
      )}
      {data && active.length === 0 && (
        <Paper variant="outlined" sx={{ mt: 3, p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {POOLS_TEXTS.empty}
          </Typography>
          <Typography color="text.secondary">New pools appear here as soon as they are created.</Typography>
        </Paper>
      )}
    </Box>
  );
}
