import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import type { BondSale, SaleSummary } from '../api/types';
import type { DemoBond } from '../demo/demoSales';
import { formatMarketAmount } from '../lib/currency';
import { SalePriceText } from './SalePriceText';
import { isSaleEnded, progressBps, saleTimeLeftText } from '../lib/saleRules';
import { formatBps } from '../../../shared/format/percent';
import { saleLogoUrl } from './saleLogo';
import { DemoChip, SaleStatusChip } from './SaleStatusChip';
import { SaleProgressBar } from './SaleProgressBar';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { summaryNotReadyMessage } from '../lib/pricingNotReady';

export function saleDisplayName(sale: BondSale): { name: string; symbol: string } {
  return { name: sale.tokenName ?? 'Unknown token', symbol: sale.tokenSymbol ?? '???' };
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface CardBodyProps {
  sale: BondSale;
  now: number;
  logo: string | null;
  price: React.ReactNode;
  demo: boolean;
}

function CardBody({ sale, now, logo, price, demo }: CardBodyProps) {
  const { name, symbol } = saleDisplayName(sale);
  const ended = isSaleEnded(sale, now);
  const bps = progressBps(sale.soldTokens, sale.hardCap);
  return (
    <Card
      component="article"
      aria-label={`${name} bond`}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <TokenLogo src={logo} symbol={symbol} size={44} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h2" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {symbol}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-end' }}>
            <SaleStatusChip ended={ended} />
            {demo && <DemoChip />}
          </Box>
        </Box>
        <Stat label="Price per token">{price}</Stat>
        <Stat label="Discount">{formatBps(sale.discount)}</Stat>
        <Stat label="Time left">{saleTimeLeftText(sale, now)}</Stat>
        <Box sx={{ mt: 1.5 }}>
          <SaleProgressBar bps={bps} height={8} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {formatMarketAmount(sale.soldTokens, sale.tokenDecimals)} / {formatMarketAmount(sale.hardCap, sale.tokenDecimals)}{' '}
            {symbol} sold
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/bond/sales/${sale.saleId}`} variant="contained" fullWidth>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}

export interface SaleCardProps {
  sale: BondSale;
  now: number;
  /** the sale's price and logo (the page asks for every card at once); undefined while they load */
  summary: SaleSummary | undefined;
  /** why the page's request for them failed */
  failure: string | undefined;
  /** asks for the page's summaries again */
  onRetry: () => unknown;
  retrying: boolean;
}

/**
 * A live sale's card: its price and logo from the page's summaries, or why the price is missing.
 * Memoised, like the demo card: the market re-renders at once on every store update of its queries
 * (and draws their data later, deferred), and the cards need not follow when their props are the same.
 */
export const SaleCard = memo(function SaleCard({ sale, now, summary, failure, onRetry, retrying }: SaleCardProps) {
  let priceText: React.ReactNode;
  const notReady = summaryNotReadyMessage(summary?.priceError);
  if (summary?.price) priceText = <SalePriceText pricePerToken={summary.price.pricePerToken} currency={sale.currency} />;
  // not a failure: the sale's price history is still too short (the market asks again until it is ready)
  else if (notReady)
    priceText = (
      <Typography variant="body2" component="span" color="text.secondary" data-testid="pricing-not-ready">
        {notReady}
      </Typography>
    );
  else if (summary || failure !== undefined)
    priceText = (
      <InlineError onRetry={onRetry} retrying={retrying} sx={{ py: 0, px: 1 }}>
        {failureSentence('Price unavailable', summary?.priceError?.message ?? failure)}
      </InlineError>
    );
  else priceText = <Skeleton width={80} sx={{ display: 'inline-block' }} />;
  return <CardBody sale={sale} now={now} logo={saleLogoUrl(sale.token, summary)} price={priceText} demo={false} />;
});

/** A built-in demo bond: static data, local logo. */
export const DemoSaleCard = memo(function DemoSaleCard({ demo, now }: { demo: DemoBond; now: number }) {
  return <CardBody sale={demo.sale} now={now} logo={demo.logoPath} price={`$${demo.priceText}`} demo />;
});

export function SaleCardSkeleton() {
  return <Skeleton variant="rounded" height={280} aria-hidden="true" />;
}
