import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { resetChain, rpcHandler } from '../test/fakeChain';
import { renderStaking } from '../test/renderStaking';
import PoolDetailPage, { DEMO_NOTICE } from './PoolDetailPage';

const server = setupServer(
  rpcHandler,
  http.get(`${config.apiBase}/stake-pools/:index/metadata`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetChain());
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
});
