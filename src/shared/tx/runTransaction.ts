import { createElement } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { AppThunk } from '../store/store';
import { config } from '../../config';
import { productApi, type ProductApiTag } from '../api/productApi';
import { chainApi, chainTags, type ChainApiTag } from '../chain/chainApi';
import { loadChainClient } from '../chain/loadChainClient';
import { loadContractErrors, mapError, USER_REJECTED_MESSAGE } from '../errors/mapError';
import { notify } from '../toast/notify';
import type { ChainReceipt, SentTransaction } from '../chain/receipts';
import { getSigner, type WalletSigner } from '../wallet/signer';
import { WRONG_CHAIN_MESSAGE } from '../wallet/networkTexts';
import { pollWallet } from '../wallet/walletActions';
import { checksumInfo, transactionSummary, type TransactionInfo } from './transactionInfo';
import {
  transactionAdded,
  transactionFinalized,
  walletRequestEnded,
  walletRequestStarted,
  type TrackedTransaction,
} from './transactionsSlice';
import { TxToastContent } from './TxToast';

export type { SentTransaction };

export interface RunTransactionOptions {
  /** what the transaction does; the toast's and recent list's text is derived from it */
  info: TransactionInfo;
  /** sends through the connected wallet: `(wallet) => wallet.contracts.erc20(token).approve(spender, amount)` */
  send: (wallet: WalletSigner) => Promise<SentTransaction>;
  messages: {
    /** mined and succeeded: 'Stake successful!' */
    success: string;
    /** mined and reverted: 'Stake failed' */
    failure: string;
    /** could not be built or sent (not a wallet rejection): 'Stake failed' */
    sendFailure: string;
  };
  /** names this send in the store (wallet stage, then the tracked transaction); a fresh id when absent */
  requestId?: string;
  /** tags to refresh once the transaction is final (the sender's balances always are) */
  invalidate?: {
    chain?: TagDescription<ChainApiTag>[];
    product?: TagDescription<ProductApiTag>[];
  };
}

/** Checksummed addresses, with the chain client (the wallet prompt loads it anyway). */
async function checksummed(info: TransactionInfo): Promise<TransactionInfo> {
  try {
    const { getAddress } = await loadChainClient();
    return checksumInfo(info, getAddress);
  } catch {
    // chunk not loadable (offline): matching compares addresses case-insensitively, and the send fails with a toast anyway
    return info;
  }
}

export type TransactionOutcome =
  | { status: 'confirmed'; hash: string; receipt: ChainReceipt }
  | { status: 'failed'; hash?: string; receipt?: ChainReceipt; error: string }
  | { status: 'rejected' };

export { WRONG_CHAIN_MESSAGE };
export const NOT_CONNECTED_MESSAGE = 'Please connect your wallet';

function isRevert(error: unknown): error is { receipt?: ChainReceipt } {
  const record = error as { code?: unknown; receipt?: unknown } | null;
  return !!record && record.code === 'CALL_EXCEPTION' && !!record.receipt;
}

/**
 * The one write path (DESIGN.md section 2): send through the wallet, show a loading toast with
 * the explorer link, wait for the receipt, replace the toast with the outcome, record it in
 * transactionsSlice and refresh the touched caches. A wallet rejection shows 'Transaction
 * rejected in wallet' and changes nothing else. The receipt goes back to the caller (events),
 * never into the store. Dispatch it: `const outcome = await dispatch(runTransaction({...}))`.
 */
export function runTransaction(options: RunTransactionOptions): AppThunk<Promise<TransactionOutcome>> {
  return async (dispatch, getState) => {
    const { account, chainId, status } = getState().wallet;
    if (status !== 'connected' || !account) {
      notify.error(NOT_CONNECTED_MESSAGE);
      return { status: 'failed', error: NOT_CONNECTED_MESSAGE };
    }
    // never let a wallet on another chain sign this deployment's transactions
    if (chainId !== config.chain.id) {
      notify.error(WRONG_CHAIN_MESSAGE);
      return { status: 'failed', error: WRONG_CHAIN_MESSAGE };
    }

    const requestId = options.requestId ?? nanoid();
    // in the store before anything is awaited, so a second press never finds the button idle
    dispatch(walletRequestStarted({ id: requestId, info: options.info, account }));
    const info = await checksummed(options.info);
    const summary = transactionSummary(info);

    let sent: SentTransaction;
    try {
      const signer = await getSigner(account);
      sent = await options.send(signer);
    } catch (error) {
      dispatch(walletRequestEnded({ id: requestId }));
      await loadContractErrors().catch(() => undefined); // without the tables the error is only named
      const mapped = mapError(error, options.messages.sendFailure);
      if (mapped.kind === 'user-rejected') {
        // the user chose this: a neutral note, not an alarm
        notify.blank(USER_REJECTED_MESSAGE);
        return { status: 'rejected' };
      }
      console.error(`${summary}: not sent`, error);
      notify.error(mapped.message);
      return { status: 'failed', error: mapped.message };
    }

    const hash = sent.hash.toLowerCase();
    // added before the wallet request ends, so no render sees the button idle in between
    dispatch(transactionAdded({ hash, summary, info, chainId, account, addedAt: Date.now(), requestId }));
    dispatch(walletRequestEnded({ id: requestId }));
    const toastId = notify.loading(createElement(TxToastContent, { text: `${summary}...`, hash }));

    let receipt: ChainReceipt | null = null;
    let waitError: unknown = null;
    try {
      receipt = await sent.wait();
    } catch (error) {
      waitError = error;
      if (isRevert(error)) receipt = error.receipt ?? null;
    }

    const confirmed = receipt !== null && receipt.status === 1 && waitError === null;
    dispatch(transactionFinalized({ hash, status: confirmed ? 'confirmed' : 'failed', finalizedAt: Date.now() }));
    dispatch(
      chainApi.util.invalidateTags([{ type: 'Balance', id: account }, ...(options.invalidate?.chain ?? [])]),
    );
    if (options.invalidate?.product?.length) dispatch(productApi.util.invalidateTags(options.invalidate.product));
    void dispatch(pollWallet());

    if (confirmed && receipt) {
      notify.success(createElement(TxToastContent, { text: options.messages.success, hash }), { id: toastId });
      return { status: 'confirmed', hash, receipt };
    }
    if (waitError && !isRevert(waitError)) console.error(`${summary}: failed while waiting`, waitError);
    notify.error(createElement(TxToastContent, { text: options.messages.failure, hash }), { id: toastId });
    return { status: 'failed', hash, receipt: receipt ?? undefined, error: options.messages.failure };
  };
}

const RESUME_GIVE_UP_MS = 10 * 60_000;

async function watchUntilFinal(tx: TrackedTransaction): Promise<'confirmed' | 'failed'> {
  const { waitForReceipt, isKnownTransaction } = await loadChainClient();
  for (;;) {
    const receipt = await waitForReceipt(tx.hash, 60_000);
    if (receipt) return receipt.status === 1 ? 'confirmed' : 'failed';
    // the node never saw it (dropped, or a dev chain that restarted): stop waiting eventually
    if (Date.now() - tx.addedAt > RESUME_GIVE_UP_MS && !(await isKnownTransaction(tx.hash))) return 'failed';
  }
}

/**
 * After a reload: watches the transactions that were pending until they are final, then
 * refreshes the wallet's caches. Runs once per page (TransactionWatcher).
 */
export function resumePendingTransactions(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const pending = getState().transactions.items.filter((tx) => tx.status === 'pending' && tx.chainId === config.chain.id);
    await Promise.all(
      pending.map(async (tx) => {
        try {
          const status = await watchUntilFinal(tx);
          dispatch(transactionFinalized({ hash: tx.hash, status, finalizedAt: Date.now() }));
          dispatch(chainApi.util.invalidateTags(chainTags.accountTags()));
        } catch (error) {
          console.debug('Could not watch transaction', tx.hash, error);
        }
      }),
    );
  };
}
