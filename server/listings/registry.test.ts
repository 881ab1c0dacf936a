/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtInListingKinds, listingKindsWithExtras } from './registry';

/** A folder of CommonJS modules, each exporting what it is given as `listingKind`. */
function modules(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-kinds-'));
  for (const [name, exported] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), `module.exports = ${JSON.stringify(exported)};`);
  }
  return dir;
}

const kind = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: name,
  noun: name,
  read: { prefix: `/${name}s`, param: 'id', summary: '' },
  post: { url: `/create-${name}`, summary: '', idField: 'id', properties: {}, required: [] },
  ...extra,
});

const names = (kinds: { kind: string }[]) => kinds.map((k) => k.kind);

describe('EXTRA_LISTING_KINDS', () => {
  it('serves the built-in kinds alone when unset or empty', () => {
    const builtIn = names(builtInListingKinds());
    expect(builtIn).toEqual(['sale', 'stake-pool']);
    expect(names(listingKindsWithExtras(undefined))).toEqual(builtIn);
    expect(names(listingKindsWithExtras(' , '))).toEqual(builtIn);
  });

  it('adds each named module’s kind after the built-in ones, in the order given, paths from the root', () => {
    const dir = modules({ 'a.js': { listingKind: kind('drop') }, 'b.js': { listingKind: kind('vault') } });
    expect(names(listingKindsWithExtras(`b.js, ${path.join(dir, 'a.js')}`, dir))).toEqual(['sale', 'stake-pool', 'vault', 'drop']);
  });

  it('refuses a path that does not exist, a module without listingKind, and a kind that clashes with another', () => {
    const dir = modules({ 'none.js': { somethingElse: 1 }, 'sale.js': { listingKind: kind('sale') }, 'url.js': { listingKind: kind('x', { post: { url: '/create-stake-pool' } }) } });
    expect(() => listingKindsWithExtras('missing.ts', dir)).toThrow(`EXTRA_LISTING_KINDS names missing.ts, which does not exist (paths are from ${dir})`);
    expect(() => listingKindsWithExtras('none.js', dir)).toThrow(`${path.join(dir, 'none.js')} exports no listingKind`);
    expect(() => listingKindsWithExtras('sale.js', dir)).toThrow('Two listing kinds share the name sale');
    expect(() => listingKindsWithExtras('url.js', dir)).toThrow('Two listing kinds share the post URL /create-stake-pool');
  });
});
