import { configure, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '../store/store';
import { PricesProvider, usePrices } from './PricesProvider';
import { config } from '../../config';
import { setupMswServer } from '../testing/mswServer';

const API = config.apiBase;

// the machine is shared: give async UI updates more than the default second
configure({ asyncUtilTimeout: 5_000 });

const server = setupMswServer();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Show() {
  const { prices, loading, error } = usePrices();
  return (
    <div>
      <span data-testid="loading">{String(loading)}</span>
      <span data-testid="error">{error ?? ''}</span>
      <span data-testid="prices">{JSON.stringify(prices)}</span>
    </div>
  );
}

function renderPrices() {
  return render(
    <Provider store={makeStore({ persistTransactions: false })}>
      <PricesProvider>
        <Show />
      </PricesProvider>
    </Provider>,
  );
}

describe('PricesProvider', () => {
  it('throws outside its provider', () => {
    expect(() => render(<Show />)).toThrow('usePrices must be used within a PricesProvider');
  });

  it('is loading until the first fetch, then holds prices keyed by lowercase address', async () => {
    server.use(http.get(`${API}/v1/prices`, () => HttpResponse.json({ prices: { '0xABC': 1.5, '0xdef': '2' } })));
    renderPrices();
    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'));
    expect(screen.getByTestId('prices')).toHaveTextContent('{"0xabc":1.5,"0xdef":2}');
    expect(screen.getByTestId('error')).toHaveTextContent('');
  });

  it("stops loading on failure with 'Failed to fetch prices'", async () => {
    server.use(http.get(`${API}/v1/prices`, () => HttpResponse.error()));
    renderPrices();
    await waitFor(() => expect(screen.getByTestId('loading')).toHaveTextContent('false'), { timeout: 5000 });
    expect(screen.getByTestId('error')).toHaveTextContent('Failed to fetch prices');
  });

  it("carries the server's message when it sends one", async () => {
    server.use(
      http.get(`${API}/v1/prices`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Price oracle unavailable' }, { status: 400 }),
      ),
    );
    renderPrices();
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('Price oracle unavailable'));
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
  });
});
