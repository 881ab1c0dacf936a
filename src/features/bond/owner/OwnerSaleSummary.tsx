import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import type { BondSale } from '../api/types';
import { SaleStatusChip } from '../components/SaleStatusChip';
import { Stat } from '../components/Stat';
import { currencySymbol, formatMarketAmount } from '../lib/currency';
import { saleLimitRows } from '../lib/saleLimits';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { isSaleEnded, progressBps, saleTimeLeftText, vestingDurationText } from '../lib/saleRules';
import { formatBps } from '../../../shared/format/percent';

/** The owner page's header: the sale's figures at a glance (unsold is null while loading). */
export function OwnerSaleSummary({ sale, now, logoUrl, unsold }: { sale: BondSale; now: number; logoUrl: string | null; unsold: bigint | null }) {
  const name = sale.tokenName ?? 'Unknown token';
  const symbol = sale.tokenSymbol ?? '???';
  const payment = currencySymbol(sale.currency);
  const ended = isSaleEnded(sale, now);
  const bps = progressBps(sale.soldTokens, sale.hardCap);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TokenLogo src={logoUrl} symbol={symbol} size={56} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="owner-sale-title" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Manage {name} bond #{sale.saleId}
          </Typography>
          <Typography color="text.secondary">{symbol}</Typography>
        </Box>
        <SaleStatusChip ended={ended} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Stat label="Sold" testId="owner-sold">
          {formatMarketAmount(sale.soldTokens, sale.tokenDecimals)} / {formatMarketAmount(sale.hardCap, sale.tokenDecimals)} {symbol}
        </Stat>
        <Stat label="Progress">{formatBps(bps)}</Stat>
        <Stat label="Buyers" testId="owner-buyers">
          {sale.buyersCount}
        </Stat>
        <Stat label="Time left">{saleTimeLeftText(sale, now)}</Stat>
        <Stat label={ended ? 'Ended on' : 'Ends'} testId="owner-ends">
          {formatUnixDateTime(sale.endTime)}
        </Stat>
        <Stat label="Payment currency">{payment}</Stat>
        <Stat label="Discount">{formatBps(sale.discount)}</Stat>
        <Stat label="Vesting duration">{vestingDurationText(sale.vestingDuration)}</Stat>
        {saleLimitRows(sale).map((row) => (
          <Stat key={row.testId} label={row.label} testId={row.testId}>
            {row.value}
          </Stat>
        ))}
        <Stat label="Unsold tokens" testId="owner-unsold">
          {unsold !== null ? `${formatMarketAmount(unsold, sale.tokenDecimals)} ${symbol}` : '…'}
        </Stat>
      </Box>
      <LinearProgress variant="determinate" value={bps / 100} aria-label="Sale progress" sx={{ mt: 2, height: 8, borderRadius: 4 }} />
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/bond/sales/${sale.saleId}`} size="small">
          View public page
        </Button>
      </Box>
    </Paper>
  );
}
