import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../../shared/store/store';
import { config } from '../../../config';
import { bondProductApi } from './bondProductApi';

const api = config.apiBase;
const metadata = {
  description: 'A bond',
  socials: { website: 'https://example.org' },
  logoMimeType: 'image/png',
  logoUrl: '/sales/1/logo',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
let hits = 0;
const server = setupServer(
  http.get(`${api}/sales/1/metadata`, () => {
    hits += 1;
    return HttpResponse.json(metadata);
  }),
  http.get(`${api}/sales/2/metadata`, () => {
    hits += 1;
    return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No metadata' }, { status: 404 });
  }),
  http.get(`${api}/sales/3/metadata`, () => {
    hits += 1;
    return HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 });
  }),
  http.get(`${api}/sales/4/quote`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      { statusCode: 422, error: 'Unprocessable Entity', message: `No liquidity for ${url.searchParams.get('tokenAmount')}` },
      { status: 422 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  hits = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function freshStore() {
  return makeStore({ persistTransactions: false });
}

describe('bond API endpoints', () => {
  it('returns the sale metadata', async () => {
    const store = freshStore();
    const result = await store.dispatch(bondProductApi.endpoints.saleMetadata.initiate('1'));
    expect(result.data).toEqual(metadata);
  });

  it('reads a 404 as no metadata, without a retry', async () => {
    const store = freshStore();
    const result = await store.dispatch(bondProductApi.endpoints.saleMetadata.initiate('2'));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    expect(hits).toBe(1);
  });

  it('reads other failures as no metadata after one retry', async () => {
    const store = freshStore();
    const result = await store.dispatch(bondProductApi.endpoints.saleMetadata.initiate('3'));
    expect(result.data).toBeNull();
    expect(hits).toBe(2);
  }, 15_000);

  it("surfaces the API's message of a failed quote", async () => {
    const store = freshStore();
    const result = await store.dispatch(
      bondProductApi.endpoints.bondQuote.initiate({ saleId: '4', buyer: '0xabc', tokenAmount: '1000' }),
    );
    expect(result.error).toMatchObject({ status: 422, message: 'No liquidity for 1000' });
  });
});
