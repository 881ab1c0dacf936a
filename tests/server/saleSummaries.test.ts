/**
 * GET /sales/summaries, the market page's one request for its cards: each entry is what
 * /sales/{id}/price answers for that sale plus its logo URL; a bad `ids` value is a 400; made-up
 * ids cost no node read each; the route has its own per-client limit; a broken metadata store
 * never hides a price (a hung node failing the whole request is in hardening.test.ts). The
 * stack's API process answers the plain cases, servers built here the ones that need a small
 * limit, a counted RPC or a wrapped storage.
 */
import type { MetadataPayload } from '../../common/metadata/signedMetadata';
import { MAX_LISTING_IDS } from '../../server/listings/listingIds';
import { BondFactory__factory } from '../../typechain-types';
import { api, deployment, expectApiError, malformedIds, metadataMessage, provider, revert, rpc, SALE_OWNER, signer, snapshot } from './helpers';
import { closeOwnServers, countByMethod, countingStackRpc, getJson, metadataDownStorage, startOwnServer, type CountingRpc } from './ownServer';

const d = deployment();
const MISSING = 9999;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2b1f5fc0000000049454e44ae426082',
  'hex',
);

interface Summary {
  saleId: string;
  price: Record<string, unknown> | null;
  priceError: { statusCode: number; message: string } | null;
  logoUrl: string | null;
}

let snap: string;
let seededSales: number;
beforeAll(async () => {
  snap = await snapshot();
  seededSales = Number(await BondFactory__factory.connect(d.contracts.bondFactory, provider()).totalSales());
});
afterAll(async () => {
  await closeOwnServers();
  await revert(snap);
});

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('the stack’s API', () => {
  it('answers every seeded sale as /sales/{id}/price does, field by field, with a 404 entry for a missing id', async () => {
    expect(seededSales).toBeGreaterThanOrEqual(6);
    const wanted = [...ids(1, seededSales), MISSING];
    const res = await api<{ summaries: Summary[] }>(`/sales/summaries?ids=${wanted.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.summaries.map((s) => s.saleId)).toEqual(wanted.map(String));
    for (const [i, id] of wanted.entries()) {
      const single = await api(`/sales/${id}/price`);
      const entry = res.body.summaries[i];
      if (single.status === 200) {
        expect({ id, price: entry.price, priceError: entry.priceError }).toEqual({ id, price: single.body, priceError: null });
      } else {
        expect({ id, price: entry.price, priceError: entry.priceError }).toEqual({ id, price: null, priceError: { statusCode: single.status, message: single.body.message } });
      }
    }
    // the seed has priced sales and one without liquidity (sale 4), so both kinds of entry were compared
    expect(res.body.summaries.filter((s) => s.price !== null).length).toBeGreaterThanOrEqual(3);
    expect(res.body.summaries[3]).toMatchObject({ saleId: '4', price: null, priceError: { statusCode: 400, message: expect.stringMatching(/liquidity/) } });
    expect(res.body.summaries.at(-1)).toEqual({ saleId: String(MISSING), price: null, priceError: { statusCode: 404, message: `Sale ${MISSING} does not exist` }, logoUrl: null });
  });

  it('answers a repeated id once, where it first appears', async () => {
    const res = await api<{ summaries: Summary[] }>('/sales/summaries?ids=3,1,3,01,1');
    expect(res.status).toBe(200);
    expect(res.body.summaries.map((s) => s.saleId)).toEqual(['3', '1']);
  });

  it.each(malformedIds('/sales/summaries'))('refuses %s with a 400 saying what is wrong', async (_label, path, message) => {
    expect(expectApiError(await api(path), 400)).toBe(message);
  });
});

describe('node reads', () => {
  let rpcProxy: CountingRpc;
  let base: string;
  beforeAll(async () => {
    rpcProxy = await countingStackRpc();
    // no background jobs: their reads would be counted against the requests
    base = await startOwnServer({ rpcUrl: rpcProxy.url, pruneIntervalMs: 0 });
  });
  afterAll(async () => {
    await rpcProxy.close();
  });

  async function countCalls(path: string): Promise<Record<string, number>> {
    rpcProxy.calls.length = 0;
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return countByMethod(rpcProxy.calls);
  }

  it(`answers ${MAX_LISTING_IDS} made-up ids with the latest block and one read of the number of sales`, async () => {
    await rpc('evm_mine');
    const made = ids(100_000, MAX_LISTING_IDS);
    rpcProxy.calls.length = 0;
    const res = await getJson<{ summaries: Summary[] }>(`${base}/sales/summaries?ids=${made.join(',')}`);
    expect(countByMethod(rpcProxy.calls)).toEqual({ eth_getBlockByNumber: 1, eth_call: 1 });
    expect(res.status).toBe(200);
    expect(res.body.summaries).toHaveLength(MAX_LISTING_IDS);
    expect(res.body.summaries.every((s) => s.priceError?.statusCode === 404 && s.price === null && s.logoUrl === null)).toBe(true);
  });

  it('answers a repeated request in the same block without reading the chain beyond its latest block', async () => {
    await rpc('evm_mine');
    const all = `/sales/summaries?ids=${ids(1, seededSales).join(',')}`;
    expect((await countCalls(all)).eth_call).toBeGreaterThanOrEqual(1);
    expect(await countCalls(all)).toEqual({ eth_getBlockByNumber: 1 });
  });
});

describe('logos', () => {
  async function postSaleOneLogo(base: string): Promise<void> {
    const content: MetadataPayload = { description: 'With a logo', socials: {}, logo: PNG.toString('base64'), logoMimeType: 'image/png' };
    const wallet = signer(SALE_OWNER);
    const message = await metadataMessage('sale', 1, content);
    const body = JSON.stringify({ saleId: 1, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content });
    const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 201, body: { ok: true } });
  }

  it('gives a sale with a stored logo the URL /sales/{id}/metadata gives it, and null to the others', async () => {
    const base = await startOwnServer();
    await postSaleOneLogo(base);
    const res = await getJson<{ summaries: Summary[] }>(`${base}/sales/summaries?ids=1,2,${MISSING}`);
    expect(res.status).toBe(200);
    expect(res.body.summaries.map((s) => s.logoUrl)).toEqual(['/sales/1/logo', null, null]);
    const metadata = await getJson<{ logoUrl: string }>(`${base}/sales/1/metadata`);
    expect(metadata.body.logoUrl).toBe('/sales/1/logo');
    const logo = await fetch(`${base}/sales/1/logo`);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('still answers every price, with no logos, while the metadata store is down', async () => {
    const base = await startOwnServer({ storage: metadataDownStorage('getMetadata') });
    const res = await getJson<{ summaries: Summary[] }>(`${base}/sales/summaries?ids=1,2,3`);
    expect(res.status).toBe(200);
    expect(res.body.summaries.map((s) => s.logoUrl)).toEqual([null, null, null]);
    expect(res.body.summaries.every((s) => s.price !== null && s.priceError === null)).toBe(true);
    expect((await getJson(`${base}/sales/1/metadata`)).status).toBe(503); // the single route does fail
  });
});

describe('its own per-client rate limit', () => {
  it('answers 429 with Retry-After past the limit; another client and the single price route are unaffected', async () => {
    const base = await startOwnServer({ trustProxy: 1, limits: { saleSummariesPerMinute: 3 } });
    const ask = (client: string) => getJson(`${base}/sales/summaries?ids=1,2`, { 'x-forwarded-for': client });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask('203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await ask('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests; please try again in \d+ s\.$/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('203.0.113.10')).status).toBe(200);
    expect((await getJson(`${base}/sales/1/price`, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
  });
});
