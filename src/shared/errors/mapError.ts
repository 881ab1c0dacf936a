interface ContractErrorTables {
  selectors: Record<string, string>;
  messages: Record<string, string>;
}

/**
 * The contract-error tables (selectors and sentences of every custom error) are only needed once
 * a chain read or a transaction has failed, so they load with the chain code, not with the page
 * every visitor gets. Until they are loaded a custom error is named, not explained. The kernel
 * holds the selectors of every error in `abis/` and the sentences of the errors every contract
 * shares; each feature registers the sentences of its own contracts' errors.
 */
let contractErrorTables: ContractErrorTables | null = null;

type ErrorSentencesLoader = () => Promise<Record<string, string>>;
const loaders = new Set<ErrorSentencesLoader>();
const loaded = new Set<ErrorSentencesLoader>();

/** A feature's sentences for its contracts' custom errors, loaded with the kernel's when an error needs them. */
export function registerContractErrors(load: ErrorSentencesLoader): void {
  loaders.add(load);
}

/** Loads the contract-error tables; await it before mapping an error from a chain read or a write. */
export async function loadContractErrors(): Promise<void> {
  if (!contractErrorTables) {
    const [{ contractErrorSelectors }, { contractErrorMessages }] = await Promise.all([
      import(/* webpackChunkName: "contract-errors" */ './contractErrorSelectors'),
      import(/* webpackChunkName: "contract-errors" */ './contractErrorMessages'),
    ]);
    contractErrorTables ??= { selectors: contractErrorSelectors, messages: { ...contractErrorMessages } };
  }
  const pending = [...loaders].filter((load) => !loaded.has(load));
  const sentences = await Promise.all(pending.map((load) => load()));
  pending.forEach((load, i) => {
    loaded.add(load);
    Object.assign(contractErrorTables!.messages, sentences[i]);
  });
}

/**
 * Turns anything a wallet, ethers or a contract throws into a sentence for a toast
 * (DESIGN.md section 5, SPEC section 8). Pure and free of ethers so the main bundle can use it.
 */
export type AppErrorKind =
  | 'user-rejected'
  | 'chain-not-configured'
  | 'contract'
  | 'insufficient-funds'
  | 'unknown';

export interface AppError {
  kind: AppErrorKind;
  message: string;
  /** the contract's custom error name, when decoded */
  errorName?: string;
}

export const USER_REJECTED_MESSAGE = 'Transaction rejected in wallet';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Insufficient BNB balance for this transaction and its network fee.';

/** Thrown when asked to use a chain the app has no configuration for (SPEC section 5). */
export class ChainNotConfiguredError extends Error {
  readonly chainId: number;

  constructor(chainId: number) {
    super(`Chain ${chainId} is not configured`);
    this.name = 'ChainNotConfiguredError';
    this.chainId = chainId;
  }
}

/** A wallet request the user turned down, raised by our own wallet helpers. */
export class UserRejectedError extends Error {
  readonly code = 4001;

  constructor(message: string = USER_REJECTED_MESSAGE) {
    super(message);
    this.name = 'UserRejectedError';
  }
}

const NESTED_KEYS = ['error', 'info', 'cause', 'data', 'originalError', 'payload', 'innerError'] as const;

/** Visits the error and the objects wallets and ethers nest inside it (bounded depth). */
function visit(error: unknown, fn: (node: Record<string, unknown>) => boolean | void): boolean {
  const seen = new Set<unknown>();
  const walk = (node: unknown, depth: number): boolean => {
    if (!node || typeof node !== 'object' || seen.has(node) || depth > 6) return false;
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (fn(record) === true) return true;
    return NESTED_KEYS.some((key) => walk(record[key], depth + 1));
  };
  return walk(error, 0);
}

function messageOf(node: Record<string, unknown>): string {
  const parts = [node.message, node.shortMessage, node.reason].filter((v): v is string => typeof v === 'string');
  return parts.join(' ');
}

const REJECTION_TEXT =
  /user rejected|user denied|rejected by user|user cancel+ed|request rejected|connection request reset|request reset/i;

export function isUserRejection(error: unknown): boolean {
  if (typeof error === 'string') return REJECTION_TEXT.test(error);
  return visit(error, (node) => {
    if (node.code === 4001 || node.code === 'ACTION_REJECTED' || node.name === 'UserRejectedError') return true;
    return REJECTION_TEXT.test(messageOf(node));
  });
}

function isChainNotConfigured(error: unknown): boolean {
  return visit(error, (node) => node.name === 'ChainNotConfiguredError' || node instanceof ChainNotConfiguredError);
}

function isInsufficientFunds(error: unknown): boolean {
  return visit(error, (node) => node.code === 'INSUFFICIENT_FUNDS' || /insufficient funds/i.test(messageOf(node)));
}

const ERROR_STRING_SELECTOR = '0x08c379a0';

/** ABI-decodes `Error(string)` revert data without ethers. */
export function decodeErrorString(data: string): string | null {
  if (!data.toLowerCase().startsWith(ERROR_STRING_SELECTOR)) return null;
  const body = data.slice(10);
  if (body.length < 128) return null;
  const length = Number.parseInt(body.slice(64, 128), 16);
  const hex = body.slice(128, 128 + length * 2);
  if (!Number.isFinite(length) || hex.length !== length * 2) return null;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

interface RevertInfo {
  name?: string;
  reason?: string;
}

const HEX_DATA = /^0x[0-9a-fA-F]{8,}$/;

/** Finds the contract error behind a failure: ethers' decoded `revert`, raw revert data, or a reason string. */
export function findRevert(error: unknown): RevertInfo | null {
  let found: RevertInfo | null = null;
  visit(error, (node) => {
    const revert = node.revert as { name?: unknown; args?: unknown[] } | null | undefined;
    if (revert && typeof revert.name === 'string') {
      if (revert.name === 'Error' && Array.isArray(revert.args) && typeof revert.args[0] === 'string') {
        found = { reason: revert.args[0] };
      } else if (revert.name !== 'Panic') {
        found = { name: revert.name };
      }
      if (found) return true;
    }
    for (const value of [node.data, node.revertData]) {
      if (typeof value !== 'string' || !HEX_DATA.test(value)) continue;
      const selector = value.slice(0, 10).toLowerCase();
      const signature = contractErrorTables?.selectors[selector];
      if (signature) {
        found = { name: signature.slice(0, signature.indexOf('(')) };
        return true;
      }
      const reason = decodeErrorString(value);
      if (reason) {
        found = { reason };
        return true;
      }
    }
    return false;
  });
  if (found) return found;
  // a node that only says "execution reverted: <reason>" (some wallets flatten the error)
  let reason: string | null = null;
  visit(error, (node) => {
    const text = messageOf(node);
    const match = /(?:execution reverted|reverted with reason string)[:\s]+['"]?([^'"\n]+?)['"]?(?:\s*\(|$)/i.exec(text);
    if (match && match[1] && !/^(?:\(|unknown custom error)/i.test(match[1])) {
      reason = match[1].trim();
      return true;
    }
    const custom = /reverted with custom error '(\w+)\(/i.exec(text);
    if (custom) {
      reason = null;
      found = { name: custom[1] };
      return true;
    }
    return false;
  });
  if (found) return found;
  return reason ? { reason } : null;
}

export function genericContractErrorMessage(name: string): string {
  return `The contract rejected the transaction (${name}).`;
}

export function contractErrorMessage(name: string): string {
  return contractErrorTables?.messages[name] ?? genericContractErrorMessage(name);
}

/**
 * @param fallback the caller's own failure text ('Stake failed') for errors that say nothing useful
 */
export function mapError(error: unknown, fallback = 'Transaction failed'): AppError {
  if (isUserRejection(error)) return { kind: 'user-rejected', message: USER_REJECTED_MESSAGE };
  if (isChainNotConfigured(error)) {
    const chainId = (error as { chainId?: number }).chainId;
    return {
      kind: 'chain-not-configured',
      message: chainId !== undefined ? `Chain ${chainId} is not configured` : 'This network is not configured',
    };
  }
  const revert = findRevert(error);
  if (revert?.name) return { kind: 'contract', message: contractErrorMessage(revert.name), errorName: revert.name };
  if (revert?.reason) return { kind: 'contract', message: revert.reason };
  if (isInsufficientFunds(error)) return { kind: 'insufficient-funds', message: INSUFFICIENT_FUNDS_MESSAGE };
  return { kind: 'unknown', message: fallback };
}

/** The sentence to show for an error, with the caller's fallback for unknown ones. */
export function errorMessage(error: unknown, fallback?: string): string {
  return mapError(error, fallback).message;
}
