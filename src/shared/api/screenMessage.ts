import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './productApi';

/** Keeps the transport details and replaces the text with the screen's own message. */
export function withMessage(error: ApiError | FetchBaseQueryError | undefined, message: string): ApiError {
  const e = error as Partial<ApiError> | undefined;
  return { status: e?.status ?? 'CUSTOM_ERROR', message, data: e?.data };
}
