export type { MetadataAuth, MetadataKind, PriceObservation, Storage, StoredMetadata } from './types';
export { createSqliteStorage } from './sqlite';
