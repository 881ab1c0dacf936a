import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { pricesHandler } from '../../../shared/prices/testing/pricesHandler';
import type { Prices } from '../../../shared/prices/usdValue';
import { chain, fakePool, FAKE_POOL_TOKEN as TOKEN, poolIndexHandler, resetChain, rpcHandler } from '../testing/fakeChain';
import { renderStaking } from '../testing/renderStaking';
import PoolsPage from './PoolsPage';

/** `/v1/prices` of the test: lowercase token address → USD, emptied before each test */
const usdPrices: Prices = {};
const server = setupServer(
  rpcHandler,
  poolIndexHandler,
  pricesHandler(usdPrices),
  // pool logos: none stored, TokenLogo falls back to its icon
  http.get(`${config.apiBase}/stake-pools/:index/logo`, () => new HttpResponse(null, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetChain();
  for (const address of Object.keys(usdPrices)) delete usdPrices[address];
});
afterEach(() => server.resetHandlers());



describe('PoolsPage', () => {
  it('shows the demo pools first and "No Active Staking Pools" when the registry has none', async () => {
    renderStaking(<PoolsPage />);
    expect(await screen.findByText('No Active Staking Pools', {}, { timeout: 8000 })).toBeInTheDocument();
    const cards = screen.getAllByTestId('pool-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('SALLY')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Example')).toBeInTheDocument();
    expect(within(cards[1]).getByText('SCHM')).toBeInTheDocument();
  });

  it("shows a pool's total staked in USD when its token has a price, and no USD for an unpriced token", async () => {
    const UNPRICED = '0x' + 'a2'.repeat(20);
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.tokens[UNPRICED] = { name: 'Nol', symbol: 'NOL', decimals: 18 };
    chain.pools = [fakePool(1), fakePool(2, { stakingToken: UNPRICED, rewardToken: UNPRICED })];
    usdPrices[TOKEN] = 0.84;
    renderStaking(<PoolsPage />);
    const priced = await screen.findByRole('article', { name: 'SALLY pool #1' }, { timeout: 8000 });
    expect(await within(priced).findByTestId('pool-tvl-usd')).toHaveTextContent('≈ $1,260.00');
    const unpriced = screen.getByRole('article', { name: 'NOL pool #2' });
    expect(within(unpriced).getByText('1,500 NOL')).toBeInTheDocument();
    expect(within(unpriced).queryByTestId('pool-tvl-usd')).not.toBeInTheDocument();
    expect(unpriced).not.toHaveTextContent('$');
    // the demo pools are examples, never priced from this chain's feed
    expect(within(screen.getByRole('article', { name: 'SALLY pool #998' })).queryByTestId('pool-tvl-usd')).not.toBeInTheDocument();
  });

  it('lists active pools after the demos, hiding ended and inactive ones, from two batched eth_calls', async () => {
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.pools = [
      fakePool(1),
      fakePool(2, { endTime: chain.timestamp - 5 }),
      fakePool(3, { active: false }),
      fakePool(4, { aprBps: '29' }),
    ];
    renderStaking(<PoolsPage />);
    const live = await screen.findByRole('article', { name: 'SALLY pool #1' }, { timeout: 8000 });
    expect(within(live).getByText('12.5%')).toBeInTheDocument();
    expect(within(live).getByText('1,500 SALLY')).toBeInTheDocument();
    expect(within(live).getByText('250.5 SALLY')).toBeInTheDocument();
    expect(within(live).getByTestId('pool-ends-in')).toHaveTextContent('30d 1h');
    expect(within(live).getByRole('link', { name: 'View Pool' })).toHaveAttribute('href', '/staking/pools/1');
    expect(within(screen.getByRole('article', { name: 'SALLY pool #4' })).getByText('0.29%')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'SALLY pool #2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'SALLY pool #3' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('pool-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'SALLY pool #998',
      'SCHM pool #999',
      'SALLY pool #1',
      'SALLY pool #4',
    ]);
    expect(screen.queryByText('No Active Staking Pools')).not.toBeInTheDocument();
    // the index's pools, each with its reserve and token, the count and the chain time: ONE batch
    expect(chain.ethCalls).toBe(1);
  });

  it('still lists every pool when one token answers symbol() as bytes32 and another reverts decimals()', async () => {
    const BYTES32_TOKEN = '0x' + 'b2'.repeat(20);
    const NO_DECIMALS_TOKEN = '0x' + 'b3'.repeat(20);
    chain.tokens[TOKEN] = { name: 'Sally', symbol: 'SALLY', decimals: 18 };
    chain.tokens[BYTES32_TOKEN] = { name: 'Maker', symbol: 'MKR', decimals: 18, symbolAsBytes32: true };
    chain.tokens[NO_DECIMALS_TOKEN] = { name: 'Odd', symbol: 'ODD', decimals: 18, decimalsReverts: true };
    chain.pools = [
      fakePool(1),
      fakePool(2, { stakingToken: BYTES32_TOKEN, rewardToken: BYTES32_TOKEN }),
      fakePool(3, { stakingToken: NO_DECIMALS_TOKEN, rewardToken: NO_DECIMALS_TOKEN }),
    ];
    renderStaking(<PoolsPage />);
    const good = await screen.findByRole('article', { name: 'SALLY pool #1' }, { timeout: 8000 });
    expect(within(good).getByText('1,500 SALLY')).toBeInTheDocument();
    // the broken symbol shows as unknown, the rest of its row still renders
    const unknownSymbol = screen.getByRole('article', { name: '??? pool #2' });
    expect(within(unknownSymbol).getByText('Maker · Pool #2')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'ODD pool #3' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load pools. Please try again later.')).not.toBeInTheDocument();
  });

  it('says "Failed to load pools. Please try again later." when the node fails', async () => {
    chain.pools = [fakePool(1)];
    chain.down = true;
    renderStaking(<PoolsPage />);
    expect(await screen.findByText('Failed to load pools. Please try again later.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('No Active Staking Pools')).not.toBeInTheDocument();
    // the demo pools still show
    expect(screen.getAllByTestId('pool-card')).toHaveLength(2);
  }, 15_000);
});
