import { getAddress } from 'ethers';
import { badRequest } from './errors';

/** Largest uint256: amounts beyond it cannot be passed to any contract. */
export const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * Accepts an all-lowercase address or one with a correct EIP-55 checksum. A mixed-case
 * address with a wrong checksum is usually a typo, so it is refused rather than lowercased.
 * Answers always carry lowercase addresses.
 */
export function parseAddress(value: string, field: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw badRequest(`${field} is not a valid address`);
  const body = value.slice(2);
  if (body !== body.toLowerCase() && body !== body.toUpperCase()) {
    let checksummed: string;
    try {
      checksummed = getAddress(value.toLowerCase());
    } catch {
      throw badRequest(`${field} is not a valid address`);
    }
    if (checksummed !== value) throw badRequest(`${field} has an invalid checksum`);
  }
  return value.toLowerCase();
}

/** A raw token amount: a positive integer that fits in uint256. */
export function parseAmount(value: string, field: string): bigint {
  if (!/^[0-9]{1,78}$/.test(value)) throw badRequest(`${field} must be a positive integer string of at most 78 digits`);
  const amount = BigInt(value);
  if (amount === 0n) throw badRequest(`${field} must be greater than zero`);
  if (amount > MAX_UINT256) throw badRequest(`${field} does not fit in 256 bits`);
  return amount;
}

/**
 * Slippage in percent, as the 1inch API takes it ("0.5" = 0.5 %), to parts per million so
 * the minimum output is computed with integers only. At most 50 %. Digits past the fourth
 * decimal (a float's "0.30000000000000004") are dropped, which only tightens the minimum.
 */
export function parseSlippagePpm(value: string): bigint {
  const match = /^(\d{1,2})(?:\.(\d{1,20}))?$/.exec(value);
  if (!match) throw badRequest('slippage must be a percentage between 0 and 50');
  const ppm = BigInt(match[1]) * 10_000n + BigInt((match[2] ?? '').slice(0, 4).padEnd(4, '0'));
  if (ppm > 500_000n || (ppm === 500_000n && /[1-9]/.test((match[2] ?? '').slice(4)))) {
    throw badRequest('slippage must be a percentage between 0 and 50');
  }
  return ppm;
}

/** Minimum output after slippage, rounded down (never promises more than the percentage allows). */
export function minimumOutput(amount: bigint, slippagePpm: bigint): bigint {
  return (amount * (1_000_000n - slippagePpm)) / 1_000_000n;
}

/** Only https links are stored: anything else (javascript:, data:, http:) could run or leak. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
}

// A plain character class, not repeated groups: the regex engine would recurse per group on a
// multi-megabyte logo and overflow the stack.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 (no data: prefix, no whitespace, canonical padding); null when invalid. */
export function decodeBase64Strict(value: string): Buffer | null {
  if (value.length % 4 !== 0 || !BASE64_CHARS.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  // Re-encoding must give the input back: rejects stray padding and non-zero pad bits.
  return bytes.toString('base64') === value ? bytes : null;
}
