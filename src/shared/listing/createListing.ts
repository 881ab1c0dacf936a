import type { AppThunk } from '../../app/store';
import { loadChainClient, type ChainClient } from '../chain/loadChainClient';
import { runTransaction, type RunTransactionOptions } from '../tx';
import type { ReceiptLog } from './createdEvent';

export interface CreateListingOptions<T> extends RunTransactionOptions {
  /** the factory's "created" event in the receipt (`findEmittedEvent`), or null when it is missing */
  findCreated: (logs: ReadonlyArray<ReceiptLog>, client: ChainClient) => T | null | Promise<T | null>;
  /** names the missing event in the console: 'SaleCreated' */
  eventName: string;
}

export type CreateListingOutcome<T> = { status: 'created'; created: T } | { status: 'not-created' };

/**
 * The create step both listing features share: send the factory's create transaction through
 * `runTransaction`, then read the new listing (id, contract, owner) from the receipt's event.
 * Nothing is created unless the receipt says so: a confirmed transaction without the event is
 * reported and treated as not created, so no metadata is ever posted to a guessed id.
 */
export function createListing<T>({ findCreated, eventName, ...transaction }: CreateListingOptions<T>): AppThunk<Promise<CreateListingOutcome<T>>> {
  return async (dispatch) => {
    const outcome = await dispatch(runTransaction(transaction));
    if (outcome.status !== 'confirmed') return { status: 'not-created' };
    const created = await findCreated(outcome.receipt.logs, await loadChainClient());
    if (created === null) {
      console.error(`${transaction.info.type} confirmed without a ${eventName} event`, outcome.hash);
      return { status: 'not-created' };
    }
    return { status: 'created', created };
  };
}
