import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import SwapCard from './SwapCard';
import { setupSwapCardTests, mainButton, payInput, receiveInput } from './testing/swapCardSetup';
import { api, API, BNB, E18, NOLIQ, renderSwap, setLocation } from './testing/swapFixtures';

jest.mock('../../shared/chain/loadChainClient', () => ({
  // reads (the chain reader, where the module has one) and writes (the chain client) share one fake
  get loadChainReader() {
    return this.loadChainClient;
  },
  loadChainClient: async () => (await import('./testing/swapFixtures')).swapChainClient,
}));

const server = setupSwapCardTests();

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
    server.use(http.get(`${API}/v1/allowance`, () => HttpResponse.json({ message: 'down' }, { status: 400 })));
    const { user } = await renderSwap(<SwapCard />);
    await mainButton('Enter Amount');
    await user.type(payInput(), '1');
    expect(await screen.findByText('Failed to fetch allowance')).toBeInTheDocument();
    expect(await mainButton('Approve USDT')).toBeEnabled();
    expect(await screen.findByRole('checkbox', { name: 'Infinite approval' })).not.toBeChecked();
  });

  it("shows the API's token balances empty when its fetch fails; BNB, read on chain, stays", async () => {
    setLocation(`?inputCurrency=USDT&outputCurrency=BNB`);
    server.use(http.get(`${API}/v1/balances/:address`, () => HttpResponse.json({ message: 'nope' }, { status: 400 })));
    await renderSwap(<SwapCard />);
    expect(await screen.findByText(/Balances are unavailable right now\./)).toBeInTheDocument();
    expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 0');
    await waitFor(() => expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 2'));
  });

  it('says balances are unavailable when the node cannot read BNB, and Retry reads it again', async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    api.chainDown = true;
    const { user } = await renderSwap(<SwapCard />);
    expect(await screen.findByText(/Balances are unavailable right now\./)).toBeInTheDocument();
    expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 1,000');
    api.chainDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 2'));
    expect(screen.queryByText(/Balances are unavailable right now\./)).toBeNull();
  });

  it("takes BNB from the chain, not from the API's balance list", async () => {
    setLocation(`?inputCurrency=BNB&outputCurrency=USDT`);
    server.use(http.get(`${API}/v1/balances/:address`, () => HttpResponse.json({ ...api.balances, [BNB.address]: (9n * E18).toString() })));
    await renderSwap(<SwapCard />);
    await waitFor(() => expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 2'));
    await waitFor(() => expect(screen.getByTestId('dst-balance')).toHaveTextContent('Balance: 1,000'));
    expect(screen.getByTestId('src-balance')).toHaveTextContent('Balance: 2');
  });
});
