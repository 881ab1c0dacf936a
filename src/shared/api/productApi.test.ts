import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../app/store';
import { config } from '../../config';
import { productApi } from './productApi';

const testApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (path) => path }),
  }),
});

let hits = 0;
const server = setupServer(
  http.get(`${config.apiBase}/probe/ok`, () => {
    hits += 1;
    return HttpResponse.json({ ok: true });
  }),
  http.get(`${config.apiBase}/probe/bad-request`, () => {
    hits += 1;
    return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'No liquidity for this token' }, { status: 400 });
  }),
  http.get(`${config.apiBase}/probe/down`, () => {
    hits += 1;
    return HttpResponse.json({}, { status: 503 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  hits = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('productApi', () => {
  it('reads from the API base', async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/ok'));
    expect(result.data).toEqual({ ok: true });
  });

  it("rejects with the server's message, logs it, and does not retry a 4xx", async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/bad-request'));
    expect(result.error).toMatchObject({ status: 400, message: 'No liquidity for this token' });
    expect(hits).toBe(1);
    expect(console.error).toHaveBeenCalledWith('API request failed: /probe/bad-request', 'No liquidity for this token');
  });

  it("retries a server failure once, then says 'API request failed'", async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/down'));
    expect(result.error).toMatchObject({ status: 503, message: 'API request failed' });
    expect(hits).toBe(2);
  }, 15_000);
});
