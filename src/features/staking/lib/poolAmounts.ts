import { formatAmountPlaces } from '../../../shared/format/amount';
import type { RawAmount } from '../../../shared/lib/amounts';

/**
 * The staking pages' two ways to write a token amount, with thousands separators, trailing zeros
 * dropped and rounded down (never more than there is); a positive amount too small to show reads
 * '<0.0001', never 0:
 * - principal (balances, stakes, a pool's totals and reserve, what an unstake returns): 4 decimals,
 *   the stake page's balance rule (SPEC section 9), so a pool's total and a stake of the same size
 *   read alike ('22.6086' on both);
 * - rewards (claimable, claimed, estimates): 6 decimals (SPEC section 9), where they tick up.
 */
export const PRINCIPAL_PLACES = 4;
export const REWARD_PLACES = 6;

/** '1,000,000', '22.6086', '0', '<0.0001'. */
export function formatPoolAmount(raw: RawAmount, decimals: number): string {
  return formatAmountPlaces(raw, decimals, PRINCIPAL_PLACES);
}

/** '0.58451', '0', '<0.000001'. */
export function formatRewardAmount(raw: RawAmount, decimals: number): string {
  return formatAmountPlaces(raw, decimals, REWARD_PLACES);
}

/** What a pool creator pays in BNB: up to 6 decimals, rounded up (never shown as less than it is). */
export function formatFeeBnb(wei: RawAmount): string {
  return `${formatAmountPlaces(wei, 18, 6, { rounding: 'up' })} BNB`;
}
