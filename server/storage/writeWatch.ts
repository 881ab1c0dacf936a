import { StorageUnavailableError } from './errors';
import type { Storage } from './types';

/** A failed write keeps /health degraded this long after it (unless a later write succeeds). */
export const FAILED_WRITE_MEMORY_MS = 60_000;
/**
 * The database's own probe (a write of one row) runs at most once per this long; the /health
 * requests in between share its answer. /health is unauthenticated and is the floor the
 * benchmarks divide by, so a flood of it must not become a flood of writes.
 */
export const DATABASE_PROBE_EVERY_MS = 1_000;

const WRITES = ['saveMetadata', 'recordObservation', 'discardObservationsAfter', 'prune'] as const;

/**
 * `storage` with its writes watched, and its health as /health reads it:
 * - a write the database refused (out of space, read-only, an I/O error) makes `health()` report
 *   that cause at once and for {@link FAILED_WRITE_MEMORY_MS}, even when the small probe write
 *   still succeeds (a full disk can take a probe row but not a 5 MB logo). A later successful
 *   write clears it; so does the time passing, so an instance a load balancer took out of
 *   rotation (and so gets no writes) comes back once its probe passes;
 * - the storage's own probe runs at most once per {@link DATABASE_PROBE_EVERY_MS} (and one at a
 *   time), concurrent and later reports within that window sharing it. A write that settles starts the window
 *   over: what it found out is newer than the probe's answer.
 */
export function watchWrites(storage: Storage, now: () => number = Date.now, probeEveryMs = DATABASE_PROBE_EVERY_MS): Storage {
  let failed: { reason: string; at: number } | undefined;
  let probe: { answer: Promise<string | undefined>; at: number; pending: boolean } | undefined;
  const watched: Storage = { ...storage };
  for (const name of WRITES) {
    const write = storage[name] as (...args: unknown[]) => Promise<unknown>;
    (watched as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        const result = await write.apply(storage, args);
        failed = undefined;
        probe = undefined;
        return result;
      } catch (error) {
        if (error instanceof StorageUnavailableError) failed = { reason: error.reason, at: now() };
        throw error;
      }
    };
  }
  const probed = (): Promise<string | undefined> => {
    if (probe && (probe.pending || now() - probe.at < probeEveryMs)) return probe.answer;
    const entry = { answer: storage.health().catch((error: unknown) => (error as Error)?.message || String(error)), at: now(), pending: true };
    void entry.answer.finally(() => (entry.pending = false));
    probe = entry;
    return entry.answer;
  };
  watched.health = async () => {
    const reason = await probed();
    if (reason) return reason;
    if (failed && now() - failed.at < FAILED_WRITE_MEMORY_MS) {
      return `${failed.reason} (a write failed ${Math.round((now() - failed.at) / 1000)} s ago)`;
    }
    return undefined;
  };
  return watched;
}
