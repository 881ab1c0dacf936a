/** @jest-environment node */
import { priceHistoryUnreadable, pricingNotReady, readyClock } from './pricingUnavailable';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('why a sale has no signable price yet', () => {
  it('names the minute pricing starts, never earlier than it does', () => {
    expect(readyClock(at('2025-10-13T14:32:00Z'))).toBe('14:32 UTC');
    expect(readyClock(at('2025-10-13T14:31:01Z'))).toBe('14:32 UTC');
    expect(readyClock(at('2025-10-13T23:59:30Z'))).toBe('00:00 UTC');
  });

  it('is a 503 with the sentence, the time and how long to wait', () => {
    const now = at('2025-10-13T14:02:10Z');
    const error = pricingNotReady(now + 1790, now);
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('Pricing for this sale starts at 14:32 UTC: it needs 30 minutes of price history.');
    expect(error.readyAt).toBe(now + 1790);
    expect(error.retryAfterSeconds).toBe(1790);
    expect(pricingNotReady(now - 5, now).retryAfterSeconds).toBe(1);
  });

  it('names an unreadable history by its cause', () => {
    const error = priceHistoryUnreadable('The database cannot be reached');
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(
      'No price can be signed for this sale while its price history cannot be read (the database cannot be reached); please try again shortly.',
    );
    expect(error.readyAt).toBeUndefined();
  });
});
