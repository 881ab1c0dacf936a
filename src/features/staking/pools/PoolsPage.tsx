import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { PoolCard } from '../components/PoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoPools } from '../demo/demoPools';
import { isPoolListed, poolStatus } from '../lib/poolStatus';
import { InlineError } from '../../../shared/ui/InlineError';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { ListToolbar } from '../../../shared/indexedList/ListToolbar';
import { searchTermOf, showsExamples } from '../../../shared/indexedList/listFilters';
import { useListFilters } from '../../../shared/indexedList/useListFilters';
import { useWallet } from '../../../shared/wallet/useWallet';
import { POOL_LIST_TEXTS, POOL_SORT_RULES, POOL_TOOLBAR } from './poolList';
import { usePoolListing } from './usePoolListing';

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

/** What an empty list says: the search, the tab or the wallet filter that found nothing. */
function emptyTitle(search: string | null, tab: 'live' | 'finished', stakedOnly: boolean): string {
  if (search !== null) return POOL_LIST_TEXTS.noMatch(search);
  if (stakedOnly) return POOL_LIST_TEXTS.noStaked;
  return tab === 'finished' ? POOL_LIST_TEXTS.noFinished : POOLS_TEXTS.empty;
}

/**
 * `/staking/pools`: demo pools first, then the pools the event index lists for the chosen tab,
 * search, order and 'Staked only', each card drawn from the chain's figures.
 */
export default function PoolsPage() {
  const { account } = useWallet();
  const [filters, changeFilters] = useListFilters(POOL_SORT_RULES);
  const listing = usePoolListing(filters, account);
  const { items: pools } = listing;
  const now = useChainNowSeconds(1000, readAnchor(listing.readAt ? { readAt: listing.readAt } : undefined, listing.fulfilledTimeStamp));
  const chainOnly = listing.source === 'chain';
  const tab = chainOnly ? 'live' : filters.tab;
  const stakedOnly = !chainOnly && filters.mine && Boolean(account);

  const realIds = new Set((pools ?? []).map((p) => p.poolId));
  // A real pool with a demo id wins over the demo entry (DESIGN.md section 5).
  const examples = config.demoEntries && (chainOnly || showsExamples(filters, account));
  const demos = examples ? demoPools(now).filter((d) => !realIds.has(d.pool.poolId)) : [];
  // the index chooses the pools; whether one is live is the chain's word, at the chain's time
  const shown = (pools ?? []).filter((pool) => (tab === 'finished' ? poolStatus(pool, now) === 'Ended' : isPoolListed(pool, now)));
  const search = chainOnly ? null : searchTermOf(filters.q);

  return (
    <Box component="section" aria-labelledby="staking-pools-title">
      <Typography id="staking-pools-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {POOLS_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Stake tokens and earn rewards at each pool&apos;s APR.
      </Typography>
      <ListToolbar filters={filters} onChange={changeFilters} texts={POOL_TOOLBAR} mineLabel={account ? POOL_LIST_TEXTS.stakedOnly : undefined} chainOnly={chainOnly} />
      <ListSourceNotice source={listing.source} lagText={listing.lagText} chainOnlyText={POOL_LIST_TEXTS.chainOnly} />
      <Box sx={grid} data-testid="pool-list">
        {demos.map((demo) => (
          <PoolCard key={`demo-${demo.pool.poolId}`} pool={demo.pool} nowSeconds={now} demo logoPath={demo.logoPath} />
        ))}
        {shown.map((pool) => (
          <PoolCard key={pool.poolId} pool={pool} nowSeconds={now} display={listing.displayOf(pool.poolId)} />
        ))}
      </Box>
      {!pools && !listing.isError && <PageSkeleton cards={3} label="Loading pools" />}
      {listing.isError && !pools && (
        <InlineError onRetry={listing.refetch} retrying={listing.isFetching} sx={{ mt: 3 }}>
          {POOLS_TEXTS.error}
        </InlineError>
      )}
      {pools && shown.length === 0 && (
        <Paper variant="outlined" sx={{ mt: 3, p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {emptyTitle(search, tab, stakedOnly)}
          </Typography>
          {search === null && !stakedOnly && tab === 'live' && (
            <Typography color="text.secondary">New pools appear here as soon as they are created.</Typography>
          )}
        </Paper>
      )}
      <ListPages pager={listing.pager} label="Pool pages" />
    </Box>
  );
}
