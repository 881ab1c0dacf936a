/** @jest-environment node */
import { EventEmitter } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';
import { REFUSED_LINGER_MS, uploadGate } from './uploadGate';

function fakeReply() {
  const raw = new EventEmitter();
  const headers: Record<string, unknown> = {};
  const reply = { raw, header: (name: string, value: unknown) => ((headers[name] = value), reply) };
  return { reply: reply as unknown as FastifyReply, raw, headers };
}

describe('uploadGate', () => {
  it('refuses posts beyond its capacity with a 503 and Retry-After, and frees a slot when a response closes', async () => {
    const gate = uploadGate(2);
    const request = {} as FastifyRequest;
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
});

describe('uploadGate over a real connection', () => {
  const BODY_BYTES = 5 * 1024 * 1024;

  it('answers a refused 5 MB post with its 503 and reads (almost) none of the body', async () => {
    const app = Fastify();
    const gate = uploadGate(0);
    app.post('/create-sale', { onRequest: gate.onRequest, bodyLimit: 8 * 1024 * 1024 }, async () => ({ ok: true }));
    const serverSockets: net.Socket[] = [];
    app.server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const client = net.connect(port, '127.0.0.1');
      let answer = '';
      client.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      client.on('error', () => undefined); // the server resets the socket once it has lingered
      client.write(`POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
      client.write(Buffer.alloc(BODY_BYTES, 0x20));
      const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          const answered = answer.includes('Too many metadata uploads');
          if (!answered && Date.now() - started <= 3_000) return;
          clearInterval(poll);
          if (answered) resolve();
          else reject(new Error(`no 503 within 3 s; got ${JSON.stringify(answer)}`));
        }, 20);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer.toLowerCase()).toContain('retry-after: 5');
      await closed; // the server closes the connection after its linger
      // without the pause Node reads and discards all 5 MB; paused, only what was already buffered
      expect(serverSockets[0].bytesRead).toBeLessThan(1024 * 1024);
    } finally {
      await app.close();
    }
  }, REFUSED_LINGER_MS + 10_000);

  it('drains a refused small post and keeps its connection for the next request', async () => {
    const app = Fastify();
    const gate = uploadGate(0);
    app.post('/create-sale', { onRequest: gate.onRequest }, async () => ({ ok: true }));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const client = net.connect(port, '127.0.0.1');
      let answer = '';
      client.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      const body = JSON.stringify({ description: 'x'.repeat(10_000) });
      client.write(`POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      client.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      const started = Date.now();
      while (!answer.includes('"status":"ok"') && Date.now() - started < 3_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      expect(answer).toContain('"status":"ok"');
      client.destroy();
    } finally {
      await app.close();
    }
  });
});
