import fc from 'fast-check';
import { aprPercentToBps, formatAprBps } from './apr';

describe('aprPercentToBps', () => {
  it.each([
    ['0.29', 29n],
    ['12.345', 1234n],
    ['12', 1200n],
    ['0', 0n],
    ['.5', 50n],
    ['5.', 500n],
    ['0.01', 1n],
    ['0.009', 0n],
    ['1,5', 150n],
    [' 7.1 ', 710n],
    ['100.99', 10099n],
  ])('%s %% → %s bp', (text, bps) => {
    expect(aprPercentToBps(text)).toBe(bps);
  });

  it.each(['', '.', '-1', 'abc', '1.2.3', '1e3', '0x10'])('rejects %p', (text) => {
    expect(aprPercentToBps(text)).toBeNull();
  });

  it('never loses a cent to floating point (x.yz → xyz)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${cents.toString().padStart(2, '0')}`;
        expect(aprPercentToBps(text)).toBe(BigInt(whole * 100 + cents));
      }),
    );
  });
});

describe('formatAprBps', () => {
  it('divides basis points by 100', () => {
    expect(formatAprBps('1234')).toBe('12.34%');
    expect(formatAprBps(500)).toBe('5%');
    expect(formatAprBps(29n)).toBe('0.29%');
    expect(formatAprBps('1250')).toBe('12.5%');
    expect(formatAprBps('1000000')).toBe('10,000%');
  });
});
