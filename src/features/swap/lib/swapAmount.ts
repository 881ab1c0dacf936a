import { formatAmountPlaces } from '../../../shared/format/amount';

/** Places of every swap amount shown (SPEC section 9: the swap output has 6 decimals). */
export const SWAP_AMOUNT_PLACES = 6;

/**
 * Every token amount of a swap as shown: the receive box, the minimum received and the review
 * alike ('571,346.704871'): thousands separators, at most 6 decimals, truncated (never shown as
 * more than it is), '<0.000001' for a positive dust amount. The box the user types in stays raw.
 */
export function formatSwapAmount(raw: bigint, decimals: number): string {
  return formatAmountPlaces(raw, decimals, SWAP_AMOUNT_PLACES);
}
