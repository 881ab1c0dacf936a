import { usdValueOf } from '../../../shared/prices/usdValue';
import { isNativeCurrency } from './currency';
import { savingsAgainstMarket } from './saleRules';

/**
 * The USD price of a sale's payment currency: its listed price, or $1 for the stablecoins
 * (USDT, USD1) when the price feed has none; BNB without a listed price has none.
 */
export function paymentUsdPrice(currency: number | string, listedPrice: number | undefined): number | undefined {
  if (listedPrice !== undefined) return listedPrice;
  return isNativeCurrency(currency) ? undefined : 1;
}

/** A quote priced at the sale's minimum price (the floor) rather than at a discount to market. */
export function quoteAtFloor(priceSource: string): boolean {
  return priceSource.startsWith('minimum price');
}

export interface TokensAtMarket {
  tokenAmount: bigint;
  tokenDecimals: number;
  /** the sale token's own USD price, when the price feed lists it */
  tokenUsdPrice: number | undefined;
  /** the signed quote, for a token the feed does not price: its payment plus the discount is the market cost */
  quote?: { paymentAmount: bigint; paymentDecimals: number; paymentUsdPrice: number | undefined; discountBps: string; priceSource: string };
}

/**
 * What the bought tokens are worth at market, in 18-decimal USD: at the token's own price, or
 * else at the quote's market cost (payment before the discount). A quote at the sale's minimum
 * price says nothing about the market, so it values nothing. Null when neither is known.
 */
export function tokensAtMarketUsd({ tokenAmount, tokenDecimals, tokenUsdPrice, quote }: TokensAtMarket): bigint | null {
  const own = usdValueOf(tokenAmount, tokenDecimals, tokenUsdPrice);
  if (own !== null || !quote || quoteAtFloor(quote.priceSource)) return own;
  const marketCost = quote.paymentAmount + savingsAgainstMarket(quote.paymentAmount, quote.discountBps);
  return usdValueOf(marketCost, quote.paymentDecimals, quote.paymentUsdPrice);
}
