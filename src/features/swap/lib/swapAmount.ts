import { formatAmount } from '../../../shared/lib/amounts';

/** Places of every swap amount shown (SPEC section 9: the swap output has 6 decimals). */
export const SWAP_AMOUNT_PLACES = 6;

/**
 * Every token amount of a swap as shown: the receive box, the minimum received and the review
 * alike ('571,346.704871'): thousands separators, at most 6 decimals, truncated (never shown as
 * more than it is), '<0.000001' for a positive dust amount. The box the user types in stays raw.
 * shared/format's `formatAmountPlaces` rule, written with the shell's formatter: the receive box is
 * on the first screen of `/`, whose budget has no room for the decimal module.
 */
export function formatSwapAmount(raw: bigint, decimals: number): string {
  const text = formatAmount(raw, decimals, SWAP_AMOUNT_PLACES);
  return raw > 0n && text === '0' ? `<0.${'0'.repeat(SWAP_AMOUNT_PLACES - 1)}1` : text;
}
