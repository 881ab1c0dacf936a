import { createPostgresStorage } from './postgres';
import { createSqliteStorage } from './sqlite';
import type { Storage } from './types';

export type { MetadataAuth, MetadataKind, MetadataSummary, PriceObservation, PruneCutoffs, PruneResult, SaveOutcome, Storage, StoredLogo, StoredMetadata } from './types';
export { StorageUnavailableError, STORAGE_REASONS } from './errors';
export { createSqliteStorage } from './sqlite';
export { createPostgresStorage } from './postgres';
export { watchWrites } from './writeWatch';

export interface StorageConfig {
  /** PostgreSQL URL; when set, the server runs on PostgreSQL (N instances may share it) */
  databaseUrl?: string;
  /** SQLite file used when databaseUrl is not set (':memory:' for throwaway runs) */
  dbFile: string;
  /** per-statement timeout of the PostgreSQL adapter */
  statementTimeoutMs?: number;
}

/** PostgreSQL when a URL is given, else the embedded SQLite file. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.databaseUrl) {
    return createPostgresStorage({ connectionString: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs });
  }
  return createSqliteStorage(config.dbFile);
}
