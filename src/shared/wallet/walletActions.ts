import type { AppThunk, RootState } from '../store/store';
import { notify } from '../toast/notify';
import type { Eip1193Provider } from './eip1193';
import { loadedWalletEngine, loadWalletEngine, onWalletEngine } from './loadWalletEngine';
import { rememberConnector, rememberedConnector } from './walletStorage';
import { connectFailed, connectStarted, walletDisconnected, type ConnectorId } from './walletSlice';

/**
 * The wallet actions the app dispatches. They are light: the engine behind them (walletEngine.ts,
 * web3-react and the connectors) is loaded by the first one that needs a wallet, so a visitor
 * who never connects does not download it.
 */

export { CONNECTION_REJECTED_MESSAGE } from './walletSlice';
export { LAST_CONNECTOR_KEY, rememberedConnector } from './walletStorage';

export const WALLET_CODE_UNAVAILABLE_MESSAGE = 'Could not load the wallet connection. Check your connection and try again.';

/** The connected wallet's EIP-1193 provider (for signing and chain switching). */
export function getActiveProvider(): Eip1193Provider | undefined {
  return loadedWalletEngine()?.getActiveProvider();
}

/**
 * Connects the wallet the user chose. Resolves true when connected; on failure the wallet
 * goes back to disconnected with a toast (a rejection is not an error of the app).
 */
export function connectWallet(id: ConnectorId): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, extra) => {
    let engine;
    try {
      engine = await loadWalletEngine();
    } catch (error) {
      console.warn('Wallet engine not loaded', error);
      dispatch(connectFailed({ message: WALLET_CODE_UNAVAILABLE_MESSAGE }));
      notify.error(WALLET_CODE_UNAVAILABLE_MESSAGE);
      return false;
    }
    return engine.connectWallet(id)(dispatch, getState, extra);
  };
}

/** Disconnects and forgets the connector, so the next load does not restore it. */
export function disconnectWallet(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const id = getState().wallet.connectorId;
    rememberConnector(null);
    dispatch(walletDisconnected());
    if (id) await (await loadWalletEngine()).deactivate(id);
  };
}

/**
 * Eager reconnection on load: restores the last used connector without a popup. Without one
 * it does nothing (and loads nothing). It runs only from 'disconnected', and its first step
 * moves the slice to 'reconnecting' synchronously, so StrictMode's second mount effect finds
 * one already under way.
 */
export function restoreWallet(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, extra) => {
    if (getState().wallet.status !== 'disconnected') return false;
    const id = rememberedConnector();
    if (!id) return false;
    dispatch(connectStarted({ connectorId: id, reconnect: true }));
    try {
      const engine = await loadWalletEngine();
      return await engine.finishRestore(id)(dispatch, getState, extra);
    } catch (error) {
      console.debug('Wallet engine not loaded', error);
      if (getState().wallet.connectorId === id && getState().wallet.status === 'reconnecting') dispatch(connectFailed());
      return false;
    }
  };
}

/**
 * Keeps the slice in step with the connectors' own stores (accountsChanged, chainChanged,
 * disconnect events) from the moment the engine is loaded. Returns the unsubscribe function.
 */
export function startWalletSync(store: { dispatch: (action: unknown) => unknown; getState: () => RootState }): () => void {
  let stopSync: (() => void) | undefined;
  const stopWaiting = onWalletEngine((engine) => {
    stopSync = engine.startWalletSync(store);
  });
  return () => {
    stopWaiting();
    stopSync?.();
  };
}

/** The 15 s wallet poll (SPEC section 9); only a connected wallet, so a loaded engine, has one. */
export function pollWallet(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const engine = loadedWalletEngine();
    if (engine) await engine.pollWallet()(dispatch, getState, extra);
  };
}

/** Asks the connected wallet to switch to the app's chain (see chainSwitch.switchChain). */
export async function switchToTargetChain(): Promise<void> {
  const engine = loadedWalletEngine();
  if (!engine) throw new Error('Please connect your wallet');
  await engine.switchToTargetChain();
}
