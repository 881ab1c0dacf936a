import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isTransactionInfo, type TransactionInfo } from './transactionInfo';

/**
 * Transactions sent through `runTransaction`. Pending ones are persisted in localStorage and
 * watched again after a reload until they are final; the header menu lists the recent ones.
 * Receipts are never stored (they are not serializable and only the caller needs them).
 */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface TrackedTransaction {
  hash: string;
  /** derived from `info` when sent; kept so entries saved before `info` existed still show */
  summary: string;
  /** what it does (absent only on entries restored from an older page version) */
  info?: TransactionInfo;
  status: TransactionStatus;
  chainId: number;
  /** lowercase sender */
  account: string;
  /** ms since epoch */
  addedAt: number;
  finalizedAt?: number;
  /** the caller's id for this send (the review modal follows its own transaction by it) */
  requestId?: string;
}

/** A transaction the wallet is asked to sign: no hash yet, but its button already spins. */
export interface AwaitingTransaction {
  /** local id (nanoid), not a hash */
  id: string;
  info: TransactionInfo;
  /** lowercase sender */
  account: string;
}

export interface TransactionsState {
  /** most recent first, at most RECENT_LIMIT */
  items: TrackedTransaction[];
  /** waiting in the wallet (not persisted: a reload closes the wallet prompt's owner) */
  awaitingWallet: AwaitingTransaction[];
}

export const RECENT_LIMIT = 10;
export const PENDING_STORAGE_KEY = 'app.pendingTransactions.v1';

const initialState: TransactionsState = { items: [], awaitingWallet: [] };

export const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    walletRequestStarted(state, action: PayloadAction<AwaitingTransaction>) {
      state.awaitingWallet.push({ ...action.payload, account: action.payload.account.toLowerCase() });
    },
    /** signed and sent (transactionAdded follows), rejected, or failed to build */
    walletRequestEnded(state, action: PayloadAction<{ id: string }>) {
      state.awaitingWallet = state.awaitingWallet.filter((request) => request.id !== action.payload.id);
    },
    transactionAdded(state, action: PayloadAction<Omit<TrackedTransaction, 'status' | 'finalizedAt'>>) {
      const tx: TrackedTransaction = {
        ...action.payload,
        hash: action.payload.hash.toLowerCase(),
        account: action.payload.account.toLowerCase(),
        status: 'pending',
      };
      state.items = [tx, ...state.items.filter((item) => item.hash !== tx.hash)].slice(0, RECENT_LIMIT);
    },
    transactionFinalized(
      state,
      action: PayloadAction<{ hash: string; status: Exclude<TransactionStatus, 'pending'>; finalizedAt: number }>,
    ) {
      const item = state.items.find((tx) => tx.hash === action.payload.hash.toLowerCase());
      if (!item) return;
      item.status = action.payload.status;
      item.finalizedAt = action.payload.finalizedAt;
    },
    /** what a final transaction turned out to do (a swap's received amount), with the summary derived from it */
    transactionDescribed(state, action: PayloadAction<{ hash: string; info: TransactionInfo; summary: string }>) {
      const item = state.items.find((tx) => tx.hash === action.payload.hash.toLowerCase());
      if (!item) return;
      item.info = action.payload.info;
      item.summary = action.payload.summary;
    },
    transactionsRestored(state, action: PayloadAction<TrackedTransaction[]>) {
      const known = new Set(state.items.map((tx) => tx.hash));
      const restored = action.payload.filter((tx) => !known.has(tx.hash));
      state.items = [...state.items, ...restored].sort((a, b) => b.addedAt - a.addedAt).slice(0, RECENT_LIMIT);
    },
    transactionsCleared(state) {
      state.items = state.items.filter((tx) => tx.status === 'pending');
    },
  },
  selectors: {
    selectTransactions: (state) => state.items,
    selectAwaitingWallet: (state) => state.awaitingWallet,
  },
});

export const {
  walletRequestStarted,
  walletRequestEnded,
  transactionAdded,
  transactionFinalized,
  transactionDescribed,
  transactionsRestored,
  transactionsCleared,
} = transactionsSlice.actions;
export const { selectTransactions, selectAwaitingWallet } = transactionsSlice.selectors;

/** Recent transactions of one account on one chain (the header menu). */
export function transactionsFor(items: TrackedTransaction[], account: string | null, chainId: number | null) {
  if (!account || chainId === null) return [];
  const owner = account.toLowerCase();
  return items.filter((tx) => tx.account === owner && tx.chainId === chainId);
}

function isTrackedTransaction(value: unknown): value is TrackedTransaction {
  if (!value || typeof value !== 'object') return false;
  const tx = value as Record<string, unknown>;
  return (
    typeof tx.hash === 'string' &&
    /^0x[0-9a-f]{64}$/.test(tx.hash) &&
    typeof tx.summary === 'string' &&
    (tx.info === undefined || isTransactionInfo(tx.info)) &&
    tx.status === 'pending' &&
    typeof tx.chainId === 'number' &&
    typeof tx.account === 'string' &&
    typeof tx.addedAt === 'number'
  );
}

/** Pending transactions saved by a previous page load (malformed entries are ignored). */
export function loadPendingTransactions(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()) {
  try {
    const raw = storage?.getItem(PENDING_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTrackedTransaction) : [];
  } catch {
    return [];
  }
}

export function savePendingTransactions(
  items: TrackedTransaction[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeLocalStorage(),
): void {
  try {
    const pending = items.filter((tx) => tx.status === 'pending');
    if (pending.length === 0) storage?.removeItem(PENDING_STORAGE_KEY);
    else storage?.setItem(PENDING_STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // storage full or disabled (private mode): tracking still works for this page load
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
