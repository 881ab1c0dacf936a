import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../store/store';
import { config } from '../../config';
import { notify } from '../toast/notify';
import { ToastProvider } from '../toast/ToastProvider';
import { FakeEip1193, userRejection } from '../testing/fakeEip1193';
import { useSectionChainGuard } from './useWallet';
import {
  CONNECTION_REJECTED_MESSAGE,
  connectWallet,
  disconnectWallet,
  LAST_CONNECTOR_KEY,
  restoreWallet,
  startWalletSync,
} from './walletActions';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function install(wallet: FakeEip1193 | undefined) {
  (window as unknown as { ethereum?: FakeEip1193 }).ethereum = wallet;
}

async function setup(wallet: FakeEip1193 | undefined) {
  install(wallet);
  const store = makeStore({ persistTransactions: false });
  const stop = startWalletSync(store);
  return { store, stop };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(async () => {
  install(undefined);
  await act(async () => notify.dismiss());
});

describe('connectWallet / disconnectWallet', () => {
  it('connects the browser wallet and remembers it', async () => {
    const wallet = new FakeEip1193();
    const { store, stop } = await setup(wallet);
    await expect(store.dispatch(connectWallet('injected'))).resolves.toBe(true);
    expect(store.getState().wallet).toMatchObject({
      status: 'connected',
      account: ACCOUNT.toLowerCase(),
      chainId: 31337,
      connectorId: 'injected',
    });
    expect(window.localStorage.getItem(LAST_CONNECTOR_KEY)).toBe('injected');
    await store.dispatch(disconnectWallet());
    expect(store.getState().wallet.status).toBe('disconnected');
    expect(window.localStorage.getItem(LAST_CONNECTOR_KEY)).toBeNull();
    stop();
  });

  it('a rejected connection leaves the app disconnected and usable, with a toast', async () => {
    const wallet = new FakeEip1193();
    wallet.failNext.set('eth_requestAccounts', userRejection());
    const { store, stop } = await setup(wallet);
    render(<ToastProvider />);
    await expect(store.dispatch(connectWallet('injected'))).resolves.toBe(false);
    expect(store.getState().wallet).toMatchObject({ status: 'disconnected', error: CONNECTION_REJECTED_MESSAGE });
    expect(await screen.findByText('Wallet connection rejected', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(window.localStorage.getItem(LAST_CONNECTOR_KEY)).toBeNull();
    // and trying again works
    await expect(store.dispatch(connectWallet('injected'))).resolves.toBe(true);
    stop();
  });

  it('follows account and chain changes made in the wallet, and a wallet-side disconnect', async () => {
    const wallet = new FakeEip1193();
    const { store, stop } = await setup(wallet);
    await store.dispatch(connectWallet('injected'));
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    act(() => wallet.setAccounts([other]));
    expect(store.getState().wallet.account).toBe(other.toLowerCase());
    act(() => wallet.setChain(56));
    expect(store.getState().wallet.chainId).toBe(56);
    act(() => wallet.setAccounts([]));
    expect(store.getState().wallet.status).toBe('disconnected');
    stop();
  });
});

describe('restoreWallet (eager reconnection)', () => {
  it('reconnects the last used wallet without a popup', async () => {
    window.localStorage.setItem(LAST_CONNECTOR_KEY, 'injected');
    const wallet = new FakeEip1193({ authorised: true });
    const { store, stop } = await setup(wallet);
    const pending = store.dispatch(restoreWallet());
    expect(store.getState().wallet.status).toBe('reconnecting');
    await expect(pending).resolves.toBe(true);
    expect(store.getState().wallet).toMatchObject({ status: 'connected', account: ACCOUNT.toLowerCase() });
    expect(wallet.methods()).not.toContain('eth_requestAccounts');
    stop();
  });

  it('falls back quietly to disconnected when the wallet no longer authorises the site', async () => {
    window.localStorage.setItem(LAST_CONNECTOR_KEY, 'injected');
    const wallet = new FakeEip1193({ authorised: false });
    const { store, stop } = await setup(wallet);
    render(<ToastProvider />);
    await expect(store.dispatch(restoreWallet())).resolves.toBe(false);
    expect(store.getState().wallet).toMatchObject({ status: 'disconnected', error: null });
    expect(wallet.methods()).not.toContain('eth_requestAccounts');
    expect(document.querySelector('.notistack-MuiContent')).toBeNull();
    stop();
  });

  it('does nothing for a first-time visitor', async () => {
    const wallet = new FakeEip1193();
    const { store, stop } = await setup(wallet);
    await expect(store.dispatch(restoreWallet())).resolves.toBe(false);
    expect(wallet.requests).toHaveLength(0);
    stop();
  });
});

function Guarded({ section }: { section: 'Bond' | 'Staking' }) {
  const { isWrongChain } = useSectionChainGuard(section);
  return <div>{isWrongChain ? 'wrong chain' : 'right chain'}</div>;
}

describe('useSectionChainGuard', () => {
  it('asks to switch on connecting with the wrong chain, with the section toasts', async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1, config.chain.id] });
    const { store, stop } = await setup(wallet);
    render(
      <Provider store={store}>
        <ToastProvider>
          <Guarded section="Bond" />
        </ToastProvider>
      </Provider>,
    );
    await act(async () => {
      await store.dispatch(connectWallet('injected'));
    });
    expect(await screen.findByText(`Switched to ${config.chain.networkName}`, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(wallet.methods()).toContain('wallet_switchEthereumChain');
    await waitFor(() => expect(screen.getByText('right chain')).toBeInTheDocument(), { timeout: 5000 });
    stop();
  });

  it('shows the failure toast when the user declines', async () => {
    const wallet = new FakeEip1193({ chainId: 1, knownChains: [1, config.chain.id] });
    wallet.failNext.set('wallet_switchEthereumChain', userRejection());
    const { store, stop } = await setup(wallet);
    render(
      <Provider store={store}>
        <ToastProvider>
          <Guarded section="Staking" />
        </ToastProvider>
      </Provider>,
    );
    await act(async () => {
      await store.dispatch(connectWallet('injected'));
    });
    expect(await screen.findByText(`Please approve switching to ${config.chain.networkName} to access Staking`, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('wrong chain')).toBeInTheDocument();
    stop();
  });
});
