/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';
import { routeQueue } from './routeQueue';

/** A server whose /slow route is queued (capacity 1) and held until the test lets it go. */
async function serverWithQueue(maxWaitMs: number) {
  const queue = routeQueue(1, 'slow', maxWaitMs);
  const gates: Array<() => void> = [];
  const served: string[] = [];
  const app: FastifyInstance = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    reply.code(error instanceof ServiceUnavailableError ? 503 : 500).send({ message: (error as Error).message });
  });
  app.get<{ Querystring: { n: string } }>('/slow', { onRequest: queue.onRequest }, async (request) => {
    served.push(request.query.n);
    await new Promise<void>((resolve) => gates.push(resolve));
    return { n: request.query.n };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, queue, gates, served, base: `http://127.0.0.1:${port}` };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('routeQueue', () => {
  it('serves queued requests one at a time in arrival order, while other routes answer at once', async () => {
    const { app, queue, gates, served, base } = await serverWithQueue(5_000);
    try {
      const answers: string[] = [];
      const slow = ['1', '2', '3'].map(async (n) => {
        const res = await fetch(`${base}/slow?n=${n}`);
        answers.push(((await res.json()) as { n: string }).n);
      });
      await until(() => queue.inUse === 1 && queue.queued === 2);
      expect(served).toEqual(['1']);
      // the queued route holds its slot, yet another route is not kept waiting
      const fast = await fetch(`${base}/fast`);
      expect(fast.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        await until(() => gates.length === i + 1);
        gates[i]();
      }
      await Promise.all(slow);
      expect(served).toEqual(['1', '2', '3']);
      expect(answers).toEqual(['1', '2', '3']);
      expect(queue.inUse).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('gives back the turn of a request whose client left while it waited', async () => {
    const { app, queue, gates, served, base } = await serverWithQueue(5_000);
    try {
      const first = fetch(`${base}/slow?n=1`);
      await until(() => queue.inUse === 1);
      const leaving = new AbortController();
      const left = fetch(`${base}/slow?n=2`, { signal: leaving.signal }).catch(() => 'aborted');
      await until(() => queue.queued === 1);
      leaving.abort();
      expect(await left).toBe('aborted');
      await new Promise((resolve) => setTimeout(resolve, 50)); // the server sees the connection close
      gates[0]();
      expect((await first).status).toBe(200);
      await until(() => queue.inUse === 0);
      // the slot is free again: the next request is served, the one that left never was
      const next = fetch(`${base}/slow?n=3`);
      await until(() => gates.length === 2);
      gates[1]();
      expect((await next).status).toBe(200);
      expect(served).toEqual(['1', '3']);
      await until(() => queue.inUse === 0);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with its reason to a request that waited longer than the cap, and frees no slot it never had', async () => {
    const { app, queue, gates, base } = await serverWithQueue(50);
    try {
      const first = fetch(`${base}/slow?n=1`);
      await until(() => queue.inUse === 1);
      const second = await fetch(`${base}/slow?n=2`);
      expect(second.status).toBe(503);
      expect(((await second.json()) as { message: string }).message).toMatch(/Too many slow requests are waiting/);
      expect(queue.queued).toBe(0);
      gates[0]();
      expect((await first).status).toBe(200);
      await until(() => queue.inUse === 0);
    } finally {
      await app.close();
    }
  });
});
