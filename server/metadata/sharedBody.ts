import type { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';

/**
 * A create route's body read into a SharedArrayBuffer, chunk by chunk as it arrives, within the
 * route's bodyLimit (with Fastify's own 413 and 400 errors). Handing it to the upload worker
 * then shares the memory instead of copying it: a structured clone of a 7 MB Buffer, and the
 * Buffer.concat before it, each held the event loop for tens of ms per post (profiled during a
 * burst of 5 MB logo posts), long enough for /health to miss its 100 ms.
 */
export function readSharedBody(request: FastifyRequest, payload: Readable): Promise<Uint8Array> {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  return Number.isNaN(declared) ? readChunked(payload, limit) : readDeclared(payload, declared);
}

/** A body with a Content-Length: copied into place as each chunk arrives (the HTTP parser never delivers more). */
function readDeclared(payload: Readable, length: number): Promise<Uint8Array> {
  const body = new Uint8Array(new SharedArrayBuffer(length));
  let received = 0;
  return read(payload, (chunk) => {
    if (received + chunk.length > length) throw new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
    body.set(chunk, received);
    received += chunk.length;
  }).then(() => {
    if (received !== length) throw new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
    return body;
  });
}

/** A chunked body (no Content-Length): chunks kept, then copied once; clients of the app always send a length. */
function readChunked(payload: Readable, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let received = 0;
  return read(payload, (chunk) => {
    received += chunk.length;
    if (received > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(chunk);
  }).then(() => {
    const body = new Uint8Array(new SharedArrayBuffer(received));
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    return body;
  });
}

function read(payload: Readable, onChunk: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = (error?: Error) => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer | string) => {
      try {
        onChunk(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      } catch (error) {
        stop(error as Error);
      }
    };
    const onEnd = () => stop();
    const onError = (error: Error & { statusCode?: number }) => {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      stop(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
