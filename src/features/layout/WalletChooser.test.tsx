import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/testing/renderApp';
import { stopEip6963Discovery } from '../../shared/wallet/eip6963';

jest.mock('../swap/SwapCard', () => ({ __esModule: true, default: () => null }));

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

type TestProvider = { isMetaMask?: boolean; request: () => Promise<unknown>; on: () => void; removeListener: () => void };
const provider = (isMetaMask: boolean): TestProvider => ({
  isMetaMask,
  request: async () => [],
  on: () => undefined,
  removeListener: () => undefined,
});

function setEthereum(value: TestProvider | undefined) {
  Object.defineProperty(window, 'ethereum', { value, configurable: true, writable: true });
}

async function openChooser() {
  const user = userEvent.setup();
  renderApp({ path: '/privacy' });
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Connect wallet' }));
  return within(await screen.findByRole('dialog', { name: 'Connect a wallet' }));
}

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  setEthereum(undefined);
  stopEip6963Discovery();
  window.localStorage.clear();
});

describe('WalletChooser', () => {
  it("lists 'MetaMask' for a MetaMask window.ethereum, then 'WalletConnect'", async () => {
    setEthereum(provider(true));
    const dialog = await openChooser();
    expect(dialog.getAllByRole('button', { name: /MetaMask|WalletConnect|Browser Wallet/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'MetaMask',
      'WalletConnect',
    ]);
  });

  it("calls another injected wallet 'Browser Wallet'", async () => {
    setEthereum(provider(false));
    const dialog = await openChooser();
    expect(dialog.getByRole('button', { name: 'Browser Wallet' })).toBeInTheDocument();
  });

  it('adds wallets announced through EIP-6963 by name and icon', async () => {
    setEthereum(provider(true));
    const announced = provider(false);
    const icon = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    window.addEventListener('eip6963:requestProvider', () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: 'u-1', name: 'Rabby Wallet', icon, rdns: 'io.rabby' }, provider: announced },
        }),
      ),
    );
    const dialog = await openChooser();
    const rabby = await dialog.findByRole('button', { name: 'Rabby Wallet' });
    expect(rabby.querySelector('img')).toHaveAttribute('src', icon);
    expect(dialog.getByRole('button', { name: 'MetaMask' })).toBeInTheDocument();
  });

  it('explains how to connect when there is no browser wallet, and closes', async () => {
    const user = userEvent.setup();
    const dialog = await openChooser();
    expect(dialog.getByText('No browser wallet found. Install MetaMask or use WalletConnect.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'MetaMask' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await act(async () => undefined);
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).not.toBeInTheDocument();
  });
});
