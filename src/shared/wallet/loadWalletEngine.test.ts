import { act } from '@testing-library/react';
import { makeStore } from '../store/store';
import { FakeEip1193 } from '../testing/fakeEip1193';
import { loadedWalletEngine, onWalletEngine } from './loadWalletEngine';
import { getActiveProvider, LAST_CONNECTOR_KEY, pollWallet, restoreWallet, startWalletSync, switchToTargetChain } from './walletActions';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function install(wallet: FakeEip1193 | undefined) {
  (window as unknown as { ethereum?: FakeEip1193 }).ethereum = wallet;
}

afterEach(() => {
  install(undefined);
  window.localStorage.clear();
});

// One module state for the file: the first test runs before anything loads the engine.
describe('the wallet engine loads only when a wallet is used', () => {
  it('a first-time visitor with a wallet installed loads nothing and asks the wallet nothing', async () => {
    const wallet = new FakeEip1193({ authorised: true });
    install(wallet);
    const store = makeStore({ persistTransactions: false });
    const stop = startWalletSync(store);
    const seen = jest.fn();
    const stopWatching = onWalletEngine(seen);

    await expect(store.dispatch(restoreWallet())).resolves.toBe(false);
    await store.dispatch(pollWallet());

    expect(loadedWalletEngine()).toBeUndefined();
    expect(seen).not.toHaveBeenCalled();
    expect(getActiveProvider()).toBeUndefined();
    await expect(switchToTargetChain()).rejects.toThrow('Please connect your wallet');
    expect(wallet.requests).toHaveLength(0);
    expect(store.getState().wallet.status).toBe('disconnected');
    stopWatching();
    stop();
  });

  it('a remembered wallet loads the engine, is restored, and the sync registered before the load follows it', async () => {
    window.localStorage.setItem(LAST_CONNECTOR_KEY, 'injected');
    const wallet = new FakeEip1193({ authorised: true });
    install(wallet);
    const store = makeStore({ persistTransactions: false });
    const stop = startWalletSync(store);
    const unsubscribed = jest.fn();
    onWalletEngine(unsubscribed)(); // unsubscribed before the load: never called
    const seen = jest.fn();
    onWalletEngine(seen);

    const restoring = store.dispatch(restoreWallet());
    expect(store.getState().wallet.status).toBe('reconnecting'); // before the chunk arrives
    await expect(restoring).resolves.toBe(true);

    expect(loadedWalletEngine()).toBeDefined();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(unsubscribed).not.toHaveBeenCalled();
    expect(store.getState().wallet).toMatchObject({ status: 'connected', account: ACCOUNT.toLowerCase() });
    expect(getActiveProvider()).toBe(wallet);

    act(() => wallet.setAccounts([OTHER]));
    expect(store.getState().wallet.account).toBe(OTHER.toLowerCase());

    const late = jest.fn();
    onWalletEngine(late); // already loaded: called at once
    expect(late).toHaveBeenCalledWith(loadedWalletEngine());
    stop();
  });
});
