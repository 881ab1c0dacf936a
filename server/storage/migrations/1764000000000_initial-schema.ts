/**
 * The PostgreSQL schema, run by node-pg-migrate at server start (server/storage/postgres.ts).
 * Same tables as the SQLite adapter; uint256 values are NUMERIC(78,0) (2^256 has 78 digits),
 * logos BYTEA, times BIGINT (unix milliseconds for updated_at/used_at, chain seconds otherwise).
 */
import type { MigrationBuilder } from 'node-pg-migrate';

export function up(pgm: MigrationBuilder): void {
  pgm.createTable('metadata', {
    chain_id: { type: 'integer', notNull: true, primaryKey: true },
    kind: { type: 'text', notNull: true, primaryKey: true, check: "kind IN ('sale', 'stake-pool')" },
    contract_address: { type: 'text', notNull: true, primaryKey: true },
    entity_id: { type: 'bigint', notNull: true },
    description: { type: 'text', notNull: true },
    socials: { type: 'jsonb', notNull: true },
    logo: { type: 'bytea' },
    logo_mime_type: { type: 'text' },
    owner: { type: 'text', notNull: true },
    updated_at: { type: 'bigint', notNull: true },
  });
  pgm.createTable('used_messages', {
    chain_id: { type: 'integer', notNull: true, primaryKey: true },
    message_digest: { type: 'text', notNull: true, primaryKey: true },
    signature: { type: 'text', notNull: true },
    issued_at: { type: 'bigint', notNull: true },
    used_at: { type: 'bigint', notNull: true },
  });
  pgm.createIndex('used_messages', ['chain_id', 'issued_at']);
  pgm.createTable('price_observations', {
    chain_id: { type: 'integer', notNull: true, primaryKey: true },
    pair: { type: 'text', notNull: true, primaryKey: true },
    timestamp: { type: 'bigint', notNull: true, primaryKey: true },
    price0_cumulative: { type: 'numeric(78,0)', notNull: true },
    price1_cumulative: { type: 'numeric(78,0)', notNull: true },
  });
  pgm.createIndex('price_observations', ['chain_id', 'timestamp']);
}

export function down(pgm: MigrationBuilder): void {
  pgm.dropTable('price_observations');
  pgm.dropTable('used_messages');
  pgm.dropTable('metadata');
}
