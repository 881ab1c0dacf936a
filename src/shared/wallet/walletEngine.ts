/**
 * The wallet's working parts: web3-react's connectors and what drives them. Its own chunk
 * (walletActions.ts loads it): a visitor who never connects never downloads it, and one whose
 * wallet is remembered loads it right after the first paint to restore the session.
 */
import type { AppThunk, RootState } from '../store/store';
import { config } from '../../config';
import { mapError } from '../errors/mapError';
import { notify } from '../toast/notify';
import { switchChain } from './chainSwitch';
import {
  activeConnectorProvider,
  connectorKind,
  connectorEntry,
  connectorProvider,
  connectorSlots,
  eip6963Connector,
  walletConnectConnector,
} from './connectors';
import { parseChainId, type Eip1193Provider } from './eip1193';
import { findAnnouncedWallet, waitForAnnouncedWallet } from './eip6963';
import { rememberConnector } from './walletStorage';
import {
  CONNECTION_REJECTED_MESSAGE,
  connectFailed,
  connectStarted,
  walletConnected,
  walletDisconnected,
  type ConnectorId,
} from './walletSlice';

/** The connected wallet's EIP-1193 provider (for signing and chain switching). */
export function getActiveProvider(): Eip1193Provider | undefined {
  return activeConnectorProvider();
}

/** Points the EIP-6963 slot at the announced wallet `id` names; false when it is not installed. */
async function prepareConnector(id: ConnectorId, waitMs: number): Promise<boolean> {
  if (connectorKind(id) !== 'eip6963') return true;
  const rdns = id.slice('eip6963:'.length);
  const detail = findAnnouncedWallet(rdns) ?? (await waitForAnnouncedWallet(rdns, waitMs));
  if (!detail) return false;
  eip6963Connector.setProviderSource(() => detail.provider);
  return true;
}

function connectedState(id: ConnectorId): { account: string; chainId: number } | null {
  const state = connectorEntry(id).store.getState();
  const account = state.accounts?.[0];
  if (!account || state.chainId === undefined) return null;
  return { account, chainId: state.chainId };
}

export async function deactivate(id: ConnectorId): Promise<void> {
  const { connector } = connectorEntry(id);
  try {
    if (connector.deactivate) await connector.deactivate();
    else await connector.resetState();
  } catch (error) {
    console.debug('Wallet deactivate failed', error);
  }
}

/**
 * Connects the wallet the user chose. Resolves true when connected; on failure the wallet
 * goes back to disconnected with a toast (a rejection is not an error of the app).
 */
export function connectWallet(id: ConnectorId): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const previous = getState().wallet.connectorId;
    if (previous && previous !== id) await deactivate(previous);
    dispatch(connectStarted({ connectorId: id }));
    try {
      if (!(await prepareConnector(id, 800))) throw new Error('This wallet is no longer available. Reload the page and try again.');
      const { connector } = connectorEntry(id);
      if (id === 'walletconnect') await walletConnectConnector.activate(config.chain.id);
      else await connector.activate();
      const state = connectedState(id);
      if (!state) throw new Error('The wallet returned no account');
      dispatch(walletConnected({ ...state, connectorId: id }));
      rememberConnector(id);
      return true;
    } catch (error) {
      const mapped = mapError(error, 'Failed to connect wallet');
      const message =
        mapped.kind === 'user-rejected'
          ? CONNECTION_REJECTED_MESSAGE
          : mapped.kind === 'unknown' && error instanceof Error && error.message
            ? error.message
            : mapped.message;
      if (mapped.kind !== 'user-rejected') console.warn('Wallet connection failed', error);
      dispatch(connectFailed({ message }));
      notify.error(message);
      return false;
    }
  };
}

/**
 * The eager reconnection's second half (walletActions.restoreWallet has already moved the slice
 * to 'reconnecting'): restores connector `id` without a popup (eth_accounts / a saved
 * WalletConnect session). A failure falls back quietly to disconnected.
 */
export function finishRestore(id: ConnectorId): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    try {
      if (!(await prepareConnector(id, 1500))) throw new Error('Remembered wallet not announced');
      const { connector } = connectorEntry(id);
      if (!connector.connectEagerly) throw new Error('Connector cannot reconnect');
      await connector.connectEagerly();
      const state = connectedState(id);
      if (!state) throw new Error('No authorised account');
      // the user may have picked another wallet while this one was restoring
      if (getState().wallet.connectorId !== id) return false;
      dispatch(walletConnected({ ...state, connectorId: id }));
      return true;
    } catch (error) {
      console.debug('Wallet not restored', error);
      if (getState().wallet.connectorId === id && getState().wallet.status === 'reconnecting') dispatch(connectFailed());
      return false;
    }
  };
}

/**
 * Keeps the slice in step with the connectors' own stores (accountsChanged, chainChanged,
 * disconnect events). Returns the unsubscribe function.
 */
export function startWalletSync(store: {
  dispatch: (action: unknown) => unknown;
  getState: () => RootState;
}): () => void {
  const unsubscribes = connectorSlots().map(([kind, { store: connectorStore }]) =>
    connectorStore.subscribe((state) => {
      const wallet = store.getState().wallet;
      if (!wallet.connectorId || connectorKind(wallet.connectorId) !== kind) return;
      if (wallet.status !== 'connected') return; // connect and restore dispatch their own outcome
      const account = state.accounts?.[0];
      if (account && state.chainId !== undefined) {
        if (account.toLowerCase() !== wallet.account || state.chainId !== wallet.chainId) {
          store.dispatch(walletConnected({ account, chainId: state.chainId, connectorId: wallet.connectorId }));
        }
      } else if (!state.activating) {
        store.dispatch(walletDisconnected());
      }
    }),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/**
 * The 15 s wallet poll (SPEC section 9): account and chain straight from the wallet (no popup)
 * in case an event was missed. The BNB balance is chainApi's `tokenBalance` (see useNativeBalance).
 */
export function pollWallet(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const wallet = getState().wallet;
    if (wallet.status !== 'connected' || !wallet.account || !wallet.connectorId) return;
    const provider = connectorProvider(wallet.connectorId);
    if (!provider) return;
    try {
      const accounts = (await provider.request({ method: 'eth_accounts' })) as string[];
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      const current = getState().wallet;
      if (current.status !== 'connected' || current.connectorId !== wallet.connectorId) return;
      if (!accounts?.length) {
        dispatch(walletDisconnected());
      } else if (accounts[0].toLowerCase() !== current.account || chainId !== current.chainId) {
        dispatch(walletConnected({ account: accounts[0], chainId, connectorId: wallet.connectorId }));
      }
    } catch (error) {
      console.debug('Wallet poll failed', error);
    }
  };
}

/** Asks the connected wallet to switch to the app's chain (see switchChain). */
export async function switchToTargetChain(): Promise<void> {
  const provider = getActiveProvider();
  if (!provider) throw new Error('Please connect your wallet');
  await switchChain(provider, config.chain.id);
}
