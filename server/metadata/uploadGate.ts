import type { FastifyReply, FastifyRequest } from 'fastify';
import { Semaphore } from '../chain/nodeCalls';
import { clientKey } from '../http/clientAddress';
import { ServiceUnavailableError } from '../lib/errors';

export interface UploadGateOptions {
  /** metadata posts with a large body (a logo) being received or checked at once, for all clients */
  capacity: number;
  /** of which one client address (an IPv6 /64) may hold at most this many */
  perClient: number;
  /** posts that declare a small body (no logo, or a tiny one) have slots of their own: they cost little memory */
  smallCapacity: number;
  /** a post waits this long for a free slot (bodies that arrive too slowly are cut within it), then 503 */
  waitMs: number;
}

export const DEFAULT_UPLOAD_GATE: UploadGateOptions = { capacity: 4, perClient: 2, smallCapacity: 32, waitMs: 8_000 };

/** A post that declares at most this many bytes takes a small slot (a post without a logo is a few KB). */
export const SMALL_BODY_BYTES = 64 * 1024;

/** Seconds a refused post is told to wait (Retry-After). */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;
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
 * Slots for metadata posts, taken in onRequest before Fastify reads the body: each post may carry
 * 7 MB of base64, and it is the bodies held at once that set the server's memory. One client
 * address holds at most `perClient` of them, so a single client (trickling bodies, say) cannot
 * take them all; a post that finds every slot taken waits up to `waitMs` in arrival order,
 * during which a slow body is cut by its rate rule (sharedBody.ts), then is refused with a 503
 * and Retry-After. A post that declares a small body (no logo) takes one of many small slots
 * instead, so it never queues behind logo uploads. A slot is freed when the response closes,
 * whether it finished or the client went away.
 */
export function uploadGate(options: UploadGateOptions) {
  const slots = new Semaphore(options.capacity);
  const smallSlots = new Semaphore(options.smallCapacity);
  const held = new Map<string, number>();
  const refuse = (request: FastifyRequest, reply: FastifyReply, message: string) => {
    reply.header('retry-after', UPLOAD_RETRY_AFTER_SECONDS);
    reply.raw.once('finish', () => stopReading(request));
    return new ServiceUnavailableError('uploads', message);
  };
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const declared = Number(request.headers['content-length']);
      if (declared <= SMALL_BODY_BYTES) {
        const release = await smallSlots.acquire(options.waitMs, () => refuse(request, reply, 'Too many metadata posts are in progress; please try again in a few seconds.'));
        if (reply.raw.closed) return release();
        reply.raw.once('close', release);
        return;
      }
      const key = clientKey(request.ip);
      const mine = held.get(key) ?? 0;
      if (mine >= options.perClient) {
        throw refuse(request, reply, `${mine} metadata uploads from your address are still in progress; please try again when they have finished.`);
      }
      held.set(key, mine + 1);
      const giveBack = () => {
        const left = (held.get(key) ?? 1) - 1;
        if (left <= 0) held.delete(key);
        else held.set(key, left);
      };
      let release: () => void;
      try {
        release = await slots.acquire(options.waitMs, () => refuse(request, reply, 'Too many metadata uploads are in progress; please try again in a few seconds.'));
      } catch (error) {
        giveBack();
        throw error;
      }
      const free = () => {
        release();
        giveBack();
      };
      if (reply.raw.closed) return free(); // the client left while it waited
      reply.raw.once('close', free);
    },
    /** large slots in use */
    get inFlight() {
      return slots.inUse;
    },
    get waiting() {
      return slots.queued;
    },
  };
}
