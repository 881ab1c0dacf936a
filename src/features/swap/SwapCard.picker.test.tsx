import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '../../config';
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
    const names = within(within(dialog).getByRole('list', { name: 'Tokens' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['BNB BNB', 'USDT Tether USD', 'SALLY Sally', 'NOLIQ No Liquidity Token', 'WBNB Wrapped BNB']);
    expect(within(dialog).getAllByTestId('token-balance').map((b) => b.textContent)).toEqual(['2', '1,000', '5']);
    expect(within(dialog).getByRole('list', { name: 'Tokens' })).toHaveStyle({ maxHeight: '24rem' });
  });

  it("searches case-insensitively and says 'No tokens found'", async () => {
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), 'tEtHeR');
    expect(within(within(dialog).getByRole('list', { name: 'Tokens' })).getAllByRole('button')).toHaveLength(1);
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

  it('offers BNB, USDT and the listed stablecoins as quick picks, and picks with one click', async () => {
    const { user, dialog } = await openPicker();
    const chips = within(within(dialog).getByRole('group', { name: 'Common tokens' })).getAllByRole('button');
    expect(chips.map((chip) => chip.querySelector('.MuiChip-label')?.textContent)).toEqual(['BNB', 'USDT']);
    await user.click(chips[1]);
    expect(await screen.findByRole('button', { name: 'You receive token: USDT' })).toBeInTheDocument();
  });

  it("marks the other side's token, and picking it swaps the two sides", async () => {
    const { user, dialog } = await openPicker();
    const bnbRow = within(dialog).getByRole('button', { name: 'BNB BNB' });
    expect(bnbRow).toHaveAccessibleDescription("In 'You pay': picking it swaps the two sides");
    expect(within(dialog).getByRole('button', { name: 'USDT Tether USD' })).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'USDT Tether USD' }));
    await user.click(await screen.findByRole('button', { name: 'You receive token: USDT' }));
    const again = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    await user.click(within(again).getByRole('button', { name: 'BNB BNB' }));
    expect(await screen.findByRole('button', { name: 'You pay token: USDT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You receive token: BNB' })).toBeInTheDocument();
  });

  it("shows a pasted token's address with a copy button and the wallet's balance of it, read on chain", async () => {
    const unknown = { address: '0x' + 'c7'.repeat(20), symbol: 'NEW', name: 'New Token', decimals: 9 };
    api.balances = { ...api.balances, [unknown.address]: (500_000n * 10n ** 9n).toString() };
    server.use(http.get(`${API}/v1/token/:address`, () => HttpResponse.json(unknown)));
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), unknown.address);
    const card = await within(dialog).findByTestId('import-card');
    expect(within(card).getByTestId('import-address')).toHaveTextContent('0xc7c7...c7c7');
    expect(within(card).getByRole('button', { name: 'Copy token address' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('import-balance')).toHaveTextContent('Balance: 500,000 NEW'));
  });

  it("links a pasted token to the deployment's explorer", async () => {
    const unknown = { address: '0x' + 'c8'.repeat(20), symbol: 'NEW', name: 'New Token', decimals: 18 };
    server.use(http.get(`${API}/v1/token/:address`, () => HttpResponse.json(unknown)));
    const before = config.chain.explorerUrl;
    config.chain.explorerUrl = 'https://bscscan.com';
    try {
      const { user, dialog } = await openPicker();
      await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), unknown.address);
      const card = await within(dialog).findByTestId('import-card');
      expect(within(card).getByRole('link', { name: 'View token address on BscScan' })).toHaveAttribute(
        'href',
        `https://bscscan.com/token/${unknown.address}`,
      );
    } finally {
      config.chain.explorerUrl = before;
    }
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
