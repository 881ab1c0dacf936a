import Box from '@mui/material/Box';
import { useWallet } from '../../../shared/wallet';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { useSaleSummaryMap } from '../api/useSaleSummaryMap';
import { saleActivityLine } from '../lib/saleActivity';
import { BondPositionCard } from './BondPositionCard';
import { BondTotals } from './BondTotals';
import { useYourBonds } from './useYourBonds';

const ACTIVITY_PARAMS = { kind: 'bond' };

const NO_BONDS = {
  title: 'No Investments Yet',
  body: 'Bonds you buy appear here with their vesting and claimable tokens.',
  action: { label: 'Browse Bonds', to: '/bond/sales' },
} as const;

/** `/bond/project-sales`: every sale the wallet bought in, with claim (SPEC section 2). Connected only (the route guards it). */
export default function YourBondsPage() {
  const { account } = useWallet();
  const bonds = useYourBonds(account);
  const now = useChainNowSeconds(15_000, bonds.clockAnchor);
  const { items } = bonds;
  // the index's page names each sale's logo; the chain's pages ask for theirs in one request
  const summaryOf = useSaleSummaryMap(bonds.source === 'chain' && items ? items.map((bond) => bond.sale.saleId) : []);
  const logoOf = (saleId: string) => (bonds.source === 'chain' ? summaryOf.get(saleId) : bonds.displays[saleId]);

  return (
    <ListingSection titleId="your-bonds-title" title="Your Bonds">
      <ListingCards
        list={bonds}
        keyOf={(bond) => bond.sale.saleId}
        card={(bond) => <BondPositionCard bond={bond} now={now} logo={logoOf(bond.sale.saleId)} />}
        header={bonds.totals && bonds.totals.length > 0 && <BondTotals totals={bonds.totals} />}
        empty={bonds.isEmpty ? NO_BONDS : null}
        texts={{ loading: 'Loading your bonds', failure: 'Failed to load your bonds', pages: 'Your bond pages' }}
        columns={{ xs: '1fr', lg: 'repeat(2, 1fr)' }}
      />
      {account && (
        <Box sx={{ mt: 3 }}>
          <ActivityList title="Your activity" path={`/index/wallets/${account}/activity`} params={ACTIVITY_PARAMS} describe={saleActivityLine} emptyText="No bond activity yet." />
        </Box>
      )}
    </ListingSection>
  );
}
