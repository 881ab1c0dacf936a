import Box from '@mui/material/Box';
import { useWallet } from '../../../shared/wallet';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { poolActivityLine } from '../lib/poolActivity';
import { StakePositionCard } from './StakePositionCard';
import { useYourStakes } from './useYourStakes';

const ACTIVITY_PARAMS = { kind: 'staking' };

export const YOUR_STAKES_TEXTS = { empty: 'No Stakes Yet', browse: 'Browse Pools' } as const;

const NO_STAKES = {
  title: YOUR_STAKES_TEXTS.empty,
  body: 'Stake in a pool to start earning rewards.',
  action: { label: YOUR_STAKES_TEXTS.browse, to: '/staking/pools' },
} as const;

/** `/staking/your-stakes`: every pool where the wallet has stake or rewards, each with Claim. */
export default function YourStakesPage() {
  const { account } = useWallet();
  const stakes = useYourStakes(account);

  return (
    <ListingSection titleId="your-stakes-title" title="Your Stakes">
      <ListingCards
        list={stakes}
        keyOf={(position) => position.pool.poolId}
        card={(position) =>
          account && (
            <StakePositionCard
              position={position}
              account={account}
              readAt={stakes.readAt}
              receivedAt={stakes.fulfilledTimeStamp ?? Date.now()}
              display={stakes.displayOf(position.pool.poolId)}
            />
          )
        }
        empty={stakes.isEmpty ? NO_STAKES : null}
        texts={{ loading: 'Loading your stakes', failure: 'Failed to load your stakes', pages: 'Your stake pages' }}
        columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      />
      {account && (
        <Box sx={{ mt: 3 }}>
          <ActivityList title="Your activity" path={`/index/wallets/${account}/activity`} params={ACTIVITY_PARAMS} describe={poolActivityLine} emptyText="No staking activity yet." />
        </Box>
      )}
    </ListingSection>
  );
}
