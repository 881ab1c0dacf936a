import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../store/store';
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
  http.get(`${config.apiBase}/probe/broken`, () => {
    hits += 1;
    return HttpResponse.json({}, { status: 500 });
  }),
  http.get(`${config.apiBase}/probe/throttled`, () => {
    hits += 1;
    return HttpResponse.json(
      { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests; please try again in 42 s.' },
      { status: 429, headers: { 'Retry-After': '42' } },
    );
  }),
  http.get(`${config.apiBase}/probe/throttled-by-proxy`, () => {
    hits += 1;
    return new HttpResponse('<html><body>429 Too Many Requests</body></html>', { status: 429, headers: { 'Retry-After': '7', 'Content-Type': 'text/html' } });
  }),
  http.get(`${config.apiBase}/probe/node-down`, () => {
    hits += 1;
    return HttpResponse.json(
      { statusCode: 503, error: 'Service Unavailable', message: 'The chain node did not answer within 3 s; please try again shortly.' },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
  }),
  http.get(`${config.apiBase}/probe/unavailable`, () => {
    hits += 1;
    return new HttpResponse(null, { status: 503 });
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
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/broken'));
    expect(result.error).toMatchObject({ status: 500, message: 'API request failed' });
    expect(hits).toBe(2);
  }, 15_000);

  it("shows a 429 with the server's message and does not retry it", async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/throttled'));
    expect(result.error).toMatchObject({ status: 429, message: 'Too many requests; please try again in 42 s.' });
    expect(hits).toBe(1);
  });

  it('turns a bare 429 into a sentence with the Retry-After delay', async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/throttled-by-proxy'));
    expect(result.error).toMatchObject({ status: 429, message: 'Too many requests — try again in 7 s' });
  });

  it("shows a 503 with the server's reason, after one retry", async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/node-down'));
    expect(result.error).toMatchObject({ status: 503, message: 'The chain node did not answer within 3 s; please try again shortly.' });
    expect(hits).toBe(2);
  }, 15_000);

  it('turns a bare 503 into a sentence, never a raw error', async () => {
    const store = makeStore({ persistTransactions: false });
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/probe/unavailable'));
    expect(result.error).toMatchObject({ status: 503, message: 'The service is temporarily unavailable — please try again shortly' });
  }, 15_000);
});
