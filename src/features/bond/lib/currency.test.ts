import { currencySymbol, formatMarketAmount, formatPayment, paymentDisplayDecimals, tokenDecimalsOrDefault } from './currency';
import { summarizePosition, vestedAt, vestingSchedule } from './vesting';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('position summary', () => {
  it('derives remaining, vested and progress', () => {
    const p = summarizePosition('1000', '200', '300');
    expect(p.remaining).toBe(800n);
    expect(p.vested).toBe(500n);
    expect(p.vestingProgressBps).toBe(2000);
    expect(p.vestedBps).toBe(5000);
  });
});

describe('vesting schedule', () => {
  it('places the start so that the unlocked amount matches today', () => {
    const s = vestingSchedule('1000', '0', '500', 10 * DAY, NOW)!;
    expect(s.start).toBe(NOW - 5 * DAY);
    expect(s.end).toBe(NOW + 5 * DAY);
    expect(vestedAt(s, NOW)).toBe(500n);
    expect(vestedAt(s, s.start)).toBe(0n);
    expect(vestedAt(s, s.end + 1)).toBe(1000n);
  });
  it('treats a fully unlocked position as vested by now', () => {
    const s = vestingSchedule('1000', '1000', '0', 10 * DAY, NOW)!;
    expect(s.end).toBe(NOW);
    expect(vestedAt(s, NOW)).toBe(1000n);
  });
  it('has no schedule for an empty position', () => {
    expect(vestingSchedule('0', '0', '0', DAY, NOW)).toBeNull();
  });
});

describe('currency display', () => {
  it('shows stablecoin payments with 6 decimals and BNB with 18', () => {
    expect(paymentDisplayDecimals(0)).toBe(18);
    expect(paymentDisplayDecimals(1)).toBe(6);
    expect(paymentDisplayDecimals('2')).toBe(6);
    expect(currencySymbol(0)).toBe('BNB');
    expect(currencySymbol('1')).toBe('USDT');
    expect(currencySymbol(2)).toBe('USD1');
  });
  it('defaults token decimals to 18', () => {
    expect(tokenDecimalsOrDefault(undefined)).toBe(18);
    expect(tokenDecimalsOrDefault(null)).toBe(18);
    expect(tokenDecimalsOrDefault('6')).toBe(6);
    expect(tokenDecimalsOrDefault(9)).toBe(9);
  });
});

describe('amount display', () => {
  it('cuts stablecoin payments to 6 decimals and keeps all 18 for BNB', () => {
    expect(formatPayment('1234567891234567891', 1)).toBe('1.234567');
    expect(formatPayment('1234567891234567891', 2)).toBe('1.234567');
    expect(formatPayment('1234567891234567891', 0)).toBe('1.234567891234567891');
    expect(formatPayment('1500000000000000000', 1)).toBe('1.5');
    expect(formatMarketAmount('1234567800000000000000', undefined)).toBe('1,234.56');
    expect(formatMarketAmount('5', 0)).toBe('5.00');
  });
});
