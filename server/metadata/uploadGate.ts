import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';

/** Metadata posts being received or checked at once; more are refused before their body is read. */
export const DEFAULT_UPLOADS_IN_FLIGHT = 4;

/**
 * A cap on metadata posts in flight, checked in onRequest, before Fastify reads the body: each
 * post may carry 7 MB of base64, and it is the bodies held at once that set the server's memory.
 * A slot is freed when the response closes, whether it finished or the client went away.
 */
export function uploadGate(capacity: number) {
  let inFlight = 0;
  return {
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      if (inFlight >= capacity) {
        reply.header('retry-after', 5);
        throw new ServiceUnavailableError('uploads', 'Too many metadata uploads are in progress; please try again in a few seconds.');
      }
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
}
