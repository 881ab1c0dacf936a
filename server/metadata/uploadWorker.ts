/**
 * Runs in a worker thread (see uploadPool.ts): the expensive half of a metadata post — hashing
 * the posted content against the signed payload hash, decoding the logo and sanitising an SVG
 * with jsdom + DOMPurify — so none of it blocks the server's event loop.
 * Answers a plain object (errors cross the thread boundary as data, not as ApiError instances).
 */
import type { LogoMimeType } from '../lib/images';
import { ApiError } from '../lib/errors';
import { checkContent, checkPayloadHash, type MetadataBody } from './validate';
import type { MetadataSocials } from '../../src/shared/metadata/signedMetadata';

export interface UploadTask {
  body: MetadataBody;
  payloadHash: string;
  maxLogoBytes: number;
}

export type UploadResult =
  | { ok: true; description: string; socials: MetadataSocials; logo: { bytes: Uint8Array; mimeType: LogoMimeType } | null }
  | { ok: false; statusCode: number; message: string };

export function processUpload(task: UploadTask): UploadResult {
  try {
    checkPayloadHash(task.body, task.payloadHash);
    const content = checkContent(task.body, task.maxLogoBytes);
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
