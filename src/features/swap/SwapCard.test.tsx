import { configure, act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import SwapCard from './SwapCard';
import { clearCachedTokens } from './api/tokenCache';
import { ACCOUNT, api, API, BNB, E18, handlers, NOLIQ, renderSwap, SALLY, setLocation, USDT } from './testing/swapFixtures';

// the machine is shared: give async UI updates more than the default second
configure({ asyncUtilTimeout: 5_000 });

// MUI under jsdom on a shared 2-core machine: a full user flow takes several seconds
jest.setTimeout(30_000);

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  api.reset();
  clearCachedTokens();
  setLocation('');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const payInput = () => screen.getByRole('textbox', { name: 'You pay' });
const receiveInput = () => screen.getByRole('textbox', { name: 'You receive' });
const mainButton = (name: string | RegExp) => screen.findByRole('button', { name });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('swap card basics', () => {
  it('shows a skeleton, then BNB as the source and the connect label for a visitor', async () => {
    await renderSwap(<SwapCard />, { connected: false });
    expect(screen.getByRole('status', { name: 'Loading swap' })).toBeInTheDocument();
    expect(await mainButton('Please connect wallet')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'You pay token: BNB' })).toBeInTheDocument();
  });

  it('walks the labels: Select Tokens → Enter Amount → Swap with the quote shown', async () => {
    const { user } = await renderSwap(<SwapCard />);
    expect(await mainButton('Select Tokens')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'You receive token: select' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    await user.click(within(dialog).getByRole('button', { name: 'USDT Tether USD' }));
    expect(await mainButton('Enter Amount')).toBeDisabled();

    await user.type(payInput(), '1,5');
    expect(payInput()).toHaveValue('1.5');
    await waitFor(() => expect(receiveInput()).toHaveValue('900.000000'));
    expect(await mainButton('Swap')).toBeEnabled();
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 BNB = 600.000000 USDT');
    expect(screen.getByTestId('network-fee')).toHaveTextContent('≈ 0.00045 BNB');
    expect(screen.getByTestId('minimum-received')).toHaveTextContent('895.5 USDT');
    expect(screen.getByTestId('src-usd')).toHaveTextContent('$900.00');
    expect(screen.getByTestId('dst-usd')).toHaveTextContent('$900.00');
    expect(screen.getByTestId('value-difference')).toHaveTextContent('(0.00%)');
    expect(api.quoteCalls).toEqual([expect.objectContaining({ src: BNB.address, dst: USDT.address, amount: (15n * E18 / 10n).toString() })]);
  });

  it('refuses letters and a second separator in the amount', async () => {
    setLocation(`?inputCurrency=${BNB.address}&outputCurrency=${USDT.address}`);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1a.2.3,4');
    expect(payInput()).toHaveValue('1.234');
  });

  it('presets both tokens from the link and flips them', async () => {
    setLocation(`?inputCurrency=usdt&outputCurrency=${SALLY.address}`);
    const { user } = await renderSwap(<SwapCard />);
    expect(await screen.findByRole('button', { name: 'You pay token: USDT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You receive token: SALLY' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flip tokens' }));
    expect(screen.getByRole('button', { name: 'You pay token: SALLY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You receive token: USDT' })).toBeInTheDocument();
  });

  it('copies a link that presets the current pair', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />);
    await screen.findByRole('button', { name: 'You receive token: USDT' });
    // user-event installs a clipboard stub; its read side needs a Blob this jsdom lacks
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy link to this pair' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/?inputCurrency=${BNB.address}&outputCurrency=${USDT.address}`,
    );
  });

  it('picking the token of the other side swaps the two sides', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />);
    await user.click(await screen.findByRole('button', { name: 'You pay token: BNB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to pay' });
    await user.click(within(dialog).getByRole('button', { name: 'USDT Tether USD' }));
    expect(await screen.findByRole('button', { name: 'You pay token: USDT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You receive token: BNB' })).toBeInTheDocument();
  });

  it('MAX keeps the BNB gas reserve and shows insufficient balance above it', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />);
    await user.click(await screen.findByRole('button', { name: 'MAX' }));
    expect(payInput()).toHaveValue('1.99');
    await user.clear(payInput());
    await user.type(payInput(), '3');
    expect(await mainButton('Insufficient BNB balance')).toBeDisabled();
  });

  it('shows the wrong-chain switch button instead of the actions', async () => {
    await renderSwap(<SwapCard />, { chainId: 1 });
    const button = await mainButton('Switch to BSC');
    expect(button).toBeEnabled();
    expect(button.className).toMatch(/colorError/);
  });
});

describe('tokens, prices and impact', () => {
  it('keeps the token list in sessionStorage and refetches it on focus and visibility', async () => {
    const first = await renderSwap(<SwapCard />);
    await screen.findByRole('button', { name: 'Select Tokens' });
    expect(api.tokenCalls).toBe(1);
    first.unmount();

    // a new page load within 30 minutes paints from the session copy
    await renderSwap(<SwapCard />);
    await screen.findByRole('button', { name: 'Select Tokens' });
    expect(api.tokenCalls).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(api.tokenCalls).toBe(2));
    await sleep(1100);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(api.tokenCalls).toBe(3));
  });

  it('shows BNB → WBNB as a 1:1 wrap', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=WBNB`);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '2');
    await waitFor(() => expect(receiveInput()).toHaveValue('2.000000'));
    expect(screen.getByText('Wrap 1:1')).toBeInTheDocument();
    expect(screen.queryByTestId('minimum-received')).not.toBeInTheDocument();
  });

  it('warns at 3% price impact and asks for confirmation at 10%', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.quote = ({ amount }) => (amount * 580n); // 600 → 580: -3.33%
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText(/High price impact \(3\.33%\)/)).toBeInTheDocument();
    expect(screen.getByTestId('value-difference')).toHaveTextContent('(-3.33%)');

    api.quote = ({ amount }) => (amount * 500n); // -16.67%
    await user.clear(payInput());
    await user.type(payInput(), '2');
    expect(await screen.findByText(/Very high price impact \(16\.67%\)/)).toBeInTheDocument();
    const swap = await mainButton('Swap');
    await waitFor(() => expect(swap).toBeEnabled());
    await user.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm high price impact' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm high price impact' })).not.toBeInTheDocument());
    expect(api.swapTxCalls).toHaveLength(0);
  });

  it("shows the API's route, its split shares and the route's own price impact", async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const hop = (name: string, fee: number, part: number) => [
      { name, part, fee, fromTokenAddress: BNB.address, toTokenAddress: USDT.address, pool: '0x00000000000000000000000000000000000000cc' },
    ];
    api.quoteExtra = { protocols: [[hop('V3', 500, 70)], [hop('V2', 3000, 30)]], priceImpact: '4.1234' };
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(screen.getAllByTestId('swap-route-line')).toHaveLength(2));
    expect(screen.getAllByTestId('swap-route-line').map((line) => line.textContent)).toEqual([
      '70%: BNB → USDT (V3 0.05%)',
      '30%: BNB → USDT (V2 0.3%)',
    ]);
    // The route's impact, not the (zero) loss against the USD prices of a 600-per-BNB quote.
    expect(screen.getByTestId('price-impact')).toHaveTextContent('4.12%');
    expect(await screen.findByText(/High price impact \(4\.12%\)/)).toBeInTheDocument();
  });

  it('changes slippage with presets and a custom value, warning at the extremes', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user, store } = await renderSwap(<SwapCard />);
    await user.click(await screen.findByRole('button', { name: 'Slippage settings' }));
    const popover = await screen.findByRole('dialog', { name: 'Slippage tolerance' });
    await user.click(within(popover).getByRole('button', { name: '1%' }));
    expect(store.getState().swap?.slippage).toBe(1);
    await user.type(within(popover).getByRole('textbox', { name: 'Custom slippage' }), '0.05');
    expect(store.getState().swap?.slippage).toBe(0.05);
    expect(within(popover).getByText('Your transaction may fail')).toBeInTheDocument();
    await user.clear(within(popover).getByRole('textbox', { name: 'Custom slippage' }));
    await user.type(within(popover).getByRole('textbox', { name: 'Custom slippage' }), '12');
    expect(within(popover).getByText('Your transaction may be frontrun')).toBeInTheDocument();
  });
});

describe('quote timing', () => {
  it('a burst of typing sends one quote request for the settled amount', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1.2345');
    await waitFor(() => expect(api.quoteCalls).toHaveLength(1));
    await sleep(700);
    expect(api.quoteCalls).toHaveLength(1);
    expect(api.quoteCalls[0].amount).toBe((12345n * E18 / 10000n).toString());
    await waitFor(() => expect(receiveInput()).toHaveValue('740.700000'));
  });

  it('never shows an answer for an outdated input', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.quoteDelay = (amount) => (amount === E18 ? 1200 : 0);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(api.quoteCalls).toHaveLength(1)); // the slow answer for '1' is on its way
    await user.type(payInput(), '0');
    await waitFor(() => expect(receiveInput()).toHaveValue('6000.000000'));
    await sleep(1300); // the answer for '1' (600) arrives late
    expect(api.quoteCalls.map((c) => c.amount)).toEqual([E18.toString(), (10n * E18).toString()]);
    expect(receiveInput()).toHaveValue('6000.000000');
  });

  it('refreshes the quote when it expires after quoteTTL', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(receiveInput()).toHaveValue('600.000000'));
    expect(api.quoteCalls).toHaveLength(1);
    api.quote = ({ amount }) => amount * 610n;
    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(api.quoteCalls).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1_500);
    });
    await waitFor(() => expect(api.quoteCalls).toHaveLength(2));
    await waitFor(() => expect(receiveInput()).toHaveValue('610.000000'));
  });
});

describe('error paths', () => {
  it("shows 'Failed to fetch tokens' when the list cannot load", async () => {
    server.use(http.get(`${API}/v1/tokens`, () => HttpResponse.json({}, { status: 500 })));
    await renderSwap(<SwapCard />);
    expect(await screen.findByText('Failed to fetch tokens', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("clears the quote with 'Failed to fetch quote'", async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    server.use(http.get(`${API}/v1/quote`, () => HttpResponse.json({ statusCode: 400, error: 'Bad Request' }, { status: 400 })));
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Failed to fetch quote')).toBeInTheDocument();
    expect(receiveInput()).toHaveValue('');
    expect(await mainButton('No Quote Available')).toBeDisabled();
  });

  it('explains a missing pool with the liquidity panel', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=${NOLIQ.address}`);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Liquidity Not Found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Insufficient liquidity/);
    expect(await mainButton('No Quote Available')).toBeDisabled();
  });

  it("counts a failed allowance as 0 with 'Failed to fetch allowance'", async () => {
    setLocation(`?inputCurrency=USDT&outputCurrency=SALLY`);
    api.allowance = (10n ** 30n).toString();
    server.use(http.get(`${API}/v1/allowance`, () => HttpResponse.json({ message: 'down' }, { status: 400 })));
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Failed to fetch allowance')).toBeInTheDocument();
    expect(await mainButton('Approve USDT')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Infinite approval' })).not.toBeChecked();
  });

  it('shows empty balances when the balance fetch fails', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    server.use(http.get(`${API}/v1/balances/:address`, () => HttpResponse.json({ message: 'nope' }, { status: 400 })));
    await renderSwap(<SwapCard />);
    expect(await screen.findByText('Balances are unavailable right now.')).toBeInTheDocument();
    expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 0');
  });
});

describe('token picker', () => {
  async function openPicker() {
    const rendered = await renderSwap(<SwapCard />);
    await rendered.user.click(await screen.findByRole('button', { name: 'You receive token: select' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    return { ...rendered, dialog };
  }

  it('lists BNB, USDT, then by balance, with formatted balances', async () => {
    const { dialog } = await openPicker();
    await waitFor(() => expect(within(dialog).getAllByTestId('token-balance')).toHaveLength(3));
    const names = within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label')).filter((n) => n !== 'Close');
    expect(names).toEqual(['BNB BNB', 'USDT Tether USD', 'SALLY Sally', 'NOLIQ No Liquidity Token', 'WBNB Wrapped BNB']);
    expect(within(dialog).getAllByTestId('token-balance').map((b) => b.textContent)).toEqual(['2', '1000', '5']);
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

  it('shows the server message for an address with no token behind it', async () => {
    server.use(
      http.get(`${API}/v1/token/:address`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Unknown token: no ERC-20 contract' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openPicker();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), '0x' + 'd4'.repeat(20));
    expect(await within(dialog).findByText('Unknown token: no ERC-20 contract')).toBeInTheDocument();
    expect(ACCOUNT).toBeTruthy();
  });
});
