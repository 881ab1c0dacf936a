import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import MarketPage from './MarketPage';
import { API, api, chain, E18, handlers, renderBond, resetChain, saleIndex } from '../testing/bondFixtures';
import { indexAnswer } from '../../../shared/testing/indexAnswer';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/bondFixtures')).fakeChainClient,
}));

const server = setupServer(...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';
const SCHM = '0x00000000000000000000000000000000000000a2';
const CHAIN_ONLY = 'Search, sorting and finished bonds are unavailable right now. Showing live bonds read from the chain.';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  resetChain();
  api.reset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[SCHM] = { name: 'Schmeckle', symbol: 'SCHM', decimals: 18 };
  chain.sales = [
    { address: '0xs1', token: SALLY, currency: 0, hardCap: 100n * E18, sold: 10n * E18, endTime: now() + 5 * 86_400, discount: 300n },
    { address: '0xs2', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 50n * E18, endTime: now() + 2 * 86_400, discount: 900n },
    { address: '0xs3', token: SCHM, currency: 1, hardCap: 100n * E18, sold: 0n, endTime: now() - 60 },
  ];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Location() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function open(path = '/') {
  return renderBond(
    <>
      <MarketPage showDemo />
      <Location />
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
