import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../store/store';
import { NATIVE_TOKEN_ADDRESS } from '../../config';
import { useNativeBalance } from './useNativeBalance';
import { walletConnected, walletDisconnected } from './walletSlice';

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const B = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const C = '0xcccccccccccccccccccccccccccccccccccccccc';

// the read node: A's balance answers at once, B's only when released, C's fails while nodeDown
const reads: Array<{ token: string; owner: string }> = [];
let releaseB: (balance: string) => void = () => undefined;
let nodeDown = false;
jest.mock('../chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => ({
    readBalance: (token: string, owner: string) => {
      reads.push({ token, owner });
      if (owner === A) return Promise.resolve('1000');
      if (owner === C) return nodeDown ? Promise.reject(new Error('RPC endpoint answered HTTP 500')) : Promise.resolve('5');
      return new Promise<string>((resolve) => (releaseB = resolve));
    },
  }),
}));

function setup() {
  const store = makeStore({ persistTransactions: false });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useNativeBalance(), { wrapper }) };
}

beforeEach(() => {
  reads.length = 0;
});

describe('useNativeBalance', () => {
  it('is null and reads nothing while no wallet is connected', async () => {
    const { result } = setup();
    await act(async () => undefined);
    expect(result.current.balance).toBeNull();
    expect(reads).toEqual([]);
  });

  it("reads the connected account's BNB through chainApi and never shows it for the next account", async () => {
    const { store, result } = setup();
    act(() => void store.dispatch(walletConnected({ account: A, chainId: 31337, connectorId: 'injected' })));
    await waitFor(() => expect(result.current.balance).toBe('1000'));
    expect(reads).toEqual([{ token: NATIVE_TOKEN_ADDRESS, owner: A }]);
    // the balance lives in chainApi's cache, not in the wallet slice
    expect(store.getState().wallet).not.toHaveProperty('nativeBalance');

    act(() => void store.dispatch(walletConnected({ account: B, chainId: 31337, connectorId: 'injected' })));
    expect(result.current.balance).toBeNull(); // B's read is in flight: A's figure must not stand in for it
    await waitFor(() => expect(reads).toContainEqual({ token: NATIVE_TOKEN_ADDRESS, owner: B }));
    expect(result.current.balance).toBeNull();
    await act(async () => releaseB('7'));
    await waitFor(() => expect(result.current.balance).toBe('7'));

    act(() => void store.dispatch(walletDisconnected()));
    expect(result.current.balance).toBeNull();
  });

  it('says the read failed, with nothing to show, and reads again on refetch', async () => {
    nodeDown = true;
    const { store, result } = setup();
    act(() => void store.dispatch(walletConnected({ account: C, chainId: 31337, connectorId: 'injected' })));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.balance).toBeNull();
    nodeDown = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.balance).toBe('5'));
    expect(result.current.failed).toBe(false);
  });
});
