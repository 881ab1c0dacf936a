import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { ReviewProvider } from '../shared/review/ReviewProvider';
import { LazyToastArea } from '../shared/toast/LazyToastArea';
import { TransactionWatcher } from '../shared/tx/TransactionWatcher';
import { WalletSync } from '../shared/wallet/WalletSync';
import type { AppStore, RootState } from '../shared/store/store';
import { theme } from './theme';

/**
 * The app's providers: the Redux store, MUI's theme, the toast area, the review modal's host, and
 * the wallet and transaction background work. The theme wraps everything that draws, the review
 * modal and the toasts included: they render beside the page, not inside App, and outside the
 * theme they would take MUI's default light look. The store is made by the caller, outside React's
 * render (`src/index.tsx`; tests use their own `makeStore`), so StrictMode's double render cannot
 * create a second one. The router sits inside this (see docs/ARCHITECTURE.md).
 *
 * `serverState` is the state a prerendered page was drawn from: while React adopts that page, every
 * selector reads it instead of the store, so data that arrived before the code cannot make the first
 * render differ from the markup; React renders the arrived data right after.
 */
export function AppProviders({ children, store, serverState }: { children?: ReactNode; store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <LazyToastArea />
        <WalletSync />
        <TransactionWatcher />
        <ReviewProvider>{children}</ReviewProvider>
      </ThemeProvider>
    </Provider>
  );
}
