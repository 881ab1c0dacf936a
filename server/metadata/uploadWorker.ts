/**
 * Runs in a worker thread (see uploadPool.ts): everything about a metadata post that grows with
 * its size — parsing the raw body and checking it against the kind's schema, hashing the posted
 * content against the signed payload hash, decoding the logo, sanitising an SVG with jsdom +
 * DOMPurify and drawing it as a PNG with resvg — so none of it blocks the server's event loop.
 * Answers plain objects (errors cross the thread boundary as data, not as ApiError instances).
 */
import { isMainThread, type MessagePort } from 'node:worker_threads';
import type { ErrorObject } from 'ajv';
import type { MetadataSocials } from '../../common/metadata/signedMetadata';
import { ApiError } from '../lib/errors';
import { checkLogo } from '../lib/images';
import type { BodySchema } from './bodySchemas';
import { parsePostedBody, withoutLogo, type PostedBody } from './postedBody';
import { signalStart } from './taskStart';
import { checkContent, checkPayloadHash } from './validate';

export interface ParseTask {
  /** the request body as received */
  raw: Uint8Array;
  /** the kind's body schema */
  schema: BodySchema;
  /** told when the worker starts on the task: the pool's time cap runs from then (set by the pool) */
  started?: MessagePort;
}

export type ParseResult =
  | { ok: true; fields: PostedBody; hasLogo: boolean }
  | { ok: false; statusCode: number; message: string; validation?: ErrorObject[] };

export interface UploadTask extends ParseTask {
  payloadHash: string;
  maxLogoBytes: number;
}

export type UploadResult =
  | { ok: true; description: string; socials: MetadataSocials; logo: { bytes: Uint8Array; mimeType: string } | null }
  | { ok: false; statusCode: number; message: string; validation?: ErrorObject[] };

/** A tiny SVG drawn once when a thread starts, so jsdom, DOMPurify and resvg are loaded before any post. */
const WARM_UP_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#10B981"/></svg>');
if (!isMainThread) checkLogo(WARM_UP_SVG, 'image/svg+xml', WARM_UP_SVG.length);

/**
 * The pool's warm-up: each thread checks in and waits for the others, so every thread of the pool
 * takes exactly one (none can take two while it waits) and all are proven loaded.
 */
export function ready(task: { arrived: Int32Array; threads: number }): true {
  Atomics.add(task.arrived, 0, 1);
  Atomics.notify(task.arrived, 0);
  const deadline = Date.now() + 60_000;
  for (let seen = Atomics.load(task.arrived, 0); seen < task.threads && Date.now() < deadline; seen = Atomics.load(task.arrived, 0)) {
    Atomics.wait(task.arrived, 0, seen, 100);
  }
  return true;
}

/** The post's fields without its logo, or why the body is not a valid post. */
export function parsePost(task: ParseTask): ParseResult {
  signalStart(task.started);
  const parsed = parsePostedBody(task.raw, task.schema);
  if (!parsed.ok) return { ok: false, statusCode: 400, message: parsed.message, validation: parsed.validation };
  return { ok: true, ...withoutLogo(parsed.body) };
}

/** The posted content checked against the signed hash and the content rules, logo decoded, SVG drawn as PNG. */
export function processUpload(task: UploadTask): UploadResult {
  signalStart(task.started);
  const parsed = parsePostedBody(task.raw, task.schema);
  if (!parsed.ok) return { ok: false, statusCode: 400, message: parsed.message, validation: parsed.validation };
  try {
    checkPayloadHash(parsed.body, task.payloadHash);
    const content = checkContent(parsed.body, task.maxLogoBytes);
    return {
      ok: true,
      description: content.description,
      socials: content.socials,
      logo: content.logo ? { bytes: new Uint8Array(content.logo.bytes), mimeType: content.logo.mimeType } : null,
    };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}
