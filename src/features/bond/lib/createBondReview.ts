import { formatAmount } from '../../../shared/lib/amounts';
import { formatBps } from '../../../shared/format/percent';
import { formatPrice } from '../../../shared/format/price';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { currencySymbol } from './currency';
import { PAYMENT_DECIMALS } from './createBondValidation';

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
  /** false when the API found no DEX route for the token to the payment currency; null while unknown */
  routed: boolean | null;
}

/**
 * The create-bond review: what is sold and on which terms, the fee, and what creating it means:
 * the whole amount leaves the wallet now, and without a DEX route nobody can buy.
 */
export function createBondReviewContent(input: CreateBondReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const tokens = (raw: bigint) => `${formatAmount(raw, input.decimals, 6, { group: true })} ${input.symbol}`;
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
      value: `${input.symbol} has no DEX route to ${pay}: buyers cannot get a price quote, so nobody can buy until it has liquidity`,
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
      { label: 'Max per buyer', value: input.maxPerBuyer === 0n ? 'No limit' : tokens(input.maxPerBuyer), testId: 'review-max-per-buyer' },
      { label: 'Sold at most per hour', value: tokens(input.hourlyBudget), testId: 'review-hourly-budget' },
      { label: 'Creation fee', value: `${formatAmount(input.feeWei, 18, 6, { group: true })} BNB`, testId: 'review-fee' },
    ],
    notes,
  };
}
