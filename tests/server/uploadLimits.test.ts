/**
 * Metadata uploads against slow, bursty and over-size clients, over real sockets on servers built
 * in this process (tests/server/ownServer.ts) with the real limits, behind one trusted proxy
 * (trustProxy: 1), so each client is told apart by the X-Forwarded-For hop its proxy appends.
 */
import net from 'node:net';
import type { MetadataPayload } from '../../common/metadata/signedMetadata';
import { bodyLimitFor } from '../../server/metadata/routes';
import { DEFAULT_UPLOAD_GATE } from '../../server/metadata/uploadGate';
import { DEFAULT_UPLOAD_POOL } from '../../server/metadata/uploadPool';
import { issueTime, metadataMessage, SALE_OWNER, signer } from './helpers';
import { closeOwnServers, startOwnServer } from './ownServer';

const MB = 1024 * 1024;
const SALE_LOGO_MAX_BYTES = 5 * MB;

afterAll(closeOwnServers);

async function signedSalePost(saleId: number, content: MetadataPayload, issuedAtMs?: number): Promise<string> {
  const wallet = signer(SALE_OWNER);
  const message = await metadataMessage('sale', saleId, content, issuedAtMs);
  return JSON.stringify({ saleId, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content });
}

const noLogo = (description: string): MetadataPayload => ({ description, socials: {}, logo: '', logoMimeType: '' });

/** An SVG of about `bytes` bytes of shapes: real work for the sanitiser and the rasteriser. */
function svgOf(bytes: number): string {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
  const rect = '<rect x="1" y="2" width="3" height="4" fill="#10B981"/>';
  return Buffer.from(`${head}${rect.repeat(Math.max(1, Math.floor((bytes - head.length - 6) / rect.length)))}</svg>`).toString('base64');
}

async function post(base: string, body: string, client: string, path = '/create-sale') {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
}

/** A PNG of `bytes` bytes (checked by its signature only): a large upload that costs no work to check. */
function pngOf(bytes: number): string {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(bytes - 8, 1)]).toString('base64');
}

/** A raw HTTP/1.1 client that declares a body and sends `bytes` of it (default 1) every `everyMs`. */
function trickler(base: string, client: string, declared: number, everyMs: number, bytes = 1) {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  let answer = '';
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(`POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\nX-Forwarded-For: ${client}\r\n\r\n{`);
  const timer = setInterval(() => socket.write(' '.repeat(bytes)), everyMs);
  socket.on('close', () => clearInterval(timer));
  return { closed, answer: () => answer, stop: () => socket.destroy() };
}

/**
 * The body pace of the slow-body tests: the rules of the real one (a deadline, a minimum rate
 * over a window) at a fifth of its spans, so a trickling client is cut within about a second,
 * not six. The bench runs the same case with the real pace.
 */
const quickPace = { deadlineMs: 12_000, minBytesPerSecond: 8 * 1024, windowMs: 1_000 };

describe('slow bodies', () => {
  it('cuts four trickling uploads from four addresses, so another client’s logo post gets a slot and is answered within 10 s', async () => {
    const base = await startOwnServer({ trustProxy: 1, limits: { bodyPace: quickPace } });
    const started = Date.now();
    const slow = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14'].map((client) => trickler(base, client, MB, 100));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // the four hold every upload slot
      const posted = Date.now();
      const withLogo = { description: 'Posted while four uploads trickle', socials: {}, logo: pngOf(100_000), logoMimeType: 'image/png' };
      const res = await post(base, await signedSalePost(2, withLogo), '198.51.100.20');
      if (res.status !== 201) throw new Error(JSON.stringify({ res, waited: Date.now() - posted, slow: slow.map((s) => s.answer()) }));
      expect(Date.now() - posted).toBeLessThan(10_000);
      const closedAt = await Promise.all(slow.map((s) => s.closed));
      for (const [i, s] of slow.entries()) {
        expect(s.answer()).toMatch(/^HTTP\/1\.1 408 /);
        expect(s.answer()).toContain('arriving too slowly (under 8 KiB/s)');
        // cut by the rate over the window, long before the deadline
        expect(closedAt[i] - started).toBeLessThan(quickPace.deadlineMs);
      }
    } finally {
      for (const s of slow) s.stop();
    }
  });

  it('cuts a body that keeps the rate but does not arrive within the deadline', async () => {
    const pace = { deadlineMs: 2_000, minBytesPerSecond: 1024, windowMs: 1_000 };
    const base = await startOwnServer({ trustProxy: 1, limits: { bodyPace: pace } });
    const started = Date.now();
    const steady = trickler(base, '203.0.113.15', MB, 100, 1024); // 10 KiB/s: over the rate, far short of 1 MB in 2 s
    const closedAt = await steady.closed;
    expect(steady.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(steady.answer()).toContain('did not arrive within 2 s');
    expect(closedAt - started).toBeGreaterThanOrEqual(pace.deadlineMs);
  });

  it('gives one address at most two upload slots: its other posts are refused at once with 503 and Retry-After', async () => {
    // a pace that lets the two trickling uploads hold their slots for as long as the test takes
    const base = await startOwnServer({ trustProxy: 1, limits: { bodyPace: { deadlineMs: 120_000, minBytesPerSecond: 1, windowMs: 60_000 } } });
    const slow = [1, 2].map(() => trickler(base, '203.0.113.21', MB, 100));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const withLogo = { description: 'A third upload from a busy address', socials: {}, logo: pngOf(100_000), logoMimeType: 'image/png' };
      const third = await post(base, await signedSalePost(2, withLogo), '203.0.113.21');
      expect(third).toEqual({ status: 503, retryAfter: '5', body: expect.objectContaining({ message: expect.stringMatching(/^2 metadata uploads from your address are still in progress/) }) });
      // the same upload from another address, and a post without a logo from the busy one, are served at once
      expect((await post(base, await signedSalePost(2, withLogo), '198.51.100.21')).status).toBe(201);
      expect((await post(base, await signedSalePost(1, noLogo('No logo, so no upload slot')), '203.0.113.21')).status).toBe(201);
    } finally {
      for (const s of slow) s.stop();
    }
    expect(DEFAULT_UPLOAD_GATE.perClient).toBe(2);
  });
});

describe('capacity is never blamed on the content', () => {
  it('answers a post without a logo right after a start, and one with a logo, without a cold worker', async () => {
    // its own logo workers, started with it (not the pool the file's other servers share)
    const base = await startOwnServer({ trustProxy: 1, limits: { upload: DEFAULT_UPLOAD_POOL } });
    expect((await post(base, await signedSalePost(1, noLogo('Right after the start')), '198.51.100.30')).status).toBe(201);
    const logo = { description: 'With an SVG right after the start', socials: {}, logo: svgOf(20_000), logoMimeType: 'image/svg+xml' };
    expect((await post(base, await signedSalePost(2, logo), '198.51.100.31')).status).toBe(201);
  });

  it('answers posts without a logo during a burst of logo posts, and never refuses a logo post with a 4xx for waiting', async () => {
    const base = await startOwnServer({ trustProxy: 1 });
    const issued = await issueTime();
    // small drawings (tenths of a second each), many of them: the queue, not the work, is long
    const svg = svgOf(8_000);
    const bodies = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => signedSalePost(2 + (i % 2), { description: `burst ${i}`, socials: {}, logo: svg, logoMimeType: 'image/svg+xml' }, issued + i)),
    );
    let burstDone = false;
    const burst = Promise.all(
      bodies.map((body, i) =>
        post(base, body, `203.0.113.${40 + i}`).catch((error: Error) => ({ status: 0, retryAfter: null, body: { message: `${error.message} ${String((error.cause as Error)?.message)}` } })),
      ),
    ).finally(() => (burstDone = true));
    const plain = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(base, await signedSalePost(1, noLogo(`Plain post ${i} during a burst`), issued + 100 + i), '198.51.100.40');
      plain.push({ status: res.status, duringBurst: !burstDone });
    }
    expect(plain).toEqual(Array(3).fill({ status: 201, duringBurst: true }));
    const answers = await burst;
    if (answers.some((a) => a.status === 0)) throw new Error(JSON.stringify(answers));
    // saved, older than a burst post saved first (409), or the server busy (503 + Retry-After): never the logo's fault
    expect(answers.filter((res) => ![201, 409, 503].includes(res.status) || (res.status === 503 && !/^\d+$/.test(res.retryAfter ?? '')))).toEqual([]);
  });
});

describe('over-size posts', () => {
  it('shows Node’s fetch the 413 and its message for 8 MB and 7.2 MB bodies, and keeps serving', async () => {
    const base = await startOwnServer();
    const limit = bodyLimitFor(SALE_LOGO_MAX_BYTES);
    for (const size of [8 * MB, 7.2 * MB]) {
      const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"logo":"${'A'.repeat(size)}"}` });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: `The request body is larger than the ${(limit / MB).toFixed(1)} MB this route accepts` });
    }
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('refuses a declared length over the limit before 100 Continue, and says Continue to one within it', async () => {
    const base = await startOwnServer();
    const ask = (length: number) =>
      new Promise<string>((resolve) => {
        const url = new URL(base);
        const socket = net.connect(Number(url.port), url.hostname);
        let answer = '';
        socket.on('data', (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          if (answer.includes('\r\n\r\n') && (answer.startsWith('HTTP/1.1 100') || answer.includes('}'))) {
            socket.destroy();
            resolve(answer);
          }
        });
        socket.on('close', () => resolve(answer));
        socket.write(`POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`);
      });
    const refused = await ask(8 * MB);
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused).not.toContain('100 Continue');
    expect(refused).toContain('this route accepts');
    expect(await ask(1024)).toMatch(/^HTTP\/1\.1 100 Continue/);
  });
});
