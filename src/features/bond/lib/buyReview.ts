import { formatAmount } from '../../../shared/lib/amounts';
import { formatUsdValue, usdValueOf } from '../../../shared/prices/usdValue';
import type { ReviewRequest } from '../../../shared/review/reviewTypes';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { quoteAtFloor, tokensAtMarketUsd } from './saleUsd';
import { purchaseVesting, savingsAgainstMarket, vestingDurationText } from './saleRules';
import { formatBps } from '../../../shared/format/percent';

export interface BuyReviewInput {
  tokenAmount: bigint;
  tokenDecimals: number;
  tokenSymbol: string;
  paymentAmount: bigint;
  paymentDecimals: number;
  paymentSymbol: string;
  /** the signed quote's discount and price source ('minimum price (…)' when the floor applied) */
  discountBps: string;
  priceSource: string;
  vestingDuration: number | string;
  nowSeconds: number;
  /** USD prices (undefined when unknown): the sale token's, and the payment's (see paymentUsdPrice) */
  tokenUsdPrice?: number;
  paymentUsdPrice?: number;
}


const amountText = (raw: bigint, decimals: number, symbol: string) =>
  `${formatAmount(raw, decimals, 6, { group: true })} ${symbol}`;

/** The tokens a purchase buys, as the buy box's 'You receive' and the review's 'You buy' both write them: '1,000.5 SALLY'. */
export function purchasedTokensText(raw: bigint, decimals: number, symbol: string): string {
  return amountText(raw, decimals, symbol);
}

const approx = (value: bigint | null) => (value === null ? null : `≈ ${formatUsdValue(value)}`);

/**
 * The bond purchase's review: what is bought (valued at market) and paid, with USD values where
 * the prices are known, when it vests and what the discount saves against the market price.
 */
export function buyReviewContent(input: BuyReviewInput): Pick<ReviewRequest, 'rows' | 'notes'> {
  const { paymentAmount: paid, paymentDecimals: decimals, paymentSymbol: symbol } = input;
  const usd = (raw: bigint) => approx(usdValueOf(raw, decimals, input.paymentUsdPrice));
  const vesting = purchaseVesting(input.nowSeconds, input.vestingDuration);
  const floorApplied = quoteAtFloor(input.priceSource);
  const saved = floorApplied ? 0n : savingsAgainstMarket(paid, input.discountBps);
  const atMarket = tokensAtMarketUsd({
    tokenAmount: input.tokenAmount,
    tokenDecimals: input.tokenDecimals,
    tokenUsdPrice: input.tokenUsdPrice,
    quote: { paymentAmount: paid, paymentDecimals: decimals, paymentUsdPrice: input.paymentUsdPrice, discountBps: input.discountBps, priceSource: input.priceSource },
  });
  return {
    rows: [
      { label: 'You buy', value: purchasedTokensText(input.tokenAmount, input.tokenDecimals, input.tokenSymbol), usd: approx(atMarket), testId: 'review-buy' },
      { label: 'You pay', value: amountText(paid, decimals, symbol), usd: usd(paid), testId: 'review-pay' },
      {
        label: 'Discount vs market',
        value: floorApplied ? "The sale's minimum price applies" : formatBps(input.discountBps),
        testId: 'review-discount',
      },
      ...(saved > 0n ? [{ label: 'You save', value: amountText(saved, decimals, symbol), usd: usd(saved), testId: 'review-saved' }] : []),
    ],
    notes: vesting.linear
      ? [
          { label: 'Vesting', value: `Linear over ${vestingDurationText(input.vestingDuration)}` },
          { label: 'First claim', value: formatUnixDateTime(vesting.firstClaim), testId: 'review-first-claim' },
          { label: 'Fully unlocked', value: formatUnixDateTime(vesting.fullUnlock), testId: 'review-full-unlock' },
        ]
      : [{ label: 'Vesting', value: 'None: claimable at once', testId: 'review-first-claim' }],
  };
}
