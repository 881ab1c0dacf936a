import { paymentUsdPrice, tokensAtMarketUsd } from './saleUsd';

const E18 = 10n ** 18n;

describe('paymentUsdPrice', () => {
  it('uses the listed price, else $1 for the stablecoins and nothing for BNB', () => {
    expect(paymentUsdPrice(0, 612.5)).toBe(612.5);
    expect(paymentUsdPrice(1, 0.999)).toBe(0.999);
    expect(paymentUsdPrice(1, undefined)).toBe(1);
    expect(paymentUsdPrice('2', undefined)).toBe(1);
    expect(paymentUsdPrice(0, undefined)).toBeUndefined();
  });
});

describe('tokensAtMarketUsd', () => {
  const quote = { paymentAmount: 950n * E18, paymentDecimals: 18, paymentUsdPrice: 1, discountBps: '500', priceSource: 'twap' };

  it("prefers the token's own price", () => {
    expect(tokensAtMarketUsd({ tokenAmount: 10n * E18, tokenDecimals: 18, tokenUsdPrice: 0.75, quote })).toBe(75n * 10n ** 17n);
  });

  it('else values the tokens at the quote before its discount', () => {
    expect(tokensAtMarketUsd({ tokenAmount: 10n * E18, tokenDecimals: 18, tokenUsdPrice: undefined, quote })).toBe(1000n * E18);
  });

  it('values nothing at the minimum price, without a quote, or without a payment price', () => {
    const base = { tokenAmount: 10n * E18, tokenDecimals: 18, tokenUsdPrice: undefined };
    expect(tokensAtMarketUsd({ ...base, quote: { ...quote, priceSource: 'minimum price (market twap)' } })).toBeNull();
    expect(tokensAtMarketUsd(base)).toBeNull();
    expect(tokensAtMarketUsd({ ...base, quote: { ...quote, paymentUsdPrice: undefined } })).toBeNull();
  });
});
