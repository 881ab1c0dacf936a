import type { ActivityItem, ActivityLine } from '../../../shared/activity/types';
import { currencySymbol, formatMarketAmount, formatPayment } from './currency';

const tokens = (raw: string | null, item: ActivityItem) =>
  `${formatMarketAmount(raw ?? '0', item.listing?.token.decimals)} ${item.listing?.token.symbol ?? '???'}`;

const payment = (raw: unknown, item: ActivityItem) => {
  const currency = item.listing?.currency ?? 0;
  return `${formatPayment(String(raw ?? '0'), currency)} ${currencySymbol(currency)}`;
};

const LINES: Record<string, (item: ActivityItem) => ActivityLine> = {
  saleCreated: () => ({ what: 'Sale created', amount: null }),
  purchase: (item) => ({ what: 'Bought', amount: `${tokens(item.amount, item)} for ${payment(item.details.paymentAmount, item)}` }),
  claim: (item) => ({ what: 'Claimed', amount: tokens(item.amount, item) }),
  proceedsWithdrawn: (item) => ({ what: 'Proceeds withdrawn', amount: payment(item.amount, item) }),
  platformFeeWithdrawn: (item) => ({ what: 'Platform fee withdrawn', amount: payment(item.amount, item) }),
  unsoldWithdrawn: (item) => ({ what: 'Unsold tokens withdrawn', amount: tokens(item.amount, item) }),
  endedEarly: () => ({ what: 'Sale ended early', amount: null }),
  emergencyWithdrawn: (item) => ({ what: 'Emergency withdrawal', amount: tokens(item.amount, item) }),
  minPriceRaised: () => ({ what: 'Minimum price raised', amount: null }),
  excessSwept: () => ({ what: 'Excess returned to the owner', amount: null }),
};

/** What one of a sale's events says in an activity list: 'Bought' and '1,000.00 SALLY for 0.5 BNB'. */
export function saleActivityLine(item: ActivityItem): ActivityLine {
  return LINES[item.kind]?.(item) ?? { what: item.kind, amount: null };
}
