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
 * A slot is freed when the response closes, whether it finished or the client went away.
 */
export function routeQueue(capacity: number, what: string, maxWaitMs = ROUTE_QUEUE_WAIT_MS) {
  const semaphore = new Semaphore(capacity);
  const full = () => new ServiceUnavailableError('queue', `Too many ${what} requests are waiting; please try again in a few seconds.`);
  return {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      const release = await semaphore.acquire(maxWaitMs, full);
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
