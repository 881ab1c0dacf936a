import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '../../config';
import SwapCard from './SwapCard';
import { importedTokensKey } from './lib/importedTokens';
import { setupSwapCardTests, mainButton, payInput, receiveInput, sleep } from './testing/swapCardSetup';
import { api, API, BNB, E18, renderSwap, SALLY, setLocation, USDT } from './testing/swapFixtures';

jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

const server = setupSwapCardTests();

describe('swap card basics', () => {
  it('is the whole card at once, BNB as the source and the connect label for a visitor, while the list loads', async () => {
    let answerList = () => {};
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    server.use(http.get(`${API}/v1/tokens`, async () => {
      await listed;
      return HttpResponse.json({ tokens: Object.fromEntries([BNB, USDT].map((t) => [t.address, t])) });
    }));
    const { user } = await renderSwap(<SwapCard />, { connected: false });
    expect(screen.queryByRole('status', { name: 'Loading swap' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You pay token: BNB' })).toBeInTheDocument();
    expect(await mainButton('Please connect wallet')).toBeEnabled();

    // a token button pressed before the list is there is not lost: the picker opens with the list
    await user.click(screen.getByRole('button', { name: 'You receive token: Select token' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => answerList());
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    expect(within(dialog).getByRole('button', { name: 'USDT Tether USD' })).toBeInTheDocument();
  });

  it('walks the labels: Select Tokens → Enter Amount → Swap with the quote shown', async () => {
    const { user } = await renderSwap(<SwapCard />);
    expect(await mainButton('Select Tokens')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'You receive token: Select token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    await user.click(within(dialog).getByRole('button', { name: 'USDT Tether USD' }));
    expect(await mainButton('Enter Amount')).toBeDisabled();

    await user.type(payInput(), '1,5');
    expect(payInput()).toHaveValue('1.5');
    await waitFor(() => expect(receiveInput()).toHaveValue('900'));
    expect(await mainButton('Swap')).toBeEnabled();
    expect(await screen.findByTestId('swap-rate')).toHaveTextContent('1 BNB = 600.000000 USDT');
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
    await waitFor(() => expect(receiveInput()).toHaveValue('2'));
    expect(await screen.findByText('Wrap 1:1')).toBeInTheDocument();
    expect(screen.queryByTestId('minimum-received')).not.toBeInTheDocument();
  });

  it("warns at 3% price impact and, above 15%, the review asks for 'confirm' typed before the swap", async () => {
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
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    expect(within(dialog).getByTestId('review-pay')).toHaveTextContent('2 BNB');
    expect(within(dialog).getByTestId('review-receive')).toHaveTextContent('1,000 USDT');
    expect(within(dialog).getByTestId('review-impact')).toHaveTextContent('16.67%');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm swap' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: "Type 'confirm'" }), 'confir');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: "Type 'confirm'" }), 'm');
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review swap' })).not.toBeInTheDocument());
    expect(api.swapTxCalls).toHaveLength(0);
  });

  it("shows the API's routes as readable paths with their shares, the same in the review, and the route's own price impact", async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const pool = (name: string, fee: number, part: number, routePart: number, to = USDT.address) => ({
      name,
      part,
      routePart,
      fee,
      fromTokenAddress: BNB.address,
      toTokenAddress: to,
      pool: '0x00000000000000000000000000000000000000cc',
    });
    api.quoteExtra = { protocols: [[[pool('V3', 500, 60, 70), pool('V2', 3000, 40, 70)]], [[pool('V2', 3000, 100, 30)]]], priceImpact: '4.1234' };
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(screen.getAllByTestId('swap-route-line')).toHaveLength(2));
    const lines = ['70%: BNB → USDT (V3 0.05% 60%, V2 40%)', '30%: BNB → USDT (V2)'];
    expect(screen.getAllByTestId('swap-route-line').map((line) => line.textContent)).toEqual(lines);
    // The route's impact, not the (zero) loss against the USD prices of a 600-per-BNB quote.
    expect(screen.getByTestId('price-impact')).toHaveTextContent('4.12%');
    expect(await screen.findByText(/High price impact \(4\.12%\)/)).toBeInTheDocument();
    const swap = await mainButton('Swap');
    await waitFor(() => expect(swap).toBeEnabled());
    await user.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    expect(within(dialog).getAllByTestId('review-route').map((line) => line.textContent)).toEqual(lines);
  });

  /** The card for BNB → USDT with its settings popover open. */
  async function openSettings() {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const rendered = await renderSwap(<SwapCard />);
    await rendered.user.click(await screen.findByRole('button', { name: 'Swap settings' }));
    return { ...rendered, popover: await screen.findByRole('dialog', { name: 'Swap settings' }) };
  }

  it('changes slippage with Auto, presets and a custom value, warning at the extremes, and keeps it', async () => {
    const { user, store, popover } = await openSettings();
    // Auto, the app's default, until the user picks
    expect(within(popover).getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(popover).getByTestId('slippage-in-force')).toHaveTextContent('Auto: 0.5%, recommended');
    await user.click(within(popover).getByRole('button', { name: '1%' }));
    expect(store.getState().swap?.slippage).toBe(1);
    expect(window.localStorage.getItem('swap.slippage')).toBe('1');
    await user.type(within(popover).getByRole('textbox', { name: 'Custom slippage' }), '0.05');
    expect(store.getState().swap?.slippage).toBe(0.05);
    expect(within(popover).getByText('Your transaction may fail')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Auto' }));
    expect(store.getState().swap).toMatchObject({ slippage: 0.5, slippageAuto: true });
    expect(window.localStorage.getItem('swap.slippage')).toBe('auto');
  });

  it("takes a slippage above 5% only once 'confirm' is typed, and refuses 50% or more", async () => {
    const { user, store, popover } = await openSettings();
    const custom = within(popover).getByRole('textbox', { name: 'Custom slippage' });
    await user.type(custom, '30');
    // not in force yet: the card swaps with what was in force before (the '3' typed on the way)
    expect(store.getState().swap?.slippage).toBe(3);
    expect(within(popover).getByTestId('slippage-confirm')).toHaveTextContent('Slippage above 5% needs your confirmation');
    const use = within(popover).getByRole('button', { name: 'Use 30%' });
    expect(use).toBeDisabled();
    await user.type(within(popover).getByRole('textbox', { name: "Type 'confirm'" }), 'confirm');
    await user.click(use);
    expect(store.getState().swap).toMatchObject({ slippage: 30, slippageAuto: false });
    expect(within(popover).queryByTestId('slippage-confirm')).not.toBeInTheDocument();
    expect(within(popover).getByText('Your transaction may be frontrun')).toBeInTheDocument();

    await user.clear(custom);
    await user.type(custom, '50');
    expect(within(popover).getByRole('alert')).toHaveTextContent('A slippage of 50% or more is refused: the swap could return next to nothing');
    expect(within(popover).queryByTestId('slippage-confirm')).not.toBeInTheDocument();
    // never 50: what is in force is the '5' typed on the way, and the panel says so
    expect(store.getState().swap?.slippage).toBe(5);
    expect(within(popover).getByTestId('slippage-in-force')).toHaveTextContent('Your swaps use 5%');
  });

  it('keeps a transaction deadline in minutes, refusing one outside 1 minute to 3 days', async () => {
    const { user, store, popover } = await openSettings();
    const deadline = within(popover).getByRole('textbox', { name: 'Transaction deadline' });
    expect(deadline).toHaveValue('20');
    await user.clear(deadline);
    await user.type(deadline, '45');
    expect(store.getState().swap?.deadlineMinutes).toBe(45);
    expect(window.localStorage.getItem('swap.deadlineMinutes')).toBe('45');
    await user.clear(deadline);
    await user.type(deadline, '0');
    expect(within(popover).getByText('Enter a deadline of 1 to 4320 minutes')).toBeInTheDocument();
    expect(store.getState().swap?.deadlineMinutes).toBe(45);
    await user.type(deadline, '{Backspace}4321');
    expect(within(popover).getByText('Enter a deadline of 1 to 4320 minutes')).toBeInTheDocument();
    expect(store.getState().swap?.deadlineMinutes).toBe(432);
  });
});

describe('swap amounts', () => {
  it('reads the same, with separators, in the receive box, the minimum received and the review', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.quote = ({ amount }) => (amount * 571346704871n) / 1_000_000n; // 1 BNB → 571,346.704871 USDT
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(receiveInput()).toHaveValue('571,346.704871'));
    // the box typed in stays raw
    expect(payInput()).toHaveValue('1');
    await user.click(await screen.findByRole('button', { name: 'Show swap details' }));
    expect(screen.getByTestId('minimum-received')).toHaveTextContent('568,489.971346 USDT');
    const swap = await mainButton('Swap');
    await waitFor(() => expect(swap).toBeEnabled());
    await user.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Review swap' }, { timeout: 10_000 });
    expect(within(dialog).getByTestId('review-receive')).toHaveTextContent('571,346.704871 USDT');
    expect(within(dialog).getByTestId('review-minimum')).toHaveTextContent('568,489.971346 USDT');
  });
});

describe('remembered across a reload', () => {
  const NEW = { address: '0x' + 'c5'.repeat(20), symbol: 'NEW', name: 'New Token', decimals: 9 };

  it('keeps an imported token and the pair: the next visit starts with them, the balance read on chain', async () => {
    api.balances = { ...api.balances, [NEW.address]: (500_000n * 10n ** 9n).toString() };
    server.use(http.get(`${API}/v1/token/:address`, () => HttpResponse.json(NEW)));
    const first = await renderSwap(<SwapCard />);
    await first.user.click(await screen.findByRole('button', { name: 'You pay token: BNB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to pay' });
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Search tokens' }), NEW.address);
    await first.user.click(await within(dialog).findByRole('button', { name: 'I understand, import NEW' }));
    await first.user.click(await screen.findByRole('button', { name: 'You receive token: Select token' }));
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Select a token to receive' })).getByRole('button', { name: 'USDT Tether USD' }));
    await waitFor(() => expect(window.location.search).toBe(`?inputCurrency=${NEW.address}&outputCurrency=${USDT.address}`));
    expect(JSON.parse(window.localStorage.getItem(importedTokensKey(config.chainId)) ?? '[]')).toEqual([NEW]);
    first.unmount();

    // a reload: a new store reads storage, the card reads the address bar
    await renderSwap(<SwapCard />);
    expect(await screen.findByRole('button', { name: 'You pay token: NEW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You receive token: USDT' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 500,000'));
  });

  it('drops a malformed stored token instead of offering it', async () => {
    window.localStorage.setItem(
      importedTokensKey(config.chainId),
      JSON.stringify([{ ...NEW, decimals: 'nine' }, { address: '0x' + 'c6'.repeat(20), symbol: 'OK', name: 'Fine Token', decimals: 18 }]),
    );
    setLocation(`?inputCurrency=${NEW.address}`);
    const { user } = await renderSwap(<SwapCard />);
    // the link names a token nobody vouches for: BNB stays, as without a link
    expect(await screen.findByRole('button', { name: 'You pay token: BNB' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'You receive token: Select token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    expect(within(dialog).getByRole('button', { name: 'OK Fine Token' })).toHaveTextContent('Imported');
    expect(within(dialog).queryByRole('button', { name: 'NEW New Token' })).not.toBeInTheDocument();
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
    await waitFor(() => expect(receiveInput()).toHaveValue('740.7'));
  });

  it('never shows an answer for an outdated input', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.quoteDelay = (amount) => (amount === E18 ? 1200 : 0);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(api.quoteCalls).toHaveLength(1)); // the slow answer for '1' is on its way
    await user.type(payInput(), '0');
    await waitFor(() => expect(receiveInput()).toHaveValue('6,000'));
    await sleep(1300); // the answer for '1' (600) arrives late
    expect(api.quoteCalls.map((c) => c.amount)).toEqual([E18.toString(), (10n * E18).toString()]);
    expect(receiveInput()).toHaveValue('6,000');
  });

  it('refreshes the quote when it expires after quoteTTL', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    const { user } = await renderSwap(<SwapCard />, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    await waitFor(() => expect(receiveInput()).toHaveValue('600'));
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
    await waitFor(() => expect(receiveInput()).toHaveValue('610'));
  });
});
