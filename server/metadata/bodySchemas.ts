/**
 * The JSON schema of a listing kind's create-route body: the fields every kind shares (SPEC
 * section 7) plus the kind's id field and its own fields. Fastify shows it in the docs, but the
 * bodies are parsed and checked against it off Fastify's path (see postedBody.ts), so the main
 * thread never builds a post's megabytes of base64 as a string.
 */
import { addressSchema } from '../lib/schemas';
import { DESCRIPTION_MAX_CHARS } from './validate';

const urlField = { type: 'string', maxLength: 2048 } as const;
const metadataBodyProperties = {
  owner: addressSchema,
  message: { type: 'string', maxLength: 512 },
  signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' },
  description: { type: 'string', maxLength: DESCRIPTION_MAX_CHARS },
  socials: {
    type: 'object',
    properties: { website: urlField, twitter: urlField, telegram: urlField, discord: urlField },
    additionalProperties: false,
  },
  logo: { type: 'string', description: 'base64 without a data: prefix' },
  logoMimeType: { type: 'string', maxLength: 64 },
} as const;
const idValue = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', pattern: '^[1-9][0-9]{0,11}$' }] } as const;

export type BodySchema = { type: 'object'; properties: Record<string, object>; required: string[] };

/** What a listing kind (server/listings/kind.ts) says of its post body. */
export interface PostShape {
  post: { idField: string; properties: Record<string, object>; required: readonly string[] };
}

export function metadataBodySchema(kind: PostShape): BodySchema {
  const { idField, properties, required } = kind.post;
  return {
    type: 'object',
    properties: { [idField]: idValue, ...properties, ...metadataBodyProperties },
    required: [idField, ...required, 'owner', 'message', 'signature', 'description'],
  };
}
