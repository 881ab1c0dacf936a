/**
 * Listing kinds come from the server's registry (server/listings), so the kind column takes any
 * kind; issued_at (unix ms of the signed message) orders posts, a message not newer than the
 * stored one's being refused; health_probe holds the row /health rewrites to prove the database
 * still takes writes.
 */
import type { MigrationBuilder } from 'node-pg-migrate';

export function up(pgm: MigrationBuilder): void {
  pgm.sql('ALTER TABLE metadata DROP CONSTRAINT IF EXISTS metadata_kind_check');
  pgm.addColumn('metadata', { issued_at: { type: 'bigint', notNull: true, default: 0 } });
  pgm.createTable('health_probe', {
    id: { type: 'integer', primaryKey: true },
    checked_at: { type: 'bigint', notNull: true },
  });
}

export function down(pgm: MigrationBuilder): void {
  pgm.dropTable('health_probe');
  pgm.dropColumn('metadata', 'issued_at');
  pgm.addConstraint('metadata', 'metadata_kind_check', { check: "kind IN ('sale', 'stake-pool')" });
}
