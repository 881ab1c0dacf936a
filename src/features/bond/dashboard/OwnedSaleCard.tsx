import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { formatBps } from '../../../shared/format/percent';
import type { BondSale } from '../api/types';
import { saleDisplayName } from '../components/SaleCard';
import { saleLogoUrl } from '../components/saleLogo';
import { SaleStatusChip } from '../components/SaleStatusChip';
import { currencySymbol, formatMarketAmount } from '../lib/currency';
import { isSaleEnded, progressBps, saleTimeLeftText } from '../lib/saleRules';

/** A sale on its owner's dashboard: progress, buyers, and the way to its page and its management. */
export function OwnedSaleCard({ sale, now, logo }: { sale: BondSale; now: number; logo: { logoUrl: string | null } | undefined }) {
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
