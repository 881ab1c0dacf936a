import { useDeferredValue, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { saleIdsOf, useBondSalesQuery, useSaleSummariesQuery } from '../api';
import type { SaleSummary } from '../api/types';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import { ListPager } from '../../../shared/listing/ListPager';
import { DemoSaleCard, SaleCard, SaleCardSkeleton } from '../components/SaleCard';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoBonds } from '../demo/demoSales';
import { isSaleEnded } from '../lib/saleRules';
import { emptyMarketText } from '../lib/emptyMarket';
import { summaryNotReadyMessage } from '../lib/pricingNotReady';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export function EmptyMarket({ anySales, examplesShown = false }: { anySales: boolean; examplesShown?: boolean }) {
  const text = emptyMarketText({ anySales, examplesShown });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.body}</Typography>
    </Paper>
  );
}

export interface MarketPageProps {
  /** the built-in demo bonds go first while on (config.demoEntries) */
  showDemo?: boolean;
}

/** `/bond/sales`: demo bonds, then every live sale as a card (SPEC section 2). */
export default function MarketPage({ showDemo = config.demoEntries }: MarketPageProps) {
  const [page, setPage] = useState(1);
  // Every card follows the time: the first real time after the prerender's build time, then the
  // chain's, redraws them all, which is drawn in a transition like the data.
  const now = useDeferredValue(useChainNowSeconds(30_000));
  const { data, error, isLoading, isFetching, refetch } = useDeferredResult(useBondSalesQuery({ page: page - 1 }, listQueryOptions));
  const demos = useMemo(() => (showDemo ? demoBonds(now) : []), [showDemo, now]);
  // a real sale with a demo id wins over the demo entry (DESIGN.md section 5)
  const liveSales = useMemo(() => (data?.sales ?? []).filter((sale) => !isSaleEnded(sale, now)), [data, now]);
  // every card's price and logo in one request, with the ids the page's prefetch used (bondChainApi)
  const [waitingForPricing, setWaitingForPricing] = useState(false);
  // a sale whose pricing is not ready yet is asked about again until it is (the rest of the page is fresh)
  const summaries = useDeferredResult(
    useSaleSummariesQuery(data?.sales.length ? saleIdsOf(data) : skipToken, { pollingInterval: waitingForPricing ? config.lists.refetchMs : 0 }),
  );
  const anyNotReady = (summaries.data ?? []).some((entry) => summaryNotReadyMessage(entry.priceError) !== null);
  if (anyNotReady !== waitingForPricing) setWaitingForPricing(anyNotReady);
  const summaryOf = useMemo(() => new Map<string, SaleSummary>((summaries.data ?? []).map((entry) => [entry.saleId, entry])), [summaries.data]);
  const summariesFailure = summaries.isError ? (summaries.error?.message ?? '') : undefined;
  const realIds = new Set((data?.sales ?? []).map((s) => s.saleId));
  const shownDemos = demos.filter((d) => !realIds.has(d.sale.saleId));
  const pages = data ? Math.max(1, Math.ceil(data.total / config.lists.pageSize)) : 1;

  return (
    <Box component="section" aria-labelledby="bond-market-title">
      <Typography id="bond-market-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Bond Market
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Buy project tokens at a discount, paid in BNB, USDT or USD1, and claim them as they vest.
      </Typography>

      {error && (
        <InlineError onRetry={refetch} retrying={isFetching} sx={{ mb: 3 }}>
          {failureSentence('Failed to load bonds', 'message' in error ? error.message : undefined)}
        </InlineError>
      )}

      <Box sx={grid}>
        {shownDemos.map((demo) => (
          <DemoSaleCard key={`demo-${demo.sale.saleId}`} demo={demo} now={now} />
        ))}
        {isLoading && Array.from({ length: 3 }, (_, i) => <SaleCardSkeleton key={`skeleton-${i}`} />)}
        {liveSales.map((sale) => (
          <SaleCard
            key={sale.saleId}
            sale={sale}
            now={now}
            summary={summaryOf.get(sale.saleId)}
            failure={summariesFailure}
            onRetry={summaries.refetch}
            retrying={summaries.isFetching}
          />
        ))}
      </Box>

      {data && liveSales.length === 0 && (
        <Box sx={{ mt: shownDemos.length > 0 ? 3 : 0 }}>
          <EmptyMarket anySales={data.total > 0} examplesShown={shownDemos.length > 0} />
        </Box>
      )}

      <ListPager page={page} pages={pages} onPage={setPage} label="Bond pages" />
    </Box>
  );
}
