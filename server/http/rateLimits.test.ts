/** @jest-environment node */
import { DEFAULT_RATE_LIMITS, ROUTE_LIMITS, rateLimitsFromEnv } from './rateLimits';

describe('rateLimitsFromEnv', () => {
  it('reads the summaries limit from RATE_LIMIT_SALE_SUMMARIES and leaves the others unset', () => {
    expect(rateLimitsFromEnv({ RATE_LIMIT_SALE_SUMMARIES: '30' })).toEqual({ saleSummariesPerMinute: 30 });
    expect(rateLimitsFromEnv({})).toEqual({});
  });

  it.each(['0', '-5', '1.5', 'many'])('refuses RATE_LIMIT_SALE_SUMMARIES=%s', (raw) => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_SALE_SUMMARIES: raw })).toThrow(`RATE_LIMIT_SALE_SUMMARIES=${raw} must be a positive integer (requests per minute)`);
  });
});

it('gives /sales/summaries its own limit, 120 a minute by default, apart from the single-sale reads', () => {
  expect(ROUTE_LIMITS['/sales/summaries']).toBe('saleSummaries');
  expect(ROUTE_LIMITS['/sales/:id/price']).toBe('nodeRead');
  expect(DEFAULT_RATE_LIMITS.saleSummariesPerMinute).toBe(120);
});
