import { buyReviewContent } from './buyReview';
import { formatUnixDateTime } from '../../../shared/format/dateTime';
import { purchaseVesting, savingsAgainstMarket } from './saleRules';

const E18 = 10n ** 18n;
const NOW = Date.UTC(2026, 10, 25, 23, 30) / 1000;

describe('purchase vesting and savings', () => {
  it('vests linearly from the purchase: first claim at once, everything after the vesting period', () => {
    expect(purchaseVesting(NOW, 30 * 86_400)).toEqual({ firstClaim: NOW, fullUnlock: NOW + 30 * 86_400, linear: true });
    expect(purchaseVesting(NOW, '0')).toEqual({ firstClaim: NOW, fullUnlock: NOW, linear: false });
  });

  it('saves the discount against the market cost, in integers', () => {
    // 950 paid at 5 % off: the market cost is 1000
    expect(savingsAgainstMarket(950n * E18, '500')).toBe(50n * E18);
    expect(savingsAgainstMarket(950n * E18, '0')).toBe(0n);
    expect(savingsAgainstMarket(950n * E18, '10000')).toBe(0n);
  });
});

describe('buyReviewContent', () => {
  const base = {
    tokenAmount: 1_500n * E18,
    tokenDecimals: 18,
    tokenSymbol: 'SALLY',
    paymentAmount: 950n * E18,
    paymentDecimals: 18,
    paymentSymbol: 'USDT',
    paymentUsdPrice: 1,
    discountBps: '500',
    priceSource: 'twap',
    vestingDuration: 30 * 86_400,
    nowSeconds: NOW,
  };

  it('shows the amounts with USD for a stablecoin sale, the discount, the saving and the vesting dates', () => {
    const { rows, notes } = buyReviewContent(base);
    expect(rows.map((row) => [row.label, row.value, row.usd ?? null])).toEqual([
      // a token the price feed does not list is valued at the quote's market cost (950 + 50)
      ['You buy', '1,500 SALLY', '≈ $1,000.00'],
      ['You pay', '950 USDT', '≈ $950.00'],
      ['Discount vs market', '5%', null],
      ['You save', '50 USDT', '≈ $50.00'],
    ]);
    expect(notes).toEqual([
      { label: 'Vesting', value: 'Linear over 30 days' },
      { label: 'First claim', value: formatUnixDateTime(NOW), testId: 'review-first-claim' },
      { label: 'Fully unlocked', value: formatUnixDateTime(NOW + 30 * 86_400), testId: 'review-full-unlock' },
    ]);
  });

  it('a BNB sale values the payment at the BNB price and the tokens at their own price', () => {
    const { rows } = buyReviewContent({ ...base, paymentSymbol: 'BNB', paymentAmount: 2n * E18, paymentUsdPrice: 600.5, tokenUsdPrice: 0.84 });
    expect(rows.map((row) => [row.label, row.usd ?? null])).toEqual([
      ['You buy', '≈ $1,260.00'],
      ['You pay', '≈ $1,201.00'],
      ['Discount vs market', null],
      ['You save', '≈ $63.21'],
    ]);
  });

  it('unknown prices give no USD text, and a price at the floor claims no discount', () => {
    const { rows } = buyReviewContent({
      ...base,
      paymentSymbol: 'BNB',
      paymentUsdPrice: undefined,
      priceSource: 'minimum price (market twap)',
    });
    expect(rows.find((row) => row.label === 'You pay')?.usd).toBeNull();
    expect(rows.find((row) => row.label === 'You buy')?.usd).toBeNull();
    expect(rows.find((row) => row.label === 'Discount vs market')?.value).toBe("The sale's minimum price applies");
    expect(rows.map((row) => row.label)).not.toContain('You save');
  });

  it("writes its dates as the app writes every moment, naming the zone", () => {
    const [, first, full] = buyReviewContent(base).notes ?? [];
    expect(first.value).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/);
    expect(full.value).toMatch(/UTC/);
  });
});
