/**
 * Money maths for the app: raw token amounts are integers (`bigint` in computation,
 * decimal strings in state); display strings are produced by truncation, never by
 * floating point, so a shown amount never exceeds what the wallet holds.
 * Deliberately free of ethers so it can sit in the main bundle.
 */

export const MAX_UINT256 = (1n << 256n) - 1n;

const DECIMAL_INPUT = /^(\d*)(?:\.(\d*))?$/;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid token decimals: ${decimals}`);
  }
}

/** A raw amount from state (decimal string), a bigint, or a safe integer number. */
export type RawAmount = bigint | string | number;

export function toBigInt(raw: RawAmount): bigint {
  if (typeof raw === 'bigint') return raw;
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw)) throw new RangeError(`Not a safe integer amount: ${raw}`);
    return BigInt(raw);
  }
  const trimmed = raw.trim();
  if (!/^-?\d+$/.test(trimmed)) throw new SyntaxError(`Not an integer amount: "${raw}"`);
  return BigInt(trimmed);
}

/**
 * Decimal text → raw integer. Digits beyond `decimals` are dropped (truncated, so the result
 * never exceeds the typed value). Accepts '1', '1.5', '.5', '1.'; a comma counts as the
 * separator. Throws on anything else, including the empty string.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals);
  const normalized = value.trim().replace(',', '.');
  const match = DECIMAL_INPUT.exec(normalized);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    throw new SyntaxError(`Invalid amount: "${value}"`);
  }
  const whole = match[1] === '' ? 0n : BigInt(match[1]);
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return whole * 10n ** BigInt(decimals) + (fraction === '' ? 0n : BigInt(fraction));
}

/** `parseUnits` that returns null instead of throwing (for live form input). */
export function tryParseUnits(value: string, decimals: number): bigint | null {
  try {
    return parseUnits(value, decimals);
  } catch {
    return null;
  }
}

/** Decimal text → raw decimal string for state, or null when the text is not an amount. */
export function toRawString(value: string, decimals: number): string | null {
  const parsed = tryParseUnits(value, decimals);
  return parsed === null ? null : parsed.toString();
}

/** Raw → exact decimal text with trailing zeros removed ('1500000000000000000', 18 → '1.5'). */
export function formatUnits(raw: RawAmount, decimals: number): string {
  assertDecimals(decimals);
  const value = toBigInt(raw);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = decimals === 0 ? '' : (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Raw → decimal text with at most `places` fraction digits, truncated toward zero.
 * `fixed` keeps exactly `places` digits (market amounts with 2 decimals); otherwise trailing
 * zeros are trimmed ("up to N decimals"). Thousands are separated ('1,234.5') so every amount
 * on screen reads the same; `group: false` only for text a field parses back.
 */
export function formatAmount(
  raw: RawAmount,
  decimals: number,
  places: number,
  options: { fixed?: boolean; group?: boolean } = {},
): string {
  assertDecimals(decimals);
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`Invalid places: ${places}`);
  const value = toBigInt(raw);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  let fraction = (abs % base).toString().padStart(decimals, '0').slice(0, places);
  if (options.fixed) fraction = fraction.padEnd(places, '0');
  else fraction = fraction.replace(/0+$/, '');
  const wholeText = options.group !== false ? groupThousands(whole.toString()) : whole.toString();
  const isZero = whole === 0n && /^0*$/.test(fraction);
  return `${negative && !isZero ? '-' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`;
}

/** '1234567' → '1,234,567': the one thousands separator of every number on screen. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * SPEC section 9 balance display: 0 → '0'; below 0.001 → '<0.001'; 1000 or more → up to 2
 * decimals with thousands separators ('1,000,233.23'); 1 or more → up to 6; otherwise up to 8.
 * Truncated, trailing zeros trimmed. The one display format for token amounts.
 */
export function formatBalance(raw: RawAmount, decimals: number): string {
  assertDecimals(decimals);
  const value = toBigInt(raw);
  if (value === 0n) return '0';
  if (value < 0n) return `-${formatBalance(-value, decimals)}`;
  const one = 10n ** BigInt(decimals);
  // 0.001 in raw units; with fewer than 3 decimals no positive amount is below it
  const thousandth = decimals >= 3 ? 10n ** BigInt(decimals - 3) : 0n;
  if (value < thousandth) return '<0.001';
  if (value >= 1000n * one) return formatAmount(value, decimals, 2);
  if (value >= one) return formatAmount(value, decimals, 6);
  return formatAmount(value, decimals, 8);
}

/**
 * Filters what the user types into an amount field: digits with at most one separator; a comma
 * becomes a dot. Returns the accepted text, or null to keep the previous value. With
 * `maxDecimals`, fraction digits beyond the token's decimals are refused.
 */
export function sanitizeAmountInput(input: string, maxDecimals?: number): string | null {
  const normalized = input.replace(/,/g, '.');
  if (!/^\d*(\.\d*)?$/.test(normalized)) return null;
  if (maxDecimals !== undefined) {
    const dot = normalized.indexOf('.');
    if (dot >= 0 && normalized.length - dot - 1 > maxDecimals) return null;
  }
  return normalized;
}

/** '0x1234567890abcdef…' → '0x1234...cdef' (first 6 and last 4 characters). */
export function shortenAddress(address: string): string {
  if (!address) return '';
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** True for a raw amount string that is a positive integer. */
export function isPositiveRaw(raw: string | null | undefined): raw is string {
  if (!raw || !/^\d+$/.test(raw)) return false;
  return BigInt(raw) > 0n;
}

export function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function maxBigInt(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
