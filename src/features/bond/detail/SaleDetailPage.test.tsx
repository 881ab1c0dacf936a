import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import SaleDetailPage from './SaleDetailPage';
import { ACCOUNT, api, chain, E18, handlers, NATIVE_TOKEN_ADDRESS, notReadySentence, renderBond, resetChain, USDT } from '../testing/bondFixtures';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/bondFixtures')).fakeChainClient,
}));

jest.setTimeout(20_000);
const server = setupServer(...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const NOLIQ = '0x00000000000000000000000000000000000000a3';
const SALE_USDT = '0x00000000000000000000000000000000000005a1';
const SALE_BNB = '0x00000000000000000000000000000000000005a2';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  api.reset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[NOLIQ] = { name: 'No Liquidity', symbol: 'NOLIQ', decimals: 18 };
  chain.tokens[USDT] = { name: 'Tether USD', symbol: 'USDT', decimals: 18 };
  chain.sales = [
    { address: SALE_USDT, token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 250n * E18, endTime: now() + 10 * 86_400, buyers: 3, discount: 750n },
    { address: SALE_BNB, token: SALLY, currency: 0, hardCap: 1000n * E18, sold: 0n, endTime: now() + 10 * 86_400 },
    { address: '0x00000000000000000000000000000000000005a3', token: NOLIQ, currency: 1, hardCap: 1000n * E18, sold: 0n, endTime: now() + 86_400 },
  ];
  api.prices[1] = 2n * E18; // 2 USDT per SALLY
  api.prices[2] = E18 / 1000n; // 0.001 BNB per SALLY
  chain.balances[`${USDT}:${ACCOUNT}`] = 1000n * E18;
  chain.balances[`${NATIVE_TOKEN_ADDRESS}:${ACCOUNT}`] = 10n * E18;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const open = (id: number | string, connected = true) =>
  renderBond(<SaleDetailPage />, { route: '/bond/sales/:id', path: `/bond/sales/${id}`, connected });
const amountInput = () => screen.getByRole('textbox', { name: 'Token amount' });
const buy = () => screen.getByRole('button', { name: 'Buy' });
const approve = () => screen.getByRole('button', { name: 'Approve USDT' });

describe('bond detail', () => {
  it('shows the sale: price, discount, currency, progress, buyers, vesting, fee and token address', async () => {
    open(1);
    expect(await screen.findByRole('heading', { name: 'Sally', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('2 USDT')).toBeInTheDocument();
    // a USDT price is in dollars even when the price feed does not list USDT
    expect(await screen.findByTestId('sale-price-usd')).toHaveTextContent('≈ $2.00');
    expect(screen.getByText('7.5%')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('250.00 / 1,000.00 SALLY')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('1%')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token address' })).toBeInTheDocument();
  });

  it("asks a visitor to connect, with Buy disabled and a Connect button", async () => {
    open(1, false);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(screen.getByText('Please connect your wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    expect(buy()).toBeDisabled();
    expect(approve()).toBeDisabled();
  });

  it('says in words how much a nearly sold-out sale has left, and MAX fills what can be bought', async () => {
    chain.sales.push({ address: '0x00000000000000000000000000000000000005a4', token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 950n * E18, endTime: now() + 86_400 });
    const { user } = open(4);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '60');
    expect(await screen.findByText('Only 50 SALLY left')).toBeInTheDocument();
    expect(screen.queryByText(/base units/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'MAX' }));
    await waitFor(() => expect(amountInput()).toHaveValue('50'));
    expect(screen.queryByText('Only 50 SALLY left')).not.toBeInTheDocument();
  });

  it('shows no buy box on an ended sale, and says it ended', async () => {
    chain.sales[0].endTime = now() - 60;
    open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(screen.getByRole('heading', { name: 'This sale has ended' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Token amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('quotes the payment with a seconds countdown; Approve until the allowance covers it, then Buy', async () => {
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(buy()).toBeDisabled();
    await user.type(amountInput(), '10');
    expect(await screen.findByText('20 USDT')).toBeInTheDocument();
    const countdown = screen.getByText(/^Expires in \d+s$/).textContent!;
    expect(Number(countdown.replace(/\D/g, ''))).toBeGreaterThanOrEqual(55);
    expect(Number(countdown.replace(/\D/g, ''))).toBeLessThanOrEqual(61);
    // no allowance yet: approve first, and the disabled Buy says so
    await waitFor(() => expect(approve()).toBeEnabled());
    expect(buy()).toBeDisabled();
    expect(buy()).toHaveAccessibleDescription('Approve USDT first: Buy spends this allowance.');
  });

  it('disables Approve and enables Buy when the allowance already covers the payment', async () => {
    chain.allowances[`${USDT}:${ACCOUNT}:${SALE_USDT}`] = 20n * E18;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '10');
    await screen.findByText('20 USDT');
    await waitFor(() => expect(buy()).toBeEnabled());
    expect(approve()).toBeDisabled();
    expect(screen.queryByText(/Approve USDT first/)).not.toBeInTheDocument();
  });

  it('disables Approve while the payment is zero', async () => {
    api.prices[1] = 0n;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '10');
    await screen.findByText('0 USDT');
    expect(approve()).toBeDisabled();
  });

  it('values a BNB payment at the BNB price and the tokens at their own market price', async () => {
    api.usdPrices[NATIVE_TOKEN_ADDRESS] = 600;
    api.usdPrices[SALLY.toLowerCase()] = 0.7;
    const { user } = open(2);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '5');
    await screen.findByText('0.005 BNB');
    expect(await screen.findByTestId('buy-pay-usd')).toHaveTextContent('≈ $3.00');
    expect(screen.getByTestId('buy-receive-usd')).toHaveTextContent('≈ $3.50 at market');
    // the tokens themselves, as the review writes them, with their dollar value beside
    expect(screen.getByTestId('buy-receive')).toHaveTextContent(/^5 SALLY≈ \$3\.50 at market$/);
  });

  it('a stablecoin payment is in dollars; an unpriced BNB shows no USD text at all', async () => {
    const { user, unmount } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '10');
    await screen.findByText('20 USDT');
    expect(await screen.findByTestId('buy-pay-usd')).toHaveTextContent('≈ $20.00');
    // SALLY has no listed price: valued at the quote's market cost, 20 USDT before its 5 % discount
    expect(screen.getByTestId('buy-receive-usd')).toHaveTextContent('≈ $21.05 at market');
    unmount();

    const bnb = open(2);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await bnb.user.type(amountInput(), '5');
    await screen.findByText('0.005 BNB');
    expect(screen.queryByTestId('buy-pay-usd')).not.toBeInTheDocument();
    expect(screen.queryByTestId('buy-receive-usd')).not.toBeInTheDocument();
    // with no dollar value, the token amount is still there
    expect(screen.getByTestId('buy-receive')).toHaveTextContent(/^5 SALLY$/);
    expect(screen.queryByText(/\$NaN|≈ \$0\.00/)).not.toBeInTheDocument();
  });

  it("needs no approval for BNB and refuses more than the wallet's balance", async () => {
    chain.balances[`${NATIVE_TOKEN_ADDRESS}:${ACCOUNT}`] = E18 / 100n; // 0.01 BNB
    const { user } = open(2);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await user.type(amountInput(), '5');
    await screen.findByText('0.005 BNB');
    await waitFor(() => expect(buy()).toBeEnabled());
    await user.clear(amountInput());
    await user.type(amountInput(), '50');
    await screen.findByText('0.05 BNB');
    expect(await screen.findByText('Insufficient BNB balance')).toBeInTheDocument();
    expect(buy()).toBeDisabled();
  });

  it("says 'Quote has expired' once the deadline has passed", async () => {
    api.quoteDeadlineOffset = -5;
    chain.allowances[`${USDT}:${ACCOUNT}:${SALE_USDT}`] = 10n ** 30n;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '1');
    expect(await screen.findAllByText('Quote has expired')).toHaveLength(1);
    expect(screen.getAllByText('2 USDT')).toHaveLength(2); // the price, and the expired quote's payment
    expect(buy()).toBeDisabled();
  });

  it("shows 'Liquidity Not Found' when the token has no pool", async () => {
    const { user } = open(3);
    await screen.findByRole('heading', { name: 'No Liquidity', level: 1 });
    // the price already fails; a quote for an amount fails the same way
    expect(await screen.findByText('Liquidity Not Found')).toBeInTheDocument();
    api.quoteError = { status: 422, message: 'No liquidity route for this token' };
    await user.type(amountInput(), '1');
    await waitFor(() => expect(api.quoteCalls).toBeGreaterThan(0));
    expect(
      (await screen.findAllByText('There is currently insufficient liquidity for this token. Please try again later or select a different bond.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/Tip: the token may not have a liquidity pool/).length).toBeGreaterThan(0);
    // the panel says why there is no quote: 'No valid quote available' would only repeat it
    expect(screen.queryByText('No valid quote available')).not.toBeInTheDocument();
    expect(buy()).toBeDisabled();
  });

  it('says in the buy box when pricing starts while the price history is too short, asks for no quote, and comes back by itself', async () => {
    const readyAt = now() + 1200;
    api.notReady[1] = readyAt;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    const box = screen.getByRole('region', { name: 'Buy SALLY' });
    expect(await within(box).findByTestId('pricing-not-ready')).toHaveTextContent(notReadySentence(readyAt));
    // a sale's state, not an outage: no error panel, no price, and Buy waits for it
    expect(screen.queryByText('Unable to Get Price Quote')).not.toBeInTheDocument();
    expect(screen.getByText('Not priced yet')).toBeInTheDocument();
    await user.type(amountInput(), '10');
    expect(buy()).toBeDisabled();
    expect(screen.queryByText('No valid quote available')).not.toBeInTheDocument();
    expect(api.quoteCalls).toBe(0);

    // pricing becomes ready: the page asks again by itself and the box quotes
    delete api.notReady[1];
    expect(await screen.findByText(/^Expires in \d+s$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('pricing-not-ready')).not.toBeInTheDocument();
    expect(api.quoteCalls).toBeGreaterThan(0);
  });

  it("shows 'Unable to Get Price Quote' with the API's message for other failures", async () => {
    api.quoteError = { status: 400, message: 'Amount exceeds the remaining tokens' };
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '50');
    expect(await screen.findByText('Unable to Get Price Quote')).toBeInTheDocument();
    expect(screen.getAllByText('Amount exceeds the remaining tokens')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('No valid quote available')).not.toBeInTheDocument();
  });

  it('refuses an amount above what one purchase may buy, before asking for a quote', async () => {
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    await user.type(amountInput(), '100.5');
    expect(await screen.findByText('One purchase can buy at most 100 SALLY')).toBeInTheDocument();
    expect(buy()).toBeDisabled();
  });

  it("lists the sale's limits: minimum price, per-purchase cap and 'No limit' per buyer", async () => {
    chain.sales[0]!.minPricePerToken = (3n * E18) / 2n;
    open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(await screen.findByTestId('limit-min-price')).toHaveTextContent('1.5 USDT');
    expect(screen.getByText('Minimum price per token')).toBeInTheDocument();
    expect(screen.getByTestId('limit-per-purchase')).toHaveTextContent('100 SALLY');
    expect(screen.getByText('Max per purchase')).toBeInTheDocument();
    expect(screen.getByTestId('limit-per-buyer')).toHaveTextContent('No limit');
    expect(screen.getByText('Max per buyer')).toBeInTheDocument();
    expect(screen.queryByText('You can still buy')).not.toBeInTheDocument();
  });

  it('with a per-buyer cap: shows the cap, what the wallet may still buy, and refuses more in words', async () => {
    chain.sales[0]!.maxPerBuyer = 50n * E18;
    chain.positions[`${SALE_USDT}:${ACCOUNT}`] = [30n * E18, 0n, 0n];
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(await screen.findByTestId('limit-per-buyer')).toHaveTextContent('50 SALLY');
    expect(await screen.findByTestId('buyer-left')).toHaveTextContent('20 SALLY');
    expect(screen.getByText('You can still buy')).toBeInTheDocument();
    await user.type(amountInput(), '20.5');
    expect(await screen.findByText('You can buy at most 20 SALLY more in this bond')).toBeInTheDocument();
    expect(buy()).toBeDisabled();
  });

  it('shows the budget left this hour when it limits a purchase, refuses more in words, and MAX stays within it', async () => {
    chain.sales[0]!.hourlyBudgetLeft = 40n * E18;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(await screen.findByTestId('hour-left')).toHaveTextContent('40 SALLY');
    expect(screen.getByText('Left to buy this hour')).toBeInTheDocument();
    await user.type(amountInput(), '40.5');
    expect(await screen.findByText('Only 40 SALLY more can be bought this hour')).toBeInTheDocument();
    expect(buy()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'MAX' }));
    await waitFor(() => expect(amountInput()).toHaveValue('40'));
  });

  it('shows no budget row while the hourly budget is not what limits a purchase', async () => {
    open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(await screen.findByTestId('limit-per-purchase')).toHaveTextContent('100 SALLY');
    expect(screen.queryByTestId('hour-left')).not.toBeInTheDocument();
  });

  it("shows a sale paused by the platform as 'Paused by the platform', to visitors too, and asks for no quote", async () => {
    chain.quotesPaused = true;
    const { user } = open(1);
    await screen.findByRole('heading', { name: 'Sally', level: 1 });
    expect(await screen.findByTestId('sale-paused')).toHaveTextContent(/^Paused by the platform: buying is stopped on every bond/);
    expect(screen.getAllByText('Paused by the platform').length).toBeGreaterThan(0);
    await user.type(amountInput(), '10');
    expect(buy()).toBeDisabled();
    expect(api.quoteCalls).toBe(0);
  });

  it('renders a demo bond read-only when no real sale has its id', async () => {
    open(998);
    expect(await screen.findByRole('heading', { name: 'Sally', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This is a demo bond for illustration only: buying and claiming are disabled.')).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(amountInput()).toBeDisabled();
    expect(buy()).toBeDisabled();
  });

  it('says a sale does not exist', async () => {
    open(42);
    expect(await screen.findByText('Bond not found')).toBeInTheDocument();
  });
});
