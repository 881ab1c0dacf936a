export type { MetadataAuth, MetadataInfo, MetadataKind, PriceObservation, Storage, StoredMetadata } from './types';
export { createSqliteStorage } from './sqlite';
