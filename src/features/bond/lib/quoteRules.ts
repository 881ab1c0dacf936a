/**
 * Rules of the signed bond quote on the buy box (SPEC sections 4, 5 and 8). The deadline is in
 * unix seconds of chain time; the caller passes its best estimate of chain "now".
 */

/** Whole seconds until the quote's deadline, never negative. */
export function quoteSecondsLeft(deadline: number | string, nowSeconds: number): number {
  const left = Math.floor(Number(deadline) - nowSeconds);
  return left > 0 ? left : 0;
}

/** The contract refuses a quote once its deadline has passed; we stop offering it at the deadline itself. */
export function isQuoteExpired(deadline: number | string, nowSeconds: number): boolean {
  return nowSeconds >= Number(deadline);
}

/** The API signals a missing DEX route with a message containing 'liquidity' (case-insensitive). */
export function isLiquidityError(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.toLowerCase().includes('liquidity');
}

/** The platform's guardian stopped buying with quotes on every sale (a leaked quote key). */
export const PAUSED_BY_PLATFORM = 'Paused by the platform';

export type BuyBlocker =
  | typeof PAUSED_BY_PLATFORM
  | 'Please connect your wallet'
  | 'Enter a token amount'
  | `Only ${string} left`
  | `One purchase can buy at most ${string}`
  | `You can buy at most ${string} more in this bond`
  | `Only ${string} more can be bought this hour`
  | 'No valid quote available'
  | 'Quote has expired'
  | `Insufficient ${string} balance`
  | 'Sale has ended'
  | 'Demo bond';

export interface BuyState {
  connected: boolean;
  isDemo: boolean;
  saleEnded: boolean;
  /** the platform paused buying with quotes; absent while unknown */
  paused?: boolean;
  /** raw token amount the user typed, scaled; 0 when empty or invalid */
  tokenAmount: bigint;
  /** the quote's payment amount, or null without a valid quote for the typed amount */
  paymentAmount: bigint | null;
  quoteDeadline: number | null;
  nowSeconds: number;
  /** payment balance of the wallet; null while unknown */
  balance: bigint | null;
  paymentSymbol: string;
  /** the payment token's allowance to the sale; ignored for BNB */
  allowance: bigint | null;
  isNative: boolean;
  txPending: boolean;
  /** the sale's purchase limits the typed amount breaks ({@link capBlocker}); null or absent when within them */
  overCap?: BuyBlocker | null;
}

/** The limits one purchase must stay within; amounts are raw token units. */
export interface PurchaseCaps {
  /** tokens left in the sale; absent when unknown */
  available?: bigint;
  perPurchase: bigint;
  buyerLeft: bigint | null;
  /** what the sale's hourly budget still allows; absent when unknown */
  hourLeft?: bigint;
}

/**
 * The contract refuses a purchase above what the sale has left, above `maxPerQuote`, above what
 * the per-buyer cap still allows or above what the hourly budget has left; the box says so in words before asking for a quote (the API
 * would answer in base units). `format` renders a raw amount with the token symbol.
 */
export function capBlocker(tokenAmount: bigint, limits: PurchaseCaps, format: (raw: bigint) => string): BuyBlocker | null {
  const candidates: Array<[bigint, BuyBlocker]> = [];
  // the tightest limit is the one to name; on a tie what is left wins, it is the plainest reason
  if (limits.available !== undefined) candidates.push([limits.available, `Only ${format(limits.available)} left`]);
  if (limits.buyerLeft !== null) candidates.push([limits.buyerLeft, `You can buy at most ${format(limits.buyerLeft)} more in this bond`]);
  candidates.push([limits.perPurchase, `One purchase can buy at most ${format(limits.perPurchase)}`]);
  // last: the budget refills within the hour, so a lasting limit that ties with it is the one to name
  if (limits.hourLeft !== undefined) candidates.push([limits.hourLeft, `Only ${format(limits.hourLeft)} more can be bought this hour`]);
  const [limit, message] = candidates.reduce((tightest, next) => (next[0] < tightest[0] ? next : tightest));
  return tokenAmount > limit ? message : null;
}

/**
 * The hourly budget left when it is what limits a purchase now (below what the sale has left and
 * the per-purchase and per-buyer caps), so the buy box shows it; null while another limit is tighter.
 */
export function limitingHourLeft(limits: PurchaseCaps): bigint | null {
  if (limits.hourLeft === undefined) return null;
  const others = [limits.perPurchase, limits.available, limits.buyerLeft].filter((limit): limit is bigint => limit !== undefined && limit !== null);
  return others.every((limit) => limits.hourLeft! < limit) ? limits.hourLeft : null;
}

/**
 * What MAX fills in: the smallest of what the sale has left, the per-purchase, per-buyer and hourly
 * limits, and what the payment balance buys at `pricePerToken` (payment base units per whole token;
 * skipped while either is unknown). Truncated, so the amount never costs more than the balance.
 */
export function maxBuyableTokens(
  limits: PurchaseCaps,
  funds: { balance: bigint | null; pricePerToken: bigint | null; tokenDecimals: number },
): bigint {
  let max = limits.perPurchase;
  if (limits.available !== undefined && limits.available < max) max = limits.available;
  if (limits.buyerLeft !== null && limits.buyerLeft < max) max = limits.buyerLeft;
  if (limits.hourLeft !== undefined && limits.hourLeft < max) max = limits.hourLeft;
  if (funds.balance !== null && funds.pricePerToken !== null && funds.pricePerToken > 0n) {
    const affordable = (funds.balance * 10n ** BigInt(funds.tokenDecimals)) / funds.pricePerToken;
    if (affordable < max) max = affordable;
  }
  return max > 0n ? max : 0n;
}

/** The first reason the Buy button is disabled, in the order the user has to fix them; null when buying is possible. */
export function buyBlocker(s: BuyState): BuyBlocker | null {
  if (s.isDemo) return 'Demo bond';
  if (s.saleEnded) return 'Sale has ended';
  // before connecting: a wallet would not help
  if (s.paused) return PAUSED_BY_PLATFORM;
  if (!s.connected) return 'Please connect your wallet';
  if (s.tokenAmount <= 0n) return 'Enter a token amount';
  if (s.overCap) return s.overCap;
  if (s.paymentAmount === null || s.quoteDeadline === null) return 'No valid quote available';
  if (isQuoteExpired(s.quoteDeadline, s.nowSeconds)) return 'Quote has expired';
  if (s.balance !== null && s.paymentAmount > s.balance) return `Insufficient ${s.paymentSymbol} balance`;
  return null;
}

/** Approve is needed only for token payments whose allowance does not cover the payment. */
export function needsApproval(s: Pick<BuyState, 'isNative' | 'paymentAmount' | 'allowance'>): boolean {
  if (s.isNative) return false;
  if (s.paymentAmount === null || s.paymentAmount <= 0n) return false;
  return (s.allowance ?? 0n) < s.paymentAmount;
}

/**
 * Approve is disabled when the allowance already covers the payment or the payment is zero
 * (SPEC section 5), and while any transaction is pending or the wallet is away.
 */
export function approveDisabled(
  s: Pick<BuyState, 'isNative' | 'paymentAmount' | 'allowance' | 'connected' | 'txPending' | 'isDemo'>,
): boolean {
  if (s.isDemo || !s.connected || s.txPending) return true;
  return !needsApproval(s);
}

export function buyDisabled(s: BuyState): boolean {
  if (s.txPending) return true;
  if (buyBlocker(s) !== null) return true;
  return needsApproval(s);
}
