/**
 * Prices and other small-or-large ratios on screen (SPEC section 9, and prices of 18 decimals
 * that wrapped a card onto three lines):
 * - 0 → '0';
 * - 1 or more: at most 6 significant digits, but the whole part is never rounded
 *   ('1,234.57', '1,234,567');
 * - below 1 with fewer than 4 zeros after the point: at most 6 significant digits ('0.00118829');
 * - below 1 with 4 or more zeros after the point: the zeros are counted in a subscript and 4
 *   significant digits follow ('0.0₅1234' is 0.000001234), as DEX screeners write tiny prices.
 *   Width stays small whatever the number of zeros (a 1e-18 price is '0.0₁₇1').
 * Rounding is half away from zero by default; every rounding keeps at least one significant digit,
 * so a positive price never reads 0. `expandSubscript` gives the plain digits for assistive tech.
 */
import type { RawAmount } from '../lib/amounts';
import {
  leadingFractionZeros,
  plainText,
  roundToSignificant,
  scaledFromDecimal,
  scaledFromRaw,
  digitCount,
  type Rounding,
  type Scaled,
} from './decimal';

/** Zeros after the point from which the subscript notation takes over (0.0001234 stays plain; 0.00001234 is 0.0₄1234). */
export const SUBSCRIPT_FROM_ZEROS = 4;
/** Significant digits after the subscript. */
export const SUBSCRIPT_SIGNIFICANT = 4;
/** Significant digits of a price written out in full. */
export const PRICE_SIGNIFICANT = 6;

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

function subscript(count: number): string {
  return [...String(count)].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join('');
}

export interface PriceFormatOptions {
  /** default 'nearest' */
  rounding?: Rounding;
  /** significant digits when written out in full (default 6) */
  significant?: number;
}

/** The price notation of an exact decimal value (see the module's rules). */
export function formatScaledPrice(value: Scaled, options: PriceFormatOptions = {}): string {
  const rounding = options.rounding ?? 'nearest';
  if (value.units === 0n) return '0';
  const sign = value.negative ? '-' : '';
  if (leadingFractionZeros(value) >= SUBSCRIPT_FROM_ZEROS) {
    const rounded = roundToSignificant(value, SUBSCRIPT_SIGNIFICANT, rounding);
    const zeros = leadingFractionZeros(rounded);
    // rounding up may carry into one zero fewer (0.0₄99996 → 0.0001): that value is written out
    if (zeros >= SUBSCRIPT_FROM_ZEROS) {
      const digits = rounded.units.toString().replace(/0+$/, '');
      return `${sign}0.0${subscript(zeros)}${digits}`;
    }
    return plainText(rounded);
  }
  const wholeDigits = Math.max(0, digitCount(value.units) - value.scale);
  const significant = Math.max(options.significant ?? PRICE_SIGNIFICANT, wholeDigits);
  return plainText(roundToSignificant(value, significant, rounding));
}

/** A price held as a raw amount of the quote token ('1188291426126017', 18 → '0.00118829'). */
export function formatPrice(raw: RawAmount, decimals: number, options?: PriceFormatOptions): string {
  return formatScaledPrice(scaledFromRaw(raw, decimals), options);
}

/** A price held as decimal text ('0.000001234' → '0.0₅1234'). */
export function formatDecimalPrice(text: string, options?: PriceFormatOptions): string {
  return formatScaledPrice(scaledFromDecimal(text), options);
}

/** '0.0₅1234' → '0.000001234': the same digits without the subscript, for an aria-label or a title. */
export function expandSubscript(text: string): string {
  return text.replace(/0\.0([₀-₉]+)/, (_match, count: string) => {
    const zeros = Number([...count].map((digit) => SUBSCRIPT_DIGITS.indexOf(digit)).join(''));
    return `0.${'0'.repeat(zeros)}`;
  });
}
