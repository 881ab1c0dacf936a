/**
 * Integer price maths for bond quotes and USD prices. Prices are exact ratios of bigints
 * until the very end, so chaining hops (token → WBNB → USDT) loses nothing to rounding.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

export const Q112 = 1n << 112n;
const UINT256 = 1n << 256n;

export function ratio(num: bigint, den: bigint): Ratio {
  if (den <= 0n) throw new RangeError('ratio denominator must be positive');
  return { num, den };
}

export function mulRatio(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}

export function compareRatio(a: Ratio, b: Ratio): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function maxRatio(a: Ratio, b: Ratio): Ratio {
  return compareRatio(a, b) >= 0 ? a : b;
}

/** Spot price of the input token in base units of the output token per base unit. */
export function spotRatio(reserveIn: bigint, reserveOut: bigint): Ratio {
  return ratio(reserveOut, reserveIn);
}

/**
 * A Uniswap V2 pair's cumulative price brought up to `nowTimestamp`, as the V2 oracle library
 * does: the stored value only moves on the pair's own transactions, so the time since the last
 * one is added at the current reserves' price. Values wrap modulo 2^256 like the contract's.
 */
export function currentCumulative(
  priceCumulativeLast: bigint,
  reserveBase: bigint,
  reserveQuote: bigint,
  blockTimestampLast: number,
  nowTimestamp: number,
): bigint {
  const elapsed = BigInt(((nowTimestamp % 2 ** 32) - blockTimestampLast + 2 ** 32) % 2 ** 32);
  if (elapsed === 0n || reserveBase === 0n) return priceCumulativeLast;
  return (priceCumulativeLast + ((reserveQuote << 112n) / reserveBase) * elapsed) % UINT256;
}

/** Time-weighted average price between two cumulative observations (UQ112x112 × seconds). */
export function twapRatio(cumulativeNow: bigint, cumulativeThen: bigint, elapsedSeconds: number): Ratio {
  if (elapsedSeconds <= 0) throw new RangeError('TWAP window must be positive');
  const delta = (((cumulativeNow - cumulativeThen) % UINT256) + UINT256) % UINT256;
  return ratio(delta, BigInt(elapsedSeconds) * Q112);
}

/** Price of one whole token (10^decimals base units), in base units of the quote token, rounded down. */
export function pricePerWholeToken(price: Ratio, tokenDecimals: number): bigint {
  return (price.num * 10n ** BigInt(tokenDecimals)) / price.den;
}

/** market × (10000 − discountBps) / 10000, rounded down. */
export function applyDiscount(pricePerToken: bigint, discountBps: bigint): bigint {
  if (discountBps < 0n || discountBps > 10_000n) throw new RangeError('discount must be 0..10000 bp');
  return (pricePerToken * (10_000n - discountBps)) / 10_000n;
}

/** ceil(tokenAmount × pricePerToken / 10^decimals): rounded in the seller's favour, as the sale checks. */
export function paymentAmount(tokenAmount: bigint, pricePerToken: bigint, tokenDecimals: number): bigint {
  const scale = 10n ** BigInt(tokenDecimals);
  const product = tokenAmount * pricePerToken;
  return (product + scale - 1n) / scale;
}

/**
 * A display-only USD price (a number, as the prices map carries): `price` is in base units of
 * the USD token per base unit of the token.
 */
export function usdNumber(price: Ratio, tokenDecimals: number, usdDecimals: number): number {
  const scaled = (price.num * 10n ** BigInt(tokenDecimals) * 10n ** 18n) / (price.den * 10n ** BigInt(usdDecimals));
  return Number(scaled) / 1e18;
}
