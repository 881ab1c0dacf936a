import { formatAmountPlaces } from '../../../shared/format/amount';
import type { RawAmount } from '../../../shared/lib/amounts';

/**
 * The staking pages' three ways to write a token amount (SPEC section 9's display rules), with
 * thousands separators, trailing zeros dropped and rounded down (never more than there is); a
 * positive amount too small to show reads '<0.0001', never 0:
 * - a pool's market figures (total staked, reward reserve): 2 decimals;
 * - a wallet's principal (balance, stake, what an unstake returns): 4 decimals, the stake page's rule;
 * - rewards (claimable, claimed, estimates): 6 decimals, where they tick up.
 */
export const MARKET_PLACES = 2;
export const PRINCIPAL_PLACES = 4;
export const REWARD_PLACES = 6;

/** '1,000,000', '22.6', '<0.01'. */
export function formatMarketAmount(raw: RawAmount, decimals: number): string {
  return formatAmountPlaces(raw, decimals, MARKET_PLACES);
}

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
