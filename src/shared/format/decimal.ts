/**
 * The exact decimal value every number formatter starts from: a non-negative integer of units
 * and a scale (value = units × 10^-scale), made from a raw token amount or a decimal string.
 * Rounding happens here, on integers, in one of three stated directions; no float ever touches
 * a token amount.
 */
import { groupThousands, toBigInt, type RawAmount } from '../lib/amounts';

/**
 * Which way a value that has more digits than shown is rounded:
 * - 'down': toward zero. What a wallet holds, what MAX fills in, what a user receives: never shown as more than it is.
 * - 'up': away from zero. What a user pays: never shown as less than it is.
 * - 'nearest': half away from zero. Prices and rates, which are neither held nor paid.
 */
export type Rounding = 'down' | 'up' | 'nearest';

export interface Scaled {
  negative: boolean;
  /** the digits, without sign */
  units: bigint;
  /** how many of those digits are after the decimal point (may exceed their count: 5 at scale 3 is 0.005) */
  scale: number;
}

/** A raw token amount (`bigint`, integer string or safe integer) with its token's decimals. */
export function scaledFromRaw(raw: RawAmount, decimals: number): Scaled {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid token decimals: ${decimals}`);
  const value = toBigInt(raw);
  return { negative: value < 0n, units: value < 0n ? -value : value, scale: decimals };
}

const DECIMAL_TEXT = /^(-)?(\d*)(?:\.(\d*))?$/;

/** A decimal string ('0.001188', '-12.5', '3'), as prices arrive from the API. Throws on anything else. */
export function scaledFromDecimal(text: string): Scaled {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match || (!match[2] && !match[3])) throw new SyntaxError(`Not a decimal number: "${text}"`);
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${fraction}`);
  return { negative: match[1] === '-' && units > 0n, units, scale: fraction.length };
}

/** Number of decimal digits of a positive integer (1 for 0). */
export function digitCount(units: bigint): number {
  return units.toString().length;
}

/** `numerator / denominator` for non-negative integers, rounded as asked. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** The value with at most `places` digits after the point, rounded as asked. */
export function roundToPlaces(value: Scaled, places: number, rounding: Rounding): Scaled {
  if (value.scale <= places) return value;
  return { ...value, units: divide(value.units, 10n ** BigInt(value.scale - places), rounding), scale: places };
}

/**
 * The value with at most `significant` significant digits, rounded as asked. A positive value
 * rounded 'down' keeps its first digit, so it never becomes 0.
 */
export function roundToSignificant(value: Scaled, significant: number, rounding: Rounding): Scaled {
  if (value.units === 0n) return value;
  const drop = digitCount(value.units) - significant;
  if (drop <= 0) return value;
  const units = divide(value.units, 10n ** BigInt(drop), rounding);
  // the scale may go negative (1234567 to 2 digits is 12 × 10^5): stay at scale 0 with the zeros written out
  const scale = value.scale - drop;
  return scale >= 0 ? { ...value, units, scale } : { ...value, units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** How many zeros follow the decimal point before the first significant digit (0 for a value of 1 or more, or 0). */
export function leadingFractionZeros(value: Scaled): number {
  if (value.units === 0n) return 0;
  return Math.max(0, value.scale - digitCount(value.units));
}

/** The whole part and the fraction digits (trailing zeros removed unless `minPlaces` asks for them). */
export function splitDigits(value: Scaled, minPlaces = 0): { whole: bigint; fraction: string } {
  const base = 10n ** BigInt(value.scale);
  const whole = value.units / base;
  const fraction = value.scale === 0 ? '' : (value.units % base).toString().padStart(value.scale, '0').replace(/0+$/, '');
  return { whole, fraction: fraction.padEnd(minPlaces, '0') };
}

/** '-1,234.5': the sign (none for zero), grouped whole part and fraction. */
export function plainText(value: Scaled, minPlaces = 0): string {
  const { whole, fraction } = splitDigits(value, minPlaces);
  const sign = value.negative && value.units > 0n ? '-' : '';
  return `${sign}${groupThousands(whole.toString())}${fraction ? `.${fraction}` : ''}`;
}

