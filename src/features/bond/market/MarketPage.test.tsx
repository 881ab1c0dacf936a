import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import MarketPage from './MarketPage';
import { API, api, chain, E18, handlers, NATIVE_TOKEN_ADDRESS, notReadySentence, renderBond, resetChain, saleIndex } from '../testing/bondFixtures';
import { indexAnswer } from '../../../shared/testing/indexAnswer';
import { LocationProbe } from '../../../shared/testing/LocationProbe';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/bondFixtures')).fakeChainClient,
}));

const server = setupServer(...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const SCHM = '0x00000000000000000000000000000000000000a2';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  resetChain();
  api.reset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[SCHM] = { name: 'Schmeckle', symbol: 'SCHM', decimals: 18 };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Bond Market', () => {
  it('says no bond exists yet when the factory has no sales', async () => {
    renderBond(<MarketPage showDemo={false} />, { connected: false });
    expect(screen.getByRole('heading', { name: 'Bond Market' })).toBeInTheDocument();
    expect(await screen.findByText('No Active Bonds Available')).toBeInTheDocument();
    expect(screen.getByText('Be the first to launch a bond offering!')).toBeInTheDocument();
  });

  it('says all bonds have ended when every sale is over', async () => {
    chain.sales = [
      { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 10n * E18, endTime: now() - 10 },
      { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 100n * E18, endTime: now() + 86_400 },
      { address: '0xs3', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400, endedEarly: true },
    ];
    renderBond(<MarketPage showDemo={false} />, { connected: false });
    expect(
      await screen.findByText('All bonds have ended or are currently inactive. Check back later for new opportunities!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists the demo bonds first, then live sales with price, progress, days left and amounts', async () => {
    chain.sales = [
      { address: '0xs1', token: SALLY, currency: 0, hardCap: 100_000n * E18, sold: 25_000n * E18, endTime: now() + 29 * 86_400 + 60 },
      { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 1n, endTime: now() - 1 },
      { address: '0xs3', token: SCHM, currency: 1, hardCap: 3n * E18, sold: E18, endTime: now() + 3600 },
    ];
    api.prices[1] = 1_187_500_000_000_000n; // 0.0011875 BNB
    api.prices[3] = 1_234_567_891_234_567_891n; // 1.234567891… USDT
    api.usdPrices[NATIVE_TOKEN_ADDRESS] = 600;
    renderBond(<MarketPage showDemo />, { connected: false });

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const cards = screen.getAllByRole('article');
    // ending soonest first: sale 3 (an hour left), then sale 1
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Sally bond', 'Schmeckle bond', 'Schmeckle bond', 'Sally bond']);
    // the demo entries carry the badge and their USD price
    expect(within(cards[0]).getByText('Example')).toBeInTheDocument();
    expect(within(cards[0]).getByText('$0.75')).toBeInTheDocument();
    expect(within(cards[1]).getByText('$1.20')).toBeInTheDocument();

    const live = cards[3];
    expect(within(live).queryByText('Example')).not.toBeInTheDocument();
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('25%')).toBeInTheDocument();
    expect(within(live).getByText('29d')).toBeInTheDocument();
    expect(within(live).getByText('25,000.00 / 100,000.00 SALLY sold')).toBeInTheDocument();
    expect(await within(live).findByText('0.0011875 BNB')).toBeInTheDocument();
    // the USD price per token of a real sale, like the demo cards': 0.0011875 BNB at $600
    expect(await within(live).findByTestId('sale-price-usd')).toHaveTextContent('≈ $0.71');
    expect(within(live).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/bond/sales/1');

    const usdt = cards[2];
    expect(within(usdt).getByText('33.33%')).toBeInTheDocument();
    expect(within(usdt).getByText(/^(1h|59m \d{1,2}s)$/)).toBeInTheDocument();
    expect(await within(usdt).findByText('1.23457 USDT')).toBeInTheDocument();
    expect(within(usdt).getByTestId('sale-price-usd')).toHaveTextContent('≈ $1.23');
    expect(within(usdt).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/bond/sales/3');
    expect(screen.queryByText('No Active Bonds Available')).not.toBeInTheDocument();
  });

  it("asks for every card's price in one request, and says why a sale has none", async () => {
    chain.sales = [
      { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
      { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
      { address: '0xs3', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
    ];
    api.prices[1] = 1_187_500_000_000_000n;
    api.prices[3] = 2n * E18;
    renderBond(<MarketPage showDemo={false} />, { connected: false });

    const cards = await screen.findAllByRole('article');
    expect(await within(cards[0]).findByText('0.0011875 BNB')).toBeInTheDocument();
    expect(await within(cards[2]).findByText('2 USDT')).toBeInTheDocument();
    // sale 2 has no market: its card says so, with a Retry, and the others are unaffected
    const missing = within(cards[1]).getByRole('alert');
    expect(missing).toHaveTextContent('Price unavailable. No liquidity for this token.');
    expect(within(missing).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(api.summaryCalls).toBe(1);
  });

  it('says on its card when a sale’s pricing starts, as its state and not a failure, and asks again until it is ready', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    chain.sales = [
      { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
      { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
    ];
    api.prices[1] = 1_187_500_000_000_000n;
    api.prices[2] = 2n * E18;
    const readyAt = now() + 600;
    api.notReady[2] = readyAt;
    renderBond(<MarketPage showDemo={false} />, { connected: false });

    const cards = await screen.findAllByRole('article');
    expect(await within(cards[1]).findByTestId('pricing-not-ready')).toHaveTextContent(notReadySentence(readyAt));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(cards[0]).findByText('0.0011875 BNB')).toBeInTheDocument();

    delete api.notReady[2];
    const calls = api.summaryCalls;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(await within(cards[1]).findByText('2 USDT')).toBeInTheDocument();
    expect(api.summaryCalls).toBe(calls + 1);
    jest.useRealTimers();
  });

  it('with the API unreachable, every card says its price is unavailable; Retry brings the prices', async () => {
    chain.sales = [
      { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
      { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 },
    ];
    api.prices[1] = 1_187_500_000_000_000n;
    api.prices[2] = 2n * E18;
    server.use(http.get(`${API}/sales/summaries`, () => HttpResponse.error()));
    renderBond(<MarketPage showDemo={false} />, { connected: false });

    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      expect(await within(card).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(/^Price unavailable\. The server cannot be reached/);
    }
    expect(screen.queryByText(/TypeError|Failed to fetch/)).not.toBeInTheDocument();

    server.resetHandlers();
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Retry' }));
    expect(await within(cards[0]).findByText('0.0011875 BNB')).toBeInTheDocument();
    expect(await within(cards[1]).findByText('2 USDT')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the chain error with a retry', async () => {
    chain.sales = [{ address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 0n, endTime: now() + 86_400 }];
    chain.failWith = 'network down';
    renderBond(<MarketPage showDemo={false} />, { connected: false });
    expect(await screen.findByText(/Failed to load bonds\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const CHAIN_ONLY = 'Search, sorting and finished bonds are unavailable right now. Showing live bonds read from the chain.';

function seedThreeSales() {
  chain.sales = [
    { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 10n * E18, endTime: now() + 5 * 86_400, discount: 300n },
    { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 50n * E18, endTime: now() + 2 * 86_400, discount: 900n },
    { address: '0xs3', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() - 60 },
  ];
}

function open(path = '/') {
  return renderBond(
    <>
      <MarketPage showDemo />
      <LocationProbe />
    </>,
    { connected: false, path },
  );
}

const realCard = (id: string) =>
  screen.getAllByRole('article').find((card) => within(card).queryByRole('link', { name: 'View Details' })?.getAttribute('href') === `/bond/sales/${id}`);
/** the real sales' cards (the examples are 998 and 999) */
const cardLinks = () =>
  screen
    .queryAllByRole('link', { name: 'View Details' })
    .map((link) => link.getAttribute('href'))
    .filter((href) => !/\/99[89]$/.test(href ?? ''));

describe('Bond Market from the event index', () => {
  beforeEach(seedThreeSales);

  it('lists the live sales in the index order, ending soonest first, after the examples', async () => {
    open();
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/2', '/bond/sales/1']), { timeout: 5000 });
    expect(screen.getAllByText('Example')).toHaveLength(2);
    expect(saleIndex.calls[0].get('status')).toBe('live');
    expect(saleIndex.calls[0].get('sort')).toBe('ending');
    expect(screen.queryByText(/behind\)/)).not.toBeInTheDocument();
  });

  it('searches by token once typing pauses, without the examples, and keeps the search in the URL', async () => {
    const { user } = open();
    await waitFor(() => expect(cardLinks()).toHaveLength(2), { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search bonds' }), 'sally');
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/1']));
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?q=sally');
    // one request for the whole word, not one per keystroke
    expect(saleIndex.calls.filter((call) => call.has('q')).map((call) => call.get('q'))).toEqual(['sally']);
  });

  it('says when a search finds nothing', async () => {
    open('/?q=nothing');
    expect(await screen.findByText('No bonds match "nothing"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search bonds' })).toHaveValue('nothing');
  });

  it('shows the finished sales on the Finished tab, without the examples', async () => {
    const { user } = open();
    await waitFor(() => expect(cardLinks()).toHaveLength(2), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/3']));
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finished' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=finished');
  });

  it('sorts as chosen, and reads the sort back from the URL', async () => {
    const { user } = open('/?sort=newest');
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/2', '/bond/sales/1']), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'progress');
    await waitFor(() => expect(saleIndex.calls.at(-1)?.get('sort')).toBe('progress'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?sort=progress');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'discount');
    await waitFor(() => expect(saleIndex.calls.at(-1)?.get('sort')).toBe('discount'));
  });

  it('says how far the index trails the chain', async () => {
    saleIndex.lag = 12;
    open();
    expect(await screen.findByText('Showing listings up to block 100 (12 behind)')).toBeInTheDocument();
  });

  it("shows the chain's figures when the index says otherwise", async () => {
    server.use(
      http.get(`${API}/index/sales`, () =>
        HttpResponse.json(indexAnswer([{ saleId: '1', soldTokens: (99n * E18).toString(), hardCap: '1', progressBps: 9_900, status: 'live' }])),
      ),
    );
    open();
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/1']));
    const card = realCard('1')!;
    expect(within(card).getByText('10.00 / 100.00 SALLY sold')).toBeInTheDocument();
    expect(within(card).getByText('10%')).toBeInTheDocument();
    expect(screen.queryByText(/99\.00/)).not.toBeInTheDocument();
  });

  it('falls back to the chain when the index is unreachable, and says what is unavailable', async () => {
    server.use(http.get(`${API}/index/sales`, () => HttpResponse.error()));
    open('/?tab=finished&q=schm');
    expect(await screen.findByText(CHAIN_ONLY)).toBeInTheDocument();
    // the chain's first page: live sales in id order, the examples back
    await waitFor(() => expect(cardLinks()).toEqual(['/bond/sales/1', '/bond/sales/2']));
    expect(screen.getAllByText('Example')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search bonds' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finished' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  });
});
