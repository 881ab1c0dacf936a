/**
 * Percentages as the SPEC writes them: the number and '%' with no space between ('200%',
 * '-0.03%', '5.25%'), thousands separated ('12,000%'), at most 2 decimals with trailing zeros
 * removed. A value that is not zero but would read 0 says so: '<0.01%' ('>-0.01%' below zero).
 */
import { plainText, roundToPlaces, scaledFromDecimal, type Scaled } from './decimal';

export interface PercentOptions {
  /** decimals kept (default 2) */
  places?: number;
  /** '+1.5%' for a positive value (a change) */
  signed?: boolean;
}

function formatScaledPercent(value: Scaled, options: PercentOptions): string {
  const places = options.places ?? 2;
  const rounded = roundToPlaces(value, places, 'nearest');
  if (value.units > 0n && rounded.units === 0n) {
    const smallest = places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
    return value.negative ? `>-${smallest}%` : `<${smallest}%`;
  }
  const plus = options.signed && !value.negative && rounded.units > 0n ? '+' : '';
  return `${plus}${plainText(rounded)}%`;
}

/**
 * A percentage held as a number (an APR, a price impact, a progress): 200 → '200%'. Display
 * only: percentages are not money, so they may be floats. Not finite → '—'.
 */
export function formatPercent(percent: number, options: PercentOptions = {}): string {
  if (!Number.isFinite(percent)) return '—';
  // 20 fixed digits hold any float below 10^21 exactly enough, without exponent notation (which
  // toFixed switches to from 10^21 on, where the float is an integer anyway)
  const text = Math.abs(percent) < 1e21 ? percent.toFixed(20) : BigInt(percent).toString();
  return formatScaledPercent(scaledFromDecimal(text), options);
}

/** Basis points as a percentage, exactly: 500 → '5%', 1234 → '12.34%' (discounts, fees, APRs in bps). */
export function formatBps(bps: bigint | number | string, options: PercentOptions = {}): string {
  const value = BigInt(bps);
  return formatScaledPercent({ negative: value < 0n, units: value < 0n ? -value : value, scale: 2 }, options);
}
