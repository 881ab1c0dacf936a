import path from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { STORAGE_REASONS, StorageUnavailableError } from './errors';
import { StaleMetadata } from './staleMetadata';
import type { MetadataKind, MetadataSummary, PriceObservation, Storage, StoredMetadata } from './types';

export interface PostgresStorageOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** every statement is cancelled by the server after this long (default 5 s) */
  statementTimeoutMs?: number;
  /** connections per instance (default 10) */
  poolSize?: number;
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

interface MetadataRow {
  chain_id: number;
  kind: MetadataKind;
  contract_address: string;
  entity_id: string;
  description: string;
  socials: StoredMetadata['socials'];
  logo_size: number | null;
  logo_mime_type: string | null;
  owner: string;
  updated_at: string;
  issued_at: string;
}

interface ObservationRow {
  chain_id: number;
  pair: string;
  timestamp: string;
  price0_cumulative: string;
  price1_cumulative: string;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

/** The operational failures of PostgreSQL (SQLSTATE classes) and of the connection, as their cause. */
export function postgresReason(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  const message = (error as { message?: unknown })?.message;
  if (typeof code === 'string') {
    if (code === '25006') return STORAGE_REASONS.readOnly; // read_only_sql_transaction
    if (code === '57014') return STORAGE_REASONS.timeout; // query_canceled (statement_timeout)
    if (code === '53100') return STORAGE_REASONS.full; // disk_full
    if (code.startsWith('08') || code.startsWith('57P') || code.startsWith('53')) return STORAGE_REASONS.unreachable;
    if (NETWORK_CODES.has(code)) return STORAGE_REASONS.unreachable;
  }
  if (typeof message === 'string') {
    if (/timeout|timed out/i.test(message)) return STORAGE_REASONS.timeout;
    if (/Connection terminated|not queryable|connect/i.test(message)) return STORAGE_REASONS.unreachable;
  }
  return undefined;
}

function unavailableOr(error: unknown): unknown {
  const reason = postgresReason(error);
  return reason ? new StorageUnavailableError(reason, error) : error;
}

function toObservation(row: ObservationRow | undefined): PriceObservation | null {
  if (!row) return null;
  return {
    chainId: row.chain_id,
    pair: row.pair,
    timestamp: Number(row.timestamp),
    price0Cumulative: BigInt(row.price0_cumulative),
    price1Cumulative: BigInt(row.price1_cumulative),
  };
}

/**
 * Brings the schema up to date with node-pg-migrate. Its advisory lock in 'wait' mode makes N
 * instances starting at once safe: one migrates, the others wait and then find nothing to do.
 */
export async function migratePostgres(connectionString: string): Promise<void> {
  await runner({
    databaseUrl: connectionString,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    advisoryLockMode: 'wait',
    log: () => undefined,
  });
}

/** The PostgreSQL adapter of {@link Storage}: migrates, then serves from a connection pool. */
function metadataSummary(row: MetadataRow): MetadataSummary {
  return {
    chainId: row.chain_id,
    kind: row.kind,
    contractAddress: row.contract_address,
    entityId: Number(row.entity_id),
    description: row.description,
    socials: row.socials,
    logoSize: row.logo_size === null ? null : Number(row.logo_size),
    logoMimeType: row.logo_mime_type,
    owner: row.owner,
    updatedAt: Number(row.updated_at),
    issuedAt: Number(row.issued_at),
  };
}

export async function createPostgresStorage(options: PostgresStorageOptions): Promise<Storage> {
  const timeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  try {
    await migratePostgres(options.connectionString);
  } catch (error) {
    throw unavailableOr(error);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    statement_timeout: timeout,
    // The client-side limit catches a server that stopped answering altogether.
    query_timeout: timeout + 1000,
    connectionTimeoutMillis: timeout,
    idle_in_transaction_session_timeout: timeout * 2,
    application_name: 'bond-api',
  });
  // An idle connection that breaks (server restart) is dropped by the pool; the next query
  // reports the cause. Without a listener the error would end the process.
  pool.on('error', () => undefined);

  async function query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await pool.query<R>(text, values);
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  /** Runs `work` in one transaction on one connection; any failure rolls everything back. */
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailableOr(error);
    }
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error instanceof StaleMetadata ? error : unavailableOr(error);
    } finally {
      client.release(broken);
    }
  }

  return {
    async getMetadata(chainId, kind, contractAddress) {
      const { rows } = await query<MetadataRow>(
        `SELECT chain_id, kind, contract_address, entity_id, description, socials, octet_length(logo) AS logo_size, logo_mime_type, owner, updated_at, issued_at
         FROM metadata WHERE chain_id = $1 AND kind = $2 AND contract_address = $3`,
        [chainId, kind, contractAddress.toLowerCase()],
      );
      return rows[0] ? metadataSummary(rows[0]) : null;
    },
    async getMetadataMany(chainId, kind, contractAddresses) {
      const addresses = [...new Set(contractAddresses.map((a) => a.toLowerCase()))];
      if (addresses.length === 0) return [];
      const { rows } = await query<MetadataRow>(
        `SELECT chain_id, kind, contract_address, entity_id, description, socials, octet_length(logo) AS logo_size, logo_mime_type, owner, updated_at, issued_at
         FROM metadata WHERE chain_id = $1 AND kind = $2 AND contract_address = ANY($3::text[])`,
        [chainId, kind, addresses],
      );
      return rows.map(metadataSummary);
    },
    async getLogo(chainId, kind, contractAddress) {
      const { rows } = await query<{ logo: Buffer; logo_mime_type: string }>(
        `SELECT logo, logo_mime_type FROM metadata
         WHERE chain_id = $1 AND kind = $2 AND contract_address = $3 AND logo IS NOT NULL AND logo_mime_type IS NOT NULL`,
        [chainId, kind, contractAddress.toLowerCase()],
      );
      return rows[0] ? { bytes: rows[0].logo, mimeType: rows[0].logo_mime_type } : null;
    },
    async saveMetadata(record, auth) {
      // Replay protection in one transaction: concurrent posts of one message all try to claim
      // it; the unique key lets exactly one insert return a row, the others wait for it and
      // return none. Only the claimant writes the metadata, only over an older version (the
      // upsert's WHERE sees the committed row, under its lock); a failed or refused write gives
      // the claim back.
      const saved = transaction(async (client) => {
        const claimed = await client.query(
          `INSERT INTO used_messages (chain_id, message_digest, signature, issued_at, used_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
          [record.chainId, auth.messageDigest, auth.signature, auth.issuedAt, record.updatedAt],
        );
        if (claimed.rowCount === 0) return 'used' as const;
        const written = await client.query(
          `INSERT INTO metadata (chain_id, kind, contract_address, entity_id, description, socials, logo, logo_mime_type, owner, updated_at, issued_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)
           ON CONFLICT (chain_id, kind, contract_address) DO UPDATE SET
             entity_id = excluded.entity_id, description = excluded.description, socials = excluded.socials,
             logo = excluded.logo, logo_mime_type = excluded.logo_mime_type, owner = excluded.owner,
             updated_at = excluded.updated_at, issued_at = excluded.issued_at
           WHERE excluded.issued_at > metadata.issued_at`,
          [
            record.chainId,
            record.kind,
            record.contractAddress.toLowerCase(),
            record.entityId,
            record.description,
            JSON.stringify(record.socials),
            record.logo,
            record.logoMimeType,
            record.owner.toLowerCase(),
            record.updatedAt,
            record.issuedAt,
          ],
        );
        if (written.rowCount === 0) throw new StaleMetadata();
        return 'saved' as const;
      });
      return saved.catch((error: unknown) => {
        if (error instanceof StaleMetadata) return 'stale' as const;
        throw error;
      });
    },
    async isMessageUsed(chainId, messageDigest) {
      const { rowCount } = await query('SELECT 1 FROM used_messages WHERE chain_id = $1 AND message_digest = $2', [chainId, messageDigest]);
      return (rowCount ?? 0) > 0;
    },
    async recordObservation(o) {
      await query(
        `INSERT INTO price_observations (chain_id, pair, timestamp, price0_cumulative, price1_cumulative)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [o.chainId, o.pair.toLowerCase(), o.timestamp, o.price0Cumulative.toString(), o.price1Cumulative.toString()],
      );
    },
    async recordObservations(observations) {
      if (observations.length === 0) return;
      // one statement: the rows as parallel arrays, unnested server-side
      await query(
        `INSERT INTO price_observations (chain_id, pair, timestamp, price0_cumulative, price1_cumulative)
         SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[], $4::numeric[], $5::numeric[]) ON CONFLICT DO NOTHING`,
        [
          observations.map((o) => o.chainId),
          observations.map((o) => o.pair.toLowerCase()),
          observations.map((o) => o.timestamp),
          observations.map((o) => o.price0Cumulative.toString()),
          observations.map((o) => o.price1Cumulative.toString()),
        ],
      );
    },
    async earliestObservation(chainId, pair) {
      const { rows } = await query<ObservationRow>(
        'SELECT * FROM price_observations WHERE chain_id = $1 AND pair = $2 ORDER BY timestamp ASC LIMIT 1',
        [chainId, pair.toLowerCase()],
      );
      return toObservation(rows[0]);
    },
    async observationAtOrBefore(chainId, pair, timestamp) {
      const { rows } = await query<ObservationRow>(
        'SELECT * FROM price_observations WHERE chain_id = $1 AND pair = $2 AND timestamp <= $3 ORDER BY timestamp DESC LIMIT 1',
        [chainId, pair.toLowerCase(), timestamp],
      );
      return toObservation(rows[0]);
    },
    async discardObservationsAfter(chainId, pair, timestamp) {
      await query('DELETE FROM price_observations WHERE chain_id = $1 AND pair = $2 AND timestamp > $3', [chainId, pair.toLowerCase(), timestamp]);
    },
    async latestObservation(chainId, pair) {
      const { rows } = await query<ObservationRow>(
        'SELECT * FROM price_observations WHERE chain_id = $1 AND pair = $2 ORDER BY timestamp DESC LIMIT 1',
        [chainId, pair.toLowerCase()],
      );
      return toObservation(rows[0]);
    },
    async prune({ chainId, observationsBefore, messagesIssuedBefore }) {
      return transaction(async (client) => ({
        observations:
          (
            await client.query(
              `DELETE FROM price_observations WHERE chain_id = $1 AND timestamp < $2
                 AND (pair, timestamp) NOT IN (
                   SELECT pair, MAX(timestamp) FROM price_observations WHERE chain_id = $1 AND timestamp < $2 GROUP BY pair
                 )`,
              [chainId, observationsBefore],
            )
          ).rowCount ?? 0,
        messages: (await client.query('DELETE FROM used_messages WHERE chain_id = $1 AND issued_at < $2', [chainId, messagesIssuedBefore])).rowCount ?? 0,
      }));
    },
    async health() {
      try {
        // A real write (one row, shared by the instances): fails on a read-only server or
        // database (25006), a full disk (53100), or a database that does not answer.
        await pool.query(
          'INSERT INTO health_probe (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
          [Date.now()],
        );
        return undefined;
      } catch (error) {
        return postgresReason(error) ?? STORAGE_REASONS.unreachable;
      }
    },
    async close() {
      await pool.end();
    },
  };
}
