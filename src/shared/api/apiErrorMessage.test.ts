import { API_FALLBACK_MESSAGE, apiErrorMessage } from './apiErrorMessage';

describe('apiErrorMessage (SPEC section 8)', () => {
  it("prefers the server's message field", () => {
    expect(
      apiErrorMessage({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'No liquidity for this token' } }),
    ).toBe('No liquidity for this token');
  });

  it("falls back to the server's error field when there is no message", () => {
    expect(apiErrorMessage({ status: 500, data: { error: 'Internal Server Error' } })).toBe('Internal Server Error');
  });

  it('uses the transport message when the server said nothing', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('TypeError: Failed to fetch');
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError: The operation timed out.' })).toBe(
      'AbortError: The operation timed out.',
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
});
