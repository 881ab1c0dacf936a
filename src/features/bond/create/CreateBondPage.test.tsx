import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '../../../config';
import { walletRequestEnded, walletRequestStarted } from '../../../shared/tx';
import { walletConnected } from '../../../shared/wallet/walletSlice';
import { API, chain, handlers, renderBond, resetChain } from '../testing/bondFixtures';
import { OWNER, ownerChain } from '../testing/ownerFixtures';
import CreateBondPage from './CreateBondPage';
import { CREATE_BOND_STORAGE_KEY } from './createBondSlice';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/ownerFixtures')).ownerChainClient,
}));

jest.setTimeout(20_000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const NOLIQ = '0x00000000000000000000000000000000000000a3';
const E18 = 10n ** 18n;
let quoteRequests: URL[] = [];
let quoteDown = false;
/** while set, answers for tokens that have a route wait for it */
let routedQuoteGate: Promise<void> | null = null;
const server = setupServer(
  ...handlers,
  http.get(`${API}/v1/quote`, async ({ request }) => {
    const url = new URL(request.url);
    quoteRequests.push(url);
    if (quoteDown) return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'chain unreachable' }, { status: 503 });
    if (url.searchParams.get('src') === NOLIQ) {
      return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'No liquidity for this pair' }, { status: 400 });
    }
    if (routedQuoteGate) await routedQuoteGate;
    return HttpResponse.json({ dstAmount: '1000' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  ownerChain.reset();
  quoteRequests = [];
  quoteDown = false;
  routedQuoteGate = null;
  window.sessionStorage.clear();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[NOLIQ] = { name: 'No Liquidity', symbol: 'NOLIQ', decimals: 6 };
  chain.balances[`${SALLY}:${OWNER}`] = 5000n * E18;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function open() {
  const view = renderBond(<CreateBondPage />, { route: '/bond/create', path: '/bond/create', connected: false });
  act(() => {
    view.store.dispatch(walletConnected({ account: OWNER, chainId: config.chain.id, connectorId: 'injected' }));
  });
  return view;
}

describe('create bond page', () => {
  it("labels and locks the button from the tracked transactions alone (as DevTools time travel replays them)", async () => {
    const { store } = open();
    const button = () => screen.getByRole('button', { name: /Create Bond|Approving|Creating bond/ });
    fireEvent.change(screen.getByRole('textbox', { name: /^Token address/ }), { target: { value: SALLY } });
    act(() => {
      store.dispatch(walletRequestStarted({ id: 'a', info: { type: 'approve', token: SALLY, spender: config.contracts.bondFactory, symbol: 'SALLY' }, account: OWNER }));
    });
    expect(button()).toHaveTextContent('Approving...');
    expect(button()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Token address/ })).toBeDisabled();
    act(() => {
      store.dispatch(walletRequestEnded({ id: 'a' }));
      store.dispatch(walletRequestStarted({ id: 'c', info: { type: 'createSale', token: SALLY, symbol: 'SALLY' }, account: OWNER }));
    });
    expect(button()).toHaveTextContent('Creating bond...');
    act(() => {
      store.dispatch(walletRequestEnded({ id: 'c' }));
    });
    expect(button()).not.toHaveTextContent(/Approving|Creating bond/);
    expect(screen.getByRole('textbox', { name: /^Token address/ })).toBeEnabled();
  });

  it("shows 'Launch Your Bond' with the labelled 'Bond Configuration' form and its defaults", async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Launch Your Bond', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Bond Configuration' })).toBeInTheDocument();
    for (const label of ['Token address', 'Max tokens', 'Website', 'Twitter', 'Telegram']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue('');
    }
    expect(screen.getByLabelText('Payment currency')).toHaveValue('0');
    expect(screen.getByLabelText(/^Vesting duration \(days\)/)).toHaveValue(90);
    expect(screen.getByLabelText('Discount (%)')).toHaveValue('0');
    expect(screen.getByLabelText('Logo')).toHaveAttribute('type', 'file');
    expect(await screen.findByText('Creation fee: 0.002 BNB')).toBeInTheDocument();
    // check: required fields missing, the button is disabled and says what it waits for
    expect(screen.getByRole('button', { name: 'Create Bond' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Bond' })).toHaveAccessibleDescription('Enter the token address');
  });

  it("says why 'Create Bond' is disabled, field by field, and shows the sale's length and max per purchase before anything is sent", async () => {
    chain.saleDuration = 7 * 86_400;
    const { user } = open();
    const button = () => screen.getByRole('button', { name: /Create Bond|Approve SALLY/ });
    await waitFor(() => expect(screen.getByTestId('create-sale-length')).toHaveTextContent('7 days from creation'));
    expect(screen.getByTestId('create-max-per-purchase')).toHaveTextContent('…');
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste(SALLY);
    await waitFor(() => expect(button()).toHaveAccessibleDescription('Enter the max tokens to sell'));
    await user.type(screen.getByRole('textbox', { name: /^Max tokens/ }), '1001');
    expect(button()).toHaveAccessibleDescription('Enter a description');
    // a tenth of the max tokens, rounded up, as the contract sets it and the owner page shows it
    await waitFor(() => expect(screen.getByTestId('create-max-per-purchase')).toHaveTextContent('100.1 SALLY'));
    await user.type(screen.getByRole('textbox', { name: /^Minimum price per token/ }), '0.0005');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A bond');
    expect(await screen.findByRole('button', { name: 'Approve SALLY' })).toBeEnabled();
    expect(screen.queryByTestId('create-bond-reason')).not.toBeInTheDocument();
  });

  it('shows the creation fee read from the contract', async () => {
    ownerChain.creationFee = 5n * 10n ** 15n;
    open();
    expect(await screen.findByText('Creation fee: 0.005 BNB')).toBeInTheDocument();
  });

  it('shows the fallback fee when the read fails', async () => {
    ownerChain.creationFee = null;
    open();
    await waitFor(() => expect(screen.getByTestId('creation-fee')).toHaveTextContent('Creation fee: 0.002 BNB'));
  });

  it('reads the token: name, symbol, decimals and the wallet balance; asks for approval of maxTokens', async () => {
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste(SALLY);
    expect(await screen.findByText('Sally (SALLY), 18 decimals')).toBeInTheDocument();
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('Your balance: 5,000 SALLY');
    await user.type(screen.getByRole('textbox', { name: /^Max tokens/ }), '1000');
    // the hourly budget proposes the factory's default for the max tokens typed
    expect(screen.getByRole('textbox', { name: /^Hourly budget/ })).toHaveAccessibleDescription(
      'Most tokens buyers may buy in any hour, so no one can buy the whole sale at once. Empty: 100 SALLY (10% of max tokens).',
    );
    await user.type(screen.getByRole('textbox', { name: /^Minimum price per token/ }), '0.0005');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A bond');
    expect(await screen.findByRole('button', { name: 'Approve SALLY' })).toBeEnabled();
    // the route probe sold one whole token into BNB (currency 0)
    await waitFor(() => expect(quoteRequests.length).toBeGreaterThan(0));
    expect(quoteRequests[0].searchParams.get('amount')).toBe(E18.toString());
    expect(quoteRequests[0].searchParams.get('dst')).toBe('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
    expect(screen.queryByTestId('no-route-warning')).not.toBeInTheDocument();
  });

  it('is approved once the allowance covers maxTokens in the token decimals', async () => {
    chain.allowances[`${SALLY}:${OWNER}:${config.contracts.bondFactory.toLowerCase()}`] = 1000n * E18;
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste(SALLY);
    await user.type(screen.getByRole('textbox', { name: /^Max tokens/ }), '1000');
    await user.type(screen.getByRole('textbox', { name: /^Minimum price per token/ }), '0.0005');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A bond');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Bond' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: /^Max tokens/ }), '.5');
    expect(await screen.findByRole('button', { name: 'Approve SALLY' })).toBeEnabled();
  });

  it('warns when the token has no DEX route', async () => {
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste(NOLIQ);
    expect(await screen.findByTestId('no-route-warning')).toHaveTextContent('buyers could not get a price quote');
    expect(quoteRequests[0].searchParams.get('amount')).toBe('1000000');
  });

  it("drops the previous token's no-route warning while the new token's route is being checked", async () => {
    const { user } = open();
    const address = screen.getByRole('textbox', { name: /^Token address/ });
    await user.click(address);
    await user.paste(NOLIQ);
    expect(await screen.findByTestId('no-route-warning')).toBeInTheDocument();
    let release!: () => void;
    routedQuoteGate = new Promise((resolve) => (release = resolve));
    await user.clear(address);
    await user.paste(SALLY);
    expect(await screen.findByText('Sally (SALLY), 18 decimals')).toBeInTheDocument();
    await waitFor(() => expect(quoteRequests.some((url) => url.searchParams.get('src') === SALLY)).toBe(true));
    expect(screen.queryByTestId('no-route-warning')).not.toBeInTheDocument();
    release();
  });

  it('warns about nothing when the route cannot be checked (API failure is not "no liquidity")', async () => {
    quoteDown = true;
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste(NOLIQ);
    await screen.findByText('No Liquidity (NOLIQ), 6 decimals');
    await waitFor(() => expect(quoteRequests.length).toBe(2)); // productApi's one retry on 5xx
    expect(screen.queryByTestId('no-route-warning')).not.toBeInTheDocument();
  });

  it('names the first problem when pressed with an invalid address', async () => {
    const { user } = open();
    await user.click(screen.getByRole('textbox', { name: /^Token address/ }));
    await user.paste('0x1234');
    await user.type(screen.getByRole('textbox', { name: /^Max tokens/ }), '10');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'A bond');
    await user.click(screen.getByRole('button', { name: 'Create Bond' }));
    expect((await screen.findAllByText('Please enter a valid token contract address')).length).toBeGreaterThan(0);
  });

  it('refuses a logo that is not PNG, JPG or SVG', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please upload a valid image file (PNG, JPG, SVG)')).toBeInTheDocument();
  });

  it('keeps the text fields in session storage and offers only the metadata retry for a created sale', async () => {
    window.sessionStorage.setItem(
      CREATE_BOND_STORAGE_KEY,
      JSON.stringify({
        fields: { token: SALLY, currency: '1', vestingDuration: '30', maxTokens: '10', discount: '0', minPrice: '', maxPerBuyer: '', description: 'Kept', websiteUrl: '', twitterUrl: '', telegramUrl: '' },
        pendingSale: { saleId: '7', saleAddress: '0x00000000000000000000000000000000000005a7', owner: OWNER },
      }),
    );
    open();
    expect(screen.getByText(/Bond #7 was created, but its metadata is not saved yet\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Kept');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save metadata' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });
});
