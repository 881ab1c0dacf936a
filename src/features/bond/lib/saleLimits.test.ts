import { formatTokenAmount, saleLimitRows } from './saleLimits';

const E18 = 10n ** 18n;
const sale = {
  currency: 1,
  minPricePerToken: (E18 / 10n).toString(),
  maxPerQuote: (1_000n * E18).toString(),
  maxPerBuyer: '0',
  tokenDecimals: 18,
  tokenSymbol: 'SALLY',
};

describe('formatTokenAmount', () => {
  it('groups thousands, truncates to 4 decimals and names the token', () => {
    expect(formatTokenAmount(1_234_567n * E18 + E18 / 3n, 18, 'SALLY')).toBe('1,234,567.3333 SALLY');
    expect(formatTokenAmount('1500000', 6, 'X')).toBe('1.5 X');
    expect(formatTokenAmount(0n, 18, 'X')).toBe('0 X');
  });
});

describe('saleLimitRows', () => {
  it('lists the minimum price in the payment currency, the per-purchase cap and no per-buyer limit', () => {
    expect(saleLimitRows(sale).map((r) => [r.label, r.value])).toEqual([
      ['Minimum price per token', '0.1 USDT'],
      ['Max per purchase', '1,000 SALLY'],
      ['Max per buyer', 'No limit'],
    ]);
  });

  it('shows a per-buyer cap when one is set, and a tiny BNB floor in the compact notation, rounded up', () => {
    const rows = saleLimitRows({ ...sale, currency: 0, minPricePerToken: '1234567890123', maxPerBuyer: (2_500n * E18).toString() });
    expect(rows[0]!.value).toBe('0.0₅1235 BNB');
    expect(rows[2]!.value).toBe('2,500 SALLY');
  });

  it('shows the minimum price in at most 6 significant digits, never below the floor, with thousands grouped', () => {
    expect(saleLimitRows({ ...sale, minPricePerToken: (12_345n * E18 + 1n).toString() })[0]!.value).toBe('12,345.1 USDT');
    expect(saleLimitRows({ ...sale, minPricePerToken: (12_345n * E18).toString() })[0]!.value).toBe('12,345 USDT');
    // a 1e-18 floor stays narrow enough for a phone
    expect(saleLimitRows({ ...sale, minPricePerToken: '1' })[0]!.value).toBe('0.0₁₇1 USDT');
  });

  it('falls back to 18 decimals and "tokens" when the token did not answer', () => {
    expect(saleLimitRows({ ...sale, tokenDecimals: null, tokenSymbol: null })[1]!.value).toBe('1,000 tokens');
  });
});
