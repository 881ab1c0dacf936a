/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { STORAGE_REASONS } from './errors';
import { freeSpaceProblem } from './freeSpace';
import { createSqliteStorage } from './sqlite';
import { metadataRecord, outcome, SALE } from './testing/metadataFixtures';
import type { Storage } from './types';

const metadata = metadataRecord({ logo: null, logoMimeType: null });

describe('SQLite storage file', () => {
  let dir: string;
  let file: string;
  let storage: Storage;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sqlite-'));
    file = path.join(dir, 'api.sqlite');
    storage = createSqliteStorage(file);
  });
  afterEach(async () => {
    await storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['deleted', () => fs.rmSync(file)],
    ['replaced by another file', () => {
      fs.rmSync(file);
      new Database(file).close();
    }],
  ])('refuses writes with a 503 once its file is %s, and reports it on health', async (_label, change) => {
    expect(await storage.saveMetadata(metadata, { messageDigest: '0x01', signature: '0x', issuedAt: 1 })).toBe('saved');
    change();
    expect(await storage.health()).toBe(STORAGE_REASONS.fileReplaced);
    expect(await outcome(storage.saveMetadata(metadata, { messageDigest: '0x02', signature: '0x', issuedAt: 1 }))).toBe(
      `503 ${STORAGE_REASONS.fileReplaced}; please try again shortly.`,
    );
    expect(await outcome(storage.recordObservation({ chainId: 1, pair: SALE, timestamp: 1, price0Cumulative: 1n, price1Cumulative: 1n }))).toMatch(/^503 /);
    expect(await outcome(storage.prune({ chainId: 1, observationsBefore: 0, messagesIssuedBefore: 0 }))).toMatch(/^503 /);
  });

  it('upgrades a file written before schema versions existed, keeping its rows', async () => {
    await storage.close();
    fs.rmSync(file);
    const old = new Database(file);
    old.exec(`CREATE TABLE used_messages (chain_id INTEGER NOT NULL, message_digest TEXT NOT NULL, signature TEXT NOT NULL, used_at INTEGER NOT NULL, PRIMARY KEY (chain_id, message_digest));
      INSERT INTO used_messages VALUES (31337, '0xold', '0x', 5);`);
    old.close();
    storage = createSqliteStorage(file);
    expect(await storage.isMessageUsed(31337, '0xold')).toBe(true);
    expect(await storage.prune({ chainId: 31337, observationsBefore: 0, messagesIssuedBefore: 1 })).toEqual({ observations: 0, messages: 1 });
  });

  it('drops the kind CHECK of a version-2 file, keeping its rows, which any new post replaces', async () => {
    await storage.close();
    fs.rmSync(file);
    const old = new Database(file);
    old.exec(`CREATE TABLE metadata (chain_id INTEGER NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('sale', 'stake-pool')), contract_address TEXT NOT NULL,
        entity_id INTEGER NOT NULL, description TEXT NOT NULL, socials TEXT NOT NULL, logo BLOB, logo_mime_type TEXT, owner TEXT NOT NULL,
        updated_at INTEGER NOT NULL, PRIMARY KEY (chain_id, kind, contract_address));
      CREATE TABLE used_messages (chain_id INTEGER NOT NULL, message_digest TEXT NOT NULL, signature TEXT NOT NULL, used_at INTEGER NOT NULL,
        issued_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (chain_id, message_digest));
      CREATE TABLE price_observations (chain_id INTEGER NOT NULL, pair TEXT NOT NULL, timestamp INTEGER NOT NULL, price0_cumulative TEXT NOT NULL,
        price1_cumulative TEXT NOT NULL, PRIMARY KEY (chain_id, pair, timestamp));
      INSERT INTO metadata VALUES (31337, 'sale', '${SALE}', 1, 'kept', '{}', NULL, NULL, '0x01', 5);
      PRAGMA user_version = 2;`);
    old.close();
    storage = createSqliteStorage(file);
    expect(await storage.getMetadata(31337, 'sale', SALE)).toMatchObject({ description: 'kept', issuedAt: 0 });
    expect(await storage.saveMetadata(metadataRecord({ kind: 'example-drop' }), { messageDigest: '0x05', signature: '0x', issuedAt: 1 })).toBe('saved');
    expect(await storage.saveMetadata(metadataRecord({ description: 'replaced' }), { messageDigest: '0x06', signature: '0x', issuedAt: 1 })).toBe('saved');
    expect((await storage.getMetadata(31337, 'sale', SALE))?.description).toBe('replaced');
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    expect(String((check.prepare("SELECT sql FROM sqlite_master WHERE name = 'metadata'").get() as { sql: string }).sql)).not.toMatch(/CHECK/);
    check.close();
  });

  it('reports a file system with too little free space as out of space', async () => {
    expect(freeSpaceProblem(dir, Number.MAX_SAFE_INTEGER)).toBe(STORAGE_REASONS.full);
    expect(freeSpaceProblem(dir, 1)).toBeUndefined();
  });
});
