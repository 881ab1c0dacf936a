import type { FastifyReply, FastifyRequest } from 'fastify';
import { Semaphore } from '../chain/nodeCalls';
import { ServiceUnavailableError } from '../lib/errors';

/** A queued request gives up after this long (a 503), leaving the rest of its 5 s budget to be served. */
export const ROUTE_QUEUE_WAIT_MS = 2_000;

/**
 * A cap on requests of one route being served at once; the others wait in arrival order,
 * parked before their handler runs. A route whose answers cost CPU (swap-tx: route search,
 * calldata, serialising) then holds only `capacity` turns of the single event loop, however
 * many connections flood it, so cheaper routes (quotes, /health) keep their share.
 * A slot is freed when the response closes, whether it finished or the client went away; a
 * request whose client left while it waited gives its turn straight back (its response had
 * closed before it could be watched, and each such slot used to be held for good: after the
 * aborted connections at the end of one load run, the queue served nothing but 503s).
 */
export function routeQueue(capacity: number, what: string, maxWaitMs = ROUTE_QUEUE_WAIT_MS) {
  const semaphore = new Semaphore(capacity);
  const full = () => new ServiceUnavailableError('queue', `Too many ${what} requests are waiting; please try again in a few seconds.`);
  return {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      const release = await semaphore.acquire(maxWaitMs, full);
      if (reply.raw.closed) {
        release();
        return reply.hijack(); // nobody is left to answer
      }
      reply.raw.once('close', release);
    },
    get inUse() {
      return semaphore.inUse;
    },
    get queued() {
      return semaphore.queued;
    },
  };
}
