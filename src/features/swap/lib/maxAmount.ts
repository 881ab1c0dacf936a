import { formatUnits, minBigInt } from '../../../shared/lib/amounts';

/**
 * MAX button (SPEC section 5, DESIGN.md section 5): BNB keeps a reserve for gas so the swap
 * itself can still be paid for; other tokens fill the whole balance. Everything in raw units,
 * so the filled amount can never exceed what the wallet holds.
 */

const BNB_DECIMALS = 18;
const unit = (exp: number): bigint => 10n ** BigInt(BNB_DECIMALS - exp);

/** 0.1, 0.01, 0.001, 0.0001 BNB in wei */
const POINT_1 = unit(1);
const POINT_01 = unit(2);
const POINT_001 = unit(3);
const POINT_0001 = unit(4);

/** The gas reserve MAX leaves behind for a native BNB balance (wei). */
export function bnbGasReserve(balance: bigint): bigint {
  if (balance <= 0n) return 0n;
  if (balance > POINT_1) return POINT_01;
  if (balance > POINT_01) return POINT_001;
  // tiny balances: never reserve more than a tenth, so MAX still fills most of it
  return minBigInt(POINT_0001, balance / 10n);
}

/** Raw amount MAX fills for a balance; never negative, never above the balance. */
export function maxSpendable(balance: bigint, isNative: boolean): bigint {
  if (balance <= 0n) return 0n;
  if (!isNative) return balance;
  const spendable = balance - bnbGasReserve(balance);
  return spendable > 0n ? spendable : 0n;
}

/** Fraction digits MAX keeps for BNB: its reserve already leaves room, so the filled amount reads as a person would type it. */
export const BNB_MAX_PLACES = 6;

/**
 * MAX as the text the amount box shows, trailing zeros trimmed. A token's whole balance is exact
 * (anything less leaves dust behind); BNB's spendable amount is cut down to 6 places
 * ('9998.989589', not '9998.98958955397869176') unless that would read 0.
 */
export function maxInputText(balanceRaw: string | null | undefined, isNative: boolean, decimals: number): string {
  if (!balanceRaw || !/^\d+$/.test(balanceRaw)) return '0';
  const spendable = maxSpendable(BigInt(balanceRaw), isNative);
  if (!isNative || decimals <= BNB_MAX_PLACES) return formatUnits(spendable, decimals);
  const step = 10n ** BigInt(decimals - BNB_MAX_PLACES);
  const cut = (spendable / step) * step;
  return formatUnits(cut > 0n ? cut : spendable, decimals);
}
