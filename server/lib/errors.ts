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

/** Raised when the chain cannot be read; the route answers 503 so clients treat it as transient. */
export class ChainUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The chain node cannot be reached right now; please try again shortly.', { cause });
    this.name = 'ChainUnavailableError';
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
