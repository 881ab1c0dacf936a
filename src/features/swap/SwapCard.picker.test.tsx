import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SwapCard from './SwapCard';
import { setupSwapCardTests } from './testing/swapCardSetup';
import { api, API, renderSwap } from './testing/swapFixtures';

jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

const server = setupSwapCardTests();

describe('token picker', () => {
  async function openPicker() {
    const rendered = await renderSwap(<SwapCard />);
    await rendered.user.click(await screen.findByRole('button', { name: 'You receive token: Select token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    return { ...rendered, dialog };
  }

  it('lists BNB, USDT, then by balance, with formatted balances', async () => {
    const { dialog } = await openPicker();
    await waitFor(() => expect(within(dialog).getAllByTestId('token-balance')).toHaveLength(3));
    const names = within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label')).filter((n) => n !== 'Close');
    expect(names).toEqual(['BNB BNB', 'USDT Tether USD', 'SALLY Sally', 'NOLIQ No Liquidity Token', 'WBNB Wrapped BNB']);
    expect(within(dialog).getAllByTestId('token-balance').map((b) => b.textContent)).toEqual(['2', '1,000', '5']);
    expect(within(dialog).getByRole('list', { name: 'Tokens' })).toHaveStyle({ maxHeight: '24rem' });
  });

  it("searches case-insensitively and says 'No tokens found'", async () => {
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), 'tEtHeR');
    expect(within(dialog).getAllByRole('button').filter((b) => b.getAttribute('aria-label') !== 'Close')).toHaveLength(1);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Search tokens' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), 'zzz');
    expect(within(dialog).getByText('No tokens found')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await openPicker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a token to receive' })).not.toBeInTheDocument());
  });

  it("says 'No tokens available' for an empty list", async () => {
    server.use(http.get(`${API}/v1/tokens`, () => HttpResponse.json({ tokens: {} })));
    await openPicker();
    expect(screen.getByText('No tokens available')).toBeInTheDocument();
  });

  it('loads a pasted unlisted address and warns before it can be picked', async () => {
    const unknown = { address: '0x' + 'c3'.repeat(20), symbol: 'NEW', name: 'New Token', decimals: 9 };
    server.use(http.get(`${API}/v1/token/:address`, () => HttpResponse.json(unknown)));
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), unknown.address.toUpperCase().replace('0X', '0x'));
    expect(await within(dialog).findByText(/unknown token/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I understand, import NEW' }));
    expect(await screen.findByRole('button', { name: 'You receive token: NEW' })).toBeInTheDocument();
  });

  it("reads an imported token's balance on chain, like every listed one", async () => {
    const unknown = { address: '0x' + 'c4'.repeat(20), symbol: 'NEW', name: 'New Token', decimals: 9 };
    api.balances = { ...api.balances, [unknown.address]: (7n * 10n ** 9n).toString() };
    server.use(http.get(`${API}/v1/token/:address`, () => HttpResponse.json(unknown)));
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), unknown.address);
    await user.click(await within(dialog).findByRole('button', { name: 'I understand, import NEW' }));
    expect(await screen.findByRole('button', { name: 'You receive token: NEW' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 7'));
  });

  it('shows the server message for an address with no token behind it', async () => {
    server.use(
      http.get(`${API}/v1/token/:address`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Unknown token: no ERC-20 contract' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), '0x' + 'd4'.repeat(20));
    expect(await within(dialog).findByText('Unknown token: no ERC-20 contract')).toBeInTheDocument();
    // nothing to import: the address stays unpickable
    expect(within(dialog).queryByRole('button', { name: /^I understand, import/ })).not.toBeInTheDocument();
  });
});
