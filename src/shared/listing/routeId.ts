/**
 * Listing ids are decimal strings, as they appear in routes: a uint256 id
 * never loses precision. These answer "is this a listing id" without turning it into a number.
 */
const DECIMAL_ID = /^[1-9][0-9]{0,77}$/;

/** True for a positive decimal integer that fits a uint256's digits, without leading zeros. */
export function isListingId(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_ID.test(value) && BigInt(value) < 2n ** 256n;
}

/** A route parameter as a listing id, or null when it is none ('abc', '0', '07', absent). */
export function listingIdOf(param: string | undefined): string | null {
  return isListingId(param) ? param : null;
}
