import { formatAmount, formatUsd } from '../../../shared/lib/amounts';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { isNativeCurrency } from './currency';
import { formatUtcDateTime } from './utcDate';
import { bpsToPercentText, purchaseVesting, savingsAgainstMarket, vestingDurationText } from './saleRules';

export interface BuyReviewInput {
  tokenAmount: bigint;
  tokenDecimals: number;
  tokenSymbol: string;
  paymentAmount: bigint;
  paymentDecimals: number;
  paymentSymbol: string;
  currency: number;
  /** the signed quote's discount and price source ('minimum price (…)' when the floor applied) */
  discountBps: string;
  priceSource: string;
  vestingDuration: number | string;
  nowSeconds: number;
}


const amountText = (raw: bigint, decimals: number, symbol: string) =>
  `${formatAmount(raw, decimals, 6, { group: true })} ${symbol}`;

/**
 * The bond purchase's review: what is bought and paid (USD for the stablecoin sales, whose
 * payment is dollars), when it vests and what the discount saves against the market price.
 */
export function buyReviewContent(input: BuyReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const { paymentAmount: paid, paymentDecimals: decimals, paymentSymbol: symbol } = input;
  const stable = !isNativeCurrency(input.currency);
  const usd = (raw: bigint) => (stable ? `≈ ${formatUsd(Number(formatAmount(raw, decimals, 2)))}` : null);
  const vesting = purchaseVesting(input.nowSeconds, input.vestingDuration);
  const floorApplied = input.priceSource.startsWith('minimum price');
  const saved = floorApplied ? 0n : savingsAgainstMarket(paid, input.discountBps);
  return {
    rows: [
      { label: 'You buy', value: amountText(input.tokenAmount, input.tokenDecimals, input.tokenSymbol), testId: 'review-buy' },
      { label: 'You pay', value: amountText(paid, decimals, symbol), usd: usd(paid), testId: 'review-pay' },
      {
        label: 'Discount vs market',
        value: floorApplied ? "The sale's minimum price applies" : `${bpsToPercentText(input.discountBps)}%`,
        testId: 'review-discount',
      },
      ...(saved > 0n ? [{ label: 'You save', value: amountText(saved, decimals, symbol), usd: usd(saved), testId: 'review-saved' }] : []),
    ],
    notes: vesting.linear
      ? [
          { label: 'Vesting', value: `Linear over ${vestingDurationText(input.vestingDuration)}` },
          { label: 'First claim', value: formatUtcDateTime(vesting.firstClaim), testId: 'review-first-claim' },
          { label: 'Fully unlocked', value: formatUtcDateTime(vesting.fullUnlock), testId: 'review-full-unlock' },
        ]
      : [{ label: 'Vesting', value: 'None: claimable at once', testId: 'review-first-claim' }],
  };
}
