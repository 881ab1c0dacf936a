/**
 * Token amounts where SPEC section 9's balance rule (`formatBalance`) does not fit:
 * - `formatAmountPlaces`: a fixed number of places (market amounts 2, rewards 6, swap output 6),
 *   with '<0.01' / '<0.000001' for a positive amount those places would show as 0;
 * - `formatAmountCompact`: a large amount in little room (a card's sold/total): 1,000 and more as
 *   '1.23K', '45.6M', '7B', '1.5T' (at most 2 decimals of the unit), below that the balance rule.
 * Rounded toward zero unless told otherwise: an amount is never shown as more than it is.
 */
import { formatBalance, type RawAmount } from '../lib/amounts';
import { plainText, roundToPlaces, scaledFromRaw, type Rounding, type Scaled } from './decimal';

export interface PlacesOptions {
  /** keep exactly `places` digits ('1.50'); otherwise trailing zeros go */
  fixed?: boolean;
  /** default 'down' */
  rounding?: Rounding;
}

/** 10^-places as text: '0.01' for 2, '1' for 0. */
function smallestShown(places: number): string {
  return places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
}

/** An exact value with at most `places` decimals; a positive value below 10^-places reads '<0.01' (never '0'). */
export function formatScaledPlaces(value: Scaled, places: number, options: PlacesOptions = {}): string {
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`Invalid places: ${places}`);
  const rounding = options.rounding ?? 'down';
  const rounded = roundToPlaces(value, places, rounding);
  // rounding up (or to nearest from half of it) lifts a tiny value to the smallest shown one, which is then the truth
  if (value.units > 0n && rounded.units === 0n) return `${value.negative ? '>-' : '<'}${smallestShown(places)}`;
  return plainText(rounded, options.fixed ? places : 0);
}

/** '1,234.56' for a raw amount with at most `places` decimals (see formatScaledPlaces). */
export function formatAmountPlaces(raw: RawAmount, decimals: number, places: number, options?: PlacesOptions): string {
  return formatScaledPlaces(scaledFromRaw(raw, decimals), places, options);
}

const UNITS = [
  { suffix: 'T', power: 12 },
  { suffix: 'B', power: 9 },
  { suffix: 'M', power: 6 },
  { suffix: 'K', power: 3 },
] as const;

/** Decimals of the unit a compact amount keeps ('1.23M'). */
export const COMPACT_PLACES = 2;

/**
 * A large amount in little room: '1.23K', '45.6M', '7B', '1,234.5T'; below 1,000 SPEC section 9's
 * balance rule ('999.5', '<0.001'). Truncated by default, so '999,999' is '999.99K', never '1000K'.
 */
export function formatAmountCompact(raw: RawAmount, decimals: number, rounding: Rounding = 'down'): string {
  const value = scaledFromRaw(raw, decimals);
  const unit = UNITS.find(({ power }) => value.units >= 10n ** BigInt(value.scale + power));
  if (!unit) return formatBalance(raw, decimals);
  const inUnit: Scaled = { ...value, scale: value.scale + unit.power };
  return `${plainText(roundToPlaces(inUnit, COMPACT_PLACES, rounding))}${unit.suffix}`;
}
