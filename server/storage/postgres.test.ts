/**
 * @jest-environment node
 *
 * What only the PostgreSQL adapter has: migrations shared by instances that start at once, and
 * the database failing under it (slow, read-only, gone), each a 503 naming the cause.
 */
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres';
import { STORAGE_REASONS } from './errors';
import { createPostgresStorage } from './postgres';
import { metadataRecord, outcome, SALE } from './testing/metadataFixtures';
import type { Storage } from './types';

const metadata = metadataRecord({ logo: null, logoMimeType: null });
const auth = (digest: string) => ({ messageDigest: digest, signature: '0x', issuedAt: 1 });


let server: PostgresServer;
const opened: Storage[] = [];
async function open(url: string, statementTimeoutMs?: number): Promise<Storage> {
  const storage = await createPostgresStorage({ connectionString: url, statementTimeoutMs });
  opened.push(storage);
  return storage;
}

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close().catch(() => undefined)));
});
afterAll(async () => {
  await server?.stop();
});

describe('PostgreSQL storage', () => {
  it('migrates once when several instances start at the same moment', async () => {
    const url = await server.createDatabase('migrate_race');
    const instances = await Promise.all([open(url), open(url), open(url), open(url)]);
    expect(await instances[0].saveMetadata(metadata, auth('0x01'))).toBe('saved');
    expect(await instances[3].isMessageUsed(31337, '0x01')).toBe(true);
    const applied = await server.sql('SELECT name FROM pgmigrations', 'migrate_race');
    expect(applied.rows.map((r) => r.name)).toEqual(['1764000000000_initial-schema', '1765000000000_listing-kinds-and-ordering', '1766000000000_event-index']);
    const checks = await server.sql("SELECT conname FROM pg_constraint WHERE conrelid = 'metadata'::regclass AND contype = 'c'", 'migrate_race');
    expect(checks.rows).toEqual([]);
    const types = await server.sql(
      "SELECT column_name, data_type, numeric_precision, numeric_scale FROM information_schema.columns WHERE column_name IN ('price0_cumulative', 'logo') ORDER BY column_name",
      'migrate_race',
    );
    expect(types.rows).toEqual([
      { column_name: 'logo', data_type: 'bytea', numeric_precision: null, numeric_scale: null },
      { column_name: 'price0_cumulative', data_type: 'numeric', numeric_precision: 78, numeric_scale: 0 },
    ]);
  });

  it('cancels a statement that waits longer than the timeout, as a 503, and stores nothing', async () => {
    const url = await server.createDatabase('slow');
    const storage = await open(url, 300);
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE used_messages IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      expect(await outcome(storage.saveMetadata(metadata, auth('0x02')))).toBe(`503 ${STORAGE_REASONS.timeout}; please try again shortly.`);
      expect(Date.now() - started).toBeLessThan(3000);
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
    }
    expect(await storage.isMessageUsed(31337, '0x02')).toBe(false);
    expect(await storage.saveMetadata(metadata, auth('0x02'))).toBe('saved');
  });

  it('reports a read-only database on health, refuses writes with a 503 and keeps serving reads', async () => {
    const url = await server.createDatabase('read_only');
    const storage = await open(url);
    await storage.recordObservation({ chainId: 1, pair: SALE, timestamp: 10, price0Cumulative: 1n, price1Cumulative: 2n });
    await server.sql('ALTER DATABASE read_only SET default_transaction_read_only = on');
    // Sessions pick the setting up when they start: end the pool's open ones.
    await server.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'read_only' AND pid <> pg_backend_pid()");
    await storage.health(); // the first query may meet a terminated connection
    expect(await storage.health()).toBe(STORAGE_REASONS.readOnly);
    expect(await outcome(storage.saveMetadata(metadata, auth('0x03')))).toBe(`503 ${STORAGE_REASONS.readOnly}; please try again shortly.`);
    expect((await storage.latestObservation(1, SALE))?.timestamp).toBe(10);
  });

  // Last: it stops the server.
  it('answers 503 "cannot be reached" once the server is gone', async () => {
    const url = await server.createDatabase('gone');
    const storage = await open(url, 1000);
    await server.stop();
    expect(await storage.health()).toBe(STORAGE_REASONS.unreachable);
    expect(await outcome(storage.getMetadata(31337, 'sale', SALE))).toBe(`503 ${STORAGE_REASONS.unreachable}; please try again shortly.`);
    // An instance starting now refuses to start, naming the same cause.
    expect(await outcome(createPostgresStorage({ connectionString: url }))).toBe(`503 ${STORAGE_REASONS.unreachable}; please try again shortly.`);
  });
});
