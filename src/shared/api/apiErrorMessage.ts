/**
 * SPEC section 8: API failures are shown with the server's `message` field if present, else
 * the transport message, else 'API request failed'. Fastify errors are `{statusCode, error,
 * message}`; `error` (the status text or a legacy error string) is the server's next best word.
 */
export const API_FALLBACK_MESSAGE = 'API request failed';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function apiErrorMessage(error: unknown): string {
  if (error === null || error === undefined) return API_FALLBACK_MESSAGE;
  if (typeof error === 'string') return nonEmptyString(error) ?? API_FALLBACK_MESSAGE;
  if (typeof error !== 'object') return API_FALLBACK_MESSAGE;
  const record = error as Record<string, unknown>;
  const data = record.data;
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    const fromServer = nonEmptyString(body.message) ?? nonEmptyString(body.error);
    if (fromServer) return fromServer;
  } else if (typeof data === 'string' && nonEmptyString(data) && !/^\s*</.test(data) && data.length <= 300) {
    // a short plain-text body is the server's word; an HTML error page is not
    return data.trim();
  }
  // fetchBaseQuery puts the transport failure in `error` ('TypeError: Failed to fetch', timeouts)
  return nonEmptyString(record.error) ?? nonEmptyString(record.message) ?? API_FALLBACK_MESSAGE;
}
