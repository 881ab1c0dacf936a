import { STATUS_CODES } from 'node:http';

/**
 * An error whose message is meant for the user: the app shows `message` as is
 * (SPEC section 8), so it must be a complete sentence without internals.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);
export const forbidden = (message: string): ApiError => new ApiError(403, message);
export const conflict = (message: string): ApiError => new ApiError(409, message);
export const payloadTooLarge = (message: string): ApiError => new ApiError(413, message);

/**
 * A dependency the server needs is missing or down; the route answers 503 with a message that
 * names the cause, so a client (and an operator reading it) knows the failure is not theirs.
 * `cause` names the check of /health that reports the same thing ('node', 'contracts', 'database').
 */
export class ServiceUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(
    readonly check: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceUnavailableError';
  }
}

/** Raised when the chain cannot be read; the route answers 503 so clients treat it as transient. */
export class ChainUnavailableError extends ServiceUnavailableError {
  constructor(cause: unknown, message = 'The chain node cannot be reached right now; please try again shortly.') {
    super('node', message, { cause });
    this.name = 'ChainUnavailableError';
  }
}

/** The deployment's contracts have no code on the chain the server reads (wrong chain or RPC URL). */
export class ContractsMissingError extends ServiceUnavailableError {
  constructor(readonly missing: string[]) {
    super('contracts', `The contracts of this deployment are missing on the chain (no code at ${missing.join(', ')}); the server is misconfigured.`);
    this.name = 'ContractsMissingError';
  }
}


export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** when what was refused becomes available (unix seconds of chain time) */
  readyAt?: number;
}

export function errorBody(statusCode: number, message: string, readyAt?: number): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(readyAt !== undefined ? { readyAt } : {}) };
}
