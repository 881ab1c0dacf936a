import { formatAmount } from '../../../shared/lib/amounts';

export { formatSwapAmount, SWAP_AMOUNT_PLACES } from './swapAmount';
import { formatUsdValue, usdDiffPercent, usdValueOf } from '../../../shared/prices/usdValue';

/**
 * Numbers shown around a quote. Token amounts stay bigint; USD figures are 18-decimal bigints
 * from /v1/prices (src/shared/prices); only the percentages shown are floats.
 */

/** Slippage is held as a percent (0.5 = 0.5%); basis points keep the maths integer. */
export function slippageToBps(percent: number): bigint {
  if (!Number.isFinite(percent) || percent <= 0) return 0n;
  return BigInt(Math.round(percent * 100));
}

/** The slippage as the details and the review show it: 'Auto' names the app's own choice. */
export function slippageText(percent: number, auto: boolean): string {
  return auto ? `${percent}% (Auto)` : `${percent}%`;
}

/** What the swap pays at least once slippage is applied, rounded down (against the user). */
export function minimumReceived(dstAmount: bigint, slippagePercent: number): bigint {
  const bps = slippageToBps(slippagePercent);
  if (bps >= 10_000n) return 0n;
  return (dstAmount * (10_000n - bps)) / 10_000n;
}

/** '1 SRC = x DST', 6 decimals (SPEC section 9). null when the source amount is zero. */
export function formatRate(srcAmount: bigint, srcDecimals: number, dstAmount: bigint, dstDecimals: number): string | null {
  if (srcAmount <= 0n) return null;
  const perOne = (dstAmount * 10n ** BigInt(srcDecimals)) / srcAmount;
  return formatAmount(perOne, dstDecimals, 6, { fixed: true });
}

export interface ValueComparison {
  srcUsd: bigint | null;
  dstUsd: bigint | null;
  /** (dst − src) / src in percent: the 'You receive' label (DESIGN.md section 5) */
  diffPercent: number | null;
  /** loss against the USD prices in percent (never negative) */
  priceImpact: number | null;
}

export function compareValues(
  srcAmount: bigint,
  srcDecimals: number,
  srcPrice: number | undefined,
  dstAmount: bigint | null,
  dstDecimals: number,
  dstPrice: number | undefined,
): ValueComparison {
  const srcUsd = usdValueOf(srcAmount, srcDecimals, srcPrice);
  const dstUsd = dstAmount === null ? null : usdValueOf(dstAmount, dstDecimals, dstPrice);
  const diffPercent = srcUsd === null || dstUsd === null ? null : usdDiffPercent(srcUsd, dstUsd);
  if (diffPercent === null) return { srcUsd, dstUsd, diffPercent: null, priceImpact: null };
  return { srcUsd, dstUsd, diffPercent, priceImpact: Math.max(0, -diffPercent) };
}

export const PRICE_IMPACT_WARNING = 3;
export const PRICE_IMPACT_CONFIRM = 10;

export type ImpactLevel = 'none' | 'warning' | 'confirm';
export function priceImpactLevel(impact: number | null): ImpactLevel {
  if (impact === null) return 'none';
  if (impact >= PRICE_IMPACT_CONFIRM) return 'confirm';
  if (impact >= PRICE_IMPACT_WARNING) return 'warning';
  return 'none';
}

/** '+0.12%' / '-0.03%' with two decimals */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const text = Math.abs(rounded).toFixed(2);
  if (rounded > 0) return `+${text}%`;
  if (rounded < 0) return `-${text}%`;
  return '0.00%';
}

export const FALLBACK_FEE_TEXT = '≈ 0.001 BNB';

/**
 * Network fee from the quote's gas and the gas price (wei), with its USD value when the BNB price
 * is known; the fallback when either is unknown.
 */
export function formatNetworkFee(gas: string | number | undefined | null, gasPrice: string | undefined | null, bnbUsd?: number): string {
  if (gas === undefined || gas === null || !gasPrice) return FALLBACK_FEE_TEXT;
  const gasText = String(gas);
  if (!/^\d+$/.test(gasText) || !/^\d+$/.test(gasPrice)) return FALLBACK_FEE_TEXT;
  const fee = BigInt(gasText) * BigInt(gasPrice);
  if (fee === 0n) return FALLBACK_FEE_TEXT;
  const text = formatAmount(fee, 18, 6);
  const bnb = `≈ ${text === '0' ? '<0.000001' : text} BNB`;
  const usd = usdValueOf(fee, 18, bnbUsd);
  if (usd === null) return bnb;
  return `${bnb} (${formatUsdValue(usd)})`;
}

/** Slippage settings: presets, bounds and the warnings for extreme values. */
export const SLIPPAGE_PRESETS = [0.1, 0.5, 1] as const;
/** from this percent on a slippage is refused: the swap could return next to nothing */
export const MAX_SLIPPAGE = 50;
export const LOW_SLIPPAGE = 0.1;
/** above this percent a slippage is accepted only after a typed confirmation */
export const HIGH_SLIPPAGE = 5;

export const SLIPPAGE_TEXT = /^\d*(\.\d{0,2})?$/;

/** Parses a slippage percent (the custom box, a stored value); null when it is not a usable percent (0 < p < 50). */
export function parseSlippage(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!SLIPPAGE_TEXT.test(normalized) || normalized === '' || normalized === '.') return null;
  const value = Number(normalized);
  if (!Number.isFinite(value) || value <= 0 || value >= MAX_SLIPPAGE) return null;
  return value;
}

/** The transaction deadline, in minutes: the router refuses the swap once it has passed. */
export const DEFAULT_DEADLINE_MINUTES = 20;
export const MAX_DEADLINE_MINUTES = 3 * 24 * 60;

/** Whole minutes from 1 to 3 days; null for anything else. */
export function parseDeadlineMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= 1 && minutes <= MAX_DEADLINE_MINUTES ? minutes : null;
}
