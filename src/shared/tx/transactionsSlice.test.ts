import { makeStore } from '../store/store';
import {
  loadPendingTransactions,
  PENDING_STORAGE_KEY,
  RECENT_LIMIT,
  transactionAdded,
  transactionFinalized,
  transactionsCleared,
  transactionsFor,
} from './transactionsSlice';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const add = (n: number) =>
  transactionAdded({ hash: hash(n), summary: `tx ${n}`, chainId: 31337, account: ACCOUNT, addedAt: 1_000 + n });

beforeEach(() => window.localStorage.clear());

describe('transactionsSlice', () => {
  it('keeps the most recent first, at most 10', () => {
    const store = makeStore();
    for (let n = 1; n <= 12; n += 1) store.dispatch(add(n));
    const items = store.getState().transactions.items;
    expect(items).toHaveLength(RECENT_LIMIT);
    expect(items[0].summary).toBe('tx 12');
  });

  it('persists pending transactions and restores them on the next load, until final', () => {
    const first = makeStore();
    first.dispatch(add(1));
    first.dispatch(add(2));
    first.dispatch(transactionFinalized({ hash: hash(1), status: 'confirmed', finalizedAt: 2_000 }));
    expect(loadPendingTransactions().map((tx) => tx.hash)).toEqual([hash(2)]);

    const reloaded = makeStore();
    expect(reloaded.getState().transactions.items).toEqual([
      expect.objectContaining({ hash: hash(2), status: 'pending', summary: 'tx 2' }),
    ]);
    reloaded.dispatch(transactionFinalized({ hash: hash(2), status: 'failed', finalizedAt: 3_000 }));
    expect(window.localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('ignores malformed storage', () => {
    window.localStorage.setItem(PENDING_STORAGE_KEY, '{not json');
    expect(loadPendingTransactions()).toEqual([]);
    window.localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify([{ hash: 'x' }, 5]));
    expect(loadPendingTransactions()).toEqual([]);
  });

  it('clears the finished ones and filters by account and chain', () => {
    const store = makeStore();
    store.dispatch(add(1));
    store.dispatch(add(2));
    store.dispatch(transactionFinalized({ hash: hash(1), status: 'confirmed', finalizedAt: 2_000 }));
    const items = store.getState().transactions.items;
    expect(transactionsFor(items, ACCOUNT.toUpperCase().replace('0X', '0x'), 31337)).toHaveLength(2);
    expect(transactionsFor(items, ACCOUNT, 56)).toHaveLength(0);
    expect(transactionsFor(items, null, 31337)).toHaveLength(0);
    store.dispatch(transactionsCleared());
    expect(store.getState().transactions.items.map((tx) => tx.hash)).toEqual([hash(2)]);
  });
});
