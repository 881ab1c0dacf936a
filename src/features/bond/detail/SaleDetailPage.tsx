import { memo, useDeferredValue } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { TokenLogo } from '../../../shared/ui/TokenLogo';
import { ActionFirstLayout } from '../../../shared/ui/ActionFirstLayout';
import { AddressWithCopy } from '../../../shared/ui/AddressWithCopy';
import { useWallet } from '../../../shared/wallet';
import {
  saleMetadataQueryOptions,
  useBondBuyerInfoQuery,
  useBondPriceQuery,
  useBondQuotesPausedQuery,
  useBondSaleQuery,
  useSaleMetadataQuery,
} from '../api';
import type { BondSale, SaleMetadata, SalePrice } from '../api/types';
import { BuyBox } from '../components/BuyBox';
import { PositionDetails } from '../components/PositionDetails';
import { QuoteErrorPanel } from '../../../shared/ui/QuoteErrorPanel';
import { bondQuoteErrorTexts } from '../lib/quoteErrorTexts';
import { pricingNotReadyMessage } from '../lib/pricingNotReady';
import { saleLogoUrl } from '../components/saleLogo';
import { DemoChip, SaleStatusChip } from '../components/SaleStatusChip';
import { listingIdOf } from '../../../shared/listing/routeId';
import { detailPageState } from '../../../shared/listing/detailPageState';
import { ListingDetailFrame } from '../../../shared/listing/ListingDetailFrame';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoBond, isDemoSaleId, type DemoBond } from '../demo/demoSales';
import { UnverifiedChip, UnverifiedNotice } from '../../../shared/ui/UnverifiedListing';
import { currencySymbol, formatMarketAmount } from '../lib/currency';
import { SalePriceText } from '../components/SalePriceText';
import { saleLimitRows } from '../lib/saleLimits';
import { isSaleEnded, progressBps, saleTimeLeftText, vestingDurationText } from '../lib/saleRules';
import { formatBps } from '../../../shared/format/percent';
import { InlineError } from '../../../shared/ui/InlineError';
import { SaleProgressBar } from '../components/SaleProgressBar';
import { Stat } from '../components/Stat';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { ActivityList } from '../../../shared/activity/ActivityList';
import { saleActivityLine } from '../lib/saleActivity';
import { useUsdPricesEarly } from '../../../shared/prices/useUsdPrice';
import { SaleLoading } from './SaleLoading';
import { isVerifiedSale } from '../lib/verifiedSale';

// the page's first reads, started before it renders (see SectionPage's PageModule)
export { prefetchSalePage as prefetchData } from './prefetchSalePage';
import { socialLinksOf } from '../../../shared/metadata/socialLinks';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

interface SaleViewProps {
  sale: BondSale;
  now: number;
  logo: string | null;
  metadata: Pick<SaleMetadata, 'description' | 'socials'> | null;
  /** what 'Price per token' shows: the price read, or why there is none */
  price: SalePrice | 'loading' | 'not priced yet' | 'unavailable' | { demoText: string };
  demo: boolean;
}

/** The sale's title row, above the buy box and the figures so that the page opens with its h1. */
function SaleHeader({ sale, now, logo, demo, paused = false }: Pick<SaleViewProps, 'sale' | 'now' | 'logo' | 'demo'> & { paused?: boolean }) {
  const symbol = sale.tokenSymbol ?? '???';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <TokenLogo src={logo} symbol={symbol} size={56} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {sale.tokenName ?? 'Unknown token'}
        </Typography>
        <Typography color="text.secondary">{symbol}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <SaleStatusChip ended={isSaleEnded(sale, now)} paused={paused} />
        {demo ? <DemoChip /> : !isVerifiedSale(sale.saleId) && <UnverifiedChip />}
      </Box>
    </Box>
  );
}

// memoised: its inputs are data, so a read that changes nothing it shows does not draw it again
const SaleView = memo(function SaleView({ sale, now, metadata, price, demo }: Omit<SaleViewProps, 'logo'>) {
  const symbol = sale.tokenSymbol ?? '???';
  const bps = progressBps(sale.soldTokens, sale.hardCap);
  const socials = socialLinksOf(metadata?.socials);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
      {/* with the sale's own words, so the warning is read with them; the header carries the label */}
      {!demo && !isVerifiedSale(sale.saleId) && (
        <Box sx={{ mb: 2 }}>
          <UnverifiedNotice creator={sale.projectOwner} />
        </Box>
      )}
      {metadata?.description && <Typography sx={{ mb: 1.5 }}>{metadata.description}</Typography>}
      {socials.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {socials.map(({ key, label, href }) => (
            <Chip key={key} label={label} component="a" href={href} target="_blank" rel="noopener noreferrer" clickable variant="outlined" />
          ))}
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, my: 2 }}>
        <Stat label="Price per token">{priceText(price, sale.currency)}</Stat>
        <Stat label="Discount">{formatBps(sale.discount)}</Stat>
        <Stat label="Payment currency">{currencySymbol(sale.currency)}</Stat>
        <Stat label="Time left">{saleTimeLeftText(sale, now)}</Stat>
        <Stat label="Vesting duration">{vestingDurationText(sale.vestingDuration)}</Stat>
        <Stat label="Buyers">{sale.buyersCount}</Stat>
        <Stat label="Sold">
          {formatMarketAmount(sale.soldTokens, sale.tokenDecimals)} / {formatMarketAmount(sale.hardCap, sale.tokenDecimals)} {symbol}
        </Stat>
        {saleLimitRows(sale).map((row) => (
          <Stat key={row.testId} label={row.label} testId={row.testId}>
            {row.value}
          </Stat>
        ))}
        <Stat label="Platform fee">{formatBps(config.platformFeeBps)}</Stat>
        <Stat label="Token contract">
          {demo ? <Typography color="text.secondary">Demo token</Typography> : <AddressWithCopy value={sale.token} kind="token" label="token address" />}
        </Stat>
      </Box>
      <Box>
        <SaleProgressBar bps={bps} height={10} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        The platform fee of 1% is deducted from the project's proceeds; buyers pay the quoted amount only.
      </Typography>
    </Paper>
  );
});

function priceText(price: SaleViewProps['price'], currency: number): React.ReactNode {
  if (price === 'loading') return <Skeleton width={100} />;
  if (price === 'not priced yet') return 'Not priced yet';
  if (price === 'unavailable') return 'Unavailable';
  if ('demoText' in price) return `$${price.demoText}`;
  return <SalePriceText pricePerToken={price.pricePerToken} currency={currency} />;
}

function LiveSale({ sale, now }: { sale: BondSale; now: number }) {
  const { account, isConnected } = useWallet();
  // each read that arrives draws the page in a transition, in slices, not in one task
  const metadata = useDeferredResult(useSaleMetadataQuery(sale.saleId, saleMetadataQueryOptions));
  const price = useDeferredResult(useBondPriceQuery(sale.saleId));
  const paused = useDeferredResult(useBondQuotesPausedQuery(undefined, { pollingInterval: config.lists.refetchMs })).data === true;
  const position = useBondBuyerInfoQuery(
    { saleId: sale.saleId, saleAddress: sale.saleAddress, buyer: account ?? '' },
    { skip: !isConnected || !account },
  );
  // a sale whose pricing is not ready yet says so in the buy box; its sentence stays while it is asked again
  const notReady = price.data ? null : pricingNotReadyMessage(price.error);
  const priceError = !notReady && price.isError && price.error ? price.error.message : null;
  return (
    <>
      <SaleHeader sale={sale} now={now} logo={saleLogoUrl(sale.token, metadata.data)} demo={false} paused={paused} />
      <ActionFirstLayout
        action={
          <>
            {priceError && <QuoteErrorPanel texts={bondQuoteErrorTexts(priceError)} retry={{ onRetry: price.refetch, retrying: price.isFetching }} />}
            {isSaleEnded(sale, now) ? (
              <SaleEndedNotice />
            ) : (
              <BuyBox
                sale={sale}
                apiTokenDecimals={price.data?.tokenDecimals}
                pricePerToken={price.data?.pricePerToken}
                priceError={priceError}
                notReady={notReady}
                paused={paused}
              />
            )}
          </>
        }
        details={
          <>
            <SaleView
              sale={sale}
              now={now}
              metadata={metadata.data ?? null}
              price={notReady ? 'not priced yet' : (price.data ?? (price.isLoading ? 'loading' : 'unavailable'))}
              demo={false}
            />
            {isConnected && position.isError && !position.data && (
              <InlineError onRetry={position.refetch} retrying={position.isFetching}>
                {failureSentence('Failed to load your position', position.error?.message)}
              </InlineError>
            )}
            {isConnected && position.data && BigInt(position.data.amount) > 0n && (
              <Paper variant="outlined" component="section" aria-labelledby="position-title" sx={{ p: 3, borderRadius: 3 }}>
                <Typography id="position-title" variant="h6" component="h2" gutterBottom>
                  Your position
                </Typography>
                <PositionDetails sale={sale} buyer={position.data} now={now} variant="detail" />
              </Paper>
            )}
            <ActivityList title="Activity" path={`/index/sales/${sale.saleId}/activity`} describe={saleActivityLine} emptyText="No activity yet." showAccount />
          </>
        }
      />
    </>
  );
}

/** An ended sale takes no purchase: in place of a buy box that could only refuse, say so. */
function SaleEndedNotice() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sale-ended-title" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="sale-ended-title" variant="h6" component="h2" gutterBottom>
        This sale has ended
      </Typography>
      <Typography color="text.secondary">
        No more tokens can be bought. Buyers claim what has vested from their position; other bonds are on the market.
      </Typography>
      <Button component={RouterLink} to="/bond/sales" variant="outlined" sx={{ mt: 2 }}>
        Back to Bond Market
      </Button>
    </Paper>
  );
}

function DemoSale({ demo, now }: { demo: DemoBond; now: number }) {
  return (
    <>
      <SaleHeader sale={demo.sale} now={now} logo={demo.logoPath} demo />
      <ActionFirstLayout
        action={
          <>
            <Alert severity="info">This is a demo bond for illustration only: buying and claiming are disabled.</Alert>
            <BuyBox sale={demo.sale} demo />
          </>
        }
        details={<SaleView sale={demo.sale} now={now} metadata={demo.metadata} price={{ demoText: demo.priceText }} demo />}
      />
    </>
  );
}

function NotFound() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        Bond not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        There is no bond sale with this id.
      </Typography>
      <Button component={RouterLink} to="/bond/sales" variant="outlined">
        Back to Bond Market
      </Button>
    </Paper>
  );
}

/** `/bond/sales/{id}`: the sale, its buy box and the wallet's position (SPEC section 2). */
export default function SaleDetailPage() {
  const { id } = useParams();
  const saleId = listingIdOf(id);
  // the clock's tick redraws the page's figures in a transition too
  const now = useDeferredValue(useChainNowSeconds(1000));
  const sale = useDeferredResult(useBondSaleQuery(saleId ?? skipToken, { pollingInterval: config.lists.refetchMs }));
  // The price and the metadata need only the id: asked for beside the sale's chain read, not after
  // it, so the sale's page is complete one round trip sooner. LiveSale reads the same cache entries.
  useBondPriceQuery(saleId ?? skipToken);
  useSaleMetadataQuery(saleId ?? skipToken, saleMetadataQueryOptions);
  useUsdPricesEarly();

  const state = detailPageState(saleId, sale, (demoId) => (config.demoEntries && isDemoSaleId(demoId) ? demoBond(demoId, now) : null));
  return (
    <ListingDetailFrame
      state={state}
      back={{ to: '/bond/sales', label: '← Bond Market' }}
      live={(listing) => <LiveSale sale={listing} now={now} />}
      demo={(demo) => <DemoSale demo={demo} now={now} />}
      loading={<SaleLoading saleId={saleId} />}
      notFound={<NotFound />}
      failure={{ title: 'Failed to load the bond', onRetry: sale.refetch, retrying: sale.isFetching }}
    />
  );
}
