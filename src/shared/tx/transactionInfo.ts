import { formatAmount, formatBalance, formatUnits } from '../lib/amounts';

/**
 * What a tracked transaction does, modelled on Uniswap interface's `TransactionInfo`: the store
 * can answer "is this sale's claim pending" from it, and the summary text is derived from it.
 * Everything is serializable: ids are decimal strings, addresses checksummed (runTransaction
 * normalises them), amounts decimal strings of raw units with the decimals to display them.
 */
export interface TokenAmountInfo {
  /** raw units, decimal string */
  raw: string;
  decimals: number;
}

export type TransactionInfo =
  | {
      type: 'approve';
      token: string;
      /** absent when the API builds the approval and names the spender (swap's router) */
      spender?: string;
      symbol: string;
      /** the exact amount the user chose, shown in the summary (swap); absent when the text names only the token */
      amount?: TokenAmountInfo;
    }
  | { type: 'swap'; inputToken: string; outputToken: string; inputSymbol: string; outputSymbol: string; input: TokenAmountInfo }
  | { type: 'buy'; saleId: string; token: string; symbol: string; tokens: TokenAmountInfo; paymentRaw: string }
  | { type: 'claimBond'; saleId: string; symbol: string }
  | { type: 'createSale'; token: string; symbol: string }
  | { type: 'withdrawProceeds'; saleId: string; symbol: string }
  | { type: 'withdrawUnsold'; saleId: string; symbol: string; recipient: string }
  | { type: 'endSale'; saleId: string; symbol: string }
  | { type: 'emergencyWithdraw'; saleId: string; symbol: string; recipient: string }
  | { type: 'raiseMinPrice'; saleId: string; symbol: string }
  | { type: 'stake'; poolId: string; symbol: string; amount: TokenAmountInfo }
  | { type: 'unstake'; poolId: string; symbol: string }
  | { type: 'claimRewards'; poolId: string; symbol: string }
  | { type: 'createPool'; stakingToken: string; symbol: string }
  | { type: 'fundPool'; poolId: string; symbol: string; amount: TokenAmountInfo }
  | { type: 'setPoolApr'; poolId: string; symbol: string; aprBps: string }
  | { type: 'setPoolActive'; poolId: string; symbol: string; active: boolean };

export type TransactionType = TransactionInfo['type'];

/** The info of one type, e.g. `InfoOf<'buy'>`. */
export type InfoOf<T extends TransactionType> = Extract<TransactionInfo, { type: T }>;

/** Some fields of one type's info: `{ type: 'claimBond', saleId: '3' }` matches every claim on sale 3. */
export type TransactionMatch = {
  [T in TransactionType]: { type: T } & Partial<Omit<InfoOf<T>, 'type'>>;
}[TransactionType];

/** The text of the pending toast and the recent list ('Stake 10 SALLY'). */
export function transactionSummary(info: TransactionInfo): string {
  switch (info.type) {
    case 'approve':
      return info.amount
        ? `Approve ${formatBalance(info.amount.raw, info.amount.decimals)} ${info.symbol}`
        : `Approve ${info.symbol}`;
    case 'swap':
      return `Swap ${formatBalance(info.input.raw, info.input.decimals)} ${info.inputSymbol} for ${info.outputSymbol}`;
    case 'buy':
      return `Buy ${formatAmount(info.tokens.raw, info.tokens.decimals, 6)} ${info.symbol}`;
    case 'claimBond':
      return `Claim ${info.symbol}`;
    case 'createSale':
      return `Create ${info.symbol} bond`;
    case 'withdrawProceeds':
      return `Withdraw ${info.symbol} bond proceeds`;
    case 'withdrawUnsold':
      return `Withdraw unsold ${info.symbol}`;
    case 'endSale':
      return `End ${info.symbol} bond early`;
    case 'emergencyWithdraw':
      return `Emergency withdraw ${info.symbol}`;
    case 'raiseMinPrice':
      return `Raise ${info.symbol} bond minimum price`;
    case 'stake':
      return `Stake ${formatUnits(info.amount.raw, info.amount.decimals)} ${info.symbol}`;
    case 'unstake':
      return `Unstake ${info.symbol}`;
    case 'claimRewards':
      return `Claim ${info.symbol} rewards`;
    case 'createPool':
      return `Create ${info.symbol} staking pool`;
    case 'fundPool':
      return `Fund ${formatUnits(info.amount.raw, info.amount.decimals)} ${info.symbol} rewards`;
    case 'setPoolApr':
      return `Set ${info.symbol} pool APR`;
    case 'setPoolActive':
      return `${info.active ? 'Activate' : 'Deactivate'} ${info.symbol} pool`;
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Field equality where addresses compare case-insensitively (checksummed vs lowercase). */
function sameField(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && ADDRESS.test(a) && ADDRESS.test(b)) {
    return a.toLowerCase() === b.toLowerCase();
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    return Object.keys(left).every((key) => sameField(left[key], right[key]));
  }
  return a === b;
}

/** True when every field the match names equals the info's (the match may leave fields out). */
export function matchesTransaction(info: TransactionInfo, match: TransactionMatch): boolean {
  const fields = match as Record<string, unknown>;
  const actual = info as unknown as Record<string, unknown>;
  return Object.keys(fields).every((key) => fields[key] === undefined || sameField(fields[key], actual[key]));
}

/** Every address field of an info, checksummed with `checksum` (ethers' getAddress). */
export function checksumInfo(info: TransactionInfo, checksum: (address: string) => string): TransactionInfo {
  const entries = Object.entries(info).map(([key, value]) => [
    key,
    typeof value === 'string' && ADDRESS.test(value) ? checksum(value) : value,
  ]);
  return Object.fromEntries(entries) as TransactionInfo;
}

/** A stored info from localStorage: an object with a known type (fields are trusted after that). */
export function isTransactionInfo(value: unknown): value is TransactionInfo {
  if (!value || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && KNOWN_TYPES.has(type);
}

/** Typed as a record so a new type cannot be forgotten here. */
const KNOWN: Record<TransactionType, true> = {
  approve: true, swap: true, buy: true, claimBond: true, createSale: true, withdrawProceeds: true, withdrawUnsold: true,
  endSale: true, emergencyWithdraw: true, raiseMinPrice: true, stake: true, unstake: true, claimRewards: true, createPool: true,
  fundPool: true, setPoolApr: true, setPoolActive: true,
};
const KNOWN_TYPES = new Set<string>(Object.keys(KNOWN));
