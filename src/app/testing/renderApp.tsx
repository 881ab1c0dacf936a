import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { config } from '../../config';
import { connectStarted, walletConnected } from '../../shared/wallet/walletSlice';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { makeStore } from '../../shared/store/store';

/** Hardhat account 0, as wallets report it (lowercase). */
export const TEST_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAppOptions {
  path?: string;
  wallet?: 'visitor' | 'connected' | 'reconnecting' | 'wrong-chain';
}

/** The whole app (real store, real providers) in a memory router at `path`. */
export function renderApp({ path = '/', wallet = 'visitor' }: RenderAppOptions = {}) {
  const store = makeStore({ persistTransactions: false });
  if (wallet === 'connected' || wallet === 'wrong-chain') {
    store.dispatch(
      walletConnected({
        account: TEST_ACCOUNT,
        chainId: wallet === 'connected' ? config.chain.id : 1,
        connectorId: 'injected',
      }),
    );
  }
  if (wallet === 'reconnecting') {
    // the restore's own start action, as WalletSync dispatches it on load
    store.dispatch(connectStarted({ connectorId: 'injected', reconnect: true }));
  }
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view };
}
