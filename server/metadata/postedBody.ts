/**
 * A create route's raw JSON body, parsed and checked against its schema. Runs in the upload
 * worker: a post may carry 7 MB of base64, and building it as a string (then freeing it) on the
 * main thread costs the event loop garbage-collection pauses that /health and quotes would wait on.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { MetadataKind } from '../../common/metadata/signedMetadata';
import { BODY_SCHEMAS } from './bodySchemas';
import type { MetadataBody } from './validate';

/** Fastify's own options for bodies (see app.ts): no coercion, nothing removed, first error only. */
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, allErrors: false, strict: false });
const validators = { sale: ajv.compile(BODY_SCHEMAS.sale), 'stake-pool': ajv.compile(BODY_SCHEMAS['stake-pool']) };

export interface PostedBody extends MetadataBody {
  owner: string;
  saleId?: number | string;
  poolID?: number | string;
  poolAddress?: string;
}

export type ParsedPost =
  | { ok: true; body: PostedBody }
  /** `validation` as Fastify gives it, for the same 400 message as any other route's schema failure */
  | { ok: false; message: string; validation?: ErrorObject[] };

export function parsePostedBody(raw: Uint8Array, kind: MetadataKind): ParsedPost {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8'));
  } catch {
    return { ok: false, message: "Body is not valid JSON but content-type is set to 'application/json'" };
  }
  const validate = validators[kind];
  if (!validate(body)) return { ok: false, message: 'body is invalid', validation: validate.errors ?? [] };
  return { ok: true, body: body as PostedBody };
}

/** Every posted field but the logo: what the main thread needs to check the signature and owner. */
export function withoutLogo(body: PostedBody): Omit<PostedBody, 'logo'> {
  const { logo: _logo, ...rest } = body;
  return rest;
}
