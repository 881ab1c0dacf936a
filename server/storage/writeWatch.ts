import { StorageUnavailableError } from './errors';
import type { Storage } from './types';

/** A failed write keeps /health degraded this long after it (unless a later write succeeds). */
export const FAILED_WRITE_MEMORY_MS = 60_000;

const WRITES = ['saveMetadata', 'recordObservation', 'discardObservationsAfter', 'prune'] as const;

/**
 * `storage` with its writes watched: a write the database refused (out of space, read-only, an
 * I/O error) makes `health()` report that cause for {@link FAILED_WRITE_MEMORY_MS}, even when the
 * small probe write of `health()` still succeeds (a full disk can take a probe row but not a 5 MB
 * logo). A later successful write clears it at once; so does the time passing, so an instance a
 * load balancer took out of rotation (and so gets no writes) comes back once its probe passes.
 */
export function watchWrites(storage: Storage, now: () => number = Date.now): Storage {
  let failed: { reason: string; at: number } | undefined;
  const watched: Storage = { ...storage };
  for (const name of WRITES) {
    const write = storage[name] as (...args: unknown[]) => Promise<unknown>;
    (watched as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        const result = await write.apply(storage, args);
        failed = undefined;
        return result;
      } catch (error) {
        if (error instanceof StorageUnavailableError) failed = { reason: error.reason, at: now() };
        throw error;
      }
    };
  }
  watched.health = async () => {
    const probed = await storage.health();
    if (probed) return probed;
    if (failed && now() - failed.at < FAILED_WRITE_MEMORY_MS) {
      return `${failed.reason} (a write failed ${Math.round((now() - failed.at) / 1000)} s ago)`;
    }
    return undefined;
  };
  return watched;
}
