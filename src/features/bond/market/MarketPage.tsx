import { useDeferredValue, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { useSaleSummariesQuery } from '../api';
import type { SaleSummary } from '../api/types';
import { DemoSaleCard, SaleCard, SaleCardSkeleton } from '../components/SaleCard';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoBonds } from '../demo/demoSales';
import { isSaleEnded } from '../lib/saleRules';
import { emptyFilteredMarketText, emptyMarketText, type EmptyMarketText } from '../lib/emptyMarket';
import { ListPages } from '../../../shared/indexedList/ListPages';
import { ListSourceNotice } from '../../../shared/indexedList/ListSourceNotice';
import { ListToolbar } from '../../../shared/indexedList/ListToolbar';
import { searchTermOf, showsExamples } from '../../../shared/indexedList/listFilters';
import { useListFilters } from '../../../shared/indexedList/useListFilters';
import { MARKET_SORT_RULES, MARKET_TEXTS, MARKET_TOOLBAR } from './marketList';
import { useMarketSales } from './useMarketSales';
import { summaryNotReadyMessage } from '../lib/pricingNotReady';
import { InlineError } from '../../../shared/ui/InlineError';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export function EmptyMarket({ text }: { text: EmptyMarketText }) {
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

/**
 * `/bond/sales`: demo bonds, then the sales the event index lists for the chosen tab, search and
 * order, each card drawn from the chain's figures (SPEC section 2).
 */
export default function MarketPage({ showDemo = config.demoEntries }: MarketPageProps) {
  const [filters, changeFilters] = useListFilters(MARKET_SORT_RULES);
  // Every card follows the time: the first real time after the prerender's build time, then the
  // chain's, redraws them all, which is drawn in a transition like the data.
  const market = useMarketSales(filters);
  const now = useDeferredValue(useChainNowSeconds(30_000, market.clockAnchor));
  const chainOnly = market.source === 'chain';
  const tab = chainOnly ? 'live' : filters.tab;
  const examples = showDemo && (chainOnly || showsExamples(filters));
  const demos = useMemo(() => (examples ? demoBonds(now) : []), [examples, now]);
  // the index chooses the sales; whether one has ended is the chain's word, at the chain's time
  const shownSales = useMemo(
    () => (market.items ?? []).filter((sale) => isSaleEnded(sale, now) === (tab === 'finished')),
    [market.items, now, tab],
  );
  // every card's price and logo in one request, with the ids the page's chain read prefetched
  const [waitingForPricing, setWaitingForPricing] = useState(false);
  // a sale whose pricing is not ready yet is asked about again until it is (the rest of the page is fresh)
  const summaries = useDeferredResult(
    useSaleSummariesQuery(market.summaryIds.length ? market.summaryIds : skipToken, { pollingInterval: waitingForPricing ? config.lists.refetchMs : 0 }),
  );
  const anyNotReady = (summaries.data ?? []).some((entry) => summaryNotReadyMessage(entry.priceError) !== null);
  if (anyNotReady !== waitingForPricing) setWaitingForPricing(anyNotReady);
  const summaryOf = useMemo(() => new Map<string, SaleSummary>((summaries.data ?? []).map((entry) => [entry.saleId, entry])), [summaries.data]);
  const summariesFailure = summaries.isError ? (summaries.error?.message ?? '') : undefined;
  // a real sale with a demo id wins over the demo entry (DESIGN.md section 5)
  const realIds = new Set((market.items ?? []).map((s) => s.saleId));
  const shownDemos = demos.filter((d) => !realIds.has(d.sale.saleId));
  const search = chainOnly ? null : searchTermOf(filters.q);
  const loading = market.items === undefined && !market.isError;

  return (
    <Box component="section" aria-labelledby="bond-market-title">
      <Typography id="bond-market-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Bond Market
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Buy project tokens at a discount, paid in BNB, USDT or USD1, and claim them as they vest.
      </Typography>

      <ListToolbar filters={filters} onChange={changeFilters} texts={MARKET_TOOLBAR} chainOnly={chainOnly} />
      <ListSourceNotice source={market.source} lagText={market.lagText} chainOnlyText={MARKET_TEXTS.chainOnly} />

      {market.isError && (
        <InlineError onRetry={market.refetch} retrying={market.isFetching} sx={{ mb: 3 }}>
          {failureSentence('Failed to load bonds', market.errorMessage)}
        </InlineError>
      )}

      <Box sx={grid}>
        {shownDemos.map((demo) => (
          <DemoSaleCard key={`demo-${demo.sale.saleId}`} demo={demo} now={now} />
        ))}
        {loading && Array.from({ length: 3 }, (_, i) => <SaleCardSkeleton key={`skeleton-${i}`} />)}
        {shownSales.map((sale) => (
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

      {market.items && shownSales.length === 0 && (
        <Box sx={{ mt: shownDemos.length > 0 ? 3 : 0 }}>
          <EmptyMarket
            text={
              search !== null || tab === 'finished'
                ? emptyFilteredMarketText({ tab, search })
                : emptyMarketText({ anySales: market.anySales, examplesShown: shownDemos.length > 0 })
            }
          />
        </Box>
      )}

      <ListPages pager={market.pager} label="Bond pages" />
    </Box>
  );
}
