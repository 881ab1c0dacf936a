/**
 * A create route's raw JSON body, parsed and checked against its kind's schema. Runs in the
 * upload worker for a large body (a post may carry 7 MB of base64, and building it as a string,
 * then freeing it, on the main thread costs the event loop garbage-collection pauses that /health
 * and quotes would wait on), on the main thread for a small one.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { BodySchema } from './bodySchemas';
import type { MetadataBody } from './validate';

/** Fastify's own options for bodies (see app.ts): no coercion, nothing removed, first error only. */
const ajv = new Ajv({ coerceTypes: false, removeAdditional: false, allErrors: false, strict: false });
/** One compiled validator per schema (per kind): compiling costs milliseconds. */
const validators = new Map<string, ValidateFunction>();

/** A post's fields once parsed and checked against its kind's body schema. */
export type PostedFields = Record<string, unknown> & { owner: string; message: string; signature: string; description: string };

export type PostedBody = PostedFields & MetadataBody;

export type ParsedPost =
  | { ok: true; body: PostedBody }
  /** `validation` as Fastify gives it, for the same 400 message as any other route's schema failure */
  | { ok: false; message: string; validation?: ErrorObject[] };

function validatorOf(schema: BodySchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

export function parsePostedBody(raw: Uint8Array, schema: BodySchema): ParsedPost {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8'));
  } catch {
    return { ok: false, message: "Body is not valid JSON but content-type is set to 'application/json'" };
  }
  const validate = validatorOf(schema);
  if (!validate(body)) return { ok: false, message: 'body is invalid', validation: validate.errors ?? [] };
  return { ok: true, body: body as PostedBody };
}

/**
 * Every posted field but a non-empty logo: what the main thread needs to check the signature and
 * owner. An empty or absent logo stays as posted, so a post without a logo can be checked whole.
 */
export function withoutLogo(body: PostedBody): { fields: PostedBody; hasLogo: boolean } {
  if (!body.logo) return { fields: body, hasLogo: false };
  const { logo: _logo, ...fields } = body;
  return { fields: fields as PostedBody, hasLogo: true };
}
