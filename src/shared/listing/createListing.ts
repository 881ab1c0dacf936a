import type { AppThunk } from '../store/store';
import type { ChainApiTag } from '../chain/chainApi';
import { loadChainClient, type ChainClient } from '../chain/loadChainClient';
import { runTransaction, type RunTransactionOptions, type TransactionOutcome } from '../tx';
import type { ReceiptLog } from '../chain/events';

export interface CreateListingOptions<T> extends Omit<RunTransactionOptions, 'messages' | 'invalidate'> {
  /** the factory's "created" event in the receipt (`findEmittedEvent`), or null when it is missing */
  findCreated: (logs: ReadonlyArray<ReceiptLog>, client: ChainClient) => T | null | Promise<T | null>;
  /** names the missing event in the console: 'SaleCreated' */
  eventName: string;
  /** the toasts: mined and created, or not created (reverted or never sent) */
  texts: { created: string; failed: string };
  /** the chain tags of the listing kind's list and of its owners' lists: 'Drop' and 'DropOwner' */
  tags: { list: ChainApiTag; owner: ChainApiTag };
  /** the creator (its owner list refreshes) and the token the factory pulled (its allowances refresh) */
  account: string;
  token: string;
}

/** `transaction` is the create transaction's own outcome, which a review modal follows. */
export type CreateListingOutcome<T> =
  | { status: 'created'; created: T; transaction: TransactionOutcome }
  | { status: 'not-created'; transaction: TransactionOutcome };

/**
 * The create step both listing features share: send the factory's create transaction through
 * `runTransaction`, then read the new listing (id, contract, owner) from the receipt's event.
 * Nothing is created unless the receipt says so: a confirmed transaction without the event is
 * reported and treated as not created, so no metadata is ever posted to a guessed id.
 */
export function createListing<T>(options: CreateListingOptions<T>): AppThunk<Promise<CreateListingOutcome<T>>> {
  const { findCreated, eventName, texts, tags, account, token, ...transaction } = options;
  return async (dispatch) => {
    const outcome = await dispatch(
      runTransaction({
        ...transaction,
        messages: { success: texts.created, failure: texts.failed, sendFailure: texts.failed },
        invalidate: {
          chain: [
            { type: tags.list, id: 'LIST' },
            { type: tags.owner, id: account.toLowerCase() },
            { type: 'Allowance', id: token.toLowerCase() },
          ],
        },
      }),
    );
    if (outcome.status !== 'confirmed') return { status: 'not-created', transaction: outcome };
    const created = await findCreated(outcome.receipt.logs, await loadChainClient());
    if (created === null) {
      console.error(`${transaction.info.type} confirmed without a ${eventName} event`, outcome.hash);
      return { status: 'not-created', transaction: outcome };
    }
    return { status: 'created', created, transaction: outcome };
  };
}
