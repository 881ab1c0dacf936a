import { badRequest } from '../lib/errors';
import { idParamSchema } from '../lib/schemas';

/** Most ids one summaries request may name: the app's list page size (config.lists.pageSize). */
export const MAX_LISTING_IDS = 100;

/** What a malformed `ids` value is told (the schema's pattern failure reads the same: see validationMessage). */
export const LISTING_IDS_MEANING = `must list 1 to ${MAX_LISTING_IDS} ids (1-based), comma-separated`;
export const LISTING_IDS_MESSAGE = `ids ${LISTING_IDS_MEANING}`;

/** One id as /sales/{id}/… accepts it, without the anchors. */
const ONE_ID = idParamSchema.pattern.replace(/^\^|\$$/g, '');

/** 1 to MAX_LISTING_IDS ids of the path parameter's form, comma-separated. */
const PATTERN = `^${ONE_ID}(,${ONE_ID}){0,${MAX_LISTING_IDS - 1}}$`;

/**
 * The `ids` query value of a summaries route (GET /sales/summaries, /stake-pools/summaries): it
 * checks the shape only (so the docs show it); zero is refused by {@link parseListingIds}.
 */
export const listingIdsSchema = (noun: string) =>
  ({
    type: 'string',
    pattern: PATTERN,
    description: `1 to ${MAX_LISTING_IDS} ${noun} ids (1-based), comma-separated, e.g. 1,2,3`,
  }) as const;

const SHAPE = new RegExp(PATTERN);

/**
 * The distinct ids of an `ids` value, first occurrence first ("01" and "1" are one id).
 * Any malformed value, an id below 1 or more than MAX_LISTING_IDS ids is a 400.
 */
export function parseListingIds(raw: string | undefined): bigint[] {
  if (raw === undefined || !SHAPE.test(raw)) throw badRequest(LISTING_IDS_MESSAGE);
  const ids = [...new Set(raw.split(',').map((part) => BigInt(part)))];
  if (ids.some((id) => id < 1n)) throw badRequest(LISTING_IDS_MESSAGE);
  return ids;
}
