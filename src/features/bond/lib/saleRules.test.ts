import { formatBps } from '../../../shared/format/percent';
import fc from 'fast-check';
import {
  purchaseLimits,
  isSaleEnded,
  progressBps,
  saleEndReason,
  saleTimeLeftText,
  vestingDurationText,
} from './saleRules';

const NOW = 1_800_000_000;
const live = { endTime: NOW + 3600, endedEarly: false, soldTokens: '10', hardCap: '100' };

describe('sale status', () => {
  it('is live before the end time, below the cap and not ended early', () => {
    expect(saleEndReason(live, NOW)).toBeNull();
    expect(isSaleEnded(live, NOW)).toBe(false);
  });
  it('ends when the end time is reached', () => {
    expect(saleEndReason(live, NOW + 3600)).toBe('time');
    expect(saleEndReason(live, NOW + 3599)).toBeNull();
  });
  it('ends when ended early, even with time left', () => {
    expect(saleEndReason({ ...live, endedEarly: true }, NOW)).toBe('early');
  });
  it('ends when the hard cap is reached', () => {
    expect(saleEndReason({ ...live, soldTokens: '100' }, NOW)).toBe('soldOut');
    expect(saleEndReason({ ...live, soldTokens: '99' }, NOW)).toBeNull();
  });
  it('honours the contract when chain time is ahead of the browser clock', () => {
    expect(saleEndReason({ ...live, hasEnded: true }, NOW)).toBe('contract');
    expect(saleEndReason({ ...live, hasEnded: false }, NOW)).toBeNull();
  });
});

describe('progress', () => {
  it('is sold ×10000 over cap, floored to 0.01%', () => {
    expect(progressBps('1', '3')).toBe(3333);
    expect(formatBps(progressBps('1', '3'))).toBe('33.33%');
    expect(progressBps('2', '3')).toBe(6666);
    expect(progressBps(10n ** 18n * 250n, 10n ** 18n * 1000n)).toBe(2500);
    expect(formatBps(progressBps(10n ** 18n * 250n, 10n ** 18n * 1000n))).toBe('25%');
  });
  it('is 0 with no cap and never above 100%', () => {
    expect(progressBps('5', '0')).toBe(0);
    expect(progressBps('200', '100')).toBe(10000);
    expect(formatBps(10000)).toBe('100%');
  });
  it('stays within 0..10000 and is monotone in sold', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (cap, sold) => {
        const p = progressBps(sold, cap);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(10000);
        expect(progressBps(sold + 1n, cap)).toBeGreaterThanOrEqual(p);
      }),
    );
  });
  it('shows discount bp divided by 100 as a percent', () => {
    // as every percentage of the app: no trailing zeros, no space before '%'
    expect(formatBps('500')).toBe('5%');
    expect(formatBps('1234')).toBe('12.34%');
    expect(formatBps('0')).toBe('0%');
  });
});

describe('time left', () => {
  const running = { endTime: NOW + 30 * 86_400 - 60, endedEarly: false, soldTokens: '0', hardCap: '100' };
  it('counts down in the two largest units, as every bond screen shows it', () => {
    expect(saleTimeLeftText(running, NOW)).toBe('29d 23h');
    expect(saleTimeLeftText({ ...running, endTime: NOW + 3 * 3600 + 4 * 60 }, NOW)).toBe('3h 4m');
    expect(saleTimeLeftText({ ...running, endTime: NOW + 65 }, NOW)).toBe('1m 5s');
  });
  it('says why a sale is over', () => {
    expect(saleTimeLeftText(running, NOW + 30 * 86_400)).toBe('Ended');
    expect(saleTimeLeftText({ ...running, soldTokens: '100' }, NOW)).toBe('Ended');
    expect(saleTimeLeftText({ ...running, endedEarly: true }, NOW)).toBe('Ended early');
  });
  it('formats vesting durations', () => {
    expect(vestingDurationText(90 * 86_400)).toBe('90 days');
    expect(vestingDurationText(86_400)).toBe('1 day');
    expect(vestingDurationText(7200)).toBe('2 hours');
    expect(vestingDurationText(600)).toBe('10 minutes');
  });
});

describe('purchase limits', () => {
  const sale = { soldTokens: '300', hardCap: '1000', maxPerQuote: '100', maxPerBuyer: '250', hourlyBudgetLeft: '80' };
  it('are the tokens left, the per-purchase cap, what the buyer cap and the hourly budget still allow', () => {
    expect(purchaseLimits(sale, '0')).toEqual({ available: 700n, perPurchase: 100n, buyerLeft: 250n, hourLeft: 80n });
    expect(purchaseLimits(sale, 200n)).toEqual({ available: 700n, perPurchase: 100n, buyerLeft: 50n, hourLeft: 80n });
    expect(purchaseLimits(sale, 300n).buyerLeft).toBe(0n);
    expect(purchaseLimits({ ...sale, maxPerBuyer: '0' }, 10_000n).buyerLeft).toBeNull();
  });
});
