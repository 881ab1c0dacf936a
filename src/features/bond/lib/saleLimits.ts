/**
 * The limits a sale's owner set at creation (minimum price, per-buyer cap) and the contract's
 * per-purchase cap, as the sale pages list them. Amounts are raw integers, formatted by truncation.
 */
import { formatPrice } from '../../../shared/format/price';
import { formatAmount, type RawAmount } from '../../../shared/lib/amounts';
import { currencySymbol, tokenDecimalsOrDefault } from './currency';

export const SALE_LIMIT_TEXTS = {
  minPrice: 'Minimum price per token',
  perPurchase: 'Max per purchase',
  perBuyer: 'Max per buyer',
  noLimit: 'No limit',
  buyerLeft: 'You can still buy',
  hourLeft: 'Left to buy this hour',
} as const;

/** A token amount with thousands separators, up to 4 decimals, and the token symbol: '1,000.5 SALLY'. */
export function formatTokenAmount(raw: RawAmount, decimals: number | null | undefined, symbol: string): string {
  return `${formatAmount(raw, tokenDecimalsOrDefault(decimals), 4)} ${symbol}`;
}

export interface SaleLimitRow {
  label: string;
  value: string;
  testId: string;
}

export interface SaleLimitInputs {
  currency: number;
  /** payment base units per whole token */
  minPricePerToken: string;
  maxPerQuote: string;
  /** '0' = no cap */
  maxPerBuyer: string;
  tokenDecimals: number | null;
  tokenSymbol: string | null;
}

/** Minimum price (exact), per-purchase cap and per-buyer cap ('No limit' when 0), in that order. */
export function saleLimitRows(sale: SaleLimitInputs, paymentTokenDecimals = 18): SaleLimitRow[] {
  const symbol = sale.tokenSymbol ?? 'tokens';
  // rounded up, never down: a floor shown lower than it is would mislead the buyer; 0.0₁₇1 keeps a
  // 1e-18 floor inside a phone's width
  const minPrice = `${formatPrice(sale.minPricePerToken, paymentTokenDecimals, { rounding: 'up' })} ${currencySymbol(sale.currency)}`;
  return [
    { label: SALE_LIMIT_TEXTS.minPrice, value: minPrice, testId: 'limit-min-price' },
    { label: SALE_LIMIT_TEXTS.perPurchase, value: formatTokenAmount(sale.maxPerQuote, sale.tokenDecimals, symbol), testId: 'limit-per-purchase' },
    {
      label: SALE_LIMIT_TEXTS.perBuyer,
      value: BigInt(sale.maxPerBuyer) === 0n ? SALE_LIMIT_TEXTS.noLimit : formatTokenAmount(sale.maxPerBuyer, sale.tokenDecimals, symbol),
      testId: 'limit-per-buyer',
    },
  ];
}
