import { configureStore } from '@reduxjs/toolkit';
import type { TransactionOutcome } from '../tx';
import { createListing, type CreateListingOptions } from './createListing';

const outcome: { current: TransactionOutcome } = { current: { status: 'rejected' } };
const sent: unknown[] = [];
jest.mock('../tx', () => ({
  runTransaction: (options: unknown) => async () => {
    sent.push(options);
    return outcome.current;
  },
}));
jest.mock('../chain/loadChainClient', () => ({ loadChainClient: async () => ({ marker: 'client' }) }));

const LOG = { address: '0xfactory', topics: [], data: '0x' };
const confirmed = { status: 'confirmed', hash: '0xabc', receipt: { logs: [LOG] } } as unknown as TransactionOutcome;
const base = {
  info: { type: 'createPool' as const, stakingToken: '0x0000000000000000000000000000000000000001', symbol: 'SALLY' },
  send: jest.fn(),
  texts: { created: 'ok', failed: 'no' },
  tags: { list: 'Pool' as const, owner: 'PoolOwner' as const },
  account: '0xABCDEF0000000000000000000000000000000001',
  token: '0x00000000000000000000000000000000000000AB',
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
    await expect(run(findCreated)).resolves.toEqual({ status: 'created', created: { poolId: '3' }, transaction: confirmed });
    expect(findCreated).toHaveBeenCalledWith([LOG], { marker: 'client' });
  });

  it('refreshes the list, the creator\'s own list and the pulled token\'s allowances, with the given toasts', async () => {
    outcome.current = confirmed;
    sent.length = 0;
    await run(() => ({ poolId: '3' }));
    expect(sent[0]).toMatchObject({
      messages: { success: 'ok', failure: 'no', sendFailure: 'no' },
      invalidate: {
        chain: [
          { type: 'Pool', id: 'LIST' },
          { type: 'PoolOwner', id: '0xabcdef0000000000000000000000000000000001' },
          { type: 'Allowance', id: '0x00000000000000000000000000000000000000ab' },
        ],
      },
    });
  });

  it('creates nothing when the transaction was rejected or failed, without reading any event', async () => {
    const findCreated = jest.fn(() => ({ poolId: '3' }));
    for (const failed of [{ status: 'rejected' }, { status: 'failed', error: 'no' }] as TransactionOutcome[]) {
      outcome.current = failed;
      await expect(run(findCreated)).resolves.toEqual({ status: 'not-created', transaction: failed });
    }
    expect(findCreated).not.toHaveBeenCalled();
  });

  it('never guesses a listing when a confirmed receipt lacks the event', async () => {
    outcome.current = confirmed;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(run(async () => null)).resolves.toEqual({ status: 'not-created', transaction: confirmed });
    expect(errors).toHaveBeenCalledWith('createPool confirmed without a PoolCreated event', '0xabc');
    errors.mockRestore();
  });
});
