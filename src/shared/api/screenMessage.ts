import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from './productApi';

/** The server's own `message` (Fastify error body), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object') {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Keeps the transport details and replaces the text with the screen's own message. */
export function withMessage(error: ApiError | FetchBaseQueryError | undefined, message: string): ApiError {
  const e = error as Partial<ApiError> | undefined;
  return { status: e?.status ?? 'CUSTOM_ERROR', message, data: e?.data };
}
