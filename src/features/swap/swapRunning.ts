import { createSelector } from '@reduxjs/toolkit';
import { config } from '../../config';
import { sameAddress } from '../../shared/lib/sameAddress';
import { selectInFlightTransactions, type InFlightTransaction } from '../../shared/tx';
import type { SwapRunning } from './lib/buttonState';

/**
 * Which of the swap card's transactions is in flight, and at which stage: the swap, or an
 * approval to the swap router (approvals to a listing or a factory are other forms'). Read from
 * the tracked transactions alone, so the card's spinner is the store's state and DevTools time
 * travel replays it.
 */
export function swapRunningOf(inFlight: readonly InFlightTransaction[]): SwapRunning | null {
  const tx = inFlight.find(({ info }) => info.type === 'swap' || (info.type === 'approve' && sameAddress(info.spender, config.swapRouter)));
  if (!tx) return null;
  return { action: tx.info.type === 'swap' ? 'swap' : 'approve', stage: tx.stage };
}

/** Memoized: a new object only when the transactions in flight change. */
export const selectSwapRunning = createSelector([selectInFlightTransactions], swapRunningOf);
