import { useDeferredValue } from 'react';
import { config } from '../../../config';
import type { EmptyListingText } from '../../../shared/listing/EmptyListing';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { PoolCard } from '../components/PoolCard';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoPools } from '../demo/demoPools';
import { isPoolListed, poolStatus } from '../lib/poolStatus';
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

/** What an empty list says: the search, the tab or the wallet filter that found nothing. */
function emptyText(search: string | null, tab: 'live' | 'finished', stakedOnly: boolean): EmptyListingText {
  if (search !== null) return { title: POOL_LIST_TEXTS.noMatch(search) };
  if (stakedOnly) return { title: POOL_LIST_TEXTS.noStaked };
  if (tab === 'finished') return { title: POOL_LIST_TEXTS.noFinished };
  return { title: POOLS_TEXTS.empty, body: 'New pools appear here as soon as they are created.' };
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
  // a page of cards counts down every second: redrawn in a transition, in slices
  const now = useDeferredValue(useChainNowSeconds(1000, readAnchor(listing.readAt ? { readAt: listing.readAt } : undefined, listing.fulfilledTimeStamp)));
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
    <ListingSection titleId="staking-pools-title" title={POOLS_TEXTS.title} lead="Stake tokens and earn rewards at each pool's APR.">
      <ListToolbar filters={filters} onChange={changeFilters} texts={POOL_TOOLBAR} mineLabel={account ? POOL_LIST_TEXTS.stakedOnly : undefined} chainOnly={chainOnly} />
      <ListingCards
        list={listing}
        shown={shown}
        keyOf={(pool) => pool.poolId}
        card={(pool) => <PoolCard pool={pool} nowSeconds={now} display={listing.displayOf(pool.poolId)} />}
        leading={demos.map((demo) => (
          <PoolCard key={`demo-${demo.pool.poolId}`} pool={demo.pool} nowSeconds={now} demo logoPath={demo.logoPath} />
        ))}
        empty={pools && shown.length === 0 ? emptyText(search, tab, stakedOnly) : null}
        texts={{ loading: 'Loading pools', failure: POOLS_TEXTS.error, failureAlone: true, pages: 'Pool pages', chainOnly: POOL_LIST_TEXTS.chainOnly }}
        columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
        testId="pool-list"
      />
    </ListingSection>
  );
}
