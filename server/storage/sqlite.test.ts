/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createSqliteStorage } from './sqlite';
import type { Storage, StoredMetadata } from './types';

const SALE = '0x94099942864ea81ccf197e9d71ac53310b1468d8';

function record(overrides: Partial<StoredMetadata> = {}): StoredMetadata {
  return {
    chainId: 31337,
    kind: 'sale',
    contractAddress: SALE,
    entityId: 1,
    description: 'first',
    socials: { website: 'https://example.com' },
    logo: Buffer.from([1, 2, 3]),
    logoMimeType: 'image/png',
    owner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

describe('SQLite storage', () => {
  let dir: string;
  let file: string;
  let storage: Storage;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storage-'));
    file = path.join(dir, 'nested', 'api.sqlite');
    storage = createSqliteStorage(file);
  });
  afterEach(async () => {
    await storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads back and replaces metadata keyed by chain and contract', async () => {
    expect(await storage.saveMetadata(record(), { messageDigest: '0x01', signature: '0xaa' })).toBe(true);
    expect(await storage.getMetadata(31337, 'sale', SALE.toUpperCase().replace('0X', '0x'))).toEqual(record());
    expect(await storage.saveMetadata(record({ description: 'second', logo: null, logoMimeType: null }), { messageDigest: '0x02', signature: '0xbb' })).toBe(true);
    expect((await storage.getMetadata(31337, 'sale', SALE))?.description).toBe('second');
    expect(await storage.getMetadata(56, 'sale', SALE)).toBeNull();
    expect(await storage.getMetadata(31337, 'stake-pool', SALE)).toBeNull();
  });

  it('reads metadata without the logo bytes, with the logo size', async () => {
    await storage.saveMetadata(record({ logo: Buffer.alloc(4 * 1024 * 1024, 7) }), { messageDigest: '0x01', signature: '0xaa' });
    const { logo: _logo, ...rest } = record();
    expect(await storage.getMetadataInfo(31337, 'sale', SALE)).toEqual({ ...rest, logoSize: 4 * 1024 * 1024 });
    await storage.saveMetadata(record({ logo: null, logoMimeType: null }), { messageDigest: '0x02', signature: '0xbb' });
    expect((await storage.getMetadataInfo(31337, 'sale', SALE))?.logoSize).toBeNull();
    expect(await storage.getMetadataInfo(56, 'sale', SALE)).toBeNull();
  });

  it('says whether the database accepts writes, without changing anything', async () => {
    await storage.saveMetadata(record(), { messageDigest: '0x01', signature: '0xaa' });
    await expect(storage.checkWritable!()).resolves.toBeUndefined();
    expect(await storage.getMetadata(31337, 'sale', SALE)).toEqual(record());
    // a database that cannot take the write (here: its connection is gone) rejects with the reason
    const gone = createSqliteStorage(path.join(dir, 'gone.sqlite'));
    await gone.close();
    await expect(gone.checkWritable!()).rejects.toThrow(/not open/);
  });

  it('refuses a used message and then stores nothing', async () => {
    await storage.saveMetadata(record(), { messageDigest: '0x01', signature: '0xaa' });
    expect(await storage.saveMetadata(record({ description: 'replayed' }), { messageDigest: '0x01', signature: '0xaa' })).toBe(false);
    expect((await storage.getMetadata(31337, 'sale', SALE))?.description).toBe('first');
    expect(await storage.isMessageUsed(31337, '0x01')).toBe(true);
    expect(await storage.isMessageUsed(31337, '0x02')).toBe(false);
  });

  it('rolls the used message back when the metadata write fails', async () => {
    const bad = record({ description: null as unknown as string });
    // Not `.rejects.toThrow()`: better-sqlite3's native module keeps the Error class of the jest
    // context that loaded it first in this worker, so instanceof checks fail across test files.
    const outcome = await storage
      .saveMetadata(bad, { messageDigest: '0x03', signature: '0xcc' })
      .then((v) => `resolved ${v}`, (e: Error) => `rejected ${e.message}`);
    expect(outcome).toMatch(/^rejected NOT NULL constraint failed/);
    expect(await storage.isMessageUsed(31337, '0x03')).toBe(false);
    await storage.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM metadata').get()).toEqual({ n: 0 });
    db.close();
    storage = createSqliteStorage(file);
  });

  it('keeps price observations and finds the newest one before a time', async () => {
    const pair = '0xabc0000000000000000000000000000000000001';
    for (const [timestamp, c] of [[1000, 1n], [2000, 2n], [3000, 3n]] as const) {
      await storage.recordObservation({ chainId: 31337, pair, timestamp, price0Cumulative: c, price1Cumulative: c * 10n ** 70n });
    }
    expect((await storage.observationAtOrBefore(31337, pair, 2500))?.timestamp).toBe(2000);
    expect((await storage.observationAtOrBefore(31337, pair, 2000))?.price1Cumulative).toBe(2n * 10n ** 70n);
    expect(await storage.observationAtOrBefore(31337, pair, 999)).toBeNull();
    expect((await storage.latestObservation(31337, pair))?.timestamp).toBe(3000);
    expect(await storage.latestObservation(1, pair)).toBeNull();
  });
});
