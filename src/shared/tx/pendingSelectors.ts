import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/store';
import { matchesTransaction, type TransactionInfo, type TransactionMatch } from './transactionInfo';
import { selectAwaitingWallet, selectTransactions } from './transactionsSlice';

/**
 * "Is X pending" answered from the store, so a button's spinner is state (DevTools time travel
 * replays it) and only the button whose transaction is in flight spins.
 */
export interface InFlightTransaction {
  info: TransactionInfo;
  /** lowercase sender */
  account: string;
  /** 'wallet': waiting for the signature; 'mined': sent, waiting for the receipt */
  stage: 'wallet' | 'mined';
}

/** Every transaction in flight, the ones waiting in the wallet first (memoized: a new array only when either list changes). */
export const selectInFlightTransactions = createSelector(
  [selectAwaitingWallet, selectTransactions],
  (awaiting, items): InFlightTransaction[] => [
    ...awaiting.map(({ info, account }) => ({ info, account, stage: 'wallet' as const })),
    ...items.flatMap((tx) =>
      tx.status === 'pending' && tx.info ? [{ info: tx.info, account: tx.account, stage: 'mined' as const }] : [],
    ),
  ],
);

/** Sent transactions still waiting for their receipt (memoized). */
export const selectPendingTransactions = createSelector([selectTransactions], (items) =>
  items.filter((tx) => tx.status === 'pending'),
);

/** How many sent transactions wait for a receipt (the account button's '1 pending'); all accounts unless one is named. */
export function selectPendingCount(state: RootState, account?: string | null): number {
  const owner = account?.toLowerCase();
  return selectPendingTransactions(state).filter((tx) => owner === undefined || tx.account === owner).length;
}

/** True while a transaction matching `match` waits in the wallet or for its receipt. */
export function selectIsPending(state: RootState, match: TransactionMatch): boolean {
  return selectInFlightTransactions(state).some((tx) => matchesTransaction(tx.info, match));
}

/** The first in-flight transaction matching any of `matches`, or null: tells a form which of its buttons spins. */
export function selectPendingInfo(state: RootState, ...matches: TransactionMatch[]): TransactionInfo | null {
  const found = selectInFlightTransactions(state).find((tx) => matches.some((match) => matchesTransaction(tx.info, match)));
  return found?.info ?? null;
}

/**
 * Where one send (named by its `requestId`) stands: 'wallet' while the wallet is asked, then
 * the tracked transaction's status with its hash; null when the store knows nothing of it
 * (not started yet, or it ended in the wallet without a hash — the caller has that outcome).
 */
export type RequestProgress =
  | { stage: 'wallet' }
  | { stage: 'pending' | 'confirmed' | 'failed'; hash: string };

export function selectRequestProgress(state: RootState, requestId: string | null): RequestProgress | null {
  if (!requestId) return null;
  const tx = selectTransactions(state).find((item) => item.requestId === requestId);
  if (tx) return { stage: tx.status, hash: tx.hash };
  return selectAwaitingWallet(state).some((request) => request.id === requestId) ? { stage: 'wallet' } : null;
}
