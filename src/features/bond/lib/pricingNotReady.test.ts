import { pricingNotReadyMessage, summaryNotReadyMessage } from './pricingNotReady';

const SENTENCE = 'Pricing for this sale starts at 14:32 UTC: it needs 30 minutes of price history.';

describe('a sale whose pricing is not ready yet', () => {
  it('is a 503 that says when pricing starts', () => {
    expect(pricingNotReadyMessage({ status: 503, message: SENTENCE, data: { statusCode: 503, message: SENTENCE, readyAt: 1_760_365_920 } })).toBe(SENTENCE);
  });

  it('is not any other failure: an outage, a 4xx, a transport error', () => {
    expect(pricingNotReadyMessage({ status: 503, message: 'The chain node cannot be reached right now', data: { statusCode: 503 } })).toBeNull();
    expect(pricingNotReadyMessage({ status: 400, message: 'Insufficient liquidity', data: { readyAt: 1 } })).toBeNull();
    expect(pricingNotReadyMessage({ status: 'FETCH_ERROR', message: 'The server cannot be reached right now.' })).toBeNull();
    expect(pricingNotReadyMessage(undefined)).toBeNull();
    expect(pricingNotReadyMessage('503')).toBeNull();
  });

  it('reads the same way from a market summary', () => {
    expect(summaryNotReadyMessage({ statusCode: 503, message: SENTENCE, readyAt: 1_760_365_920 })).toBe(SENTENCE);
    expect(summaryNotReadyMessage({ statusCode: 400, message: 'Insufficient liquidity' })).toBeNull();
    expect(summaryNotReadyMessage(null)).toBeNull();
  });
});
