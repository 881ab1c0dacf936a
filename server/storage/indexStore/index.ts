/**
 * The event index's storage: the same tables in the API's SQLite file or PostgreSQL database
 * (chosen like the rest of the API's storage, by DATABASE_URL), with one writer at a time.
 *
 * - SQLite: the writer and the readers use two handles on the file (WAL), so a commit never
 *   makes a read wait; one instance, so the write lease is always granted.
 * - PostgreSQL: readers share a pool; the writer is a session of its own holding an advisory
 *   lock, which the server releases when that session ends (the process was killed, the
 *   connection dropped), so another instance takes over. Every commit is also conditional on the
 *   cursor it builds on.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { StorageUnavailableError } from '../errors';
import { DEFAULT_STATEMENT_TIMEOUT_MS, migratePostgres, postgresReason } from '../postgres';
import { migrateSqlite, sqliteReason } from '../sqlite';
import * as q from './queries';
import type { IndexDatabase } from './tables';
import { bondTotals, ownerTotals, registerSqliteAmountFunctions, stakeTotals, type Dialect } from './totals';
import { IndexConflictError, type IndexStore, type IndexWriter } from './types';

export * from './types';
export * from './records';

export interface IndexStoreConfig {
  chainId: number;
  /** PostgreSQL URL; when unset the SQLite file below */
  databaseUrl?: string;
  dbFile: string;
  statementTimeoutMs?: number;
  /** read connections per instance (PostgreSQL; default 5) */
  poolSize?: number;
}

/** Advisory lock key of the index writer: (this constant, chain id). */
const WRITER_LOCK_CLASS = 0x1d3e;

/** Database failures (unreachable, read-only, timed out, file gone) as the 503 the API answers. */
function unavailableOr(dialect: Dialect, error: unknown): unknown {
  if (error instanceof IndexConflictError || error instanceof StorageUnavailableError) return error;
  const reason = dialect === 'sqlite' ? sqliteReason(error) : postgresReason(error);
  return reason ? new StorageUnavailableError(reason, error) : error;
}

function guarded<T extends object>(dialect: Dialect, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
        } catch (error) {
          throw unavailableOr(dialect, error);
        }
      };
    },
  });
}

/** pg hands BIGINT back as a string; every BIGINT of the index is a block number, a time or an id. */
const PG_TYPES = {
  getTypeParser: (oid: number, format?: string) => (oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')),
};

function postgresSettings(config: IndexStoreConfig) {
  const timeout = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connectionString: config.databaseUrl,
    statement_timeout: timeout,
    query_timeout: timeout + 1000,
    connectionTimeoutMillis: timeout,
    idle_in_transaction_session_timeout: timeout * 2,
    types: PG_TYPES,
  };
}

/**
 * One transaction on `db`: SQLite takes the write lock at BEGIN (IMMEDIATE), so a commit never
 * fails half-way on a lock it could not upgrade; PostgreSQL's cursor row serialises writers.
 */
async function inTransaction<T>(db: Kysely<IndexDatabase>, dialect: Dialect, work: (tx: Kysely<IndexDatabase>) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

function writerOver(db: Kysely<IndexDatabase>, dialect: Dialect, chainId: number, release: () => Promise<void>): IndexWriter {
  return guarded(dialect, {
    cursor: () => q.readCursor(db, chainId),
    listings: () => q.listingRefs(db, chainId),
    checkpoints: (atOrBelow, limit) => q.checkpoints(db, chainId, atOrBelow, limit),
    tokens: (addresses) => q.knownTokens(db, chainId, addresses),
    commit: (batch) => inTransaction(db, dialect, (tx) => q.commitBatch(tx, chainId, batch)),
    rollback: (request) => inTransaction(db, dialect, (tx) => q.rollbackTo(tx, chainId, request)),
    release,
  } satisfies IndexWriter);
}

function readerOver(db: Kysely<IndexDatabase>, dialect: Dialect, chainId: number) {
  return guarded(dialect, {
    cursor: () => q.readCursor(db, chainId),
    sales: (query: Parameters<typeof q.listSales>[2]) => q.listSales(db, chainId, query),
    pools: (query: Parameters<typeof q.listPools>[2]) => q.listPools(db, chainId, query),
    bonds: (query: Parameters<typeof q.listBonds>[2]) => q.listBonds(db, chainId, query),
    stakes: (query: Parameters<typeof q.listStakes>[2]) => q.listStakes(db, chainId, query),
    activity: (query: Parameters<typeof q.listActivity>[2]) => q.listActivity(db, chainId, query),
    salesByIds: (ids: readonly number[]) => q.salesByIds(db, chainId, ids),
    poolsByIds: (ids: readonly number[]) => q.poolsByIds(db, chainId, ids),
    ownerTotals: (kind: 'sale' | 'pool', owner: string, now: number) => ownerTotals(db, chainId, kind, owner, now),
    stakeTotals: (wallet: string, now: number) => stakeTotals(db, chainId, wallet, now),
    bondTotals: (wallet: string, now: number) => bondTotals(db, dialect, chainId, wallet, now),
  });
}

function openSqlite(config: IndexStoreConfig): IndexStore {
  const open = () => {
    const handle = new Database(config.dbFile);
    handle.pragma('journal_mode = WAL');
    handle.pragma('busy_timeout = 5000');
    migrateSqlite(handle);
    registerSqliteAmountFunctions(handle);
    return handle;
  };
  const writerHandle = open();
  const readerHandle = config.dbFile === ':memory:' ? writerHandle : open();
  const writerDb = new Kysely<IndexDatabase>({ dialect: new SqliteDialect({ database: writerHandle }) });
  const readerDb = readerHandle === writerHandle ? writerDb : new Kysely<IndexDatabase>({ dialect: new SqliteDialect({ database: readerHandle }) });
  const writer = writerOver(writerDb, 'sqlite', config.chainId, async () => undefined);
  return {
    ...readerOver(readerDb, 'sqlite', config.chainId),
    acquireWriter: async () => writer,
    async close() {
      await writerDb.destroy();
      if (readerDb !== writerDb) await readerDb.destroy();
    },
  };
}

/** A Kysely "pool" of exactly the one session that holds the writer's advisory lock. */
function sessionPool(client: pg.Client) {
  return {
    connect: async () => ({
      query: client.query.bind(client) as never,
      release: () => undefined,
    }),
    end: async () => undefined,
  };
}

async function openPostgres(config: IndexStoreConfig): Promise<IndexStore> {
  try {
    await migratePostgres(config.databaseUrl!);
  } catch (error) {
    throw unavailableOr('postgres', error);
  }
  const pool = new pg.Pool({ ...postgresSettings(config), max: config.poolSize ?? 5, application_name: 'bond-api-index' });
  pool.on('error', () => undefined);
  const readerDb = new Kysely<IndexDatabase>({ dialect: new PostgresDialect({ pool }) });
  let session: { client: pg.Client; db: Kysely<IndexDatabase> } | null = null;

  const endSession = async () => {
    const current = session;
    session = null;
    if (current) await current.client.end().catch(() => undefined);
  };

  return {
    ...readerOver(readerDb, 'postgres', config.chainId),
    async acquireWriter() {
      if (session) await endSession();
      const client = new pg.Client({ ...postgresSettings(config), application_name: 'bond-api-index-writer' });
      // A broken session ends the lease: the next commit on it fails and the follower asks again.
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query<{ granted: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS granted', [WRITER_LOCK_CLASS, config.chainId]);
        if (!rows[0]?.granted) {
          await client.end().catch(() => undefined);
          return null;
        }
      } catch (error) {
        await client.end().catch(() => undefined);
        throw unavailableOr('postgres', error);
      }
      const db = new Kysely<IndexDatabase>({ dialect: new PostgresDialect({ pool: sessionPool(client) }) });
      session = { client, db };
      return writerOver(db, 'postgres', config.chainId, endSession);
    },
    async close() {
      await endSession();
      await readerDb.destroy();
    },
  };
}

/** PostgreSQL when a URL is given, else the SQLite file (migrated by whichever handle opens it first). */
export async function createIndexStore(config: IndexStoreConfig): Promise<IndexStore> {
  return config.databaseUrl ? openPostgres(config) : openSqlite(config);
}
