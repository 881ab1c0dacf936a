/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { STORAGE_REASONS } from './errors';
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
    expect(await storage.saveMetadata(metadata, { messageDigest: '0x01', signature: '0x', issuedAt: 1 })).toBe(true);
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
});
