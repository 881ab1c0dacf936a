import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MetadataAuth, MetadataInfo, MetadataKind, PriceObservation, Storage, StoredMetadata } from './types';

/** Observations older than this are pruned: quotes only look 30 minutes back. */
const OBSERVATION_RETENTION_SECONDS = 6 * 3600;

interface MetadataRow {
  chain_id: number;
  kind: MetadataKind;
  contract_address: string;
  entity_id: number;
  description: string;
  socials: string;
  logo: Buffer | null;
  logo_mime_type: string | null;
  owner: string;
  updated_at: number;
}

interface ObservationRow {
  chain_id: number;
  pair: string;
  timestamp: number;
  price0_cumulative: string;
  price1_cumulative: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS metadata (
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
);
`;

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

/** The columns both metadata reads share (everything but the logo). */
function metadataFields(row: Omit<MetadataRow, 'logo'>): Omit<StoredMetadata, 'logo'> {
  return {
    chainId: row.chain_id,
    kind: row.kind,
    contractAddress: row.contract_address,
    entityId: row.entity_id,
    description: row.description,
    socials: JSON.parse(row.socials) as StoredMetadata['socials'],
    logoMimeType: row.logo_mime_type,
    owner: row.owner,
    updatedAt: row.updated_at,
  };
}

/** The SQLite adapter of {@link Storage}; `file` may be ':memory:'. */
export function createSqliteStorage(file: string): Storage {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const selectMetadata = db.prepare<[number, string, string], MetadataRow>(
    'SELECT * FROM metadata WHERE chain_id = ? AND kind = ? AND contract_address = ?',
  );
  // length() of a BLOB reads only the record header, never the logo's overflow pages.
  const selectMetadataInfo = db.prepare<[number, string, string], Omit<MetadataRow, 'logo'> & { logo_size: number | null }>(
    `SELECT chain_id, kind, contract_address, entity_id, description, socials, length(logo) AS logo_size, logo_mime_type, owner, updated_at
     FROM metadata WHERE chain_id = ? AND kind = ? AND contract_address = ?`,
  );
  const insertUsed = db.prepare(
    'INSERT OR IGNORE INTO used_messages (chain_id, message_digest, signature, used_at) VALUES (?, ?, ?, ?)',
  );
  const selectUsed = db.prepare<[number, string], { one: number }>(
    'SELECT 1 AS one FROM used_messages WHERE chain_id = ? AND message_digest = ?',
  );
  const upsertMetadata = db.prepare(`
    INSERT INTO metadata (chain_id, kind, contract_address, entity_id, description, socials, logo, logo_mime_type, owner, updated_at)
    VALUES (@chainId, @kind, @contractAddress, @entityId, @description, @socials, @logo, @logoMimeType, @owner, @updatedAt)
    ON CONFLICT (chain_id, kind, contract_address) DO UPDATE SET
      entity_id = excluded.entity_id, description = excluded.description, socials = excluded.socials,
      logo = excluded.logo, logo_mime_type = excluded.logo_mime_type, owner = excluded.owner,
      updated_at = excluded.updated_at`);
  const insertObservation = db.prepare(
    'INSERT OR REPLACE INTO price_observations (chain_id, pair, timestamp, price0_cumulative, price1_cumulative) VALUES (?, ?, ?, ?, ?)',
  );
  const pruneObservations = db.prepare('DELETE FROM price_observations WHERE chain_id = ? AND pair = ? AND timestamp < ?');
  const discardObservations = db.prepare('DELETE FROM price_observations WHERE chain_id = ? AND pair = ? AND timestamp > ?');
  const selectObservationBefore = db.prepare<[number, string, number], ObservationRow>(
    'SELECT * FROM price_observations WHERE chain_id = ? AND pair = ? AND timestamp <= ? ORDER BY timestamp DESC LIMIT 1',
  );
  const selectLatestObservation = db.prepare<[number, string], ObservationRow>(
    'SELECT * FROM price_observations WHERE chain_id = ? AND pair = ? ORDER BY timestamp DESC LIMIT 1',
  );

  const save = db.transaction((record: StoredMetadata, auth: MetadataAuth): boolean => {
    const inserted = insertUsed.run(record.chainId, auth.messageDigest, auth.signature, record.updatedAt);
    if (inserted.changes === 0) return false;
    upsertMetadata.run({
      ...record,
      contractAddress: record.contractAddress.toLowerCase(),
      owner: record.owner.toLowerCase(),
      socials: JSON.stringify(record.socials),
    });
    return true;
  });

  const record = db.transaction((o: PriceObservation) => {
    insertObservation.run(o.chainId, o.pair, o.timestamp, o.price0Cumulative.toString(), o.price1Cumulative.toString());
    pruneObservations.run(o.chainId, o.pair, o.timestamp - OBSERVATION_RETENTION_SECONDS);
  });

  return {
    async getMetadata(chainId, kind, contractAddress) {
      const row = selectMetadata.get(chainId, kind, contractAddress.toLowerCase());
      return row ? { ...metadataFields(row), logo: row.logo } : null;
    },
    async getMetadataInfo(chainId, kind, contractAddress): Promise<MetadataInfo | null> {
      const row = selectMetadataInfo.get(chainId, kind, contractAddress.toLowerCase());
      return row ? { ...metadataFields(row), logoSize: row.logo_size } : null;
    },
    async saveMetadata(metadata, auth) {
      return save(metadata, auth);
    },
    async isMessageUsed(chainId, messageDigest) {
      return selectUsed.get(chainId, messageDigest) !== undefined;
    },
    async recordObservation(observation) {
      record({ ...observation, pair: observation.pair.toLowerCase() });
    },
    async observationAtOrBefore(chainId, pair, timestamp) {
      return toObservation(selectObservationBefore.get(chainId, pair.toLowerCase(), timestamp));
    },
    async discardObservationsAfter(chainId, pair, timestamp) {
      discardObservations.run(chainId, pair.toLowerCase(), timestamp);
    },
    async latestObservation(chainId, pair) {
      return toObservation(selectLatestObservation.get(chainId, pair.toLowerCase()));
    },
    async checkWritable() {
      // Rewriting the schema cookie's neighbour (user_version) with its own value is a real
      // write transaction that changes nothing: it fails on a read-only file or a full disk.
      const version = db.pragma('user_version', { simple: true }) as number;
      db.pragma(`user_version = ${version}`);
    },
    async close() {
      db.close();
    },
  };
}
