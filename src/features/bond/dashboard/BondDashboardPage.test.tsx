import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '../../../config';
import { walletConnected } from '../../../shared/wallet/walletSlice';
import userEvent from '@testing-library/user-event';
import { API, api, chain, E18, handlers, renderBond, resetChain, saleIndex } from '../testing/bondFixtures';
import { indexAnswer } from '../../../shared/testing/indexAnswer';
import { OWNER, ownerChain, ownerSaleIndexHandler } from '../testing/ownerFixtures';
import BondDashboardPage from './BondDashboardPage';

jest.mock('../../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('../testing/ownerFixtures')).ownerChainClient,
}));

jest.setTimeout(20_000);
const server = setupServer(ownerSaleIndexHandler, ...handlers);
const now = () => Math.floor(Date.now() / 1000);
const SALLY = '0x00000000000000000000000000000000000000a1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  ownerChain.reset();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.sales = [
    { address: '0x00000000000000000000000000000000000005a1', token: SALLY, currency: 0, hardCap: 1000n * E18, sold: 0n, endTime: now() + 5 * 86_400, buyers: 2 },
    { address: '0x00000000000000000000000000000000000005a2', token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 0n, endTime: now() - 10, buyers: 3 },
    { address: '0x00000000000000000000000000000000000005a3', token: SALLY, currency: 1, hardCap: 1000n * E18, sold: 0n, endTime: now() + 86_400, endedEarly: true, buyers: 1 },
  ];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  server.resetHandlers();
});

function open() {
  const view = renderBond(<BondDashboardPage />, { route: '/bond/dashboard', path: '/bond/dashboard', connected: false });
  act(() => {
    view.store.dispatch(walletConnected({ account: OWNER, chainId: config.chain.id, connectorId: 'injected' }));
  });
  return view;
}

describe('creator dashboard', () => {
  it('shows the totals and one card per owned sale with its two links', async () => {
    ownerChain.saleIds[OWNER] = [1, 2, 3];
    open();
    expect(screen.getByRole('heading', { name: 'Your Created Bonds', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Your SALLY bond #2' });
    expect(screen.getByText('Total Bonds Created')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-active-bonds')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-total-buyers')).toHaveTextContent('6');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/bond/sales/2');
    expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/bond/project-sales/2');
  });

  it("draws one page of cards, newest first, with the logos the index names and no request per card, the rest behind 'Your bond pages'", async () => {
    const size = config.lists.pageSize;
    const sale = chain.sales[0];
    chain.sales = Array.from({ length: size + 2 }, (_, i) => ({ ...sale, address: `0x${(0x5000 + i).toString(16).padStart(40, '0')}` }));
    ownerChain.saleIds[OWNER] = chain.sales.map((_, i) => i + 1);
    saleIndex.logos[size + 2] = '/sales/logos/newest.png';
    api.summaryCalls = 0;
    open();
    const newest = await screen.findByRole('article', { name: `Your SALLY bond #${size + 2}` });
    expect(within(newest).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/sales/logos/newest.png'));
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent(String(size + 2));
    expect(screen.getAllByRole('article')).toHaveLength(size);
    expect(api.summaryCalls).toBe(0);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your bond pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Your SALLY bond #1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // the totals cover every sale of the owner, whatever page is on screen
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent(String(size + 2));
  });

  it("shows the counts the index gives over all the owner's sales, not only the page's", async () => {
    ownerChain.saleIds[OWNER] = [1];
    server.use(
      http.get(`${API}/index/sales`, () =>
        HttpResponse.json({ ...indexAnswer([{ saleId: '1', logoUrl: null }], { indexedBlock: 100, nextCursor: 'more' }), ownerTotals: { listings: 9989, live: 12, participants: 40210 } }),
      ),
    );
    open();
    await screen.findByRole('article', { name: 'Your SALLY bond #1' });
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent('9989');
    expect(screen.getByTestId('stat-active-bonds')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-total-buyers')).toHaveTextContent('40210');
  });

  it("says 'No Bonds Created Yet' with a Create Bond link when the wallet owns none", async () => {
    open();
    expect(await screen.findByText('No Bonds Created Yet', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Bond' })).toHaveAttribute('href', '/bond/create');
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent('0');
  });

  it("says 'Failed to load your bonds.' plus the message when the chain read fails", async () => {
    ownerChain.saleIds[OWNER] = [1];
    chain.failWith = 'node unreachable';
    open();
    const alert = await screen.findByRole('alert');
    // an unrecognised failure maps to the data layer's fallback, which is not repeated
    // (the alert's text ends with its Retry button)
    expect(alert).toHaveTextContent(/^Failed to load your bonds\.Retry$/);
    expect(screen.queryByText('No Bonds Created Yet')).not.toBeInTheDocument();
  });

  it("scans the chain for the owner's sales, a page at a time, while the index is down", async () => {
    ownerChain.saleIds[OWNER] = [1, 2, 3];
    server.use(http.get(`${API}/index/sales`, () => HttpResponse.error()));
    open();
    await screen.findByRole('article', { name: 'Your SALLY bond #2' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByTestId('stat-total-bonds')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-active-bonds')).toHaveTextContent('1');
  });

  it("says 'Failed to load your bonds.' when the index is down and the chain's scan fails too", async () => {
    ownerChain.ownerIdsError = 'node unreachable';
    server.use(http.get(`${API}/index/sales`, () => HttpResponse.error()));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load your bonds\.Retry$/);
  });
});
