import { configureStore } from '@reduxjs/toolkit';
import type { TransactionOutcome } from '../tx';
import { createListing, type CreateListingOptions } from './createListing';

const outcome: { current: TransactionOutcome } = { current: { status: 'rejected' } };
jest.mock('../tx', () => ({ runTransaction: () => async () => outcome.current }));
jest.mock('../chain/loadChainClient', () => ({ loadChainClient: async () => ({ marker: 'client' }) }));

const LOG = { address: '0xfactory', topics: [], data: '0x' };
const confirmed = { status: 'confirmed', hash: '0xabc', receipt: { logs: [LOG] } } as unknown as TransactionOutcome;
const base = {
  info: { type: 'createPool' as const, stakingToken: '0x0000000000000000000000000000000000000001', symbol: 'SALLY' },
  send: jest.fn(),
  messages: { success: 'ok', failure: 'no', sendFailure: 'no' },
  eventName: 'PoolCreated',
};

function run<T>(findCreated: CreateListingOptions<T>['findCreated']) {
  const store = configureStore({ reducer: () => ({}) });
  const thunk = createListing<T>({ ...base, findCreated });
  return thunk(store.dispatch as never, store.getState as never, undefined);
}

describe('createListing', () => {
  it('reads the created listing from the confirmed receipt', async () => {
    outcome.current = confirmed;
    const findCreated = jest.fn(() => ({ poolId: '3' }));
    await expect(run(findCreated)).resolves.toEqual({ status: 'created', created: { poolId: '3' } });
    expect(findCreated).toHaveBeenCalledWith([LOG], { marker: 'client' });
  });

  it('creates nothing when the transaction was rejected or failed, without reading any event', async () => {
    const findCreated = jest.fn(() => ({ poolId: '3' }));
    for (const failed of [{ status: 'rejected' }, { status: 'failed', error: 'no' }] as TransactionOutcome[]) {
      outcome.current = failed;
      await expect(run(findCreated)).resolves.toEqual({ status: 'not-created' });
    }
    expect(findCreated).not.toHaveBeenCalled();
  });

  it('never guesses a listing when a confirmed receipt lacks the event', async () => {
    outcome.current = confirmed;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(run(async () => null)).resolves.toEqual({ status: 'not-created' });
    expect(errors).toHaveBeenCalledWith('createPool confirmed without a PoolCreated event', '0xabc');
    errors.mockRestore();
  });
});
