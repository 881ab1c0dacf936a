import { API_FALLBACK_MESSAGE, apiErrorMessage, retryAfterSeconds } from './apiErrorMessage';

describe('apiErrorMessage (SPEC section 8)', () => {
  it("prefers the server's message field", () => {
    expect(
      apiErrorMessage({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'No liquidity for this token' } }),
    ).toBe('No liquidity for this token');
  });

  it("falls back to the server's error field when there is no message", () => {
    expect(apiErrorMessage({ status: 500, data: { error: 'Internal Server Error' } })).toBe('Internal Server Error');
  });

  it("words a transport failure for a user, never the browser's 'TypeError'", () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'The server cannot be reached right now. Check your connection.',
    );
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError: The operation timed out.' })).toBe(
      'The server took too long to answer.',
    );
    expect(apiErrorMessage(new Error('socket hang up'))).toBe('socket hang up');
  });

  it("uses a short plain-text body but not an HTML error page", () => {
    expect(apiErrorMessage({ status: 502, data: 'upstream down' })).toBe('upstream down');
    expect(apiErrorMessage({ status: 502, data: '<html><body>Bad gateway</body></html>' })).toBe(API_FALLBACK_MESSAGE);
  });

  it("says 'API request failed' otherwise", () => {
    expect(apiErrorMessage({ status: 500, data: {} })).toBe('API request failed');
    expect(apiErrorMessage({ status: 500, data: { message: '' } })).toBe('API request failed');
    expect(apiErrorMessage(undefined)).toBe('API request failed');
    expect(apiErrorMessage(42)).toBe('API request failed');
  });

  it('says what a 429 or 503 without a server message means, never a raw error', () => {
    expect(apiErrorMessage({ status: 429, data: { statusCode: 429, error: 'Too Many Requests' } }, 12)).toBe('Too many requests — try again in 12 s');
    expect(apiErrorMessage({ status: 429, data: '<html>slow down</html>' })).toBe('Too many requests — please try again in a moment');
    expect(apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>down</html>', error: 'SyntaxError: Unexpected token' })).toBe(
      'The service is temporarily unavailable — please try again shortly',
    );
    expect(apiErrorMessage({ status: 503, data: {} })).toBe('The service is temporarily unavailable — please try again shortly');
    expect(apiErrorMessage({ status: 503, data: { statusCode: 503, error: 'Service Unavailable' } })).toBe(
      'The service is temporarily unavailable — please try again shortly',
    );
  });

  it("keeps the server's own sentence for a 429 or 503", () => {
    expect(apiErrorMessage({ status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'The chain node did not answer within 3 s; please try again shortly.' } })).toBe(
      'The chain node did not answer within 3 s; please try again shortly.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
