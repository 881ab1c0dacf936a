import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceUnavailableError } from '../lib/errors';

/** Metadata posts being received or checked at once; more are refused before their body is read. */
export const DEFAULT_UPLOADS_IN_FLIGHT = 4;

/** How long a refused upload's connection stays open, unread, for its client to read the 503. */
export const REFUSED_LINGER_MS = 2_000;
/** Refused bodies up to this size are drained as usual, which keeps their connection reusable. */
const DRAINED_UP_TO_BYTES = 256 * 1024;

/**
 * After a refusal is sent, stop reading the rest of its body: Node would otherwise read and
 * discard every remaining megabyte through the event loop (a burst of refused 5 MB posts kept
 * /health waiting ~100 ms). Pausing lets TCP flow control hold the client back while it reads
 * the answer; closing at once instead (Connection: close) resets a socket with unread data, and
 * some clients then lose the 503 and see only a dropped connection. The socket is closed after
 * REFUSED_LINGER_MS, when the client has had its answer. A small body costs little to drain, and
 * its client may have sent it whole and be about to reuse the connection, so it is drained.
 */
function stopReading(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (request.raw.complete || !(declared > DRAINED_UP_TO_BYTES)) return;
  request.raw.pause();
  setTimeout(() => request.raw.socket?.destroy(), REFUSED_LINGER_MS).unref();
}

/**
 * A cap on metadata posts in flight, checked in onRequest, before Fastify reads the body: each
 * post may carry 7 MB of base64, and it is the bodies held at once that set the server's memory.
 * A slot is freed when the response closes, whether it finished or the client went away.
 */
export function uploadGate(capacity: number) {
  let inFlight = 0;
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (inFlight >= capacity) {
        reply.header('retry-after', 5);
        reply.raw.once('finish', () => stopReading(request));
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
