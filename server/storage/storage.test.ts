/**
 * @jest-environment node
 *
 * The storage contract, run against both adapters: SQLite in a temp file, and a real PostgreSQL
 * server started for this file (tests/support/postgres.ts; fails, never skips, without one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres';
import { createPostgresStorage } from './postgres';
import { createSqliteStorage } from './sqlite';
import { metadataRecord, outcome, SALE } from './testing/metadataFixtures';
import type { MetadataAuth, Storage, StoredMetadata } from './types';

const PAIR = '0xabc0000000000000000000000000000000000001';
const OTHER_PAIR = '0xabc0000000000000000000000000000000000002';
const MAX_UINT256 = 2n ** 256n - 1n;

const record = metadataRecord;

/** What getMetadata answers for a stored record: everything but the logo bytes. */
function summary(stored: StoredMetadata) {
  const { logo, ...rest } = stored;
  return { ...rest, logoSize: logo === null ? null : logo.length };
}

const auth = (digest: string, issuedAt = 1_700_000_000): MetadataAuth => ({ messageDigest: digest, signature: `0xsig${digest}`, issuedAt });

const observation = (timestamp: number, c: bigint, chainId = 31337, pair = PAIR) => ({
  chainId,
  pair,
  timestamp,
  price0Cumulative: c,
  price1Cumulative: c * 10n ** 70n,
});

interface Adapter {
  name: string;
  open(): Promise<Storage>;
  cleanup(): Promise<void>;
}

let postgres: PostgresServer | undefined;
let databases = 0;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

function sqliteAdapter(): Adapter {
  let dir: string | undefined;
  return {
    name: 'SQLite',
    async open() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storage-'));
      return createSqliteStorage(path.join(dir, 'nested', 'api.sqlite'));
    },
    async cleanup() {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresAdapter(): Adapter {
  return {
    name: 'PostgreSQL',
    async open() {
      const url = await postgres!.createDatabase(`contract_${++databases}`);
      return createPostgresStorage({ connectionString: url });
    },
    async cleanup() {},
  };
}

describe.each([sqliteAdapter(), postgresAdapter()])('storage contract: $name', (adapter) => {
  let storage: Storage;

  beforeEach(async () => {
    storage = await adapter.open();
  });
  afterEach(async () => {
    await storage.close();
    await adapter.cleanup();
  });

  it('stores, reads back and replaces metadata keyed by chain and contract', async () => {
    expect(await storage.saveMetadata(record(), auth('0x01'))).toBe('saved');
    expect(await storage.getMetadata(31337, 'sale', SALE.toUpperCase().replace('0X', '0x'))).toEqual(summary(record()));
    expect(await storage.getLogo(31337, 'sale', SALE)).toEqual({ bytes: Buffer.from([1, 2, 3]), mimeType: 'image/png' });
    const second = record({ description: 'second', logo: null, logoMimeType: null, issuedAt: record().issuedAt + 1 });
    expect(await storage.saveMetadata(second, auth('0x02'))).toBe('saved');
    expect(await storage.getMetadata(31337, 'sale', SALE)).toEqual(summary(second));
    expect(await storage.getLogo(31337, 'sale', SALE)).toBeNull();
    expect(await storage.getLogo(56, 'sale', SALE)).toBeNull();
    expect(await storage.getMetadata(56, 'sale', SALE)).toBeNull();
    expect(await storage.getMetadata(31337, 'stake-pool', SALE)).toBeNull();
  });

  it('reads the metadata of many listings of one kind at once, whatever the case of their addresses', async () => {
    const other = '0x5a1e000000000000000000000000000000000002';
    await storage.saveMetadata(record(), auth('0x01'));
    await storage.saveMetadata(record({ contractAddress: other, entityId: 2, logo: null, logoMimeType: null }), auth('0x02'));
    await storage.saveMetadata(record({ kind: 'stake-pool', contractAddress: '0x5a1e000000000000000000000000000000000003' }), auth('0x03'));
    const many = await storage.getMetadataMany(31337, 'sale', [SALE.toUpperCase().replace('0X', '0x'), other, '0x5a1e000000000000000000000000000000000003', SALE]);
    expect(many.sort((a, b) => a.entityId - b.entityId)).toEqual([summary(record()), summary(record({ contractAddress: other, entityId: 2, logo: null, logoMimeType: null }))]);
    expect(await storage.getMetadataMany(31337, 'sale', [])).toEqual([]);
    expect(await storage.getMetadataMany(56, 'sale', [SALE])).toEqual([]);
    // more addresses than one statement binds
    const addresses = Array.from({ length: 450 }, (_, i) => `0x${(i + 10).toString(16).padStart(40, '0')}`);
    expect((await storage.getMetadataMany(31337, 'sale', [...addresses, other])).map((m) => m.contractAddress)).toEqual([other]);
  });

  it('refuses a used message and then stores nothing', async () => {
    await storage.saveMetadata(record(), auth('0x01'));
    expect(await storage.saveMetadata(record({ description: 'replayed', issuedAt: record().issuedAt + 1 }), auth('0x01'))).toBe('used');
    expect((await storage.getMetadata(31337, 'sale', SALE))?.description).toBe('first');
    expect(await storage.isMessageUsed(31337, '0x01')).toBe(true);
    expect(await storage.isMessageUsed(31337, '0x02')).toBe(false);
    expect(await storage.isMessageUsed(56, '0x01')).toBe(false);
  });

  it('accepts one message exactly once when it arrives many times at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => storage.saveMetadata(record({ description: `copy ${i}` }), auth('0x0a'))),
    );
    expect(outcomes.filter((o) => o === 'saved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'used')).toHaveLength(19);
    const winner = outcomes.indexOf('saved');
    expect((await storage.getMetadata(31337, 'sale', SALE))?.description).toBe(`copy ${winner}`);
  });

  it('gives the message back when the metadata write fails', async () => {
    const bad = record({ description: null as unknown as string });
    // A constraint failure is a bug, not an outage: it stays a plain error (a 500), not a 503.
    expect(await outcome(storage.saveMetadata(bad, auth('0x03')))).toMatch(/^error .*(NOT NULL|not-null)/);
    expect(await storage.isMessageUsed(31337, '0x03')).toBe(false);
    expect(await storage.getMetadata(31337, 'sale', SALE)).toBeNull();
    expect(await storage.saveMetadata(record(), auth('0x03'))).toBe('saved');
  });

  it('refuses a version issued at the same time or earlier than the stored one, keeping the message unused', async () => {
    const issuedAt = record().issuedAt;
    expect(await storage.saveMetadata(record({ description: 'newer', issuedAt: issuedAt + 120_000 }), auth('0x10'))).toBe('saved');
    expect(await storage.saveMetadata(record({ description: 'older', issuedAt }), auth('0x11'))).toBe('stale');
    expect(await storage.saveMetadata(record({ description: 'same time', issuedAt: issuedAt + 120_000 }), auth('0x12'))).toBe('stale');
    expect(await storage.getMetadata(31337, 'sale', SALE)).toMatchObject({ description: 'newer', issuedAt: issuedAt + 120_000 });
    expect(await storage.isMessageUsed(31337, '0x11')).toBe(false);
    expect(await storage.isMessageUsed(31337, '0x12')).toBe(false);
    // each contract orders its own versions, and any kind name is stored
    expect(await storage.saveMetadata(record({ kind: 'example-drop', description: 'other kind', issuedAt }), auth('0x13'))).toBe('saved');
    expect((await storage.getMetadata(31337, 'example-drop', SALE))?.description).toBe('other kind');
  });

  it('keeps price observations and finds the newest one before a time', async () => {
    for (const [timestamp, c] of [[1000, 1n], [2000, 2n], [3000, 3n]] as const) await storage.recordObservation(observation(timestamp, c));
    expect((await storage.observationAtOrBefore(31337, PAIR, 2500))?.timestamp).toBe(2000);
    expect(await storage.observationAtOrBefore(31337, PAIR.toUpperCase().replace('0X', '0x'), 2000)).toEqual(observation(2000, 2n));
    expect(await storage.observationAtOrBefore(31337, PAIR, 999)).toBeNull();
    expect((await storage.latestObservation(31337, PAIR))?.timestamp).toBe(3000);
    expect(await storage.latestObservation(1, PAIR)).toBeNull();
    await storage.discardObservationsAfter(31337, PAIR, 1500);
    expect((await storage.latestObservation(31337, PAIR))?.timestamp).toBe(1000);
  });

  it('stores a tick of observations in one call, keeps the first of a timestamp, and finds where a history began', async () => {
    await storage.recordObservations([]);
    await storage.recordObservation(observation(2000, 2n));
    await storage.recordObservations([observation(1000, 1n), observation(2000, 99n), observation(1500, 5n, 31337, OTHER_PAIR), observation(500, 7n, 56)]);
    expect(await storage.latestObservation(31337, PAIR)).toEqual(observation(2000, 2n));
    expect(await storage.earliestObservation(31337, PAIR)).toEqual(observation(1000, 1n));
    expect(await storage.earliestObservation(31337, OTHER_PAIR)).toEqual(observation(1500, 5n, 31337, OTHER_PAIR));
    expect(await storage.earliestObservation(56, PAIR)).toEqual(observation(500, 7n, 56));
    expect(await storage.earliestObservation(1, PAIR)).toBeNull();
    const big = { chainId: 31337, pair: OTHER_PAIR, timestamp: 9000, price0Cumulative: MAX_UINT256, price1Cumulative: 0n };
    await storage.recordObservations([big]);
    expect(await storage.latestObservation(31337, OTHER_PAIR)).toEqual(big);
  });

  it('keeps uint256 cumulative prices exactly, and the first observation of a timestamp', async () => {
    const big = { chainId: 31337, pair: PAIR, timestamp: 5000, price0Cumulative: MAX_UINT256, price1Cumulative: MAX_UINT256 - 1n };
    await storage.recordObservation(big);
    await storage.recordObservation({ ...big, price0Cumulative: 1n });
    expect(await storage.latestObservation(31337, PAIR)).toEqual(big);
  });

  it('prunes only rows older than the cutoffs, of the chain given', async () => {
    for (const t of [100, 199, 200, 300]) await storage.recordObservation(observation(t, BigInt(t)));
    await storage.recordObservation(observation(100, 1n, 56));
    for (const [digest, issued] of [['0xa1', 1000], ['0xa2', 1999], ['0xa3', 2000], ['0xa4', 3000]] as const) {
      await storage.saveMetadata(record({ issuedAt: issued * 1000 }), auth(digest, issued));
    }
    await storage.saveMetadata(record({ chainId: 56 }), auth('0xa1', 1000));

    await storage.recordObservation(observation(150, 150n, 31337, OTHER_PAIR));
    expect(await storage.prune({ chainId: 31337, observationsBefore: 200, messagesIssuedBefore: 2000 })).toEqual({ observations: 1, messages: 2 });

    // each pair's newest observation before the cutoff stays: a TWAP may start from it
    expect((await storage.observationAtOrBefore(31337, PAIR, 199))?.timestamp).toBe(199);
    expect(await storage.observationAtOrBefore(31337, PAIR, 198)).toBeNull();
    expect((await storage.earliestObservation(31337, OTHER_PAIR))?.timestamp).toBe(150);
    expect((await storage.observationAtOrBefore(31337, PAIR, 200))?.timestamp).toBe(200);
    expect((await storage.latestObservation(31337, PAIR))?.timestamp).toBe(300);
    expect((await storage.latestObservation(56, PAIR))?.timestamp).toBe(100);
    expect(await Promise.all(['0xa1', '0xa2', '0xa3', '0xa4'].map((d) => storage.isMessageUsed(31337, d)))).toEqual([false, false, true, true]);
    expect(await storage.isMessageUsed(56, '0xa1')).toBe(true);
    // The metadata itself is never pruned.
    expect(await storage.getMetadata(31337, 'sale', SALE)).not.toBeNull();
  });

  it('reports itself healthy', async () => {
    expect(await storage.health()).toBeUndefined();
  });
});
