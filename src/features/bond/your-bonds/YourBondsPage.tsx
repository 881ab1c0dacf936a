import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { useWallet } from '../../../shared/wallet';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { useSaleSummaryMap } from '../api/useSaleSummaryMap';
import type { UserBond } from '../api/types';
import { useYourBonds } from './useYourBonds';
import { PositionDetails } from '../components/PositionDetails';
import { PositionFigure } from '../components/PositionFigure';
import { saleLogoUrl } from '../components/saleLogo';
import { SaleStatusChip } from '../components/SaleStatusChip';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { isSaleEnded, vestingDurationText } from '../lib/saleRules';
import { formatPositionFigure, type TokenTotals } from '../lib/positionFigures';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { saleActivityLine } from '../lib/saleActivity';

function BondPositionCard({ bond, now, logo }: { bond: UserBond; now: number; logo: { logoUrl: string | null } | undefined }) {
  const { sale } = bond;
  const name = sale.tokenName ?? 'Unknown token';
  const symbol = sale.tokenSymbol ?? '???';
  return (
    <Card component="article" aria-label={`${name} position`} variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo src={saleLogoUrl(sale.token, logo)} symbol={symbol} size={40} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              <Link component={RouterLink} to={`/bond/sales/${sale.saleId}`} underline="hover" color="inherit">
                {name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {symbol} · Bond #{sale.saleId} · vesting {vestingDurationText(sale.vestingDuration)}
            </Typography>
          </Box>
          <SaleStatusChip ended={isSaleEnded(sale, now)} />
        </Box>
        <PositionDetails sale={sale} buyer={bond.buyer} now={now} variant="list" />
      </CardContent>
    </Card>
  );
}

/** What the wallet holds across all its bonds, per payout token: bought, claimable now, still vesting. */
function BondTotals({ totals }: { totals: readonly TokenTotals[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="bond-totals-title" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, mb: 2.5 }}>
      <Typography id="bond-totals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Totals
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {totals.map(({ token, symbol, decimals, figures, bonds: count }) => {
          const fmt = (raw: bigint) => formatPositionFigure(raw, figures, decimals, symbol);
          return (
            <Box key={token} role="group" aria-label={`${symbol} totals`} data-testid={`bond-totals-${symbol}`}>
              <Typography variant="subtitle2" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
                {symbol} · {count} {count === 1 ? 'bond' : 'bonds'}
              </Typography>
              <Box sx={{ display: 'grid', rowGap: 0.75, columnGap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                <PositionFigure stackFromSm label="Bought" value={fmt(figures.amount)} />
                <PositionFigure stackFromSm label="Claimable now" value={fmt(figures.claimable)} />
                <PositionFigure stackFromSm label="Still vesting" value={fmt(figures.stillVesting)} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function NoInvestments() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No Investments Yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Bonds you buy appear here with their vesting and claimable tokens.
      </Typography>
      <Button component={RouterLink} to="/bond/sales" variant="contained">
        Browse Bonds
      </Button>
    </Paper>
  );
}

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
    <Box component="section" aria-labelledby="your-bonds-title">
      <Typography id="your-bonds-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Your Bonds
      </Typography>
      <ListSourceNotice source={bonds.source} lagText={bonds.lagText} />
      {bonds.isError && !items && (
        <InlineError onRetry={bonds.refetch} retrying={bonds.isFetching} sx={{ mb: 3 }}>
          {failureSentence('Failed to load your bonds', bonds.errorMessage)}
        </InlineError>
      )}
      {bonds.isLoading && (
        <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-label="Loading your bonds">
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      )}
      {bonds.isEmpty && <NoInvestments />}
      {bonds.totals && bonds.totals.length > 0 && <BondTotals totals={bonds.totals} />}
      {items && items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
          {items.map((bond) => (
            <BondPositionCard key={bond.sale.saleId} bond={bond} now={now} logo={logoOf(bond.sale.saleId)} />
          ))}
        </Box>
      )}
      <ListPages pager={bonds.pager} label="Your bond pages" />
      {account && (
        <Box sx={{ mt: 3 }}>
          <ActivityList title="Your activity" path={`/index/wallets/${account}/activity`} params={{ kind: 'bond' }} describe={saleActivityLine} emptyText="No bond activity yet." />
        </Box>
      )}
    </Box>
  );
}
