import { tryParseUnits } from '../../../shared/lib/amounts';
import { sameAddress } from '../../../shared/lib/sameAddress';

/**
 * Pure rules of the project owner's pages (SPEC sections 4, 5, 6 and 9): who is the owner,
 * what a withdrawal pays after the platform fee, which actions are open, the dashboard figures.
 * Amounts are raw integers (bigint or decimal strings); nothing goes through floating point.
 */
import { isSaleEnded, type SaleEndInputs } from './saleRules';

export const OWNER_TEXTS = {
  notOwner: 'You are not the project owner of this bond. Connect with the creator wallet to manage it.',
  invalidRecipient: 'Enter a valid recipient address',
  proceedsSuccess: 'Proceeds withdrawn successfully!',
  proceedsFailure: 'Failed to submit withdrawal',
  unsoldSuccess: 'Unsold tokens withdrawal completed!',
  unsoldFailure: 'Failed to submit unsold token withdrawal',
  endEarlySuccess: 'Sale ended early',
  endEarlyFailure: 'Failed to end the sale',
  emergencySuccess: 'Emergency withdrawal completed!',
  emergencyFailure: 'Failed to submit emergency withdrawal',
  raiseMinPriceSuccess: 'Minimum price raised',
  raiseMinPriceFailure: 'Failed to raise the minimum price',
  raiseMinPriceEnded: 'The minimum price can be raised only while the sale is live.',
  dashboardError: 'Failed to load your bonds.',
  feePaidSeparately: 'The platform collects its fee from the sale separately; your withdrawal never waits for it.',
} as const;

/** The platform fee on proceeds (BondSale.PLATFORM_FEE_BPS, SPEC section 9: 1%). */
export const PLATFORM_FEE_BPS = 100n;

type Amount = bigint | string;
const big = (v: Amount) => (typeof v === 'bigint' ? v : BigInt(v));

/** The connected wallet owns the sale: addresses compared case-insensitively (SPEC section 6). */
export function isProjectOwner(account: string | null | undefined, projectOwner: string | null | undefined): boolean {
  return sameAddress(account, projectOwner);
}

/** Proceeds before and after the platform fee, rounded as the contract does (fee floored). */
export function proceedsAfterFee(totalProceeds: Amount, feeBps: bigint = PLATFORM_FEE_BPS): { gross: bigint; fee: bigint; net: bigint } {
  const gross = big(totalProceeds);
  const fee = (gross * feeBps) / 10_000n;
  return { gross, fee, net: gross - fee };
}

export interface OwnerActionInput {
  isOwner: boolean;
  ended: boolean;
  proceedsWithdrawn: boolean;
  totalProceeds: Amount;
  unsold: Amount;
}

/** Withdraw proceeds: owner, ended, not yet withdrawn (SPEC section 4), and something to pay out. */
export function canWithdrawProceeds(input: OwnerActionInput): boolean {
  return input.isOwner && input.ended && !input.proceedsWithdrawn && big(input.totalProceeds) > 0n;
}

/** Withdraw unsold: owner and ended (SPEC section 4), and tokens left above what buyers are owed. */
export function canWithdrawUnsold(input: OwnerActionInput): boolean {
  return input.isOwner && input.ended && big(input.unsold) > 0n;
}

/** End early: only a live sale can be ended. */
export function canEndEarly(input: OwnerActionInput): boolean {
  return input.isOwner && !input.ended;
}

/** Emergency withdraw: ends a live sale and returns the unsold tokens; nothing to do without them. */
export function canEmergencyWithdraw(input: OwnerActionInput): boolean {
  return input.isOwner && big(input.unsold) > 0n;
}

/**
 * The sentence under the unsold-token actions: which of them apply now and why the others do not,
 * so no button is grey without a reason.
 */
export function unsoldActionsNote(input: Pick<OwnerActionInput, 'ended' | 'unsold'>): string {
  if (!input.ended) return 'Unsold tokens can be withdrawn once the sale has ended. Tokens bought stay claimable by their buyers.';
  if (big(input.unsold) === 0n) return 'No unsold tokens are left in the sale: they were all sold or withdrawn. The sale has ended, so there is nothing to end early.';
  return "The sale has ended: withdraw the unsold tokens to the recipient. 'End sale early' applies only to a live sale.";
}

/** Why the proceeds cannot be withdrawn, or null while they can (or were). */
export function proceedsBlockedNote(input: Pick<OwnerActionInput, 'ended' | 'proceedsWithdrawn' | 'totalProceeds'>): string | null {
  if (input.proceedsWithdrawn) return null;
  if (!input.ended) return 'Proceeds can be withdrawn once the sale has ended.';
  return big(input.totalProceeds) === 0n ? 'No proceeds to withdraw: nothing was sold.' : null;
}

/** The unsold-withdrawal recipient: 0x + 40 hex (SPEC section 5: starts with 0x, 42 characters). */
export function isValidRecipient(text: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(text.trim()) && !/^0x0{40}$/.test(text.trim());
}

/** BondSale.MAX_MIN_PRICE: a floor is stored in 96 bits. */
export const MAX_MIN_PRICE = 2n ** 96n - 1n;

/**
 * The new floor the owner typed (payment units per whole token, `decimals` of the payment token),
 * or why it cannot be sent: a floor can only go up (`raiseMinPrice` reverts `MinPriceNotRaised`
 * otherwise), so the form says so before the wallet opens.
 */
export function raisedMinPrice(
  text: string,
  current: bigint,
  decimals: number,
  format: (raw: bigint) => string,
): { price: bigint; error: null } | { price: null; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { price: null, error: 'Enter the new minimum price' };
  const digits = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  const price = digits && (digits[2] ?? '').length <= decimals ? tryParseUnits(trimmed, decimals) : null;
  if (price === null) return { price: null, error: `Enter a price with at most ${decimals} decimals` };
  if (price <= current) return { price: null, error: `The new minimum price must be above the current one (${format(current)}); it can never be lowered` };
  if (price > MAX_MIN_PRICE) return { price: null, error: 'The minimum price is too high' };
  return { price, error: null };
}

export interface DashboardStats {
  totalBonds: number;
  activeBonds: number;
  totalBuyers: number;
}

/** Total Bonds Created, Active Bonds (not ended at `nowSeconds`), Total Buyers (sum over sales). */
export function dashboardStats(sales: readonly (SaleEndInputs & { buyersCount: number })[], nowSeconds: number): DashboardStats {
  return {
    totalBonds: sales.length,
    activeBonds: sales.filter((s) => !isSaleEnded(s, nowSeconds)).length,
    totalBuyers: sales.reduce((sum, s) => sum + s.buyersCount, 0),
  };
}
