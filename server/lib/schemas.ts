/**
 * JSON-schema fragments shared by the routes. Query strings are not type-coerced (see app.ts):
 * every query value is a string checked by pattern, so "1e18" or "0x10" never turns into a
 * number behind the caller's back.
 */
export const addressSchema = {
  type: 'string',
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: 'address, lowercase or EIP-55 checksummed',
} as const;

export const amountSchema = {
  type: 'string',
  pattern: '^[0-9]+$',
  maxLength: 78,
  description: 'raw integer amount in base units (positive, at most 78 digits)',
} as const;

/** An integer of any size in an answer, as a decimal string (JSON numbers lose precision). */
export const decimalStringSchema = { type: 'string', pattern: '^[0-9]+$' } as const;

export const booleanStringSchema = { type: 'string', enum: ['true', 'false'] } as const;

export const idParamSchema = { type: 'string', pattern: '^[0-9]{1,12}$' } as const;

export const errorResponseSchema = {
  $id: 'ApiError',
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    /** when what was refused becomes available (unix seconds of chain time): a bond sale's pricing */
    readyAt: { type: 'integer' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const errorResponses = {
  '4xx': { $ref: 'ApiError#' },
  '5xx': { $ref: 'ApiError#' },
} as const;

export const tokenSchema = {
  type: 'object',
  properties: {
    address: { type: 'string' },
    symbol: { type: 'string' },
    name: { type: 'string' },
    decimals: { type: 'integer' },
    logoURI: { type: 'string' },
  },
  required: ['address', 'symbol', 'name', 'decimals'],
} as const;
