import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { useSaleSummaryMap } from '../api/useSaleSummaryMap';
import type { BondSale } from '../api/types';
import { useOwnedSales } from './useOwnedSales';
import { saleDisplayName } from '../components/SaleCard';
import { saleLogoUrl } from '../components/saleLogo';
import { SaleStatusChip } from '../components/SaleStatusChip';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { currencySymbol, formatMarketAmount } from '../lib/currency';
import { OWNER_TEXTS } from '../lib/ownerRules';
import { isSaleEnded, progressBps, saleTimeLeftText } from '../lib/saleRules';
import { formatBps } from '../../../shared/format/percent';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { InlineError } from '../../../shared/ui/InlineError';

function StatTile({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function OwnedSaleCard({ sale, now, logo }: { sale: BondSale; now: number; logo: { logoUrl: string | null } | undefined }) {
  const { name, symbol } = saleDisplayName(sale);
  const ended = isSaleEnded(sale, now);
  const bps = progressBps(sale.soldTokens, sale.hardCap);
  return (
    <Card component="article" aria-label={`Your ${symbol} bond #${sale.saleId}`} variant="outlined" sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo src={saleLogoUrl(sale.token, logo)} symbol={symbol} size={40} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {symbol} · #{sale.saleId} · paid in {currencySymbol(sale.currency)}
            </Typography>
          </Box>
          <SaleStatusChip ended={ended} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {ended ? saleTimeLeftText(sale, now) : `${saleTimeLeftText(sale, now)} left`} · {sale.buyersCount}{' '}
          {sale.buyersCount === 1 ? 'buyer' : 'buyers'}
          {ended && sale.proceedsWithdrawn ? ' · proceeds withdrawn' : ''}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress variant="determinate" value={bps / 100} aria-label="Sale progress" sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {formatBps(bps)} · {formatMarketAmount(sale.soldTokens, sale.tokenDecimals)} /{' '}
            {formatMarketAmount(sale.hardCap, sale.tokenDecimals)} {symbol} sold
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button component={RouterLink} to={`/bond/sales/${sale.saleId}`} variant="outlined" fullWidth>
          View Details
        </Button>
        <Button component={RouterLink} to={`/bond/project-sales/${sale.saleId}`} variant="contained" fullWidth>
          Manage
        </Button>
      </CardActions>
    </Card>
  );
}

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
    <Box component="section" aria-labelledby="bond-dashboard-title">
      <Typography id="bond-dashboard-title" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Your Created Bonds
      </Typography>
      <ListSourceNotice source={sales.source} lagText={sales.lagText} />
      {sales.isError && !items ? (
        <InlineError onRetry={sales.refetch} retrying={sales.isFetching} sx={{ my: 2 }}>
          {failureSentence(OWNER_TEXTS.dashboardError, sales.errorMessage)}
        </InlineError>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, my: 3 }}>
            <StatTile label="Total Bonds Created" value={stat(stats?.totalBonds)} testId="stat-total-bonds" />
            <StatTile label="Active Bonds" value={stat(stats?.activeBonds)} testId="stat-active-bonds" />
            <StatTile label="Total Buyers" value={stat(stats?.totalBuyers)} testId="stat-total-buyers" />
          </Box>
          {sales.isLoading ? (
            <Skeleton variant="rounded" height={200} aria-label="Loading your bonds" />
          ) : sales.isEmpty ? (
            <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', borderRadius: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                No Bonds Created Yet
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Launch a bond to offer your token at a discount with vesting.
              </Typography>
              <Button component={RouterLink} to="/bond/create" variant="contained">
                Create Bond
              </Button>
            </Paper>
          ) : (
            items && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
                {items.map((sale) => (
                  <OwnedSaleCard key={sale.saleId} sale={sale} now={now} logo={logoOf(sale.saleId)} />
                ))}
              </Box>
            )
          )}
          <ListPages pager={sales.pager} label="Your bond pages" />
        </>
      )}
    </Box>
  );
}
