import { act, screen, waitFor, within } from '@testing-library/react';
import SwapCard from './SwapCard';
import { setupSwapCardTests, mainButton, payInput, receiveInput, sleep } from './testing/swapCardSetup';
import { api, BNB, E18, renderSwap, SALLY, setLocation, USDT } from './testing/swapFixtures';

jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

setupSwapCardTests();

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

    await user.click(screen.getByRole('button', { name: 'You receive token: Select token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token to receive' });
    await user.click(within(dialog).getByRole('button', { name: 'USDT Tether USD' }));
    expect(await mainButton('Enter Amount')).toBeDisabled();

    await user.type(payInput(), '1,5');
    expect(payInput()).toHaveValue('1.5');
    await waitFor(() => expect(receiveInput()).toHaveValue('900.000000'));
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
    await waitFor(() => expect(receiveInput()).toHaveValue('2.000000'));
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
