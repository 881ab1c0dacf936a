/**
 * Opaque page cursors: where a page stopped (its last row's sort value and id) and which list it
 * belongs to, base64url-encoded. Clients pass `nextCursor` back as it came; a cursor of another
 * list (other filters or sort) or one that does not decode is a 400, never a wrong page.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { badRequest } from '../lib/errors';

export interface PagePosition {
  key: number;
  id: number;
}

export const CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,200}$';
export const CURSOR_MESSAGE = 'cursor is not a cursor of this list: pass back the nextCursor of the previous page, with the same filters';

// A digest costs more than the rest of a cached page's answer: the lists asked for again reuse theirs.
const scopes = new LRUCache<string, string>({ max: 10_000 });

/** A short digest of the list a cursor belongs to (route and every filter but the cursor and limit). */
export function listScope(route: string, filters: Record<string, string | undefined>): string {
  const canonical = Object.keys(filters)
    .sort()
    .map((key) => `${key}=${filters[key] ?? ''}`)
    .join('&');
  const list = `${route}?${canonical}`;
  let scope = scopes.get(list);
  if (scope === undefined) {
    scope = createHash('sha256').update(list).digest('base64url').slice(0, 10);
    scopes.set(list, scope);
  }
  return scope;
}

export function encodeCursor(scope: string, position: PagePosition): string {
  return Buffer.from(JSON.stringify([scope, position.key, position.id])).toString('base64url');
}

export function decodeCursor(scope: string, cursor: string | undefined): PagePosition | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(CURSOR_MESSAGE);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== scope) throw badRequest(CURSOR_MESSAGE);
  const [, key, id] = parsed as [string, unknown, unknown];
  if (!Number.isSafeInteger(key) || !Number.isSafeInteger(id)) throw badRequest(CURSOR_MESSAGE);
  return { key: key as number, id: id as number };
}

/**
 * One page of `limit` rows from `rows` (asked for with limit + 1): the rows, and the cursor of
 * the next page when there is one.
 */
export function page<T>(rows: readonly T[], limit: number, scope: string, positionOf: (row: T) => PagePosition) {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items, nextCursor: more && items.length > 0 ? encodeCursor(scope, positionOf(items[items.length - 1]!)) : null };
}
