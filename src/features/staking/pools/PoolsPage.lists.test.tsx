import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { recordApiRequests } from '../../../shared/testing/apiRequests';
import { config } from '../../../config';
import { pricesHandler } from '../../../shared/prices/testing/pricesHandler';
import { indexAnswer } from '../../../shared/testing/indexAnswer';
import { LocationProbe } from '../../../shared/testing/LocationProbe';
import { chain, fakePool, FAKE_POOL_TOKEN, poolIndex, poolIndexHandler, poolSummariesHandler, resetChain, rpcHandler } from '../testing/fakeChain';
import { ACCOUNT, renderStaking } from '../testing/renderStaking';
import PoolsPage from './PoolsPage';

const server = setupServer(
  rpcHandler,
  poolIndexHandler,
  poolSummariesHandler,
  pricesHandler({}),
);
/** the path of every API request the page made */
const apiRequests = recordApiRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const E18 = 10n ** 18n;
const SALLY = FAKE_POOL_TOKEN;
const SCHM = '0x' + 'a2'.repeat(20);
const CHAIN_ONLY = "Search, sorting, finished pools and 'Staked only' are unavailable right now. Showing live pools read from the chain.";


beforeEach(() => {
  resetChain();
  chain.tokens[SALLY] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.tokens[SCHM] = { name: 'Schmeckle', symbol: 'SCHM', decimals: 18 };
  chain.pools = [
    fakePool(1, { endTime: chain.timestamp + 20 * 86_400 }),
    fakePool(2, { stakingToken: SCHM, rewardToken: SCHM, aprBps: '4000', endTime: chain.timestamp + 10 * 86_400 }),
    fakePool(3, { endTime: chain.timestamp - 60 }),
  ];
  chain.userPools[ACCOUNT] = [1];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function open(path = '/', connected = false) {
  const user = userEvent.setup();
  renderStaking(
    <>
      <PoolsPage />
      <LocationProbe />
    </>,
    { path, connected },
  );
  return user;
}

/** the real pools' cards (the examples are 998 and 999) */
/** the logo a card draws: its image's address, or null for the token's initials */
function logoOf(name: string): string | null {
  const logo = within(screen.getByRole('article', { name })).getByRole('img', { name: /logo$/ });
  return logo.tagName === 'IMG' ? logo.getAttribute('src') : null;
}

const cards = () =>
  screen
    .queryAllByTestId('pool-card')
    .map((card) => card.getAttribute('aria-label'))
    .filter((label) => !/#99[89]$/.test(label ?? ''));

describe('PoolsPage from the event index', () => {
  it('lists the live pools ending soonest first, after the examples', async () => {
    open();
    await waitFor(() => expect(cards()).toEqual(['SCHM pool #2', 'SALLY pool #1']), { timeout: 8000 });
    expect(screen.getAllByText('Example')).toHaveLength(2);
    expect(poolIndex.calls[0].get('status')).toBe('live');
    // no wallet: no 'Staked only'
    expect(screen.queryByRole('switch', { name: 'Staked only' })).not.toBeInTheDocument();
  });

  it("shows only the wallet's pools with 'Staked only', and keeps it in the URL", async () => {
    const user = open('/', true);
    await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 8000 });
    await user.click(screen.getByRole('switch', { name: 'Staked only' }));
    await waitFor(() => expect(cards()).toEqual(['SALLY pool #1']), { timeout: 5000 });
    expect(poolIndex.calls.at(-1)?.get('stakedBy')).toBe(ACCOUNT);
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?mine=1');
  });

  it('shows the ended pools on the Finished tab', async () => {
    open('/?tab=finished');
    await waitFor(() => expect(cards()).toEqual(['SALLY pool #3']), { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Finished' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
  });

  it('sorts by APR and searches by token', async () => {
    const user = open('/?sort=apr');
    await waitFor(() => expect(cards()).toEqual(['SCHM pool #2', 'SALLY pool #1']), { timeout: 8000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search pools' }), 'sally');
    await waitFor(() => expect(cards()).toEqual(['SALLY pool #1']), { timeout: 5000 });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?sort=apr&q=sally');
  });

  it('says when a search finds nothing', async () => {
    open('/?q=zzz');
    expect(await screen.findByText('No pools match "zzz"', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says how far the index trails the chain', async () => {
    poolIndex.lag = 40;
    open();
    expect(await screen.findByText('Showing listings up to block 100 (40 behind)', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows the chain's figures when the index says otherwise", async () => {
    server.use(
      http.get(`${config.apiBase}/index/pools`, () => HttpResponse.json(indexAnswer([{ poolId: '1', aprBps: '99999', totalStaked: (7n * E18).toString() }]))),
    );
    open();
    const card = await screen.findByRole('article', { name: 'SALLY pool #1' }, { timeout: 8000 });
    expect(within(card).getByText('12.5%')).toBeInTheDocument();
    expect(within(card).getByText('1,500 SALLY')).toBeInTheDocument();
    expect(cards()).toEqual(['SALLY pool #1']);
  });

  it('falls back to the chain when the index is unreachable, and says what is unavailable', async () => {
    server.use(http.get(`${config.apiBase}/index/pools`, () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 })));
    open('/?tab=finished', true);
    expect(await screen.findByText(CHAIN_ONLY, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toEqual(['SALLY pool #1', 'SCHM pool #2']), { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Finished' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Staked only' })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Search pools' })).toBeDisabled();
  });

  it("draws each card's logo from the index's answer, and asks the API for no logo", async () => {
    poolIndex.displays['2'] = { logoUrl: '/stake-pools/1/logo', hasMetadata: true };
    open();
    await waitFor(() => expect(cards()).toEqual(['SCHM pool #2', 'SALLY pool #1']), { timeout: 8000 });
    expect(logoOf('SCHM pool #2')).toBe(`${config.apiBase}/stake-pools/1/logo`);
    // no logo of its own, and a token the list does not hold: its initials, without a request
    expect(logoOf('SALLY pool #1')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(apiRequests.filter((path) => path !== '/v1/prices')).toEqual(['/index/pools']);
    expect(poolIndex.summaryCalls).toEqual([]);
  });

  it("reads the chain page's logos in one summaries request while the index is down", async () => {
    server.use(http.get(`${config.apiBase}/index/pools`, () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 })));
    poolIndex.displays['1'] = { logoUrl: '/stake-pools/0/logo', hasMetadata: true };
    open();
    await waitFor(() => expect(cards()).toEqual(['SALLY pool #1', 'SCHM pool #2']), { timeout: 8000 });
    await waitFor(() => expect(logoOf('SALLY pool #1')).toBe(`${config.apiBase}/stake-pools/0/logo`));
    expect(logoOf('SCHM pool #2')).toBeNull();
    // the registry's first page, ended pool included, in one request
    expect(poolIndex.summaryCalls).toEqual([['1', '2', '3']]);
    expect(apiRequests.filter((path) => path.startsWith('/stake-pools/'))).toEqual(['/stake-pools/summaries']);
  });
});
