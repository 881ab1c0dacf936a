/** @jest-environment node */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deployment } from '../common/deployment/schema';
import { buildServer } from './app';
import { devQuoteSignerKey } from './devKeys';

/**
 * The server with its chain unreachable: routes that need the chain answer 503 with the error
 * shape (the app then shows empty balances), the rest keep working.
 */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('buildServer without a reachable chain', () => {
  let app: FastifyInstance;
  let dir: string;
  let base: string;
  const get = async <T = unknown>(url: string) => {
    const res = await fetch(`${base}${url}`);
    return { statusCode: res.status, body: (await res.json()) as T };
  };
  const deployment = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'deployments', 'devnet.json'), 'utf8')) as Deployment;
  const wallet = '0x14dc79964da2c08b23698b3d3cc7ca32193d9955';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-app-'));
    app = await buildServer({
      deployment,
      rpcUrl: `http://127.0.0.1:${await closedPort()}`,
      dbFile: path.join(dir, 'api.sqlite'),
      quoteSignerKey: devQuoteSignerKey(),
      observationIntervalMs: 0,
    });
    // A real socket rather than app.inject: light-my-request's ESM dependency does not load under jest.
    // It listens once its logo workers are warm: seconds each on a busy machine.
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers /v1/balances with 503 and the error shape', async () => {
    const res = await get(`/v1/balances/${wallet}`);
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/chain node cannot be reached/) });
  });

  it('reports /health as degraded because of the node, within 5 s', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', chainId: deployment.chainId, reasons: [expect.stringMatching(/^node: The chain node cannot be reached/)] });
  });

  it.each(['/v1/prices', `/v1/quote?src=${deployment.contracts.usdt}&dst=${deployment.contracts.usd1}&amount=1`, '/sales/1/price', '/sales/summaries?ids=1,2', '/stake-pools/summaries?ids=1,2'])(
    'answers %s with 503',
    async (url) => {
      expect((await get(url)).statusCode).toBe(503);
    },
  );

  it('still serves what needs no chain', async () => {
    const tokens = await get<{ tokens: Record<string, unknown> }>('/v1/tokens');
    expect(tokens.statusCode).toBe(200);
    expect(Object.keys(tokens.body.tokens)).toHaveLength(deployment.tokens.length);
    const docs = (await get<{ openapi: string; paths: Record<string, { get?: { tags: string[]; parameters: Array<{ name: string; in: string; required: boolean }> } }> }>('/docs/json')).body;
    expect(docs.openapi).toMatch(/^3\./);
    expect(docs.paths['/sales/summaries'].get).toMatchObject({ tags: ['bond'], parameters: [{ name: 'ids', in: 'query', required: true }] });
    expect(docs.paths['/stake-pools/summaries'].get).toMatchObject({ tags: ['metadata'], parameters: [{ name: 'ids', in: 'query', required: true }] });
    // what the index answers carry for the cards and the dashboards
    type Answer = { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, { items?: { properties: Record<string, { properties?: object }> } }> } }> }> };
    const answer = (route: string) => (docs.paths[route].get as unknown as Answer).responses['200'].content['application/json'].schema.properties;
    expect(Object.keys(answer('/index/sales').items.items!.properties)).toContain('logoUrl');
    expect(Object.keys(answer('/index/pools').items.items!.properties)).toEqual(expect.arrayContaining(['logoUrl', 'hasMetadata']));
    expect(Object.keys(answer('/index/sales'))).toContain('ownerTotals');
    expect(Object.keys(answer('/index/pools'))).toContain('ownerTotals');
    expect(Object.keys(answer('/index/wallets/{address}/bonds'))).toContain('totals');
    expect(Object.keys(answer('/index/wallets/{address}/stakes'))).toContain('totals');
    expect(Object.keys(answer('/index/wallets/{address}/stakes').items.items!.properties.pool.properties!)).toEqual(expect.arrayContaining(['logoUrl', 'hasMetadata']));
    // each listing kind's routes, from its own module (server/<feature>/listingKind.ts)
    for (const route of ['/sales/{id}/metadata', '/sales/{id}/logo', '/stake-pools/{index}/metadata', '/stake-pools/{index}/logo']) {
      expect(docs.paths[route].get).toMatchObject({ tags: ['metadata'] });
    }
    const posts = docs.paths as unknown as Record<string, { post?: { requestBody: { content: { 'application/json': { schema: { required: string[] } } } } } }>;
    expect(posts['/create-sale'].post?.requestBody.content['application/json'].schema.required).toEqual(['saleId', 'owner', 'message', 'signature', 'description']);
    expect(posts['/create-stake-pool'].post?.requestBody.content['application/json'].schema.required).toEqual(['poolID', 'poolAddress', 'owner', 'message', 'signature', 'description']);
  });

  it('validates before reading the chain', async () => {
    const res = await get(`/v1/quote?src=0x12&dst=${deployment.contracts.usdt}&amount=1`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'src is not a valid address (0x and 40 hex digits)' });
  });
  it('parses a metadata post off the main thread: its megabytes never reach JSON.parse here, and a schema error still names the field', async () => {
    const MB = 1024 * 1024;
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const body = JSON.stringify({ saleId: 1, message: 'm', signature: `0x${'11'.repeat(65)}`, description: 'd', logo: 'A'.repeat(2 * MB) });
      const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('owner is required');
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > MB)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('answers a metadata post that is not JSON with a 400 or 415, never a 500', async () => {
    const post = (body: string, type: string) => fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': type }, body });
    const broken = await post('{"saleId": 1,', 'application/json');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/not valid JSON/);
    expect((await post('saleId=1', 'text/plain')).status).toBe(415);
  });
});
