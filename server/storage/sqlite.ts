import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { STORAGE_REASONS, StorageUnavailableError } from './errors';
import { freeSpaceProblem } from './freeSpace';
import { StaleMetadata } from './staleMetadata';
import type { MetadataAuth, MetadataKind, MetadataSummary, PriceObservation, Storage, StoredMetadata } from './types';

interface MetadataRow {
  chain_id: number;
  kind: MetadataKind;
  contract_address: string;
  entity_id: number;
  description: string;
  socials: string;
  logo_size: number | null;
  logo_mime_type: string | null;
  owner: string;
  updated_at: number;
  issued_at: number;
}

interface ObservationRow {
  chain_id: number;
  pair: string;
  timestamp: number;
  price0_cumulative: string;
  price1_cumulative: string;
}

/**
 * Schema versions, applied in order and counted in `PRAGMA user_version` (SQLite's own schema
 * counter, so no bookkeeping table). Version 1 adopts files written before versioning existed,
 * hence its IF NOT EXISTS; later versions run exactly once.
 */
const MIGRATIONS: string[] = [
  `CREATE TABLE IF NOT EXISTS metadata (
    chain_id INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('sale', 'stake-pool')),
    contract_address TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    description TEXT NOT NULL,
    socials TEXT NOT NULL,
    logo BLOB,
    logo_mime_type TEXT,
    owner TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (chain_id, kind, contract_address)
  );
  CREATE TABLE IF NOT EXISTS used_messages (
    chain_id INTEGER NOT NULL,
    message_digest TEXT NOT NULL,
    signature TEXT NOT NULL,
    used_at INTEGER NOT NULL,
    PRIMARY KEY (chain_id, message_digest)
  );
  CREATE TABLE IF NOT EXISTS price_observations (
    chain_id INTEGER NOT NULL,
    pair TEXT NOT NULL,
    timestamp INTEGER NOT NULL,
    price0_cumulative TEXT NOT NULL,
    price1_cumulative TEXT NOT NULL,
    PRIMARY KEY (chain_id, pair, timestamp)
  );`,
  // Pruning of used messages goes by their issue time (chain seconds); rows from before this
  // column get 0 and are pruned first, which is right: they are long expired.
  `ALTER TABLE used_messages ADD COLUMN issued_at INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX used_messages_issued_at ON used_messages (chain_id, issued_at);
  CREATE INDEX price_observations_timestamp ON price_observations (chain_id, timestamp);`,
  // Listing kinds come from the server's registry, so the table takes any kind (SQLite cannot
  // drop a CHECK: the table is rebuilt). issued_at orders posts: a message not newer than the
  // stored one's is refused; rows from before have 0, so any new post replaces them.
  // health_probe takes one row that /health rewrites to prove the database still takes writes.
  `CREATE TABLE metadata_v3 (
    chain_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    contract_address TEXT NOT NULL,
    entity_id INTEGER NOT NULL,
    description TEXT NOT NULL,
    socials TEXT NOT NULL,
    logo BLOB,
    logo_mime_type TEXT,
    owner TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    issued_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (chain_id, kind, contract_address)
  );
  INSERT INTO metadata_v3 (chain_id, kind, contract_address, entity_id, description, socials, logo, logo_mime_type, owner, updated_at)
    SELECT chain_id, kind, contract_address, entity_id, description, socials, logo, logo_mime_type, owner, updated_at FROM metadata;
  DROP TABLE metadata;
  ALTER TABLE metadata_v3 RENAME TO metadata;
  CREATE TABLE health_probe (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);`,
  // The event index (server/storage/indexStore/tables.ts says what each column holds).
  `CREATE TABLE index_state (
    chain_id INTEGER PRIMARY KEY,
    block_number INTEGER NOT NULL,
    block_hash TEXT NOT NULL,
    block_timestamp INTEGER NOT NULL,
    version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE index_blocks (
    chain_id INTEGER NOT NULL,
    block_number INTEGER NOT NULL,
    block_hash TEXT NOT NULL,
    PRIMARY KEY (chain_id, block_number)
  );
  CREATE TABLE index_tokens (
    chain_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    name TEXT,
    symbol TEXT,
    decimals INTEGER,
    PRIMARY KEY (chain_id, address)
  );
  CREATE TABLE index_sales (
    chain_id INTEGER NOT NULL,
    sale_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    owner TEXT NOT NULL,
    token TEXT NOT NULL,
    currency INTEGER NOT NULL,
    token_name TEXT,
    token_symbol TEXT,
    token_decimals INTEGER,
    search_text TEXT NOT NULL,
    hard_cap TEXT NOT NULL,
    sold_tokens TEXT NOT NULL,
    total_proceeds TEXT NOT NULL,
    total_claimed TEXT NOT NULL,
    discount_bps INTEGER NOT NULL,
    start_time INTEGER NOT NULL,
    end_time INTEGER NOT NULL,
    vesting_duration INTEGER NOT NULL,
    min_price_per_token TEXT NOT NULL,
    max_per_buyer TEXT NOT NULL,
    max_per_quote TEXT NOT NULL,
    hourly_budget TEXT NOT NULL,
    buyers_count INTEGER NOT NULL,
    ended_early INTEGER NOT NULL,
    closed_at INTEGER,
    ends_at INTEGER NOT NULL,
    progress_bps INTEGER NOT NULL,
    proceeds_withdrawn INTEGER NOT NULL,
    unsold_withdrawn INTEGER NOT NULL,
    fee_withdrawn INTEGER NOT NULL,
    created_block INTEGER NOT NULL,
    created_tx TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (chain_id, sale_id)
  );
  CREATE UNIQUE INDEX index_sales_address ON index_sales (chain_id, address);
  CREATE INDEX index_sales_ends_at ON index_sales (chain_id, ends_at, sale_id);
  CREATE INDEX index_sales_discount ON index_sales (chain_id, discount_bps, sale_id);
  CREATE INDEX index_sales_progress ON index_sales (chain_id, progress_bps, sale_id);
  CREATE INDEX index_sales_owner ON index_sales (chain_id, owner, sale_id);
  CREATE INDEX index_sales_token ON index_sales (chain_id, token);
  CREATE TABLE index_pools (
    chain_id INTEGER NOT NULL,
    pool_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    owner TEXT NOT NULL,
    staking_token TEXT NOT NULL,
    token_name TEXT,
    token_symbol TEXT,
    token_decimals INTEGER,
    search_text TEXT NOT NULL,
    apr_bps INTEGER NOT NULL,
    pending_apr_bps INTEGER,
    pending_apr_at INTEGER,
    created_at INTEGER NOT NULL,
    end_time INTEGER NOT NULL,
    active INTEGER NOT NULL,
    total_staked TEXT NOT NULL,
    total_claimed TEXT NOT NULL,
    total_funded TEXT NOT NULL,
    reserve_withdrawn TEXT NOT NULL,
    stakers_count INTEGER NOT NULL,
    emergency_recipient TEXT,
    emergency_execute_after INTEGER,
    emergency_expires_at INTEGER,
    created_block INTEGER NOT NULL,
    created_tx TEXT NOT NULL,
    PRIMARY KEY (chain_id, pool_id)
  );
  CREATE UNIQUE INDEX index_pools_address ON index_pools (chain_id, address);
  CREATE INDEX index_pools_end_time ON index_pools (chain_id, end_time, pool_id);
  CREATE INDEX index_pools_stakers ON index_pools (chain_id, stakers_count, pool_id);
  CREATE INDEX index_pools_owner ON index_pools (chain_id, owner, pool_id);
  CREATE INDEX index_pools_token ON index_pools (chain_id, staking_token);
  CREATE TABLE index_bond_positions (
    chain_id INTEGER NOT NULL,
    buyer TEXT NOT NULL,
    sale_id INTEGER NOT NULL,
    bought TEXT NOT NULL,
    claimed TEXT NOT NULL,
    paid TEXT NOT NULL,
    purchases INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    open INTEGER NOT NULL,
    PRIMARY KEY (chain_id, buyer, sale_id)
  );
  CREATE INDEX index_bond_positions_recent ON index_bond_positions (chain_id, buyer, last_at, sale_id);
  CREATE INDEX index_bond_positions_sale ON index_bond_positions (chain_id, sale_id);
  CREATE TABLE index_stake_positions (
    chain_id INTEGER NOT NULL,
    staker TEXT NOT NULL,
    pool_id INTEGER NOT NULL,
    staked TEXT NOT NULL,
    rewards_claimed TEXT NOT NULL,
    stakes INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    staking INTEGER NOT NULL,
    PRIMARY KEY (chain_id, staker, pool_id)
  );
  CREATE INDEX index_stake_positions_recent ON index_stake_positions (chain_id, staker, last_at, pool_id);
  CREATE INDEX index_stake_positions_pool ON index_stake_positions (chain_id, pool_id);
  CREATE TABLE index_events (
    chain_id INTEGER NOT NULL,
    block_number INTEGER NOT NULL,
    log_index INTEGER NOT NULL,
    tx_hash TEXT NOT NULL,
    block_timestamp INTEGER NOT NULL,
    listing_kind TEXT NOT NULL CHECK (listing_kind IN ('sale', 'pool')),
    listing_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    account TEXT,
    amount TEXT,
    data TEXT NOT NULL,
    PRIMARY KEY (chain_id, block_number, log_index)
  );
  CREATE INDEX index_events_listing ON index_events (chain_id, listing_kind, listing_id, block_number, log_index);
  CREATE INDEX index_events_account ON index_events (chain_id, account, block_number, log_index);`,
];

/** Brings a file's schema up to date; every handle opened on the file (storage, event index) runs it first. */
export function migrateSqlite(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]);
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

/** The operational SQLite failures (not programming errors such as a constraint) as their cause. */
export function sqliteReason(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_READONLY_DBMOVED') return STORAGE_REASONS.fileReplaced;
  if (code.startsWith('SQLITE_READONLY')) return STORAGE_REASONS.readOnly;
  if (code === 'SQLITE_FULL') return STORAGE_REASONS.full;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return STORAGE_REASONS.timeout;
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
    return STORAGE_REASONS.io;
  }
  return undefined;
}

function metadataSummary(row: MetadataRow): MetadataSummary {
  return {
    chainId: row.chain_id,
    kind: row.kind,
    contractAddress: row.contract_address,
    entityId: row.entity_id,
    description: row.description,
    socials: JSON.parse(row.socials) as StoredMetadata['socials'],
    logoSize: row.logo_size,
    logoMimeType: row.logo_mime_type,
    owner: row.owner,
    updatedAt: row.updated_at,
    issuedAt: row.issued_at,
  };
}

/** Addresses per statement of getMetadataMany: far below SQLite's bound-parameter limit. */
const MANY_CHUNK = 200;

function toObservation(row: ObservationRow | undefined): PriceObservation | null {
  if (!row) return null;
  return {
    chainId: row.chain_id,
    pair: row.pair,
    timestamp: row.timestamp,
    price0Cumulative: BigInt(row.price0_cumulative),
    price1Cumulative: BigInt(row.price1_cumulative),
  };
}

/** Device and inode: what names "the same file" on one machine. */
function identity(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/** The SQLite adapter of {@link Storage}; `file` may be ':memory:'. */
export function createSqliteStorage(file: string): Storage {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  migrateSqlite(db);
  // An open handle keeps writing to the file it opened, even after that file is deleted or
  // replaced at its path: every later write would be accepted and lost, and other instances
  // would read a different file. So the file's identity is remembered and checked before writes.
  const opened = inMemory ? undefined : identity(file);

  function fileProblem(): string | undefined {
    if (inMemory) return undefined;
    return identity(file) === opened ? undefined : STORAGE_REASONS.fileReplaced;
  }

  /** Runs a database step, turning operational failures into a 503-shaped error. */
  function run<T>(step: () => T, write: boolean): T {
    if (write) {
      const problem = fileProblem();
      if (problem) throw new StorageUnavailableError(problem);
    }
    try {
      return step();
    } catch (error) {
      const reason = sqliteReason(error);
      if (reason) throw new StorageUnavailableError(reason, error);
      throw error;
    }
  }

  const selectMetadata = db.prepare<[number, string, string], MetadataRow>(
    `SELECT chain_id, kind, contract_address, entity_id, description, socials, length(logo) AS logo_size, logo_mime_type, owner, updated_at, issued_at
     FROM metadata WHERE chain_id = ? AND kind = ? AND contract_address = ?`,
  );
  /** One statement per number of addresses (a page asks for at most 100). */
  const manyStatements = new Map<number, Database.Statement<unknown[], MetadataRow>>();
  const selectMetadataMany = (count: number) => {
    let statement = manyStatements.get(count);
    if (!statement) {
      statement = db.prepare<unknown[], MetadataRow>(
        `SELECT chain_id, kind, contract_address, entity_id, description, socials, length(logo) AS logo_size, logo_mime_type, owner, updated_at, issued_at
         FROM metadata WHERE chain_id = ? AND kind = ? AND contract_address IN (${Array(count).fill('?').join(', ')})`,
      );
      manyStatements.set(count, statement);
    }
    return statement;
  };
  const selectLogo = db.prepare<[number, string, string], { logo: Buffer; logo_mime_type: string }>(
    'SELECT logo, logo_mime_type FROM metadata WHERE chain_id = ? AND kind = ? AND contract_address = ? AND logo IS NOT NULL AND logo_mime_type IS NOT NULL',
  );
  const insertUsed = db.prepare(
    'INSERT INTO used_messages (chain_id, message_digest, signature, issued_at, used_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const selectUsed = db.prepare<[number, string], { one: number }>(
    'SELECT 1 AS one FROM used_messages WHERE chain_id = ? AND message_digest = ?',
  );
  const upsertMetadata = db.prepare(`
    INSERT INTO metadata (chain_id, kind, contract_address, entity_id, description, socials, logo, logo_mime_type, owner, updated_at, issued_at)
    VALUES (@chainId, @kind, @contractAddress, @entityId, @description, @socials, @logo, @logoMimeType, @owner, @updatedAt, @issuedAt)
    ON CONFLICT (chain_id, kind, contract_address) DO UPDATE SET
      entity_id = excluded.entity_id, description = excluded.description, socials = excluded.socials,
      logo = excluded.logo, logo_mime_type = excluded.logo_mime_type, owner = excluded.owner,
      updated_at = excluded.updated_at, issued_at = excluded.issued_at
    WHERE excluded.issued_at > metadata.issued_at`);
  const writeProbe = db.prepare('INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at');
  const insertObservation = db.prepare(
    'INSERT INTO price_observations (chain_id, pair, timestamp, price0_cumulative, price1_cumulative) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const discardObservations = db.prepare('DELETE FROM price_observations WHERE chain_id = ? AND pair = ? AND timestamp > ?');
  const selectObservationBefore = db.prepare<[number, string, number], ObservationRow>(
    'SELECT * FROM price_observations WHERE chain_id = ? AND pair = ? AND timestamp <= ? ORDER BY timestamp DESC LIMIT 1',
  );
  const selectLatestObservation = db.prepare<[number, string], ObservationRow>(
    'SELECT * FROM price_observations WHERE chain_id = ? AND pair = ? ORDER BY timestamp DESC LIMIT 1',
  );
  const selectEarliestObservation = db.prepare<[number, string], ObservationRow>(
    'SELECT * FROM price_observations WHERE chain_id = ? AND pair = ? ORDER BY timestamp ASC LIMIT 1',
  );
  const pruneObservations = db.prepare(`
    DELETE FROM price_observations WHERE chain_id = @chainId AND timestamp < @before
      AND (pair, timestamp) NOT IN (
        SELECT pair, MAX(timestamp) FROM price_observations WHERE chain_id = @chainId AND timestamp < @before GROUP BY pair
      )`);
  const insertObservations = db.transaction((observations: readonly PriceObservation[]) => {
    for (const o of observations) {
      insertObservation.run(o.chainId, o.pair.toLowerCase(), o.timestamp, o.price0Cumulative.toString(), o.price1Cumulative.toString());
    }
  });
  const pruneMessages = db.prepare('DELETE FROM used_messages WHERE chain_id = ? AND issued_at < ?');

  // Replay protection in one transaction: the message is claimed first (a conflict means it was
  // used), and only a claimed message writes the metadata, only over an older version; a failed
  // or refused write gives the claim back (the transaction rolls back on the throw).
  const save = db.transaction((record: StoredMetadata, auth: MetadataAuth): boolean => {
    const claimed = insertUsed.run(record.chainId, auth.messageDigest, auth.signature, auth.issuedAt, record.updatedAt);
    if (claimed.changes === 0) return false;
    const written = upsertMetadata.run({
      ...record,
      contractAddress: record.contractAddress.toLowerCase(),
      owner: record.owner.toLowerCase(),
      socials: JSON.stringify(record.socials),
    });
    if (written.changes === 0) throw new StaleMetadata();
    return true;
  });

  const prune = db.transaction((chainId: number, observationsBefore: number, messagesIssuedBefore: number) => ({
    observations: pruneObservations.run({ chainId, before: observationsBefore }).changes,
    messages: pruneMessages.run(chainId, messagesIssuedBefore).changes,
  }));

  return {
    async getMetadata(chainId, kind, contractAddress) {
      const row = run(() => selectMetadata.get(chainId, kind, contractAddress.toLowerCase()), false);
      return row ? metadataSummary(row) : null;
    },
    async getMetadataMany(chainId, kind, contractAddresses) {
      const addresses = [...new Set(contractAddresses.map((a) => a.toLowerCase()))];
      const rows: MetadataRow[] = [];
      for (let i = 0; i < addresses.length; i += MANY_CHUNK) {
        const part = addresses.slice(i, i + MANY_CHUNK);
        rows.push(...run(() => selectMetadataMany(part.length).all(chainId, kind, ...part), false));
      }
      return rows.map(metadataSummary);
    },
    async getLogo(chainId, kind, contractAddress) {
      const row = run(() => selectLogo.get(chainId, kind, contractAddress.toLowerCase()), false);
      return row ? { bytes: row.logo, mimeType: row.logo_mime_type } : null;
    },
    async saveMetadata(metadata, auth) {
      try {
        return run(() => save.immediate(metadata, auth), true) ? 'saved' : 'used';
      } catch (error) {
        if (error instanceof StaleMetadata) return 'stale';
        throw error;
      }
    },
    async isMessageUsed(chainId, messageDigest) {
      return run(() => selectUsed.get(chainId, messageDigest), false) !== undefined;
    },
    async recordObservation(o) {
      run(() => insertObservation.run(o.chainId, o.pair.toLowerCase(), o.timestamp, o.price0Cumulative.toString(), o.price1Cumulative.toString()), true);
    },
    async recordObservations(observations) {
      if (observations.length > 0) run(() => insertObservations.immediate(observations), true);
    },
    async earliestObservation(chainId, pair) {
      return toObservation(run(() => selectEarliestObservation.get(chainId, pair.toLowerCase()), false));
    },
    async observationAtOrBefore(chainId, pair, timestamp) {
      return toObservation(run(() => selectObservationBefore.get(chainId, pair.toLowerCase(), timestamp), false));
    },
    async discardObservationsAfter(chainId, pair, timestamp) {
      run(() => discardObservations.run(chainId, pair.toLowerCase(), timestamp), true);
    },
    async latestObservation(chainId, pair) {
      return toObservation(run(() => selectLatestObservation.get(chainId, pair.toLowerCase()), false));
    },
    async prune({ chainId, observationsBefore, messagesIssuedBefore }) {
      return run(() => prune.immediate(chainId, observationsBefore, messagesIssuedBefore), true);
    },
    async health() {
      const problem = fileProblem() ?? (inMemory ? undefined : freeSpaceProblem(path.dirname(path.resolve(file))));
      if (problem) return problem;
      try {
        // A real write (one row, rewritten): fails on a read-only file or mount, a full disk or a
        // lock held longer than busy_timeout.
        writeProbe.run(Date.now());
        return undefined;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        return sqliteReason(error) ?? STORAGE_REASONS.io;
      }
    },
    async close() {
      db.close();
    },
  };
}
