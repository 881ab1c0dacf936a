/**
 * USD values of token amounts. Prices arrive as display-only JSON numbers (DESIGN.md section 4);
 * amounts are integers. A price is read once from its decimal text into 18-decimal fixed point,
 * and every value after that is integer math, so a large balance never picks up float error.
 */
import { formatAmount } from '../lib/amounts';

/** lowercase token address → USD price of one whole token (display only) */
export type Prices = Record<string, number>;

/** USD values carry 18 decimals: a value of 10^18 is one dollar. */
export const USD_DECIMALS = 18;
const USD_ONE = 10n ** BigInt(USD_DECIMALS);
const CENT = USD_ONE / 100n;

/**
 * A price as 18-decimal fixed point, from its shortest decimal text ('0.75', '1.5e-7'); digits
 * below 10^-18 are dropped. Null when there is no usable price: missing, not finite, or not
 * positive (a token priced at 0 has no known price, so it gets no USD text).
 */
export function priceToFixed(price: number | null | undefined): bigint | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(price.toString());
  if (!match) return null;
  const [, whole, fraction = '', exponentText = '0'] = match;
  const digits = BigInt(whole + fraction);
  const shift = USD_DECIMALS + Number(exponentText) - fraction.length;
  const fixed = shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
  return fixed > 0n ? fixed : null;
}

function toRaw(raw: bigint | string | null | undefined): bigint | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'bigint') return raw;
  return /^\d+$/.test(raw) ? BigInt(raw) : null;
}

/**
 * USD value (18 decimals) of a raw token amount at `price` per whole token; null when the amount
 * is not an integer or the price is unknown. Truncated, like every display of money here.
 */
export function usdValueOf(raw: bigint | string | null | undefined, decimals: number, price: number | null | undefined): bigint | null {
  const amount = toRaw(raw);
  const fixedPrice = priceToFixed(price);
  if (amount === null || fixedPrice === null) return null;
  return (amount * fixedPrice) / 10n ** BigInt(decimals);
}

/** SPEC section 9: '<$0.01' for a positive value below one cent, else '$1,234.56' (truncated to cents). */
export function formatUsdValue(value: bigint): string {
  if (value < 0n) return `-${formatUsdValue(-value)}`;
  if (value > 0n && value < CENT) return '<$0.01';
  return `$${formatAmount(value, USD_DECIMALS, 2, { fixed: true })}`;
}

/** '≈ $1,234.56' for an amount whose token has a price; null (no text at all) when it has none. */
export function usdApprox(raw: bigint | string | null | undefined, decimals: number, price: number | null | undefined): string | null {
  const value = usdValueOf(raw, decimals, price);
  return value === null ? null : `≈ ${formatUsdValue(value)}`;
}

/** The price of one whole token as text ('$0.75'), or null when it is unknown. */
export function formatUsdPrice(price: number | null | undefined): string | null {
  const fixed = priceToFixed(price);
  return fixed === null ? null : formatUsdValue(fixed);
}

/** (b − a) / a in percent, for display; null when `a` is not positive. */
export function usdDiffPercent(a: bigint, b: bigint): number | null {
  if (a <= 0n) return null;
  // basis points of a basis point keep four decimals of percent before the one float step
  return Number(((b - a) * 1_000_000n) / a) / 10_000;
}
