import { makeStore } from '../store/store';
import {
  selectInFlightTransactions,
  selectIsPending,
  selectPendingCount,
  selectPendingInfo,
  selectRequestProgress,
} from './pendingSelectors';
import type { TransactionInfo } from './transactionInfo';
import { transactionAdded, transactionFinalized, walletRequestEnded, walletRequestStarted } from './transactionsSlice';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const buy: TransactionInfo = { type: 'buy', saleId: '3', token: OTHER, symbol: 'SALLY', tokens: { raw: '1', decimals: 18 }, paymentRaw: '1' };
const claim: TransactionInfo = { type: 'claimBond', saleId: '3', symbol: 'SALLY' };

function storeWithBuy(stage: 'wallet' | 'mined') {
  const store = makeStore({ persistTransactions: false });
  if (stage === 'wallet') store.dispatch(walletRequestStarted({ id: 'r1', info: buy, account: ACCOUNT }));
  else store.dispatch(transactionAdded({ hash: hash(1), summary: 'Buy 1 SALLY', info: buy, chainId: 31337, account: ACCOUNT, addedAt: 1 }));
  return store;
}

describe('pending selectors', () => {
  it.each(['wallet', 'mined'] as const)('a buy in the %s stage is pending; a claim on the same sale is not', (stage) => {
    const state = storeWithBuy(stage).getState();
    expect(selectIsPending(state, { type: 'buy', saleId: '3' })).toBe(true);
    expect(selectIsPending(state, { type: 'buy', saleId: '4' })).toBe(false);
    expect(selectIsPending(state, { type: 'claimBond', saleId: '3' })).toBe(false);
    expect(selectPendingInfo(state, { type: 'claimBond', saleId: '3' }, { type: 'buy', saleId: '3' })).toBe(buy);
  });

  it('ends with the wallet request (rejected) and with the receipt (mined)', () => {
    const rejected = storeWithBuy('wallet');
    rejected.dispatch(walletRequestEnded({ id: 'r1' }));
    expect(selectIsPending(rejected.getState(), { type: 'buy' })).toBe(false);

    const mined = storeWithBuy('mined');
    mined.dispatch(transactionFinalized({ hash: hash(1), status: 'confirmed', finalizedAt: 2 }));
    expect(selectIsPending(mined.getState(), { type: 'buy' })).toBe(false);
  });

  it('counts sent transactions per account, not wallet prompts', () => {
    const store = storeWithBuy('mined');
    store.dispatch(walletRequestStarted({ id: 'r2', info: claim, account: ACCOUNT }));
    store.dispatch(transactionAdded({ hash: hash(2), summary: 'Claim SALLY', info: claim, chainId: 31337, account: OTHER, addedAt: 2 }));
    const state = store.getState();
    expect(selectPendingCount(state)).toBe(2);
    expect(selectPendingCount(state, ACCOUNT)).toBe(1);
    expect(selectPendingCount(state, OTHER.toUpperCase().replace('0X', '0x'))).toBe(1);
  });

  it('returns the same array until the transactions change (memoized)', () => {
    const store = storeWithBuy('mined');
    const first = selectInFlightTransactions(store.getState());
    store.dispatch({ type: 'unrelated' });
    expect(selectInFlightTransactions(store.getState())).toBe(first);
    store.dispatch(walletRequestStarted({ id: 'r2', info: claim, account: ACCOUNT }));
    const next = selectInFlightTransactions(store.getState());
    expect(next).not.toBe(first);
    expect(next.map((tx) => [tx.info.type, tx.stage, tx.account])).toEqual([
      ['claimBond', 'wallet', ACCOUNT.toLowerCase()],
      ['buy', 'mined', ACCOUNT.toLowerCase()],
    ]);
  });

  it('ignores entries restored without info (saved by an older version)', () => {
    const store = makeStore({ persistTransactions: false });
    store.dispatch(transactionAdded({ hash: hash(1), summary: 'Buy 1 SALLY', chainId: 31337, account: ACCOUNT, addedAt: 1 }));
    expect(selectInFlightTransactions(store.getState())).toEqual([]);
    expect(selectPendingCount(store.getState())).toBe(1);
  });

  it('follows one send by its request id: wallet, then the tracked transaction to its end; others are not it', () => {
    const store = makeStore({ persistTransactions: false });
    expect(selectRequestProgress(store.getState(), 'r1')).toBeNull();
    store.dispatch(walletRequestStarted({ id: 'r1', info: buy, account: ACCOUNT }));
    expect(selectRequestProgress(store.getState(), 'r1')).toEqual({ stage: 'wallet' });
    expect(selectRequestProgress(store.getState(), 'r2')).toBeNull();
    store.dispatch(
      transactionAdded({ hash: hash(7), summary: 'Buy 1 SALLY', info: buy, chainId: 31337, account: ACCOUNT, addedAt: 1, requestId: 'r1' }),
    );
    store.dispatch(walletRequestEnded({ id: 'r1' }));
    expect(selectRequestProgress(store.getState(), 'r1')).toEqual({ stage: 'pending', hash: hash(7) });
    store.dispatch(transactionFinalized({ hash: hash(7), status: 'failed', finalizedAt: 2 }));
    expect(selectRequestProgress(store.getState(), 'r1')).toEqual({ stage: 'failed', hash: hash(7) });
    expect(selectRequestProgress(store.getState(), null)).toBeNull();
  });
});
