import { config, NATIVE_TOKEN_ADDRESS } from '../../../config';
import { formatAmount, type RawAmount } from '../../../shared/lib/amounts';
import { decimalsOrDefault as tokenDecimalsOrDefault } from '../../../shared/listing/tokenReads';

/** Payment currencies of a bond sale (SPEC section 9: 0 BNB, 1 USDT, 2 USD1). */
export enum Currency {
  BNB = 0,
  USDT = 1,
  USD1 = 2,
}

const SYMBOLS: Record<number, string> = { 0: 'BNB', 1: 'USDT', 2: 'USD1' };

export function currencySymbol(currency: number | string): string {
  return SYMBOLS[Number(currency)] ?? 'Unknown';
}

export function isNativeCurrency(currency: number | string): boolean {
  return Number(currency) === Currency.BNB;
}

/** The ERC-20 a sale is paid in (lowercase), or the native placeholder for BNB. Reads and writes both need it. */
export function paymentTokenAddress(currency: number): string {
  if (isNativeCurrency(currency)) return NATIVE_TOKEN_ADDRESS;
  return (currency === Currency.USD1 ? config.contracts.usd1 : config.contracts.usdt).toLowerCase();
}

/** Display precision of a payment: stablecoins with 6 decimals, BNB with all 18 (SPEC section 9). */
export function paymentDisplayDecimals(currency: number | string): number {
  return isNativeCurrency(currency) ? 18 : 6;
}

/** Token decimals default to 18 when the API or chain did not tell us. */
export { decimalsOrDefault as tokenDecimalsOrDefault } from '../../../shared/listing/tokenReads';

/**
 * A payment amount for display: exact units of the payment token (18 decimals for BNB and for
 * BSC's USDT/USD1), cut to the currency's display precision, trailing zeros trimmed.
 */
export function formatPayment(raw: RawAmount, currency: number | string, paymentTokenDecimals = 18): string {
  return formatAmount(raw, paymentTokenDecimals, paymentDisplayDecimals(currency));
}

/**
 * Payment amounts shown side by side (gross, fee, net) with one number of decimals: as many as
 * the most precise of them needs, up to the currency's display precision, so '22.6' never stands
 * next to '22.608637' ('22.600000' does). Each is still cut toward zero.
 */
export function formatPaymentsAlike(raws: readonly RawAmount[], currency: number | string, paymentTokenDecimals = 18): string[] {
  const places = Math.max(0, ...raws.map((raw) => formatPayment(raw, currency, paymentTokenDecimals).split('.')[1]?.length ?? 0));
  return raws.map((raw) => formatAmount(raw, paymentTokenDecimals, places, { fixed: true }));
}

/** Market amounts (sold, total) have exactly 2 decimals (SPEC section 9). */
export function formatMarketAmount(raw: RawAmount, tokenDecimals: number | null | undefined): string {
  return formatAmount(raw, tokenDecimalsOrDefault(tokenDecimals), 2, { fixed: true });
}
