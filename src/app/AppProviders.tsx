import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LazyToastArea } from '../shared/toast/LazyToastArea';
import { TransactionWatcher } from '../shared/tx/TransactionWatcher';
import { WalletSync } from '../shared/wallet/WalletSync';
import type { AppStore } from './store';

/**
 * The app's non-visual providers: the Redux store, the toast area, and the wallet and
 * transaction background work. The store is made by the caller, outside React's render
 * (`src/index.tsx`; tests use their own `makeStore`), so StrictMode's double render cannot
 * create a second one. App wraps MUI's ThemeProvider around this and the router inside it
 * (see docs/ARCHITECTURE.md).
 */
export function AppProviders({ children, store }: { children?: ReactNode; store: AppStore }) {
  return (
    <Provider store={store}>
      <LazyToastArea />
      <WalletSync />
      <TransactionWatcher />
      {children}
    </Provider>
  );
}
