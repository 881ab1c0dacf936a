import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors';

/** After a 413, up to this much of the rest of the body is read and thrown away before closing. */
export const OVERSIZE_DISCARD_BYTES = 16 * 1024 * 1024;
/** …and for at most this long. */
export const OVERSIZE_DISCARD_MS = 15_000;

export const oversizeMessage = (limit: number) => `The request body is larger than the ${formatBytes(limit)} this route accepts`;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * A client that asks `Expect: 100-continue` for a body larger than the route accepts is answered
 * 413 at once, before any `100 Continue`, so it never sends the body. Others are told to go on.
 * `limitFor` gives a request's body limit from its method and URL.
 */
export function refuseOversizeBeforeContinue(server: Server, limitFor: (method: string, url: string) => number): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const limit = limitFor(request.method ?? 'GET', request.url ?? '/');
    if (Number(request.headers['content-length']) > limit) {
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(JSON.stringify(errorBody(413, oversizeMessage(limit))));
      return;
    }
    response.writeContinue();
    server.emit('request', request, response);
  });
}

/**
 * A 413 sent while the body is still arriving. Closing at once (Fastify's `Connection: close`)
 * resets a socket with unread data, and many clients (Node's fetch among them) then report the
 * broken pipe instead of the answer. So the connection stays open while the rest of the body is
 * read and discarded, up to OVERSIZE_DISCARD_BYTES and OVERSIZE_DISCARD_MS; a body that ends
 * within that leaves the connection usable, a longer one is cut there.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  reply.removeHeader('connection');
  reply.raw.once('finish', () => {
    const incoming = request.raw;
    if (incoming.complete) return;
    const socket = incoming.socket;
    let discarded = 0;
    const cut = () => socket?.destroy();
    const timer = setTimeout(cut, OVERSIZE_DISCARD_MS).unref();
    incoming.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > OVERSIZE_DISCARD_BYTES) cut();
    });
    incoming.once('end', () => clearTimeout(timer));
    incoming.once('close', () => clearTimeout(timer));
    incoming.resume();
  });
}
