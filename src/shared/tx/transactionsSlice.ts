import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Transactions sent through `runTransaction`. Pending ones are persisted in localStorage and
 * watched again after a reload until they are final; the header menu lists the recent ones.
 * Receipts are never stored (they are not serializable and only the caller needs them).
 */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface TrackedTransaction {
  hash: string;
  summary: string;
  status: TransactionStatus;
  chainId: number;
  /** lowercase sender */
  account: string;
  /** ms since epoch */
  addedAt: number;
  finalizedAt?: number;
}

export interface TransactionsState {
  /** most recent first, at most RECENT_LIMIT */
  items: TrackedTransaction[];
}

export const RECENT_LIMIT = 10;
export const PENDING_STORAGE_KEY = 'app.pendingTransactions.v1';

const initialState: TransactionsState = { items: [] };

export const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
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
    selectPendingTransactions: (state) => state.items.filter((tx) => tx.status === 'pending'),
  },
});

export const { transactionAdded, transactionFinalized, transactionsRestored, transactionsCleared } =
  transactionsSlice.actions;
export const { selectTransactions, selectPendingTransactions } = transactionsSlice.selectors;

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
