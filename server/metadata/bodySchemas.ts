/**
 * JSON schemas of the two create routes' bodies. Fastify shows them in the docs, but the bodies
 * are parsed and checked against them in the upload worker (see postedBody.ts), so the main
 * thread never builds a post's megabytes of base64 as a string.
 */
import type { MetadataKind } from '../../common/metadata/signedMetadata';
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

export const saleBodySchema = {
  type: 'object',
  properties: { saleId: idValue, ...metadataBodyProperties },
  required: ['saleId', 'owner', 'message', 'signature', 'description'],
} as const;

export const poolBodySchema = {
  type: 'object',
  properties: { poolID: idValue, poolAddress: addressSchema, ...metadataBodyProperties },
  required: ['poolID', 'poolAddress', 'owner', 'message', 'signature', 'description'],
} as const;

export const BODY_SCHEMAS: Record<MetadataKind, typeof saleBodySchema | typeof poolBodySchema> = { sale: saleBodySchema, 'stake-pool': poolBodySchema };
