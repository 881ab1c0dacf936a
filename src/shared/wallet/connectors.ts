import { initializeConnector } from '@web3-react/core';
import type { Connector, Web3ReactStore } from '@web3-react/types';
import { config } from '../../config';
import { getWindowEthereum, type Eip1193Provider } from './eip1193';
import { InjectedConnector } from './InjectedConnector';
import { LazyWalletConnect } from './LazyWalletConnect';
import type { ConnectorId } from './walletSlice';

/**
 * The wallet connectors (module registry: connector objects never enter the store). Each is a
 * web3-react v8 connector with its own web3-react store; `startWalletSync` subscribes to those
 * stores and feeds the wallet slice, which is what the app reads. No `Web3ReactProvider` is
 * mounted: nothing reads web3-react's React hooks, so they are not kept either.
 * - injected: window.ethereum;
 * - eip6963: one slot for whichever EIP-6963-announced wallet the user picks;
 * - walletconnect: WalletConnect v2 behind LazyWalletConnect: the connector module and its
 *   provider package are only imported when the user picks it (or a saved session is restored).
 */
export const [injectedConnector, , injectedStore] = initializeConnector<InjectedConnector>(
  (actions) => new InjectedConnector({ actions, getProvider: getWindowEthereum }),
);

export const [eip6963Connector, , eip6963Store] = initializeConnector<InjectedConnector>(
  (actions) => new InjectedConnector({ actions, getProvider: () => undefined }),
);

export const [walletConnectConnector, , walletConnectStore] = initializeConnector<LazyWalletConnect>(
  (actions) =>
    new LazyWalletConnect({
      actions,
      defaultChainId: config.chain.id,
      options: {
        projectId: config.walletConnect.projectId,
        chains: [config.chain.id],
        showQrModal: true,
        rpcMap: { [config.chain.id]: config.chain.rpcUrl },
      },
    }),
);

export type ConnectorKind = 'injected' | 'eip6963' | 'walletconnect';

export function connectorKind(id: ConnectorId): ConnectorKind {
  if (id === 'injected' || id === 'walletconnect') return id;
  return 'eip6963';
}

export interface ConnectorEntry {
  connector: Connector;
  store: Web3ReactStore;
}

const entries: Record<ConnectorKind, ConnectorEntry> = {
  injected: { connector: injectedConnector, store: injectedStore },
  eip6963: { connector: eip6963Connector, store: eip6963Store },
  walletconnect: { connector: walletConnectConnector, store: walletConnectStore },
};

export function connectorEntry(id: ConnectorId): ConnectorEntry {
  return entries[connectorKind(id)];
}

/** Every connector slot with its kind (the EIP-6963 slot serves whichever announced wallet is picked). */
export function connectorSlots(): Array<[ConnectorKind, ConnectorEntry]> {
  return Object.entries(entries) as Array<[ConnectorKind, ConnectorEntry]>;
}

/**
 * The provider of the connector that holds an account, if any. The connectors' own stores are
 * the record of which one is active (connecting to one deactivates the previous), so no
 * separate variable has to be kept in step with them.
 */
export function activeConnectorProvider(): Eip1193Provider | undefined {
  const active = Object.values(entries).find(({ store }) => (store.getState().accounts?.length ?? 0) > 0);
  return active?.connector.provider as unknown as Eip1193Provider | undefined;
}

/** The EIP-1193 provider behind a connector, once it has one. */
export function connectorProvider(id: ConnectorId): Eip1193Provider | undefined {
  return connectorEntry(id).connector.provider as unknown as Eip1193Provider | undefined;
}
