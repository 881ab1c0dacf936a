import { ServiceUnavailableError } from '../lib/errors';

/**
 * The database cannot serve a request: unreachable, read-only, too slow, or (SQLite) its file was
 * deleted or replaced. A ServiceUnavailableError of the 'database' check, so the API answers it as
 * a 503 whose message names the cause; `cause` keeps the driver's error for the log.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(
    /** the cause alone, e.g. 'The database cannot be reached' */
    readonly reason: string,
    cause?: unknown,
  ) {
    super('database', `${reason}; please try again shortly.`, cause === undefined ? undefined : { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Causes named to users and on /health: what an operator has to fix, without driver internals. */
export const STORAGE_REASONS = {
  unreachable: 'The database cannot be reached',
  readOnly: 'The database is read-only and cannot store anything',
  timeout: 'The database did not answer in time',
  full: 'The database is out of space',
  io: 'The database file cannot be read or written',
  fileReplaced: 'The database file was deleted or replaced while the server was running, so nothing more can be stored',
} as const;
