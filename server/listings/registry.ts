import fs from 'node:fs';
import path from 'node:path';
import type { ListingKind } from './kind';

/** The file a feature folder of `server/` declares its listing kind in. */
export const LISTING_KIND_FILE = 'listingKind.ts';

/**
 * The listing kinds of this server: every `server/<feature>/listingKind.ts`, in folder order. A
 * new kind is a new module; no shared file lists them. Kind names must be unique, as they key
 * the database rows and the signed messages.
 */
export function builtInListingKinds(serverDir = path.resolve(__dirname, '..')): ListingKind[] {
  const kinds = fs
    .readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(serverDir, entry.name, LISTING_KIND_FILE))
    .filter((file) => fs.existsSync(file))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- discovered at start by file name, so no shared file names a kind
      const { listingKind } = require(file) as { listingKind?: ListingKind };
      if (!listingKind) throw new Error(`${file} exports no listingKind`);
      return listingKind;
    });
  return checkedKinds(kinds);
}

/** `kinds` when their names, read paths and post URLs are distinct; else an error naming the clash. */
export function checkedKinds(kinds: ListingKind[]): ListingKind[] {
  for (const key of ['kind', 'post', 'read'] as const) {
    const seen = new Set<string>();
    for (const kind of kinds) {
      const value = key === 'kind' ? kind.kind : key === 'post' ? kind.post.url : kind.read.prefix;
      if (seen.has(value)) throw new Error(`Two listing kinds share ${key === 'kind' ? 'the name' : key === 'post' ? 'the post URL' : 'the read path'} ${value}`);
      seen.add(value);
    }
  }
  return kinds;
}
