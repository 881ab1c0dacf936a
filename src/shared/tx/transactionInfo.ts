import { formatBalance } from '../lib/amounts';

/**
 * What a tracked transaction does, modelled on Uniswap interface's `TransactionInfo`: the store
 * can answer "is this listing's claim pending" from it, and the summary text is derived from it.
 * Everything is serializable: ids are decimal strings, addresses checksummed (runTransaction
 * normalises them), amounts decimal strings of raw units with the decimals to display them.
 *
 * The kernel knows one kind, the ERC-20 approval. Each feature adds its own by merging into
 * `TransactionKinds` and registering their summaries (`registerTransactionKinds`, through its
 * `Feature`):
 *
 *   declare module '../../shared/tx/transactionInfo' { interface TransactionKinds { claimDrop: { dropId: string } } }
 *   registerTransactionKinds({ claimDrop: (info) => `Claim drop #${info.dropId}` });
 */
export interface TokenAmountInfo {
  /** raw units, decimal string */
  raw: string;
  decimals: number;
}

/** The fields of each kind of transaction, by its type (declaration merging adds the features' kinds). */
export interface TransactionKinds {
  approve: {
    token: string;
    /** the contract allowed to pull the token (a listing, a factory, the swap router) */
    spender: string;
    symbol: string;
    /** the exact amount the user chose, shown in the summary; absent when the text names only the token */
    amount?: TokenAmountInfo;
  };
}

export type TransactionType = Extract<keyof TransactionKinds, string>;

/** The info of one type, e.g. `InfoOf<'approve'>`. */
export type InfoOf<T extends TransactionType> = { type: T } & TransactionKinds[T];

export type TransactionInfo = { [T in TransactionType]: InfoOf<T> }[TransactionType];

/** Some fields of one type's info: `{ type: 'approve', token }` matches every approval of that token. */
export type TransactionMatch = {
  [T in TransactionType]: { type: T } & Partial<TransactionKinds[T]>;
}[TransactionType];

/** The summary text of each kind a feature adds: the pending toast's and the recent list's. */
export type TransactionTexts<T extends TransactionType = TransactionType> = { [K in T]: (info: InfoOf<K>) => string };

const summaries = new Map<string, (info: never) => string>();

/** Registers kinds with their summary texts; a stored transaction of an unregistered kind is dropped on load. */
export function registerTransactionKinds<T extends TransactionType>(texts: TransactionTexts<T>): void {
  for (const [type, summary] of Object.entries(texts)) summaries.set(type, summary as (info: never) => string);
}

registerTransactionKinds({
  approve: (info) =>
    info.amount ? `Approve ${formatBalance(info.amount.raw, info.amount.decimals)} ${info.symbol}` : `Approve ${info.symbol}`,
});

/** The text of the pending toast and the recent list ('Stake 10 SALLY'). */
export function transactionSummary(info: TransactionInfo): string {
  const summary = summaries.get(info.type) as ((info: TransactionInfo) => string) | undefined;
  if (!summary) throw new Error(`No transaction kind '${info.type}' is registered`);
  return summary(info);
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

/** A stored info from localStorage: an object of a registered kind (fields are trusted after that). */
export function isTransactionInfo(value: unknown): value is TransactionInfo {
  if (!value || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && summaries.has(type);
}
