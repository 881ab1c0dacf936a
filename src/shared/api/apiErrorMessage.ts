/**
 * SPEC section 8: API failures are shown with the server's `message` field if present, else
 * the transport message, else 'API request failed'. Fastify errors are `{statusCode, error,
 * message}`; `error` (the status text or a legacy error string) is the server's next best word.
 */
export const API_FALLBACK_MESSAGE = 'API request failed';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's own `message` (Fastify error body), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? nonEmptyString((data as { message?: unknown }).message) : undefined;
}

/** What the API's throttling and outage answers mean to a user when the server gave no message. */
export function busyMessage(status: unknown, retryAfterSeconds?: number): string | undefined {
  if (status === 429) {
    return retryAfterSeconds !== undefined
      ? `Too many requests — try again in ${retryAfterSeconds} s`
      : 'Too many requests — please try again in a moment';
  }
  if (status === 503) return 'The service is temporarily unavailable — please try again shortly';
  return undefined;
}

/** fetchBaseQuery's transport failures in a user's words: the request never got an answer. */
export const TRANSPORT_MESSAGES: Readonly<Record<string, string>> = {
  FETCH_ERROR: 'The server cannot be reached right now. Check your connection.',
  TIMEOUT_ERROR: 'The server took too long to answer.',
};

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function apiErrorMessage(error: unknown, retryAfter?: number): string {
  if (error === null || error === undefined) return API_FALLBACK_MESSAGE;
  if (typeof error === 'string') return nonEmptyString(error) ?? API_FALLBACK_MESSAGE;
  if (typeof error !== 'object') return API_FALLBACK_MESSAGE;
  const record = error as Record<string, unknown>;
  const data = record.data;
  // an error page that is not JSON (a proxy's 429 or 503) arrives as a PARSING_ERROR with the real status beside it
  const status = typeof record.originalStatus === 'number' ? record.originalStatus : record.status;
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    const fromServer = serverMessage(record);
    if (fromServer) return fromServer;
    // a bare status text ('Too Many Requests') says less than the sentence for that status
    const forStatus = busyMessage(status, retryAfter);
    if (forStatus) return forStatus;
    const errorField = nonEmptyString(body.error);
    if (errorField) return errorField;
  } else if (typeof data === 'string' && nonEmptyString(data) && !/^\s*</.test(data) && data.length <= 300) {
    // a short plain-text body is the server's word; an HTML error page is not
    return data.trim();
  }
  const forStatus = busyMessage(status, retryAfter);
  if (forStatus) return forStatus;
  // fetchBaseQuery's transport failures carry the browser's words ('TypeError: Failed to fetch'), not a user's
  const forTransport = TRANSPORT_MESSAGES[String(record.status)];
  if (forTransport) return forTransport;
  return nonEmptyString(record.error) ?? nonEmptyString(record.message) ?? API_FALLBACK_MESSAGE;
}
