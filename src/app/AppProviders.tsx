import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Web3ReactProvider } from '@web3-react/core';
import { ReviewProvider } from '../shared/review/ReviewProvider';
import { LazyToastArea } from '../shared/toast/LazyToastArea';
import { TransactionWatcher } from '../shared/tx/TransactionWatcher';
import { WalletSync } from '../shared/wallet/WalletSync';
import { web3ReactConnectors } from '../shared/wallet/connectors';
import { makeStore, type AppStore } from './store';

/**
 * The app's non-visual providers: ONE Redux store, web3-react with the connectors, the toast
 * area, the review modal's host, and the wallet and transaction background work. App wraps MUI's ThemeProvider around
 * this and the router inside it (see docs/ARCHITECTURE.md). Tests may pass their own store.
 */
export function AppProviders({ children, store }: { children?: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <Web3ReactProvider connectors={web3ReactConnectors}>
        <LazyToastArea />
        <WalletSync />
        <TransactionWatcher />
        <ReviewProvider>{children}</ReviewProvider>
      </Web3ReactProvider>
    </Provider>
  );
}
