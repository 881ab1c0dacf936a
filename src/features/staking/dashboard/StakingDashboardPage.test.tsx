import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { recordApiRequests } from '../../../shared/testing/apiRequests';
import { config } from '../../../config';
import { indexAnswer } from '../../../shared/testing/indexAnswer';
import { chain, fakePool, FAKE_POOL_TOKEN, poolIndex, poolIndexHandler, poolSummariesHandler, resetChain, rpcHandler, walletStakesIndexHandler } from '../testing/fakeChain';
import { ACCOUNT, renderStaking } from '../testing/renderStaking';
import StakingDashboardPage from './StakingDashboardPage';

const server = setupServer(rpcHandler, poolIndexHandler, walletStakesIndexHandler, poolSummariesHandler);
/** the path of every API request the page made */
const apiRequests = recordApiRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const E18 = 10n ** 18n;
const OTHER_OWNER = '0x' + 'd4'.repeat(20);
const indexDown = () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 });

/** The wallet owns pools 1 (live) and 3 (ended); it has stake in pool 2 (live) and pool 3. */
beforeEach(() => {
  resetChain();
  chain.tokens[FAKE_POOL_TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.pools = [
    fakePool(1, { owner: ACCOUNT }),
    fakePool(2, { owner: OTHER_OWNER }),
    fakePool(3, { owner: ACCOUNT, endTime: chain.timestamp - 60 }),
  ];
  chain.userPools[ACCOUNT] = [2, 3];
  for (const id of [2, 3]) chain.stakes[`${chain.pools[id - 1].poolAddress}:${ACCOUNT}`] = [(10n * E18).toString(), '0', '0', '0', '0'];
  // pool 1's metadata (and logo) is stored; pool 3's never was
  poolIndex.displays['1'] = { logoUrl: '/stake-pools/0/logo', hasMetadata: true };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const ownerCards = () => screen.queryAllByTestId('owner-pool-card').map((card) => card.getAttribute('aria-label'));
const stat = (name: string) => screen.getByTestId(`stat-${name}`).textContent;

/** the logo a card draws: its image's address, or null for the token's initials */
function logoOf(name: string): string | null {
  const logo = within(screen.getByRole('article', { name })).getByRole('img', { name: /logo$/ });
  return logo.tagName === 'IMG' ? logo.getAttribute('src') : null;
}

describe('StakingDashboardPage', () => {
  it("shows the wallet's pools from the index, newest first, and its stake totals, in two API requests", async () => {
    renderStaking(<StakingDashboardPage />, { connected: true });
    await waitFor(() => expect(ownerCards()).toEqual(['Your SALLY pool #3', 'Your SALLY pool #1']), { timeout: 8000 });
    await waitFor(() => expect(stat('active-stakes')).toBe('2'));
    expect(stat('active-pools')).toBe('1');
    expect(stat('portfolio-status')).toBe('Active');

    // 'Add metadata' only where the index says none is stored; the logo the index names
    const [ended, live] = ['Your SALLY pool #3', 'Your SALLY pool #1'].map((name) => screen.getByRole('article', { name }));
    expect(within(ended).getByRole('button', { name: 'Add metadata' })).toBeEnabled();
    expect(within(live).queryByRole('button', { name: 'Add metadata' })).not.toBeInTheDocument();
    expect(logoOf('Your SALLY pool #1')).toBe(`${config.apiBase}/stake-pools/0/logo`);
    expect(logoOf('Your SALLY pool #3')).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...apiRequests].sort()).toEqual(['/index/pools', `/index/wallets/${ACCOUNT}/stakes`]);
    const [pools, stakes] = [poolIndex.calls.find((q) => q.has('owner')), poolIndex.calls.find((q) => !q.has('owner'))];
    expect(pools?.get('owner')).toBe(ACCOUNT);
    expect(pools?.get('status')).toBe('all');
    expect(stakes?.get('status')).toBe('open');
    expect(stakes?.get('limit')).toBe('1');
  });

  it("shows the index's totals as they are, and each card's figures from the chain", async () => {
    server.use(
      http.get(`${config.apiBase}/index/wallets/:address/stakes`, () => HttpResponse.json({ ...indexAnswer([{ pool: { poolId: '2' } }]), totals: { positions: 7, live: 5 } })),
      http.get(`${config.apiBase}/index/pools`, () => HttpResponse.json(indexAnswer([{ poolId: '1', aprBps: '99999', totalStaked: '1', hasMetadata: true, logoUrl: null }]))),
    );
    renderStaking(<StakingDashboardPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'Your SALLY pool #1' }, { timeout: 8000 });
    await waitFor(() => expect(stat('active-stakes')).toBe('7'));
    expect(stat('active-pools')).toBe('5');
    expect(within(card).getByText('12.5%')).toBeInTheDocument();
    expect(within(card).getByText('1,500 SALLY')).toBeInTheDocument();
  });

  it('counts the stakes on the chain when the index answers without totals', async () => {
    server.use(http.get(`${config.apiBase}/index/wallets/:address/stakes`, () => HttpResponse.json(indexAnswer([{ pool: { poolId: '2' } }]))));
    renderStaking(<StakingDashboardPage />, { connected: true });
    await waitFor(() => expect(stat('active-stakes')).toBe('2'), { timeout: 8000 });
    expect(stat('active-pools')).toBe('1');
  });

  it("falls back to the chain's scans while the index is down, with one summaries request for the cards", async () => {
    server.use(http.get(`${config.apiBase}/index/pools`, indexDown), http.get(`${config.apiBase}/index/wallets/:address/stakes`, indexDown));
    renderStaking(<StakingDashboardPage />, { connected: true });
    await waitFor(() => expect(ownerCards()).toEqual(['Your SALLY pool #1', 'Your SALLY pool #3']), { timeout: 8000 });
    await waitFor(() => expect(stat('active-stakes')).toBe('2'));
    expect(stat('active-pools')).toBe('1');
    expect(stat('portfolio-status')).toBe('Active');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Your SALLY pool #3' })).getByRole('button', { name: 'Add metadata' })).toBeEnabled());
    expect(within(screen.getByRole('article', { name: 'Your SALLY pool #1' })).queryByRole('button', { name: 'Add metadata' })).not.toBeInTheDocument();
    expect(logoOf('Your SALLY pool #1')).toBe(`${config.apiBase}/stake-pools/0/logo`);
    expect(poolIndex.summaryCalls).toEqual([['1', '3']]);
    expect(apiRequests.filter((path) => path.startsWith('/stake-pools/'))).toEqual(['/stake-pools/summaries']);
  });

  it('offers no metadata action it cannot judge when the summaries fail', async () => {
    server.use(
      http.get(`${config.apiBase}/index/pools`, indexDown),
      http.get(`${config.apiBase}/index/wallets/:address/stakes`, indexDown),
      http.get(`${config.apiBase}/stake-pools/summaries`, () => HttpResponse.json({ statusCode: 400, message: 'bad ids' }, { status: 400 })),
    );
    renderStaking(<StakingDashboardPage />, { connected: true });
    await waitFor(() => expect(ownerCards()).toHaveLength(2), { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Add metadata' })).not.toBeInTheDocument();
  });

  it("says 'No Pools Created Yet' when the wallet created none", async () => {
    chain.pools = chain.pools.map((p) => ({ ...p, owner: OTHER_OWNER }));
    renderStaking(<StakingDashboardPage />, { connected: true });
    expect(await screen.findByText('No Pools Created Yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Create a pool to reward holders of your token.')).toBeInTheDocument();
  });

  it("reads a card's allowance only once the owner types an amount to fund", async () => {
    const user = userEvent.setup();
    renderStaking(<StakingDashboardPage />, { connected: true });
    await waitFor(() => expect(ownerCards()).toHaveLength(2), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // the index's page, then ONE chain batch for the cards on screen
    expect(chain.ethCalls).toBe(1);
    const card = screen.getByRole('article', { name: 'Your SALLY pool #1' });
    expect(within(card).getByRole('button', { name: 'Fund rewards' })).toBeEnabled();
    await user.type(within(card).getByLabelText('Fund amount'), '100');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Approve SALLY' })).toBeEnabled());
    expect(chain.ethCalls).toBe(2);
  });

  it('funds without approval when the allowance covers the amount', async () => {
    chain.allowance = (1000n * E18).toString();
    const user = userEvent.setup();
    renderStaking(<StakingDashboardPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'Your SALLY pool #1' }, { timeout: 8000 });
    await user.type(within(card).getByLabelText('Fund amount'), '100');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Fund rewards' })).toBeEnabled());
    expect(within(card).queryByRole('button', { name: 'Approve SALLY' })).not.toBeInTheDocument();
  });
});
