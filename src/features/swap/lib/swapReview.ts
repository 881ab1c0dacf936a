import { formatAmount } from '../../../shared/lib/amounts';
import { formatUsdValue } from '../../../shared/prices/usdValue';
import type { ReviewRow } from '../../../shared/review/reviewTypes';
import { minimumReceived } from './quoteMath';
import type { SwapToken } from './tokens';

export interface SwapReviewInput {
  src: SwapToken;
  dst: SwapToken;
  srcAmount: bigint;
  /** null while the quote is still on its way (an approval can be reviewed without it) */
  dstAmount: bigint | null;
  /** USD values from the card's prices, null when a price is unknown */
  srcUsd: bigint | null;
  dstUsd: bigint | null;
  slippage: number;
  /** the card's network fee text ('$0.12' or the fallback) */
  feeText: string;
  /** percent, null for a wrap or without prices */
  priceImpact: number | null;
  isWrap: boolean;
  /** the quote's routes as the swap details show them (lib/route.ts) */
  routes?: string[];
}

const tokens = (raw: bigint, token: SwapToken) => `${formatAmount(raw, token.decimals, 6, { group: true })} ${token.symbol}`;
const usd = (value: bigint | null) => (value === null ? null : `≈ ${formatUsdValue(value)}`);

/** The swap's review lines: both amounts with USD values, minimum received, fee, slippage, impact and the route. */
export function swapReviewRows(input: SwapReviewInput): ReviewRow[] {
  const { src, dst } = input;
  const pay: ReviewRow = { label: 'You pay', value: tokens(input.srcAmount, src), usd: usd(input.srcUsd), testId: 'review-pay' };
  if (input.dstAmount === null) return [pay];
  const minimum = input.isWrap ? input.dstAmount : minimumReceived(input.dstAmount, input.slippage);
  const rows: ReviewRow[] = [
    pay,
    { label: 'You receive', value: tokens(input.dstAmount, dst), usd: usd(input.dstUsd), testId: 'review-receive' },
    { label: 'Minimum received', value: tokens(minimum, dst), testId: 'review-minimum' },
    { label: 'Network fee', value: input.feeText, testId: 'review-fee' },
  ];
  if (!input.isWrap) rows.push({ label: 'Slippage tolerance', value: `${input.slippage}%` });
  if (input.priceImpact !== null) {
    rows.push({
      label: 'Price impact',
      value: input.priceImpact < 0.01 ? '<0.01%' : `${input.priceImpact.toFixed(2)}%`,
      testId: 'review-impact',
    });
  }
  const routes = input.routes ?? [];
  routes.forEach((route, i) => {
    rows.push({ label: routes.length > 1 ? `Route ${i + 1} of ${routes.length}` : 'Route', value: route, testId: 'review-route' });
  });
  return rows;
}
