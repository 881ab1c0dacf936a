import { useMemo } from 'react';
import { config } from '../../config';
import { describeRoutes } from './lib/route';
import { compareValues, priceImpactLevel } from './lib/quoteMath';
import type { Prices } from '../../shared/prices/usdValue';
import { isNative, sameAddress, type SwapToken } from './lib/tokens';
import type { QuoteView } from './lib/quoteView';

interface Valuation {
  srcToken: SwapToken | null;
  dstToken: SwapToken | null;
  amount: bigint | null;
  quote: QuoteView;
  prices: Prices;
  tokens: SwapToken[] | undefined;
}

/** The quote against the USD prices: amounts' values, the price impact and its level, the routes. */
export function useSwapValuation({ srcToken, dstToken, amount, quote, prices, tokens }: Valuation) {
  const dstAmount = quote.dstAmount !== null ? BigInt(quote.dstAmount) : null;
  const isWrap =
    !!srcToken &&
    !!dstToken &&
    ((isNative(srcToken.address) && sameAddress(dstToken.address, config.contracts.wbnb)) ||
      (isNative(dstToken.address) && sameAddress(srcToken.address, config.contracts.wbnb)));

  const values = useMemo(
    () =>
      srcToken && dstToken && amount !== null
        ? compareValues(
            amount,
            srcToken.decimals,
            prices[srcToken.address.toLowerCase()],
            dstAmount,
            dstToken.decimals,
            prices[dstToken.address.toLowerCase()],
          )
        : null,
    [srcToken, dstToken, amount, dstAmount, prices],
  );
  // The chosen route's own impact when the API sends it; else the loss against the USD prices.
  const routeImpact = quote.quote?.priceImpact !== undefined ? Number(quote.quote.priceImpact) : NaN;
  const priceImpact = isWrap ? null : Number.isFinite(routeImpact) ? routeImpact : (values?.priceImpact ?? null);
  const routes = useMemo(
    () => describeRoutes(quote.quote?.protocols, (address) => tokens?.find((t) => t.address.toLowerCase() === address)?.symbol),
    [quote.quote, tokens],
  );
  return { dstAmount, isWrap, values, priceImpact, impactLevel: priceImpactLevel(priceImpact), routes };
}
