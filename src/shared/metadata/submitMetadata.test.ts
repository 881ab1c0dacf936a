import { Wallet, getBytes, verifyMessage } from 'ethers';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../store/store';
import { config } from '../../config';
import { productApi } from '../api/productApi';
import type { Eip1193Provider } from '../wallet/eip1193';
import { parseMetadataMessage, metadataPayloadHash } from '../../../common/metadata/signedMetadata';
import { registerMetadataKind } from './metadataKinds';
import { metadataTag } from './metadataTag';
import { cleanSocials, fileToBase64, signAndPostMetadata } from './submitMetadata';

// two kinds as the listing features register theirs: one named by its id, one also by its contract
registerMetadataKind({
  kind: 'sale',
  postPath: '/create-sale',
  postBody: ({ id }) => ({ saleId: id }),
  factory: () => config.contracts.bondFactory,
});
registerMetadataKind({
  kind: 'stake-pool',
  postPath: '/create-stake-pool',
  postBody: ({ id, address }) => ({ poolID: id, poolAddress: address }),
  needsAddress: true,
  factory: () => config.contracts.stakingFactory,
});

// Hardhat account 1 (owner of seeded sales): a real key so the signature can be checked
const owner = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

function signingWallet(): Eip1193Provider & { signed: string[] } {
  const signed: string[] = [];
  return {
    signed,
    async request({ method, params }) {
      if (method !== 'personal_sign') throw new Error(`unexpected ${method}`);
      const [data, address] = params as [string, string];
      expect(address).toBe(owner.address);
      signed.push(data);
      return owner.signMessage(getBytes(data));
    },
  };
}

const payload = {
  description: 'A token with a bond',
  socials: { website: 'https://sally.example', twitter: '', telegram: ' ' },
  logo: 'iVBORw0KGgo=',
  logoMimeType: 'image/png',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API answering both metadata posts with `status`/`body`; records what was posted. */
function fakeApi(status: number, body: unknown) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const answer = async ({ request }: { request: Request }) => {
    calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json(body as Record<string, unknown>, { status });
  };
  server.use(http.post(`${config.apiBase}/create-sale`, answer), http.post(`${config.apiBase}/create-stake-pool`, answer));
  return { calls, store: makeStore({ persistTransactions: false }) };
}

describe('signAndPostMetadata', () => {
  it('signs the message with the deployment and chain time, and posts the sale body', async () => {
    const wallet = signingWallet();
    const { calls, store } = fakeApi(201, { ok: true });
    await store.dispatch(
      signAndPostMetadata({ kind: 'sale', id: 3, owner: owner.address, payload }, { provider: wallet, latestTimestamp: async () => 4_000_000_000 }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${config.apiBase}/create-sale`);
    const body = calls[0].body;
    expect(body).toMatchObject({
      saleId: '3',
      owner: owner.address,
      description: 'A token with a bond',
      socials: { website: 'https://sally.example' },
      logo: 'iVBORw0KGgo=',
      logoMimeType: 'image/png',
    });
    const parsed = parseMetadataMessage(body.message as string);
    expect(parsed).toMatchObject({ kind: 'sale', id: '3', chainId: config.chainId, factory: config.contracts.bondFactory.toLowerCase() });
    // chain time ahead of the wall clock wins; behind it, the wall clock does (metadataIssueTime)
    expect(parsed!.issuedAt.toISOString()).toBe(new Date(4_000_000_000_000).toISOString());
    expect(parsed!.payloadHash).toBe(metadataPayloadHash({ ...payload, socials: { website: 'https://sally.example' } }));
    expect(verifyMessage(body.message as string, body.signature as string)).toBe(owner.address);
  });

  it('posts pools with poolID and poolAddress', async () => {
    const { calls, store } = fakeApi(201, { ok: true });
    await store.dispatch(
      signAndPostMetadata(
        { kind: 'stake-pool', id: 2, owner: owner.address, address: '0x00000000000000000000000000000000000000aa', payload },
        { provider: signingWallet(), latestTimestamp: async () => 1_760_000_000 },
      ),
    );
    expect(calls[0].url).toBe(`${config.apiBase}/create-stake-pool`);
    expect(calls[0].body).toMatchObject({ poolID: '2', poolAddress: '0x00000000000000000000000000000000000000aa' });
    expect(parseMetadataMessage(calls[0].body.message as string)).toMatchObject({ kind: 'stake-pool', id: '2', factory: config.contracts.stakingFactory.toLowerCase() });
  });

  it("throws the server's message when the post is refused", async () => {
    const { calls, store } = fakeApi(401, { statusCode: 401, error: 'Unauthorized', message: 'The signature is not from the owner' });
    await expect(
      store.dispatch(
        signAndPostMetadata(
          { kind: 'sale', id: 3, owner: owner.address, payload },
          { provider: signingWallet(), latestTimestamp: async () => 1_760_000_000 },
        ),
      ),
    ).rejects.toThrow('The signature is not from the owner');
    expect(calls).toHaveLength(1);
  });

  it('refuses a pool post without its address', async () => {
    const { calls, store } = fakeApi(201, { ok: true });
    await expect(
      store.dispatch(signAndPostMetadata({ kind: 'stake-pool', id: 2, owner: owner.address, payload }, { provider: signingWallet() })),
    ).rejects.toThrow('Missing required data for metadata submission');
    expect(calls).toHaveLength(0);
  });

  it('never resends a signed post the server failed on (the message is single-use)', async () => {
    const { calls, store } = fakeApi(503, { message: 'Storage unavailable' });
    await expect(
      store.dispatch(
        signAndPostMetadata({ kind: 'sale', id: 3, owner: owner.address, payload }, { provider: signingWallet(), latestTimestamp: async () => 1 }),
      ),
    ).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});

describe('postMetadata invalidates the posted entry', () => {
  // stand-ins for the features' metadata reads, keyed as the API reads them
  const reads = productApi.injectEndpoints({
    endpoints: (build) => ({
      saleMetaForTest: build.query<unknown, number>({
        query: (id) => `/sales/${id}/metadata`,
        providesTags: (_r, _e, id) => [metadataTag('sale', id)],
      }),
      poolMetaForTest: build.query<unknown, number>({
        query: (index) => `/stake-pools/${index}/metadata`,
        providesTags: (_r, _e, index) => [metadataTag('stake-pool', index + 1)],
      }),
    }),
  });

  it('refetches the sale\'s metadata and the pool\'s (pool id 2 = index 1), and nothing else', async () => {
    const { store } = fakeApi(201, { ok: true });
    const hits: string[] = [];
    server.use(
      http.get(`${config.apiBase}/sales/:id/metadata`, ({ params }) => (hits.push(`sale ${params.id}`), HttpResponse.json({}))),
      http.get(`${config.apiBase}/stake-pools/:index/metadata`, ({ params }) => (hits.push(`pool ${params.index}`), HttpResponse.json({}))),
    );
    const subs = [
      store.dispatch(reads.endpoints.saleMetaForTest.initiate(3)),
      store.dispatch(reads.endpoints.saleMetaForTest.initiate(4)),
      store.dispatch(reads.endpoints.poolMetaForTest.initiate(1)),
    ];
    await Promise.all(subs);
    expect(hits.sort()).toEqual(['pool 1', 'sale 3', 'sale 4']);
    hits.length = 0;

    const deps = { provider: signingWallet(), latestTimestamp: async () => 1_760_000_000 };
    await store.dispatch(signAndPostMetadata({ kind: 'sale', id: 3, owner: owner.address, payload }, deps));
    await store.dispatch(
      signAndPostMetadata({ kind: 'stake-pool', id: 2, owner: owner.address, address: `0x${'a'.repeat(40)}`, payload }, deps),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hits.sort()).toEqual(['pool 1', 'sale 3']);
    subs.forEach((sub) => sub.unsubscribe());
  });
});

describe('helpers', () => {
  it('cleanSocials drops empty links', () => {
    expect(cleanSocials({ website: ' https://a.example ', twitter: '', discord: undefined })).toEqual({
      website: 'https://a.example',
    });
  });

  it('fileToBase64 strips the data: prefix', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await expect(fileToBase64(file)).resolves.toEqual({ base64: 'iVBORw==', mimeType: 'image/png' });
  });
});
