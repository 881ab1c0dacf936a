import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWallet } from '../../../shared/wallet';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { StatTiles } from '../../../shared/listing/StatTiles';
import { OwnerPoolCard } from '../components/OwnerPoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { useOwnerPools } from './useOwnerPools';
import { useStakingStats } from './useStakingStats';

const NO_POOLS = { title: 'No Pools Created Yet', body: 'Create a pool to reward holders of your token.' } as const;

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
  const counting = summary.status === 'Loading';

  return (
    <ListingSection titleId="staking-dashboard-title" title="Staking Dashboard">
      <StatTiles
        tiles={[
          { label: 'Active Stakes', value: counting ? '…' : summary.activeStakes, caption: 'Pools where you have tokens staked', testId: 'stat-active-stakes' },
          { label: 'Active Pools', value: counting ? '…' : summary.activePools, caption: 'Of those, pools still open and earning', testId: 'stat-active-pools' },
          { label: 'Portfolio Status', value: summary.status, caption: 'Active while any stake is held', testId: 'stat-portfolio-status' },
        ]}
      />
      {failure && (
        <InlineError onRetry={failure.retry} retrying={failure.retrying} sx={{ mb: 3 }}>
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
        <ListingCards
          list={owned}
          keyOf={(pool) => pool.poolId}
          card={(pool) =>
            account && (
              <OwnerPoolCard pool={pool} account={account} nowSeconds={ownedNow} display={owned.displayOf(pool.poolId)} onMetadataSaved={owned.metadataSaved} />
            )
          }
          empty={owned.isEmpty ? NO_POOLS : null}
          texts={{ loading: 'Loading your pools', failure: 'Failed to load your pools', pages: 'Your pool pages' }}
          columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
        />
      </Box>
    </ListingSection>
  );
}
