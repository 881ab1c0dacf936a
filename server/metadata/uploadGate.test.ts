/** @jest-environment node */
import { EventEmitter } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';
import { REFUSED_LINGER_MS, uploadGate } from './uploadGate';

const gateOf = (capacity: number, perClient = Math.max(1, capacity), waitMs = 0) => uploadGate({ capacity, perClient, smallCapacity: capacity, waitMs });
const LARGE = { 'content-length': String(5 * 1024 * 1024) };

function fakeReply() {
  const raw = new EventEmitter();
  const headers: Record<string, unknown> = {};
  const reply = { raw, header: (name: string, value: unknown) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as FastifyReply, raw, headers };
}

describe('uploadGate', () => {
  it('refuses posts beyond its capacity with a 503 and Retry-After, and frees a slot when a response closes', async () => {
    const gate = gateOf(2);
    const request = { ip: '203.0.113.1', headers: LARGE } as unknown as FastifyRequest;
    const first = fakeReply();
    const second = fakeReply();
    await gate.onRequest(request, first.reply);
    await gate.onRequest(request, second.reply);
    const third = fakeReply();
    await expect(gate.onRequest(request, third.reply)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(third.headers['retry-after']).toBe(5);
    // a client that disconnected mid-upload frees its slot like a finished one
    first.raw.emit('close');
    expect(gate.inFlight).toBe(1);
    await expect(gate.onRequest(request, fakeReply().reply)).resolves.toBeUndefined();
    expect(gate.inFlight).toBe(2);
  });

  it('gives one client address (an IPv6 /64) at most its share of the slots', async () => {
    const gate = gateOf(4, 2);
    const from = (ip: string) => ({ ip, headers: LARGE }) as unknown as FastifyRequest;
    await gate.onRequest(from('2001:db8:0:1::1'), fakeReply().reply);
    await gate.onRequest(from('2001:db8:0:1::2'), fakeReply().reply);
    const third = fakeReply();
    await expect(gate.onRequest(from('2001:db8:0:1:ffff::9'), third.reply)).rejects.toThrow(/2 metadata uploads from your address/);
    expect(third.headers['retry-after']).toBe(5);
    await expect(gate.onRequest(from('2001:db8:0:2::1'), fakeReply().reply)).resolves.toBeUndefined();
    expect(gate.inFlight).toBe(3);
  });

  it('lets a post wait for a slot that frees within its wait, in arrival order', async () => {
    const gate = gateOf(1, 1, 1_000);
    const first = fakeReply();
    await gate.onRequest({ ip: '198.51.100.1', headers: LARGE } as unknown as FastifyRequest, first.reply);
    const waiting = gate.onRequest({ ip: '198.51.100.2', headers: LARGE } as unknown as FastifyRequest, fakeReply().reply);
    expect(gate.waiting).toBe(1);
    setTimeout(() => first.raw.emit('close'), 100);
    await expect(waiting).resolves.toBeUndefined();
    const late = fakeReply();
    await expect(gate.onRequest({ ip: '198.51.100.3', headers: LARGE } as unknown as FastifyRequest, late.reply)).rejects.toThrow(/Too many metadata uploads/);
    expect(late.headers['retry-after']).toBe(5);
  });

  it('gives posts that declare a small body slots of their own, so they never queue behind logo uploads', async () => {
    const gate = gateOf(1, 1, 1_000);
    await gate.onRequest({ ip: '198.51.100.1', headers: LARGE } as unknown as FastifyRequest, fakeReply().reply);
    const small = { ip: '198.51.100.1', headers: { 'content-length': '2000' } } as unknown as FastifyRequest;
    await expect(gate.onRequest(small, fakeReply().reply)).resolves.toBeUndefined();
    expect(gate.waiting).toBe(0);
  });
});

/** A server whose gate is always full, with a /health beside it; its sockets, for what they read. */
async function fullGateServer() {
  const app = Fastify();
  app.post('/create-sale', { onRequest: gateOf(0).onRequest, bodyLimit: 8 * 1024 * 1024 }, async () => ({ ok: true }));
  app.get('/health', async () => ({ status: 'ok' }));
  const sockets: net.Socket[] = [];
  app.server.on('connection', (socket: net.Socket) => sockets.push(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, sockets, port: (app.server.address() as AddressInfo).port };
}

/** A raw HTTP/1.1 client: what it has been answered so far, and a wait for a text in it. */
function rawClient(port: number) {
  const client = {
    socket: net.connect(port, '127.0.0.1'),
    answer: '',
    async answered(text: string) {
      const started = Date.now();
      while (!client.answer.includes(text)) {
        if (Date.now() - started > 3_000) throw new Error(`no ${JSON.stringify(text)} within 3 s; got ${JSON.stringify(client.answer)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  client.socket.on('data', (chunk: Buffer) => (client.answer += chunk.toString('latin1')));
  client.socket.on('error', () => undefined); // a refused upload's socket is reset once it has lingered
  return client;
}

const postHead = (length: number) => `POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('uploadGate over a real connection', () => {
  const BODY_BYTES = 5 * 1024 * 1024;

  it('answers a refused 5 MB post with its 503 and reads (almost) none of the body', async () => {
    const { app, sockets, port } = await fullGateServer();
    try {
      const client = rawClient(port);
      const closed = new Promise<void>((resolve) => client.socket.on('close', () => resolve()));
      client.socket.write(postHead(BODY_BYTES));
      client.socket.write(Buffer.alloc(BODY_BYTES, 0x20));
      await client.answered('Too many metadata uploads');
      expect(client.answer).toMatch(/^HTTP\/1\.1 503/);
      expect(client.answer.toLowerCase()).toContain('retry-after: 5');
      await closed; // the server closes the connection after its linger
      // without the pause Node reads and discards all 5 MB; paused, only what was already buffered
      expect(sockets[0].bytesRead).toBeLessThan(1024 * 1024);
    } finally {
      await app.close();
    }
  }, REFUSED_LINGER_MS + 10_000);

  it('drains a refused small post and keeps its connection for the next request', async () => {
    const { app, port } = await fullGateServer();
    try {
      const client = rawClient(port);
      const body = JSON.stringify({ description: 'x'.repeat(10_000) });
      client.socket.write(`${postHead(body.length)}${body}`);
      client.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      await client.answered('"status":"ok"');
      expect(client.answer).toMatch(/^HTTP\/1\.1 503/);
      client.socket.destroy();
    } finally {
      await app.close();
    }
  });
});
