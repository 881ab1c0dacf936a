import { formatBps } from '../../../shared/format/percent';

/**
 * APR percent ↔ basis points. The conversion works on the decimal string itself
 * (DESIGN.md section 5): `Math.floor(0.29 * 100)` is 28 in floating point, the string
 * arithmetic gives 29. Digits past the second decimal are floored away ('12.345' → 1234).
 */
const PERCENT = /^(\d*)(?:[.,](\d*))?$/;

/** Basis points for an APR typed in percent, or null when the text is not a non-negative number. */
export function aprPercentToBps(text: string): bigint | null {
  const trimmed = text.trim();
  const match = PERCENT.exec(trimmed);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = (fraction + '00').slice(0, 2);
  return BigInt(whole || '0') * 100n + BigInt(cents);
}

/** '1234' → '12.34%', '500' → '5%', '29' → '0.29%', '1000000' → '10,000%': the app's one percent notation. */
export function formatAprBps(bps: string | number | bigint): string {
  return formatBps(bps);
}
