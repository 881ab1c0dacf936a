import { configure, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../store/store';
import { config } from '../../config';
import { useUsdPrice } from './useUsdPrice';
import { setupMswServer } from '../testing/mswServer';

configure({ asyncUtilTimeout: 5_000 });

const server = setupMswServer();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function renderPrice(token: string | undefined, options?: { skip?: boolean }) {
  const store = makeStore({ persistTransactions: false });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useUsdPrice(token, options), { wrapper });
}

describe('useUsdPrice', () => {
  it("gives a token's price whatever the address case, and undefined for a token without one", async () => {
    let requests = 0;
    server.use(
      http.get(`${config.apiBase}/v1/prices`, () => {
        requests += 1;
        return HttpResponse.json({ prices: { '0xABC': 0.75 } });
      }),
    );
    const store = makeStore({ persistTransactions: false });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => [useUsdPrice('0xAbC'), useUsdPrice('0xdef')], { wrapper });
    await waitFor(() => expect(result.current[0]).toBe(0.75));
    expect(result.current[1]).toBeUndefined();
    // both share one request
    expect(requests).toBe(1);
  });

  it('is undefined when the prices fail, and asks nothing when skipped or without a token', async () => {
    server.use(http.get(`${config.apiBase}/v1/prices`, () => HttpResponse.json({ message: 'Price oracle unavailable' }, { status: 400 })));
    const failed = renderPrice('0xabc');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(failed.result.current).toBeUndefined();

    server.resetHandlers();
    // onUnhandledRequest 'error' would fail these if they fetched
    expect(renderPrice('0xabc', { skip: true }).result.current).toBeUndefined();
    expect(renderPrice(undefined).result.current).toBeUndefined();
  });
});
