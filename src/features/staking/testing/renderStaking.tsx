import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../shared/store/store';
import { config } from '../../../config';
import { ReviewProvider } from '../../../shared/review/ReviewProvider';
import { ToastProvider } from '../../../shared/toast/ToastProvider';
import { WalletChooserProvider } from '../../../shared/ui/walletChooserContext';
import { walletConnected } from '../../../shared/wallet/walletSlice';

export const ACCOUNT = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

/** Renders a staking page with a real store at `path` (route pattern `pattern`), optionally connected. */
export function renderStaking(
  element: ReactNode,
  { path = '/', pattern = '*', connected = false }: { path?: string; pattern?: string; connected?: boolean } = {},
) {
  const store = makeStore({ persistTransactions: false });
  if (connected) store.dispatch(walletConnected({ account: ACCOUNT, chainId: config.chain.id, connectorId: 'injected' }));
  const view = render(
    <Provider store={store}>
      <ToastProvider>
        <ReviewProvider>
          <WalletChooserProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={element} />
              </Routes>
            </MemoryRouter>
          </WalletChooserProvider>
        </ReviewProvider>
      </ToastProvider>
    </Provider>,
  );
  return { store, ...view };
}
