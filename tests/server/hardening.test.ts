/**
 * What a hostile or unlucky day must not do to the API server: a stranger's huge upload, one
 * client's burst, a hung node, a chain without the contracts, a large logo on every metadata
 * read. Some tests use the stack's API process; others build their own server (buildServer, in
 * this process, on a free port of 127.0.0.1) against the stack's chain, to give it the real rate
 * limits, a broken node or a wrapped storage. Distinct clients are told apart by
 * X-Forwarded-For on a server built with trustProxy, as behind the production proxy.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Deployment } from '../../common/deployment/schema';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimits';
import { createSqliteStorage, STORAGE_REASONS, StorageUnavailableError, type Storage } from '../../server/storage';
import type { MetadataPayload } from '../../common/metadata/signedMetadata';
import { apiProcessCpuMs } from '../stack/api';
import { stackEnv } from '../stack/env';
import { api, BNB, deployment, expectApiError, metadataMessage, SALE_OWNER, signer, TRADER } from './helpers';
import { closeOwnServers, getJson, startOwnServer } from './ownServer';

const d = deployment();
const MB = 1024 * 1024;
const SALE_ID = 1; // seeded, owned by account SALE_OWNER

/** A fresh SQLite storage in its own folder (removed with the servers), for a wrapped storage. */
function tempStorage(): Storage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storage-'));
  tempDirs.push(dir);
  return createSqliteStorage(path.join(dir, 'api.sqlite'));
}
const tempDirs: string[] = [];

afterAll(async () => {
  await closeOwnServers();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** /health of a server whose chain answers: 503, degraded for exactly these reasons, block number kept. */
async function expectDegraded(base: string, reasons: unknown[]): Promise<void> {
  const res = await getJson(`${base}/health`);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ status: 'degraded', chainId: d.chainId, blockNumber: expect.any(Number), reasons });
}

async function signedSalePost(by: number, content: MetadataPayload) {
  const wallet = signer(by);
  const message = await metadataMessage('sale', SALE_ID, content);
  return { saleId: SALE_ID, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content };
}

/** An SVG of `bytes` bytes: thousands of elements, the kind that costs jsdom seconds and gigabytes. */
function bigSvg(bytes: number): Buffer {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
  const rect = '<rect x="1" y="2" width="3" height="4" fill="#10B981"/>';
  const count = Math.floor((bytes - head.length - 6) / rect.length);
  return Buffer.from(`${head}${rect.repeat(count)}</svg>`);
}

/** Times /health every 20 ms while `work` runs; returns the slowest answer in ms. */
async function slowestHealthDuring(base: string, work: Promise<unknown>): Promise<number> {
  let done = false;
  let slowest = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/health`);
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work.finally(() => (done = true));
  await probing;
  return slowest;
}

describe('a stranger’s large upload', () => {
  it('refuses a non-owner’s 5 MB SVG for a fraction of a second of the server’s CPU, while /health stays fast', async () => {
    const svg = bigSvg(5 * MB - 1024);
    const body = JSON.stringify(await signedSalePost(TRADER, { description: 'not mine', socials: {}, logo: svg.toString('base64'), logoMimeType: 'image/svg+xml' }));
    await api('/health');
    const cpuBefore = apiProcessCpuMs();
    const post = api('/create-sale', { body });
    const slowest = await slowestHealthDuring(stackEnv().apiUrl, post);
    const res = await post;
    const serverCpuMs = apiProcessCpuMs() - cpuBefore;
    expect(expectApiError(res, 403)).toMatch(/Only the owner of this sale/);
    // The server's own work, /health answers included (wall time would be the machine's load): it
    // receives and parses the 7 MB body but never decodes or draws its logo, which costs seconds.
    expect(serverCpuMs).toBeLessThan(1000);
    // `npm run bench` measures the real figure against its 100 ms goal; on a shared test machine
    // this bound only catches a blocked event loop (parsing uploads on the main thread blocks it for seconds).
    expect(slowest).toBeLessThan(1000);
  });
});

describe('rate limits (the real limits, on a server built with trustProxy)', () => {
  let base: string;
  beforeAll(async () => {
    base = await startOwnServer({ trustProxy: 1 });
  });
  const buyer = (i: number) => `0x${(0x1000 + i).toString(16).padStart(40, '0')}`;
  const quote = (client: string, buyerAddress: string) =>
    getJson<{ signature: string }>(`${base}/sales/${SALE_ID}/quote?buyer=${buyerAddress}&tokenAmount=1000000000000000000`, { 'x-forwarded-for': client });

  it('answers a burst of signed quotes from one client with 429s and Retry-After; another client is unaffected', async () => {
    const max = DEFAULT_RATE_LIMITS.signedQuotesPerMinute;
    const answers = [];
    for (let i = 0; i < max + 3; i++) answers.push(await quote('203.0.113.1', buyer(i)));
    expect(answers.slice(0, max).every((a) => a.status === 200)).toBe(true);
    for (const refused of answers.slice(max)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many requests; please try again in \d+ s\.$/) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const other = await quote('203.0.113.2', buyer(500));
    expect(other.status).toBe(200);
    expect(other.body.signature).toMatch(/^0x/);
  });

  it('limits signed quotes per buyer across client addresses', async () => {
    const max = DEFAULT_RATE_LIMITS.signedQuotesPerBuyerPerMinute;
    const statuses = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await quote(`198.51.100.${i + 1}`, buyer(900))).status);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual([429, 429]);
    const refused = await quote('198.51.100.250', buyer(900));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await quote('198.51.100.250', buyer(901))).status).toBe(200);
  });

  it('limits metadata posts per client before reading their bodies', async () => {
    const statuses = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.metadataPostsPerMinute + 1; i++) {
      const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7' }, body: '{}' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('several RPC endpoints', () => {
  it('answers from the second endpoint when the first refuses connections', async () => {
    // a port that was free a moment ago: nothing listens there, so connections are refused at once
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const base = await startOwnServer({ rpcUrl: [deadUrl, stackEnv().rpcUrl] });

    const health = await getJson(`${base}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', chainId: d.chainId });
    const quote = await getJson(`${base}/v1/quote?src=${BNB}&dst=${d.contracts.usdt}&amount=${10n ** 18n}`);
    expect(quote.status).toBe(200);
    expect(BigInt((quote.body as { dstAmount: string }).dstAmount)).toBeGreaterThan(0n);
  });
});

describe('a hung node', () => {
  let hung: net.Server;
  const sockets = new Set<net.Socket>();
  let base: string;
  beforeAll(async () => {
    // accepts every connection and never answers
    hung = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    base = await startOwnServer({ rpcUrl: `http://127.0.0.1:${(hung.address() as net.AddressInfo).port}` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
  });

  it.each([`/v1/quote?src=${BNB}&dst=${d.contracts.usdt}&amount=1000`, `/sales/${SALE_ID}/price`, `/v1/balances/${'0x' + '11'.repeat(20)}`])(
    'answers %s with a 503 naming the node within 5 s',
    async (url) => {
      const started = performance.now();
      const res = await getJson(`${base}${url}`);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The chain node did not answer within 3 s; please try again shortly.' });
    },
  );

  it('fails a whole /sales/summaries request as /sales/{id}/price fails, within 5 s, so the client retries it', async () => {
    const started = performance.now();
    const res = await getJson(`${base}/sales/summaries?ids=1,2,3`);
    expect(performance.now() - started).toBeLessThan(5000);
    const single = await getJson(`${base}/sales/${SALE_ID}/price`);
    expect(single.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect({ status: res.status, body: res.body, retryAfter: res.headers.get('retry-after') }).toEqual({
      status: single.status,
      body: single.body,
      retryAfter: single.headers.get('retry-after'),
    });
  });

  it('reports /health degraded because of the node within 5 s', async () => {
    const started = performance.now();
    const res = await getJson(`${base}/health`);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'degraded', chainId: d.chainId, reasons: ['node: The chain node did not answer within 3 s; please try again shortly.'] });
  });
});

describe('a chain without the contracts', () => {
  let base: string;
  const nowhere = (i: number) => `0x${'00'.repeat(19)}${(0xa0 + i).toString(16)}`;
  beforeAll(async () => {
    // The stack's chain, but addresses where nothing is deployed: a wrong RPC URL or an unseeded chain.
    const empty: Deployment = {
      ...d,
      contracts: { ...d.contracts, multicall3: nowhere(1), bondFactory: nowhere(2), stakingFactory: nowhere(3), uniswapV2Router: nowhere(4), uniswapV2Factory: nowhere(5) },
    };
    base = await startOwnServer({ deployment: empty });
  });

  it.each([`/sales/${SALE_ID}/price`, `/v1/quote?src=${BNB}&dst=${d.contracts.usdt}&amount=1000`, `/sales/${SALE_ID}/metadata`, `/v1/balances/${'0x' + '11'.repeat(20)}`])(
    'answers %s with a 503 naming the missing contracts',
    async (url) => {
      const res = await getJson<{ message: string }>(`${base}${url}`);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^The contracts of this deployment are missing on the chain \(no code at multicall3 0x0+a1, bondFactory 0x0+a2, stakingFactory 0x0+a3, uniswapV2Router 0x0+a4\)/);
    },
  );

  it('reports /health degraded, keeping the chain id and block number', async () => {
    await expectDegraded(base, [expect.stringMatching(/^contracts: no code at multicall3 0x0+a1, bondFactory/)]);
  });
});

describe('a database that cannot be written', () => {
  let base: string;
  beforeAll(async () => {
    const inner = tempStorage();
    // reads work, every write fails, as the adapters report a read-only file or database
    const storage: Storage = {
      ...inner,
      saveMetadata: async () => {
        throw new StorageUnavailableError(STORAGE_REASONS.readOnly);
      },
      health: async () => STORAGE_REASONS.readOnly,
    };
    base = await startOwnServer({ storage });
  });

  it('answers the owner’s post with a 503 naming the database', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const post = await signedSalePost(SALE_OWNER, { description: 'Unwritable', socials: {}, logo: png.toString('base64'), logoMimeType: 'image/png' });
    const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(post) });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: `${STORAGE_REASONS.readOnly}; please try again shortly.` });
  });

  it('reports /health degraded because of the database', async () => {
    await expectDegraded(base, [`database: ${STORAGE_REASONS.readOnly}`]);
  });
});

describe('metadata reads and logos', () => {
  let base: string;
  const calls = { getMetadata: 0, getLogo: 0 };
  beforeAll(async () => {
    const inner = tempStorage();
    // Counts which reads the server makes; getLogo is the only one that loads the logo bytes.
    const storage: Storage = {
      ...inner,
      getMetadata: (...args) => {
        calls.getMetadata += 1;
        return inner.getMetadata(...args);
      },
      getLogo: (...args) => {
        calls.getLogo += 1;
        return inner.getLogo(...args);
      },
    };
    base = await startOwnServer({ storage });
    const logo = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4 * MB, 1)]);
    const post = await signedSalePost(SALE_OWNER, { description: 'Large logo', socials: {}, logo: logo.toString('base64'), logoMimeType: 'image/png' });
    const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(post) });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 201, body: { ok: true } });
  });

  it('answers a metadata read of a sale with a 4 MB logo without reading the logo', async () => {
    const before = { ...calls };
    const res = await getJson(`${base}/sales/${SALE_ID}/metadata`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'Large logo', logoMimeType: 'image/png', logoUrl: `/sales/${SALE_ID}/logo` });
    expect(calls.getLogo).toBe(before.getLogo);
    expect(calls.getMetadata).toBe(before.getMetadata + 1);
  });

  it('serves the logo with an ETag and Cache-Control, and a 304 without reading it again', async () => {
    const first = await fetch(`${base}/sales/${SALE_ID}/logo`);
    expect(first.status).toBe(200);
    expect((await first.arrayBuffer()).byteLength).toBe(4 * MB + 8);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const before = calls.getLogo;
    const again = await fetch(`${base}/sales/${SALE_ID}/logo`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(calls.getLogo).toBe(before);
  });
});

describe('answers that say what is really wrong', () => {
  it('gives 2^256−1 its real reason instead of insufficient liquidity', async () => {
    const max = (2n ** 256n - 1n).toString();
    const message = expectApiError(await api(`/v1/quote?src=${d.contracts.usdt}&dst=${BNB}&amount=${max}`), 400);
    expect(message).toMatch(/^The amount is more than the total supply of USDT/);
    expect(message).not.toMatch(/liquidity/i);
    expect(expectApiError(await api(`/v1/quote?src=${BNB}&dst=${d.contracts.usdt}&amount=${max}`), 400)).toMatch(/total supply of BNB/);
  });

  it('answers a 1000-character path without echoing it', async () => {
    const long = 'x'.repeat(1000);
    for (const url of [`/sales/${long}/metadata`, `/v1/${long}`]) {
      const res = await api(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(res.body)).not.toContain('xxxxxxxxxx');
      expect(res.body).toEqual({ statusCode: res.status, error: expect.any(String), message: expect.any(String) });
    }
  });

  it('sends security headers with a CSP fit for a JSON API', async () => {
    const res = await api('/v1/tokens');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

