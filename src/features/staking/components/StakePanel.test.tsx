import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { walletRequestStarted } from '../../../shared/tx';
import PoolDetailPage from '../pools/PoolDetailPage';
import { selectStakeAmountText } from '../stake/stakeFormSlice';
import { chain, resetChain, rpcHandler } from '../test/fakeChain';
import { ACCOUNT, renderStaking } from '../test/renderStaking';

const server = setupServer(
  rpcHandler,
  http.get(`${config.apiBase}/stake-pools/:index/metadata`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetChain());
afterEach(() => server.resetHandlers());

const E18 = 10n ** 18n;
const TOKEN = '0x' + 'a1'.repeat(20);
const POOL = '0x' + 'c1'.repeat(20);

function addPoolWithStake() {
  chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
  chain.pools.push({
    poolId: '1',
    poolAddress: POOL,
    owner: '0x' + 'd4'.repeat(20),
    stakingToken: TOKEN,
    rewardToken: TOKEN,
    aprBps: '3650',
    createdAt: String(chain.timestamp - 1000),
    duration: String(100 * 86_400 + 1000),
    endTime: String(chain.timestamp + 100 * 86_400),
    active: true,
    totalStaked: (1000n * E18).toString(),
    totalClaimed: '0',
    rewardReserve: (40n * E18).toString(),
  });
  chain.userPools[ACCOUNT] = [1];
  chain.stakes[`${POOL}:${ACCOUNT}`] = [(100n * E18).toString(), (5n * E18).toString(), '0', String(chain.timestamp - 100), (5n * E18).toString()];
}

describe('StakePanel', () => {
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

  it('keeps the typed amount in the store, per pool', async () => {
    addPoolWithStake();
    const { store } = renderStaking(<PoolDetailPage />, { path: '/staking/pools/1', pattern: '/staking/pools/:id', connected: true });
    const amount = await screen.findByLabelText('Amount', {}, { timeout: 15_000 });
    await userEvent.type(amount, '12.5');
    expect(selectStakeAmountText(store.getState(), '1')).toBe('12.5');
    expect(amount).toHaveValue('12.5');
  }, 20_000);
});
