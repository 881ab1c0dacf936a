/**
 * Pure rules of a bond sale (SPEC sections 3, 4 and 9). Amounts are raw integers: callers
 * pass decimal strings or bigints and never floating point; percentages come back as
 * basis points (integers) so the UI formats them without rounding drift.
 */

import { ENDED_TEXT, formatTimeLeft } from '../../../shared/format/timeLeft';

export const SECONDS_PER_DAY = 86_400;
/** Progress and vesting are computed in hundredths of a percent (×10000 over the whole). */
export const BPS = 10_000n;

export type Amount = bigint | string;

function big(value: Amount): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

export interface SaleEndInputs {
  endTime: number | string;
  endedEarly: boolean;
  soldTokens: Amount;
  hardCap: Amount;
  /** the sale contract's own `hasEnded()`, when read; chain time may run ahead of the browser clock */
  hasEnded?: boolean;
}

export type SaleEndReason = 'time' | 'early' | 'soldOut' | 'contract';

/**
 * Why a sale is over, or null while it is live. A sale is active until its end time passes,
 * it is ended early or its hard cap is reached (SPEC section 4); the contract's `hasEnded()`
 * is honoured too because it judges by chain time.
 */
export function saleEndReason(sale: SaleEndInputs, nowSeconds: number): SaleEndReason | null {
  if (sale.endedEarly) return 'early';
  const cap = big(sale.hardCap);
  if (cap > 0n && big(sale.soldTokens) >= cap) return 'soldOut';
  if (nowSeconds >= Number(sale.endTime)) return 'time';
  if (sale.hasEnded) return 'contract';
  return null;
}

export function isSaleEnded(sale: SaleEndInputs, nowSeconds: number): boolean {
  return saleEndReason(sale, nowSeconds) !== null;
}

/** Sold over cap in basis points (10000 = 100%), floored, capped at 100%. */
export function progressBps(soldTokens: Amount, hardCap: Amount): number {
  const cap = big(hardCap);
  if (cap <= 0n) return 0;
  const bps = (big(soldTokens) * BPS) / cap;
  return Number(bps > BPS ? BPS : bps < 0n ? 0n : bps);
}

/** What the sale's limits leave for one purchase by a buyer who bought `bought` so far. */
export interface PurchaseLimits {
  /** tokens left in the sale */
  available: bigint;
  /** `maxPerQuote`: the most one purchase may buy */
  perPurchase: bigint;
  /** what the per-buyer cap still allows; null when the sale has no such cap */
  buyerLeft: bigint | null;
  /** what the sale's hourly budget still allows (as of the sale's last read) */
  hourLeft: bigint;
}

export function purchaseLimits(
  sale: { soldTokens: Amount; hardCap: Amount; maxPerQuote: Amount; maxPerBuyer: Amount; hourlyBudgetLeft: Amount },
  bought: Amount,
): PurchaseLimits {
  const cap = big(sale.maxPerBuyer);
  const spent = big(bought);
  return {
    available: availableTokens(sale.soldTokens, sale.hardCap),
    perPurchase: big(sale.maxPerQuote),
    buyerLeft: cap === 0n ? null : cap > spent ? cap - spent : 0n,
    hourLeft: big(sale.hourlyBudgetLeft),
  };
}

export function availableTokens(soldTokens: Amount, hardCap: Amount): bigint {
  const rest = big(hardCap) - big(soldTokens);
  return rest > 0n ? rest : 0n;
}

/**
 * A sale's time left as the market card, the sale page, the owner page and the dashboard all show
 * it (the app's one countdown: '29d 23h', '5h 12m'), or why it is over: 'Ended', 'Ended early'.
 */
export function saleTimeLeftText(sale: SaleEndInputs, nowSeconds: number): string {
  if (isSaleEnded(sale, nowSeconds)) return sale.endedEarly ? 'Ended early' : ENDED_TEXT;
  return formatTimeLeft(nowSeconds, sale.endTime);
}

/** A vesting duration in seconds as whole days when it is whole days, else hours. */
export function vestingDurationText(seconds: number | string): string {
  const s = Number(seconds);
  if (s <= 0) return 'None';
  if (s % SECONDS_PER_DAY === 0) {
    const days = s / SECONDS_PER_DAY;
    return `${days} day${days === 1 ? '' : 's'}`;
  }
  if (s >= 3600) {
    const hours = Math.round((s / 3600) * 10) / 10;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.round(s / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * When a purchase made at `purchaseSeconds` unlocks (BondSale.vestedAmount): linearly from the
 * purchase, so a first part is claimable from the next block on, and all of it at
 * purchase + vestingDuration. Without a vesting period everything is claimable at once.
 */
export function purchaseVesting(purchaseSeconds: number, vestingDurationSeconds: number | string) {
  const duration = Math.max(0, Math.floor(Number(vestingDurationSeconds)));
  return { firstClaim: purchaseSeconds, fullUnlock: purchaseSeconds + duration, linear: duration > 0 };
}

/**
 * What the buyer pays less than at the market price: the quote's price is the market price
 * less `discountBps`, so the market cost is payment × 10000 ÷ (10000 − discount), rounded down.
 */
export function savingsAgainstMarket(payment: Amount, discountBps: Amount): bigint {
  const discount = big(discountBps);
  if (discount <= 0n || discount >= BPS) return 0n;
  const paid = big(payment);
  return (paid * BPS) / (BPS - discount) - paid;
}
