import type { FastifyError } from 'fastify';
import { LISTING_IDS_MEANING, listingIdsSchema } from '../listings/listingIds';
import { CURSOR_MESSAGE } from '../indexApi/pageCursor';
import { cursorSchema, limitSchema, MAX_PAGE_SIZE } from '../indexApi/schemas';
import { addressSchema, amountSchema } from '../lib/schemas';

const PATTERN_MEANINGS: Record<string, string> = {
  [addressSchema.pattern]: 'is not a valid address (0x and 40 hex digits)',
  [amountSchema.pattern]: 'must be a positive integer string of at most 78 digits',
  [listingIdsSchema('').pattern]: LISTING_IDS_MEANING,
  [limitSchema.pattern]: `must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  [cursorSchema.pattern]: CURSOR_MESSAGE.replace(/^cursor /, ''),
};

/** Schema failures in words a user can act on: "amount must be …" rather than "querystring/amount must match pattern …". */
export function validationMessage(error: Pick<FastifyError, 'validation' | 'validationContext' | 'message'>): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string; pattern?: string; allowedValues?: unknown[]; limit?: number };
  const field = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), params.missingProperty].filter(Boolean).join('.');
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties') return `${params.additionalProperty} is not an allowed ${field ? `field of ${field}` : 'parameter'} (additional properties are not allowed)`;
  if (first.keyword === 'pattern' && params.pattern && PATTERN_MEANINGS[params.pattern]) return `${field} ${PATTERN_MEANINGS[params.pattern]}`;
  if (first.keyword === 'maxLength' && first.instancePath.endsWith('amount')) return `${field} ${PATTERN_MEANINGS[amountSchema.pattern]}`;
  if (first.keyword === 'enum' && params.allowedValues) return `${field} must be one of ${params.allowedValues.join(', ')}`;
  if (first.keyword === 'maxLength') return `${field} must be at most ${params.limit} characters`;
  if (first.keyword === 'minLength') return `${field} must be at least ${params.limit} character${params.limit === 1 ? '' : 's'}`;
  return `${field || error.validationContext || 'request'} ${first.message ?? 'is invalid'}`;
}
