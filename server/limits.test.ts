/** @jest-environment node */
import { DEFAULT_LIMITS, limitsFromEnv } from './limits';

describe('limitsFromEnv', () => {
  it('keeps the defaults and sets what the environment names', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    const limits = limitsFromEnv({ UPLOADS_PER_CLIENT: '1', UPLOAD_MIN_BYTES_PER_SECOND: '4096', LOGO_CHECK_TIMEOUT_MS: '5000', RATE_LIMIT_METADATA_POSTS: '3', HTTP_HEADERS_TIMEOUT_MS: '5000', SWAP_TX_IN_FLIGHT: '2' });
    expect(limits.uploadGate).toEqual({ ...DEFAULT_LIMITS.uploadGate, perClient: 1 });
    expect(limits.bodyPace.minBytesPerSecond).toBe(4096);
    expect(limits.upload.timeoutMs).toBe(5000);
    expect(limits.metadataPostsPerMinute).toBe(3);
    expect(limits.http.headersTimeoutMs).toBe(5000);
    expect(limits.swapTxInFlight).toBe(2);
    expect(DEFAULT_LIMITS.uploadGate.perClient).toBe(2);
  });

  it.each(['0', '-1', '2.5', 'lots'])('refuses %s, naming the variable', (raw) => {
    expect(() => limitsFromEnv({ UPLOAD_SLOT_WAIT_MS: raw })).toThrow(`UPLOAD_SLOT_WAIT_MS=${raw} must be a positive integer`);
  });

  it('refuses a logo backstop within the logo’s own time cap', () => {
    expect(() => limitsFromEnv({ LOGO_CHECK_TIMEOUT_MS: '20000' })).toThrow('LOGO_CHECK_BACKSTOP_MS must be more than LOGO_CHECK_TIMEOUT_MS');
    expect(limitsFromEnv({ LOGO_CHECK_TIMEOUT_MS: '20000', LOGO_CHECK_BACKSTOP_MS: '60000' }).upload).toMatchObject({ timeoutMs: 20_000, wallBackstopMs: 60_000 });
  });

  it('refuses a headers deadline longer than the whole request’s', () => {
    expect(() => limitsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '100000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
