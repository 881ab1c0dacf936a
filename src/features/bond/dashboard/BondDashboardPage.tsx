import Skeleton from '@mui/material/Skeleton';
import { useWallet } from '../../../shared/wallet';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { StatTiles } from '../../../shared/listing/StatTiles';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { useSaleSummaryMap } from '../api/useSaleSummaryMap';
import { OWNER_TEXTS } from '../lib/ownerRules';
import { OwnedSaleCard } from './OwnedSaleCard';
import { useOwnedSales } from './useOwnedSales';

const NO_SALES = {
  title: 'No Bonds Created Yet',
  body: 'Launch a bond to offer your token at a discount with vesting.',
  action: { label: 'Create Bond', to: '/bond/create' },
} as const;

/** `/bond/dashboard`: 'Your Created Bonds' — the sales the connected wallet owns. */
export default function BondDashboardPage() {
  const { account } = useWallet();
  const sales = useOwnedSales(account);
  const now = useChainNowSeconds(30_000, sales.clockAnchor);
  const { items } = sales;
  const stats = sales.statsAt(now);
  // the index's page names each sale's logo; the chain's pages ask for theirs in one request
  const summaryOf = useSaleSummaryMap(sales.source === 'chain' && items ? items.map((sale) => sale.saleId) : []);
  const logoOf = (saleId: string) => (sales.source === 'chain' ? summaryOf.get(saleId) : sales.displays[saleId]);
  // an index that answers without counts (an older server) leaves them unsaid rather than loading
  const stat = (value: number | undefined) => (value !== undefined ? value : sales.isLoading ? <Skeleton width={40} /> : '—');

  return (
    <ListingSection titleId="bond-dashboard-title" title="Your Created Bonds">
      <ListingCards
        list={sales}
        keyOf={(sale) => sale.saleId}
        card={(sale) => <OwnedSaleCard sale={sale} now={now} logo={logoOf(sale.saleId)} />}
        header={
          !(sales.isError && !items) && (
            <StatTiles
              tiles={[
                { label: 'Total Bonds Created', value: stat(stats?.totalBonds), testId: 'stat-total-bonds' },
                { label: 'Active Bonds', value: stat(stats?.activeBonds), testId: 'stat-active-bonds' },
                { label: 'Total Buyers', value: stat(stats?.totalBuyers), testId: 'stat-total-buyers' },
              ]}
            />
          )
        }
        empty={sales.isEmpty ? NO_SALES : null}
        texts={{ loading: 'Loading your bonds', failure: OWNER_TEXTS.dashboardError, pages: 'Your bond pages' }}
        columns={{ xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      />
    </ListingSection>
  );
}
