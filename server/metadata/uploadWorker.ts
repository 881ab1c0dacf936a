/**
 * Runs in a worker thread (see uploadPool.ts): everything about a metadata post that grows with
 * its size — parsing the raw body and checking it against the route's schema, hashing the
 * posted content against the signed payload hash, decoding the logo and sanitising an SVG with
 * jsdom + DOMPurify — so none of it blocks the server's event loop.
 * Answers plain objects (errors cross the thread boundary as data, not as ApiError instances).
 */
import type { ErrorObject } from 'ajv';
import type { LogoMimeType } from '../lib/images';
import { ApiError } from '../lib/errors';
import { parsePostedBody, withoutLogo, type PostedBody } from './postedBody';
import { checkContent, checkPayloadHash } from './validate';
import type { MetadataKind, MetadataSocials } from '../../common/metadata/signedMetadata';

export interface ParseTask {
  /** the request body as received */
  raw: Uint8Array;
  kind: MetadataKind;
}

export type ParseResult =
  | { ok: true; fields: Omit<PostedBody, 'logo'> }
  | { ok: false; statusCode: number; message: string; validation?: ErrorObject[] };

export interface UploadTask extends ParseTask {
  payloadHash: string;
  maxLogoBytes: number;
}

export type UploadResult =
  | { ok: true; description: string; socials: MetadataSocials; logo: { bytes: Uint8Array; mimeType: LogoMimeType } | null }
  | { ok: false; statusCode: number; message: string; validation?: ErrorObject[] };

/** A no-op task: answers once the thread has loaded this module. */
export function ready(): true {
  return true;
}

/** The post's fields without its logo, or why the body is not a valid post. */
export function parsePost(task: ParseTask): ParseResult {
  const parsed = parsePostedBody(task.raw, task.kind);
  if (!parsed.ok) return { ok: false, statusCode: 400, message: parsed.message, validation: parsed.validation };
  return { ok: true, fields: withoutLogo(parsed.body) };
}

/** The posted content checked against the signed hash and the content rules, logo decoded and sanitised. */
export function processUpload(task: UploadTask): UploadResult {
  const parsed = parsePostedBody(task.raw, task.kind);
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
