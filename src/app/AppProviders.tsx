import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ReviewProvider } from '../shared/review/ReviewProvider';
import { LazyToastArea } from '../shared/toast/LazyToastArea';
import { TransactionWatcher } from '../shared/tx/TransactionWatcher';
import { WalletSync } from '../shared/wallet/WalletSync';
import type { AppStore, RootState } from '../shared/store/store';

/**
 * The app's non-visual providers: the Redux store, the toast area, the review modal's host, and
 * the wallet and transaction background work. The store is made by the caller, outside React's
 * render (`src/index.tsx`; tests use their own `makeStore`), so StrictMode's double render cannot
 * create a second one. App wraps MUI's ThemeProvider around this and the router inside it
 * (see docs/ARCHITECTURE.md).
 *
 * `serverState` is the state a prerendered page was drawn from: while React adopts that page, every
 * selector reads it instead of the store, so data that arrived before the code cannot make the first
 * render differ from the markup; React renders the arrived data right after.
 */
export function AppProviders({ children, store, serverState }: { children?: ReactNode; store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <LazyToastArea />
      <WalletSync />
      <TransactionWatcher />
      <ReviewProvider>{children}</ReviewProvider>
    </Provider>
  );
}
