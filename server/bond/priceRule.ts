import { compareRatio, mulRatio, type Ratio } from '../lib/priceMath';

/** The time-weighted window a signed price is averaged over, at least (DESIGN.md section 4). */
export const TWAP_WINDOW_SECONDS = 30 * 60;

/** How far above the 30-minute TWAP a rising spot price may lift a signed price (2 %). */
export const SPOT_PREMIUM_CAP_BPS = 200n;

/** Which of the two prices a signed price came from. */
export type PriceBasis = 'twap' | 'spot' | 'capped';

export interface SignablePrice {
  price: Ratio;
  basis: PriceBasis;
}

/**
 * The market price a quote may be signed at, from the route's spot price and its 30-minute TWAP:
 * the TWAP, raised toward a higher spot price by at most {@link SPOT_PREMIUM_CAP_BPS}.
 *
 * - A dump lowers spot, never the signed price: below the TWAP, the TWAP holds.
 * - A genuine rise shows in the signed price at once, up to the cap, so buyers do not buy a
 *   rising token at a stale average.
 * - A pump in one block (a seller lifting the price before a buyer asks) moves the signed price by
 *   at most the cap, and the TWAP itself by a block's share of the window.
 */
export function signablePrice(spot: Ratio, twap: Ratio): SignablePrice {
  if (compareRatio(spot, twap) <= 0) return { price: twap, basis: 'twap' };
  const cap = mulRatio(twap, { num: 10_000n + SPOT_PREMIUM_CAP_BPS, den: 10_000n });
  if (compareRatio(spot, cap) <= 0) return { price: spot, basis: 'spot' };
  return { price: cap, basis: 'capped' };
}

/** How `priceSource` names each basis. */
export function basisLabel(basis: PriceBasis): string {
  const cap = `${Number(SPOT_PREMIUM_CAP_BPS) / 100}%`;
  if (basis === 'twap') return 'twap-30m';
  if (basis === 'spot') return `spot (within ${cap} of the 30-minute TWAP)`;
  return `twap-30m +${cap} (spot higher)`;
}
