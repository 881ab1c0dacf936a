import { v2AmountOut } from './v2Math';

describe('v2AmountOut', () => {
  it('is Uniswap V2 getAmountOut at 0.3 % and PancakeSwap at 0.25 %', () => {
    // (1000 * 997 * 5000) / (10000 * 1000 + 1000 * 997)
    expect(v2AmountOut(1000n, 10_000n, 5_000n, 3000)).toBe((1000n * 997n * 5000n) / (10_000n * 1000n + 1000n * 997n));
    expect(v2AmountOut(1000n, 10_000n, 5_000n, 2500)).toBe((1000n * 9975n * 5000n) / (10_000n * 10_000n + 1000n * 9975n));
  });

  it('gives nothing for nothing or an empty pair, and never the whole reserve', () => {
    expect(v2AmountOut(0n, 10n, 10n, 3000)).toBe(0n);
    expect(v2AmountOut(5n, 0n, 10n, 3000)).toBe(0n);
    expect(v2AmountOut(10n ** 40n, 10n ** 18n, 10n ** 18n, 3000)).toBeLessThan(10n ** 18n);
  });
});
