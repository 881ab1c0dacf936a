import type { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';

/** How fast an upload's body must arrive (UPLOAD_BODY_DEADLINE_MS, UPLOAD_MIN_BYTES_PER_SECOND, UPLOAD_RATE_WINDOW_MS). */
export interface BodyPace {
  /** the whole body within this long of its first byte being awaited */
  deadlineMs: number;
  /** and at least this many bytes per second over every `windowMs` (after the first window) */
  minBytesPerSecond: number;
  /** the span the rate is judged over, checked every fifth of it */
  windowMs: number;
}

/**
 * 60 s for the largest post (7 MB) is ~120 KB/s, a slow mobile uplink; 8 KiB/s over any 5 s
 * cuts a trickling client within ~6 s, long before it could hold an upload slot for minutes.
 */
export const DEFAULT_BODY_PACE: BodyPace = { deadlineMs: 60_000, minBytesPerSecond: 8 * 1024, windowMs: 5_000 };
/** A window is judged in this many steps: the rate is checked at each. */
const STEPS_PER_WINDOW = 5;

/**
 * A create route's body read into a SharedArrayBuffer, chunk by chunk as it arrives, within the
 * route's bodyLimit (with Fastify's own 413 and 400 errors). Handing it to the upload worker
 * then shares the memory instead of copying it: a structured clone of a 7 MB Buffer, and the
 * Buffer.concat before it, each held the event loop for tens of ms per post (profiled during a
 * burst of 5 MB logo posts), long enough for /health to miss its 100 ms.
 */
export function readSharedBody(request: FastifyRequest, payload: Readable, pace: BodyPace = DEFAULT_BODY_PACE): Promise<Uint8Array> {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const declared = Number(request.headers['content-length']);
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  return Number.isNaN(declared) ? readChunked(payload, limit, pace) : readDeclared(payload, declared, pace);
}

/** A body with a Content-Length: copied into place as each chunk arrives (the HTTP parser never delivers more). */
function readDeclared(payload: Readable, length: number, pace: BodyPace): Promise<Uint8Array> {
  const body = new Uint8Array(new SharedArrayBuffer(length));
  let received = 0;
  return read(payload, pace, (chunk) => {
    if (received + chunk.length > length) throw new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
    body.set(chunk, received);
    received += chunk.length;
  }).then(() => {
    if (received !== length) throw new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
    return body;
  });
}

/** A chunked body (no Content-Length): chunks kept, then copied once; clients of the app always send a length. */
function readChunked(payload: Readable, limit: number, pace: BodyPace): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let received = 0;
  return read(payload, pace, (chunk) => {
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

/** 408 with Connection: close: the slow client's socket is closed once the answer is sent. */
function tooSlow(message: string): ApiError {
  return new ApiError(408, message);
}

function read(payload: Readable, pace: BodyPace, onChunk: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // bytes received in each step of the current window, newest last
    const perStep: number[] = [0];
    const minPerWindow = (pace.minBytesPerSecond * pace.windowMs) / 1000;
    const pacer = setInterval(() => {
      if (Date.now() - started >= pace.deadlineMs) {
        stop(tooSlow(`The request body did not arrive within ${pace.deadlineMs / 1000} s; please try again on a faster connection.`));
        return;
      }
      if (perStep.length >= STEPS_PER_WINDOW && perStep.reduce((a, b) => a + b, 0) < minPerWindow) {
        stop(tooSlow(`The request body is arriving too slowly (under ${Math.round(pace.minBytesPerSecond / 1024)} KiB/s); please try again on a faster connection.`));
        return;
      }
      perStep.push(0);
      if (perStep.length > STEPS_PER_WINDOW) perStep.shift();
    }, pace.windowMs / STEPS_PER_WINDOW).unref();
    const stop = (error?: Error) => {
      clearInterval(pacer);
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer | string) => {
      perStep[perStep.length - 1] += chunk.length;
      try {
        onChunk(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      } catch (error) {
        stop(error as Error);
      }
    };
    const onEnd = () => stop();
    // a client that goes away mid-body: nothing more will come
    const onClose = () => stop(Object.assign(new Error('The client closed the connection before sending the whole body'), { statusCode: 400 }));
    const onError = (error: Error & { statusCode?: number }) => {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      stop(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.on('close', onClose);
    payload.resume();
  });
}
