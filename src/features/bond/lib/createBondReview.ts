import { formatAmount } from '../../../shared/lib/amounts';
import { formatBps } from '../../../shared/format/percent';
import { formatPrice } from '../../../shared/format/price';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { currencySymbol } from './currency';
import { maxPerPurchase, PAYMENT_DECIMALS } from './createBondValidation';
import { vestingDurationText } from './saleRules';

export interface CreateBondReviewInput {
  symbol: string;
  decimals: number;
  currency: number;
  /** raw token units that move into the sale */
  maxTokens: bigint;
  discountBps: bigint;
  vestingDays: number;
  /** payment base units per whole token */
  minPricePerToken: bigint;
  /** raw token units; 0n = no cap */
  maxPerBuyer: bigint;
  /** raw token units quotes may sell in any 60 minutes */
  hourlyBudget: bigint;
  feeWei: bigint;
  /** how long the sale runs from its creation (the factory's `saleDuration`), seconds; null when it could not be read */
  saleDurationSeconds: number | null;
  /** false when the API found no DEX route for the token to the payment currency; null while unknown */
  routed: boolean | null;
}

/** A token amount of the create form and its review: '1,000.5 SALLY' (grouped, up to 6 decimals, truncated). */
export function createBondTokensText(raw: bigint, decimals: number, symbol: string): string {
  return `${formatAmount(raw, decimals, 6, { group: true })} ${symbol}`;
}

/** '30 days from creation': the factory's setting, so it is named as the platform's when it could not be read. */
export function saleLengthText(seconds: number | null): string {
  return seconds === null ? 'Set by the platform (could not be read)' : `${vestingDurationText(seconds)} from creation`;
}

/**
 * What creating a bond for a token without a DEX route leads to, as the API prices sales: it signs
 * no price without a route (not even the minimum price), and a new pool needs 30 minutes of price
 * history before the first price; the sale's time runs from its creation all the same.
 */
export function noRouteConsequence(symbol: string, pay: string): string {
  return (
    `${symbol} has no DEX route to ${pay}, so no price can be signed and nobody can buy — not even at your minimum price. ` +
    `Buying opens 30 minutes after a ${symbol} pool with liquidity exists; the sale's time runs from creation meanwhile.`
  );
}

/**
 * The create-bond review: what is sold and on which terms, the fee, and what creating it means:
 * the whole amount leaves the wallet now, and without a DEX route nobody can buy.
 */
export function createBondReviewContent(input: CreateBondReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const tokens = (raw: bigint) => createBondTokensText(raw, input.decimals, input.symbol);
  const pay = currencySymbol(input.currency);
  const notes: NonNullable<ReviewRequest['notes']> = [
    {
      label: 'Supply',
      value: `${tokens(input.maxTokens)} move from your wallet into the sale contract when it is created`,
      testId: 'review-supply-note',
    },
  ];
  if (input.routed === false) {
    notes.push({
      label: 'No DEX route',
      value: noRouteConsequence(input.symbol, pay),
      testId: 'review-no-route',
    });
  }
  notes.push({ label: 'Metadata', value: 'Your wallet then asks you to sign the description and logo (no fee)' });
  return {
    rows: [
      { label: 'You sell', value: tokens(input.maxTokens), testId: 'review-sell' },
      { label: 'Paid in', value: pay, testId: 'review-currency' },
      { label: 'Discount', value: formatBps(input.discountBps), testId: 'review-discount' },
      { label: 'Vesting', value: `${input.vestingDays} ${input.vestingDays === 1 ? 'day' : 'days'}`, testId: 'review-vesting' },
      { label: 'Minimum price', value: `${formatPrice(input.minPricePerToken, PAYMENT_DECIMALS)} ${pay} per token`, testId: 'review-min-price' },
      { label: 'Sale length', value: saleLengthText(input.saleDurationSeconds), testId: 'review-sale-length' },
      { label: 'Max per purchase', value: tokens(maxPerPurchase(input.maxTokens)), testId: 'review-max-per-purchase' },
      { label: 'Max per buyer', value: input.maxPerBuyer === 0n ? 'No limit' : tokens(input.maxPerBuyer), testId: 'review-max-per-buyer' },
      { label: 'Sold at most per hour', value: tokens(input.hourlyBudget), testId: 'review-hourly-budget' },
      { label: 'Creation fee', value: `${formatAmount(input.feeWei, 18, 6, { group: true })} BNB`, testId: 'review-fee' },
    ],
    notes,
  };
}
