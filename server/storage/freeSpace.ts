import fs from 'node:fs';
import { STORAGE_REASONS } from './errors';

/**
 * Below this much free space a metadata post (up to ~7 MB of logo, written to the WAL and then
 * to the file) can fail, so the database is reported out of space before a post finds out.
 */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** 'out of space' when the file system holding `dir` has less than `minFree` bytes free for us. */
export function freeSpaceProblem(dir: string, minFree = MIN_FREE_BYTES): string | undefined {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize < minFree ? STORAGE_REASONS.full : undefined;
  } catch {
    return undefined; // the probe write that follows names what is wrong
  }
}
