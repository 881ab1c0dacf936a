import { act, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { recordApiRequests } from '../../../shared/testing/apiRequests';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { pricesHandler } from '../../../shared/prices/testing/pricesHandler';
import type { Prices } from '../../../shared/prices/usdValue';
import { chain, poolIndex, poolSummariesHandler, resetChain, rpcHandler, walletStakesIndexHandler } from '../testing/fakeChain';
import { ACCOUNT, renderStaking } from '../testing/renderStaking';
import { formatUnixDateTime as formatDateTime } from '../../../shared/format/dateTime';
import { walletRequestEnded, walletRequestStarted } from '../../../shared/tx';
import YourStakesPage from './YourStakesPage';
import { emptyActivityHandler } from '../../../shared/testing/emptyActivity';
import { indexAnswer } from '../../../shared/testing/indexAnswer';

/** `/v1/prices` of the test: lowercase token address → USD, emptied before each test */
const usdPrices: Prices = {};
const server = setupServer(
  rpcHandler,
  walletStakesIndexHandler,
  emptyActivityHandler,
  poolSummariesHandler,
  pricesHandler(usdPrices),
);
/** the path of every API request the page made */
const apiRequests = recordApiRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  for (const address of Object.keys(usdPrices)) delete usdPrices[address];
});
afterEach(() => server.resetHandlers());

const E18 = 10n ** 18n;
const TOKEN = '0x' + 'a1'.repeat(20);
const POOL = '0x' + 'c3'.repeat(20);

/** An ended SALLY pool #1 where the wallet has 100 staked and 1.5 claimable. */
function seedEndedPosition() {
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.pools = [
      {
        poolId: '1', poolAddress: POOL, owner: '0x' + 'd4'.repeat(20), stakingToken: TOKEN, rewardToken: TOKEN,
        aprBps: '1000', createdAt: 0, duration: 0, endTime: chain.timestamp - 10, active: true,
        totalStaked: (100n * E18).toString(), totalClaimed: '0', rewardReserve: (50n * E18).toString(),
      },
    ];
    chain.userPools[ACCOUNT] = [1];
    chain.stakes[`${POOL}:${ACCOUNT}`] = [(100n * E18).toString(), (3n * E18 / 2n).toString(), '0', '0', (3n * E18 / 2n).toString()];
}

describe('YourStakesPage', () => {
  it('says "No Stakes Yet" with a Browse Pools link when the wallet has no position', async () => {
    renderStaking(<YourStakesPage />, { connected: true });
    expect(await screen.findByText('No Stakes Yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Pools' })).toHaveAttribute('href', '/staking/pools');
  });

  it('lists each position with staked, claimable and Claim, ended pools included', async () => {
    seedEndedPosition();
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('staked')).toHaveTextContent('100 SALLY');
    expect(within(card).getByTestId('claimable')).toHaveTextContent('1.5 SALLY');
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(screen.queryByText('No Stakes Yet')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('apr-notice')).not.toBeInTheDocument();
  });

  it("spins only the claimed pool's Claim, from the tracked transactions alone", async () => {
    seedEndedPosition();
    const { store } = renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    act(() => {
      store.dispatch(walletRequestStarted({ id: 'other', info: { type: 'claimRewards', poolId: '2', symbol: 'SALLY' }, account: ACCOUNT }));
    });
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeEnabled();
    act(() => {
      store.dispatch(walletRequestStarted({ id: 'mine', info: { type: 'claimRewards', poolId: '1', symbol: 'SALLY' }, account: ACCOUNT }));
    });
    expect(within(card).getByRole('button', { name: 'Claiming...' })).toBeDisabled();
    act(() => {
      store.dispatch(walletRequestEnded({ id: 'mine' }));
    });
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it("announces a pool's pending APR change on its stake card", async () => {
    const effectiveAt = chain.timestamp + 86_400;
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.pools = [
      {
        poolId: '1', poolAddress: POOL, owner: '0x' + 'd4'.repeat(20), stakingToken: TOKEN, rewardToken: TOKEN,
        aprBps: '1200', createdAt: 0, duration: 0, endTime: chain.timestamp + 90 * 86_400, active: true,
        totalStaked: (100n * E18).toString(), totalClaimed: '0', rewardReserve: (50n * E18).toString(),
        pendingApr: ['1500', String(effectiveAt)],
      },
    ];
    chain.userPools[ACCOUNT] = [1];
    chain.stakes[`${POOL}:${ACCOUNT}`] = [(100n * E18).toString(), '0', '0', '0', '0'];
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('apr-notice')).toHaveTextContent(`APR changes to 15% on ${formatDateTime(effectiveAt)}`);
  });

  it('reads which pools from the event index and every figure from the chain, and says when the index trails', async () => {
    seedEndedPosition();
    poolIndex.lag = 9;
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('staked')).toHaveTextContent('100 SALLY');
    expect(screen.getByText('Showing your stakes up to block 100 (9 behind)')).toBeInTheDocument();
    expect(poolIndex.calls.at(-1)?.get('status')).toBe('open');
  });

  it("reads the index's pools and the wallet's stakes in them in one chain batch", async () => {
    seedEndedPosition();
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('claimable')).toHaveTextContent('1.5 SALLY');
    expect(chain.ethCalls).toBe(1);
  });

  it("never shows the figures of a contract the index names wrongly: the stake is read at the factory's address", async () => {
    seedEndedPosition();
    const IMPOSTOR = '0x' + 'e5'.repeat(20);
    chain.pools.push({ ...chain.pools[0], poolId: '2', poolAddress: IMPOSTOR });
    chain.stakes[`${IMPOSTOR}:${ACCOUNT}`] = [(999n * E18).toString(), '0', '0', '0', (999n * E18).toString()];
    server.use(
      http.get(`${config.apiBase}/index/wallets/:address/stakes`, () =>
        HttpResponse.json(indexAnswer([{ pool: { poolId: '1', poolAddress: IMPOSTOR }, position: { stakes: 1 } }])),
      ),
    );
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('staked')).toHaveTextContent('100 SALLY');
    expect(within(card).getByTestId('claimable')).toHaveTextContent('1.5 SALLY');
    // the hint did not match the factory's record: the stake was read again, in a second batch
    expect(chain.ethCalls).toBe(2);
  });

  it('leaves out a pool the index lists where the chain says the wallet holds nothing', async () => {
    seedEndedPosition();
    chain.stakes[`${POOL}:${ACCOUNT}`] = ['0', '0', '0', '0', '0'];
    renderStaking(<YourStakesPage />, { connected: true });
    expect(await screen.findByText('No Stakes Yet', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('scans the registry on chain when the index is unreachable', async () => {
    seedEndedPosition();
    server.use(http.get(`${config.apiBase}/index/wallets/:address/stakes`, () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByTestId('claimable')).toHaveTextContent('1.5 SALLY');
    jest.restoreAllMocks();
  });

  it("draws the card's logo from the index's answer, and asks the API for no logo", async () => {
    seedEndedPosition();
    poolIndex.displays['1'] = { logoUrl: '/stake-pools/0/logo', hasMetadata: true };
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    expect(within(card).getByRole('img', { name: 'SALLY logo' })).toHaveAttribute('src', `${config.apiBase}/stake-pools/0/logo`);
    expect(apiRequests.filter((path) => path.startsWith('/stake-pools/'))).toEqual([]);
  });

  it("reads the scanned page's logos in one summaries request when the index is unreachable", async () => {
    seedEndedPosition();
    poolIndex.displays['1'] = { logoUrl: '/stake-pools/0/logo', hasMetadata: true };
    server.use(http.get(`${config.apiBase}/index/wallets/:address/stakes`, () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaking(<YourStakesPage />, { connected: true });
    const card = await screen.findByRole('article', { name: 'SALLY stake in pool #1' }, { timeout: 8000 });
    await waitFor(() => expect(within(card).getByRole('img', { name: 'SALLY logo' })).toHaveAttribute('src', `${config.apiBase}/stake-pools/0/logo`));
    expect(poolIndex.summaryCalls).toEqual([['1']]);
    jest.restoreAllMocks();
  });
});
