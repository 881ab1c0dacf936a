import { useDeferredValue, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../../config';
import { useSaleSummariesQuery } from '../api';
import type { SaleSummary } from '../api/types';
import { DemoSaleCard, SaleCard, SaleCardSkeleton } from '../components/SaleCard';
import { useChainNowSeconds } from '../../../shared/chain/clock/useChainNow';
import { demoBonds } from '../demo/demoSales';
import { isSaleEnded } from '../lib/saleRules';
import { emptyFilteredMarketText, emptyMarketText } from '../lib/emptyMarket';
import { ListToolbar } from '../../../shared/indexedList/ListToolbar';
import { searchTermOf, showsExamples } from '../../../shared/indexedList/listFilters';
import { useListFilters } from '../../../shared/indexedList/useListFilters';
import { MARKET_SORT_RULES, MARKET_TEXTS, MARKET_TOOLBAR } from './marketList';
import { useMarketSales } from './useMarketSales';
import { summaryNotReadyMessage } from '../lib/pricingNotReady';
import { ListingCards } from '../../../shared/listing/ListingCards';
import { ListingSection } from '../../../shared/listing/ListingSection';
import { useDeferredResult } from '../../../shared/api/useDeferredResult';

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

  return (
    <ListingSection titleId="bond-market-title" title="Bond Market" lead="Buy project tokens at a discount, paid in BNB, USDT or USD1, and claim them as they vest.">
      <ListToolbar filters={filters} onChange={changeFilters} texts={MARKET_TOOLBAR} chainOnly={chainOnly} />
      <ListingCards
        list={market}
        shown={shownSales}
        keyOf={(sale) => sale.saleId}
        card={(sale) => (
          <SaleCard
            sale={sale}
            now={now}
            summary={summaryOf.get(sale.saleId)}
            failure={summariesFailure}
            onRetry={summaries.refetch}
            retrying={summaries.isFetching}
          />
        )}
        leading={shownDemos.map((demo) => (
          <DemoSaleCard key={`demo-${demo.sale.saleId}`} demo={demo} now={now} />
        ))}
        skeleton={Array.from({ length: 3 }, (_, i) => (
          <SaleCardSkeleton key={`skeleton-${i}`} />
        ))}
        empty={
          market.items && shownSales.length === 0
            ? search !== null || tab === 'finished'
              ? emptyFilteredMarketText({ tab, search })
              : emptyMarketText({ anySales: market.anySales, examplesShown: shownDemos.length > 0 })
            : null
        }
        texts={{ loading: 'Loading bonds', failure: 'Failed to load bonds', pages: 'Bond pages', chainOnly: MARKET_TEXTS.chainOnly }}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
      />
    </ListingSection>
  );
}
