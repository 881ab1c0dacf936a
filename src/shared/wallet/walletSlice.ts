import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC section 4: the wallet connection states. */
export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

/**
 * 'injected' = window.ethereum (MetaMask and the like); 'walletconnect'; `eip6963:{rdns}` = a
 * wallet announced through EIP-6963.
 */
export type ConnectorId = 'injected' | 'walletconnect' | `eip6963:${string}`;

export interface WalletState {
  status: WalletStatus;
  /** lowercase address; null unless connected */
  account: string | null;
  chainId: number | null;
  connectorId: ConnectorId | null;
  /** last connection failure, for the chooser; cleared on the next attempt */
  error: string | null;
}

/** The slice's `error` after the user turned a connection down in the wallet. */
export const CONNECTION_REJECTED_MESSAGE = 'Wallet connection rejected';

export const initialWalletState: WalletState = {
  status: 'disconnected',
  account: null,
  chainId: null,
  connectorId: null,
  error: null,
};

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** a user-chosen connection (`reconnect: false`) or the eager restore on load (`true`) */
    connectStarted(state, action: PayloadAction<{ connectorId: ConnectorId; reconnect?: boolean }>) {
      state.status = action.payload.reconnect ? 'reconnecting' : 'connecting';
      state.connectorId = action.payload.connectorId;
      state.error = null;
    },
    /** the connector reports an account and chain (on connect, and whenever either changes) */
    walletConnected(state, action: PayloadAction<{ account: string; chainId: number; connectorId: ConnectorId }>) {
      const account = action.payload.account.toLowerCase();
      state.status = 'connected';
      state.account = account;
      state.chainId = action.payload.chainId;
      state.connectorId = action.payload.connectorId;
      state.error = null;
    },
    /** a failed user-chosen attempt keeps its message; a failed restore is quiet */
    connectFailed(state, action: PayloadAction<{ message?: string } | undefined>) {
      Object.assign(state, initialWalletState);
      state.error = action.payload?.message ?? null;
    },
    walletDisconnected() {
      return initialWalletState;
    },
  },
  selectors: {
    selectWallet: (state) => state,
    selectAccount: (state) => state.account,
    selectChainId: (state) => state.chainId,
    selectWalletStatus: (state) => state.status,
  },
});

export const { connectStarted, walletConnected, connectFailed, walletDisconnected } = walletSlice.actions;
export const { selectWallet, selectAccount, selectChainId, selectWalletStatus } = walletSlice.selectors;
