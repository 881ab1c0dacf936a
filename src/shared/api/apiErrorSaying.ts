import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './productApi';

/** The API error saying `message` instead: its transport details (status, body) are kept, the text is the screen's own. */
export function apiErrorSaying(error: ApiError | FetchBaseQueryError | undefined, message: string): ApiError {
  const e = error as Partial<ApiError> | undefined;
  return { status: e?.status ?? 'CUSTOM_ERROR', message, data: e?.data };
}
