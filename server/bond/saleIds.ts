import { badRequest } from '../lib/errors';
import { idParamSchema } from '../lib/schemas';

/** Most ids one summaries request may name: the app's list page size (config.lists.pageSize). */
export const MAX_SALE_IDS = 100;

/** What a malformed `ids` value is told (the schema's pattern failure reads the same: see validationMessage). */
export const SALE_IDS_MEANING = `must list 1 to ${MAX_SALE_IDS} sale ids, comma-separated`;
export const SALE_IDS_MESSAGE = `ids ${SALE_IDS_MEANING}`;

/** One id as /sales/{id}/… accepts it, without the anchors. */
const ONE_ID = idParamSchema.pattern.replace(/^\^|\$$/g, '');

/**
 * The `ids` query value: 1 to MAX_SALE_IDS ids of the path parameter's form, comma-separated.
 * It checks the shape only (so the docs show it); zero is refused by {@link parseSaleIds}.
 */
export const saleIdsSchema = {
  type: 'string',
  pattern: `^${ONE_ID}(,${ONE_ID}){0,${MAX_SALE_IDS - 1}}$`,
  description: `1 to ${MAX_SALE_IDS} sale ids (1-based), comma-separated, e.g. 1,2,3`,
} as const;

const SHAPE = new RegExp(saleIdsSchema.pattern);

/**
 * The distinct sale ids of an `ids` value, first occurrence first ("01" and "1" are one id).
 * Any malformed value, an id below 1 or more than MAX_SALE_IDS ids is a 400.
 */
export function parseSaleIds(raw: string | undefined): bigint[] {
  if (raw === undefined || !SHAPE.test(raw)) throw badRequest(SALE_IDS_MESSAGE);
  const ids = [...new Set(raw.split(',').map((part) => BigInt(part)))];
  if (ids.some((id) => id < 1n)) throw badRequest(SALE_IDS_MESSAGE);
  return ids;
}
