import { makeStore } from '../store/store';
import { chainApi } from '../chain/chainApi';
import {
  connectFailed,
  connectStarted,
  initialWalletState,
  walletConnected,
  walletDisconnected,
  walletSlice,
} from './walletSlice';

const reducer = walletSlice.reducer;
const ACCOUNT = '0xAbCdEf0000000000000000000000000000000001';
const OTHER = '0x0000000000000000000000000000000000000002';

describe('walletSlice transitions (SPEC section 4)', () => {
  it('disconnected → connecting → connected', () => {
    let state = reducer(undefined, connectStarted({ connectorId: 'injected' }));
    expect(state.status).toBe('connecting');
    state = reducer(state, walletConnected({ account: ACCOUNT, chainId: 31337, connectorId: 'injected' }));
    expect(state).toMatchObject({ status: 'connected', account: ACCOUNT.toLowerCase(), chainId: 31337, connectorId: 'injected' });
  });

  it('restoring on load is reconnecting; a failed restore is a quiet disconnected', () => {
    let state = reducer(undefined, connectStarted({ connectorId: 'walletconnect', reconnect: true }));
    expect(state.status).toBe('reconnecting');
    state = reducer(state, connectFailed());
    expect(state).toEqual(initialWalletState);
  });

  it('a failed user connection keeps its message until the next attempt', () => {
    let state = reducer(undefined, connectStarted({ connectorId: 'injected' }));
    state = reducer(state, connectFailed({ message: 'Wallet connection rejected' }));
    expect(state).toMatchObject({ status: 'disconnected', account: null, error: 'Wallet connection rejected' });
    state = reducer(state, connectStarted({ connectorId: 'injected' }));
    expect(state.error).toBeNull();
  });

  it('disconnect clears everything', () => {
    const state = reducer(
      reducer(undefined, walletConnected({ account: ACCOUNT, chainId: 56, connectorId: 'injected' })),
      walletDisconnected(),
    );
    expect(state).toEqual(initialWalletState);
  });
});

describe('account or chain change drops wallet-dependent caches', () => {
  const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
  const TOKEN = '0x00000000000000000000000000000000000000aa';
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  async function storeWithCachedReads() {
    const store = makeStore({ persistTransactions: false });
    store.dispatch(walletConnected({ account: ACCOUNT, chainId: 31337, connectorId: 'injected' }));
    // cached, unsubscribed entries: a wallet-dependent balance and wallet-independent token info
    store.dispatch(chainApi.util.upsertQueryData('tokenBalance', { token: BNB, owner: ACCOUNT }, '5'));
    store.dispatch(
      chainApi.util.upsertQueryData('tokenInfo', TOKEN, { address: TOKEN, name: 'Sally', symbol: 'SALLY', decimals: 18 }),
    );
    await settle();
    const cached = () => Object.keys(store.getState().chainApi.queries).map((key) => key.split('(')[0]).sort();
    expect(cached()).toEqual(['tokenBalance', 'tokenInfo']);
    return { store, cached };
  }

  it('an account change drops the balances but keeps token info', async () => {
    const { store, cached } = await storeWithCachedReads();
    store.dispatch(walletConnected({ account: OTHER, chainId: 31337, connectorId: 'injected' }));
    await settle();
    expect(cached()).toEqual(['tokenInfo']);
  });

  it('a chain change drops every chain read', async () => {
    const { store, cached } = await storeWithCachedReads();
    store.dispatch(walletConnected({ account: ACCOUNT, chainId: 1, connectorId: 'injected' }));
    await settle();
    expect(cached()).toEqual([]);
  });

  it('the same account and chain reported again drops nothing', async () => {
    const { store, cached } = await storeWithCachedReads();
    store.dispatch(walletConnected({ account: ACCOUNT, chainId: 31337, connectorId: 'injected' }));
    await settle();
    expect(cached()).toEqual(['tokenBalance', 'tokenInfo']);
  });
});
