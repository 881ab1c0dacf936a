import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { pricesHandler } from '../../../shared/prices/testing/pricesHandler';
import type { Prices } from '../../../shared/prices/usdValue';
import { walletRequestStarted } from '../../../shared/tx';
import { selectStakeAmountText } from '../stake/stakeFormSlice';
import { chain, resetChain, rpcHandler, type FakePool } from '../testing/fakeChain';
import { formatUnixDateTime as formatDateTime } from '../../../shared/format/dateTime';
import { ACCOUNT, renderStaking } from '../testing/renderStaking';
import PoolDetailPage, { DEMO_NOTICE } from './PoolDetailPage';
import { emptyActivityHandler } from '../../../shared/testing/emptyActivity';

/** `/v1/prices` of the test: lowercase token address → USD, emptied before each test */
const usdPrices: Prices = {};
const server = setupServer(
  rpcHandler,
  emptyActivityHandler,
  pricesHandler(usdPrices),
  http.get(`${config.apiBase}/stake-pools/:index/metadata`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  for (const address of Object.keys(usdPrices)) delete usdPrices[address];
});
afterEach(() => server.resetHandlers());

describe('PoolDetailPage', () => {
  it('renders demo pool 998 read-only when the chain has no such pool', async () => {
    renderStaking(<PoolDetailPage />, { path: '/staking/pools/998', pattern: '/staking/pools/:id', connected: true });
    expect(await screen.findByText(DEMO_NOTICE, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SALLY Staking Pool' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-apr')).toHaveTextContent('18.5%');
    expect(screen.getByTestId('detail-status')).toHaveTextContent('Active');
    expect(screen.queryByRole('button', { name: 'Stake' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  const E18 = 10n ** 18n;
  const DAY = 86_400;
  const TOKEN = '0x' + 'a1'.repeat(20);

  function addPool(overrides: Partial<FakePool>): void {
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.pools.push({
      poolId: '1',
      poolAddress: '0x' + 'c1'.repeat(20),
      owner: '0x' + 'd4'.repeat(20),
      stakingToken: TOKEN,
      rewardToken: TOKEN,
      aprBps: '3650',
      createdAt: chain.timestamp - 1000,
      duration: 100 * DAY + 1000,
      endTime: chain.timestamp + 100 * DAY,
      active: true,
      totalStaked: (1000n * E18).toString(), // 36.5 % on 1000 draws 1 token a day
      totalClaimed: '0',
      rewardReserve: (40n * E18).toString(),
      ...overrides,
    });
  }

  it('shows a pool after one call to the node, with what its token could answer', async () => {
    addPool({});
    // answers symbol() as a bytes32 and has no decimals(): the title says so, the page still shows
    chain.tokens[TOKEN] = { name: 'Maker', symbol: 'MKR', decimals: 18, symbolAsBytes32: true, decimalsReverts: true };
    renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id' });
    expect(await screen.findByRole('heading', { name: '??? Staking Pool' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Maker · Pool #1')).toBeInTheDocument();
    expect(screen.getByTestId('total-staked')).toHaveTextContent('1,000 ???'); // 18 decimals assumed
    expect(chain.ethCalls).toBe(1);
  });

  it("announces a pending APR change and shows the date the reserve runs out at the current stake", async () => {
    const effectiveAt = chain.timestamp + 10 * DAY;
    // 10 days at 1 token a day, then 2 a day: 30 unallocated tokens last until day 20.
    addPool({ unallocatedReserve: (30n * E18).toString(), pendingApr: ['7300', String(effectiveAt)] });
    renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
    const notice = await screen.findByTestId('apr-notice', {}, { timeout: 8000 });
    expect(notice).toHaveTextContent(`APR changes to 73% on ${formatDateTime(effectiveAt)}`);
    expect(screen.getByTestId('detail-apr')).toHaveTextContent('36.5%');
    expect(screen.getByTestId('rewards-runway')).toHaveTextContent(`Rewards funded until ${formatDateTime(chain.timestamp + 20 * DAY)}`);
  }, 15_000);

  it("says 'Rewards funded until the pool ends' when the reserve covers the rest, and no notice without a change", async () => {
    addPool({ unallocatedReserve: (100n * E18).toString() });
    renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
    expect(await screen.findByTestId('rewards-runway', {}, { timeout: 8000 })).toHaveTextContent('Rewards funded until the pool ends');
    expect(screen.queryByTestId('apr-notice')).not.toBeInTheDocument();
  }, 15_000);

  describe('its stake panel', () => {
    const POOL = '0x' + 'c1'.repeat(20);
    function addPoolWithStake() {
      addPool({ poolAddress: POOL });
      chain.userPools[ACCOUNT] = [1];
      chain.stakes[`${POOL}:${ACCOUNT}`] = [(100n * E18).toString(), (5n * E18).toString(), '0', String(chain.timestamp - 100), (5n * E18).toString()];
    }

    it('spins only the button whose transaction is pending; another pool does not block it', async () => {
      addPoolWithStake();
      const { store } = renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      const claim = await screen.findByRole('button', { name: 'Claim' }, { timeout: 15_000 });
      expect(claim).toBeEnabled();

      act(() => {
        store.dispatch(walletRequestStarted({ id: 'other', info: { type: 'claimRewards', poolId: '2', symbol: 'X' }, account: ACCOUNT }));
      });
      expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();

      act(() => {
        store.dispatch(walletRequestStarted({ id: 'mine', info: { type: 'claimRewards', poolId: '1', symbol: 'SALLY' }, account: ACCOUNT }));
      });
      expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
      // the other buttons wait without spinning
      expect(screen.getByRole('button', { name: 'Unstake' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Unstaking...' })).toBeNull();
    }, 20_000);

    it('on a pool closed by an emergency withdrawal: Ended, no APR as if it earned, no stake box and why, claim and unstake still open', async () => {
      addPoolWithStake();
      // the contract closes the pool for good: its end time becomes the closing time, its flag goes off
      chain.pools[0]!.endTime = chain.timestamp - 60;
      chain.pools[0]!.active = false;
      renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      expect(await screen.findByTestId('stake-closed', {}, { timeout: 15_000 })).toHaveTextContent(
        'This pool has ended: it takes no new stakes and earns no more rewards. You can still claim and unstake.',
      );
      expect(screen.getByTestId('detail-status')).toHaveTextContent('Ended');
      expect(screen.getByTestId('detail-apr')).toHaveTextContent('None (ended)');
      expect(screen.queryByRole('button', { name: 'Stake' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Unstake' })).toBeEnabled();
    }, 20_000);

    it('disables Unstake with nothing staked, and says why', async () => {
      addPool({ poolAddress: POOL });
      renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      expect(await screen.findByText('No staked amount to unstake', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Unstake' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Unstake' })).toHaveAccessibleDescription('No staked amount to unstake');
    }, 20_000);

    it('shows the staked, claimable and typed amounts in USD when the token has a price', async () => {
      addPoolWithStake();
      usdPrices[TOKEN] = 0.84;
      renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      expect(await screen.findByTestId('staked-usd', {}, { timeout: 15_000 })).toHaveTextContent('≈ $84.00');
      expect(screen.getByTestId('claimable-usd')).toHaveTextContent(/^≈ \$4\.\d\d$/);
      await userEvent.type(screen.getByLabelText('Amount'), '12.5');
      expect(await screen.findByText('≈ $10.50')).toBeInTheDocument();
    }, 20_000);

    it('shows no USD at all for a token without a price', async () => {
      addPoolWithStake();
      renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      expect(await screen.findByTestId('staked', {}, { timeout: 15_000 })).toHaveTextContent('100 SALLY');
      await userEvent.type(screen.getByLabelText('Amount'), '12.5');
      expect(screen.queryByTestId('staked-usd')).not.toBeInTheDocument();
      expect(screen.queryByTestId('claimable-usd')).not.toBeInTheDocument();
      expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    }, 20_000);

    it('keeps the typed amount in the store, per pool', async () => {
      addPoolWithStake();
      const { store } = renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
      const amount = await screen.findByLabelText('Amount', {}, { timeout: 15_000 });
      await userEvent.type(amount, '12.5');
      expect(selectStakeAmountText(store.getState(), '1')).toBe('12.5');
      expect(amount).toHaveValue('12.5');
    }, 20_000);
  });
});
