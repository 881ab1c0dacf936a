import { ApiError } from '../lib/errors';

/**
 * The database cannot serve a request: unreachable, read-only, too slow, or (SQLite) its file was
 * deleted or replaced. An ApiError with status 503, so the API's error handler answers it as a
 * transient failure whose message names the cause; `cause` keeps the driver's error for the log.
 */
export class StorageUnavailableError extends ApiError {
  constructor(
    /** the cause alone, e.g. 'The database cannot be reached' */
    readonly reason: string,
    cause?: unknown,
  ) {
    super(503, `${reason}; please try again shortly.`);
    this.name = 'StorageUnavailableError';
    if (cause !== undefined) this.cause = cause;
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
