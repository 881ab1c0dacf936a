import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SwapCard from './SwapCard';
import { setupSwapCardTests, mainButton, payInput, receiveInput } from './testing/swapCardSetup';
import { runTransaction } from '../../shared/tx/runTransaction';
import { api, API, E18, NOLIQ, renderSwap, setLocation, USDT } from './testing/swapFixtures';

jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

jest.mock('../../shared/wallet/signer', () => ({ getSigner: async () => ({}) }));

const server = setupSwapCardTests();
const SALE = `0x${'5a'.repeat(20)}`;
const HASH = `0x${'ab'.repeat(32)}`;

describe('error paths', () => {
  it("shows 'Failed to fetch tokens' when the list cannot load", async () => {
    server.use(http.get(`${API}/v1/tokens`, () => HttpResponse.json({}, { status: 500 })));
    await renderSwap(<SwapCard />);
    expect(await screen.findByText('Failed to fetch tokens', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("adds the server's reason to 'Failed to fetch tokens' (a 503 while the API drains)", async () => {
    server.use(
      http.get(`${API}/v1/tokens`, () =>
        HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Token list is being refreshed' }, { status: 503 }),
      ),
    );
    await renderSwap(<SwapCard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to fetch tokens. Token list is being refreshed.');
  });

  it("clears the quote with 'Failed to fetch quote'", async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    server.use(http.get(`${API}/v1/quote`, () => HttpResponse.json({ statusCode: 400, error: 'Bad Request' }, { status: 400 })));
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Failed to fetch quote')).toBeInTheDocument();
    expect(receiveInput()).toHaveValue('');
    expect(await mainButton('No Quote Available')).toBeDisabled();
  });

  it('explains a missing pool with the liquidity panel', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=${NOLIQ.address}`);
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Liquidity Not Found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Insufficient liquidity/);
    // said once: no 'Failed to fetch quote:' before the reason, no second sentence about liquidity
    expect(screen.getByRole('alert').textContent).toBe(
      'Liquidity Not FoundInsufficient liquidity: no route between these tokens. Try a smaller amount or a different token; a pool may not exist yet.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch quote');
    expect(await mainButton('No Quote Available')).toBeDisabled();
  });

  it("counts a failed allowance as 0 with 'Failed to fetch allowance'", async () => {
    setLocation(`?inputCurrency=USDT&outputCurrency=SALLY`);
    api.allowance = (10n ** 30n).toString();
    api.allowanceDown = true;
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Failed to fetch allowance')).toBeInTheDocument();
    expect(await mainButton('Approve USDT')).toBeEnabled();
    expect(await screen.findByRole('checkbox', { name: 'Infinite approval' })).not.toBeChecked();
  });

  it('refreshes the token balances when any write of the wallet confirms (a bond bought with USDT)', async () => {
    setLocation(`?inputCurrency=USDT&outputCurrency=BNB`);
    const { store } = await renderSwap(<SwapCard />);
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 1,000'));
    api.balances = { ...api.balances, [USDT.address]: (400n * E18).toString() };
    const outcome = await store.dispatch(
      runTransaction({
        info: { type: 'approve', token: USDT.address, spender: SALE, symbol: 'USDT' },
        send: async () => ({ hash: HASH, wait: async () => ({ status: 1, logs: [], blockNumber: 1 }) }),
        messages: { success: 'Bond purchased successfully!', failure: 'Buy failed', sendFailure: 'Buy failed' },
      }),
    );
    expect(outcome.status).toBe('confirmed');
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 400'));
  });

  it('says balances are unavailable when the node cannot be read, and Retry reads them again', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.chainDown = true;
    const { user } = await renderSwap(<SwapCard />);
    expect(await screen.findByText(/Balances are unavailable right now\./)).toBeInTheDocument();
    api.chainDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 2'));
    await waitFor(() => expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 1,000'));
    expect(screen.queryByText(/Balances are unavailable right now\./)).toBeNull();
  });

  it('reads balances and the allowance on chain only, never from the API (which a 1inch-style client still has)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/v1/balances/:address`, ({ request }) => (asked.push(request.url), HttpResponse.json({}))),
      http.get(`${API}/v1/allowance`, ({ request }) => (asked.push(request.url), HttpResponse.json({ allowance: '0' }))),
    );
    setLocation(`?inputCurrency=USDT&outputCurrency=BNB`);
    const { user } = await renderSwap(<SwapCard />);
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 1,000'));
    await waitFor(() => expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 2'));
    await user.type(payInput(), '1');
    expect(await mainButton('Approve USDT')).toBeEnabled();
    expect(asked).toEqual([]);
  });
});
