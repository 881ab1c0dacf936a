import { createBondReviewContent, type CreateBondReviewInput } from './createBondReview';

const E18 = 10n ** 18n;
const INPUT: CreateBondReviewInput = {
  symbol: 'SALLY',
  decimals: 18,
  currency: 1,
  maxTokens: 10_000n * E18,
  discountBps: 500n,
  vestingDays: 30,
  minPricePerToken: E18 / 10n,
  maxPerBuyer: 0n,
  hourlyBudget: 1_000n * E18,
  feeWei: 2n * 10n ** 15n,
  routed: true,
};

describe('create-bond review', () => {
  it('shows what is sold, on which terms, and the fee', () => {
    const { rows } = createBondReviewContent(INPUT);
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['You sell', '10,000 SALLY'],
      ['Paid in', 'USDT'],
      ['Discount', '5%'],
      ['Vesting', '30 days'],
      ['Minimum price', '0.1 USDT per token'],
      ['Max per buyer', 'No limit'],
      ['Sold at most per hour', '1,000 SALLY'],
      ['Creation fee', '0.002 BNB'],
    ]);
  });

  it('says the whole supply leaves the wallet, and only warns of a missing DEX route when there is none', () => {
    const labels = (routed: boolean | null) => (createBondReviewContent({ ...INPUT, routed }).notes ?? []).map((note) => note.label);
    expect(labels(true)).toEqual(['Supply', 'Metadata']);
    expect(labels(null)).toEqual(['Supply', 'Metadata']);
    expect(labels(false)).toEqual(['Supply', 'No DEX route', 'Metadata']);
    const noRoute = createBondReviewContent({ ...INPUT, routed: false }).notes?.find((note) => note.label === 'No DEX route');
    expect(noRoute?.value).toBe('SALLY has no DEX route to USDT: buyers cannot get a price quote, so nobody can buy until it has liquidity');
  });

  it('names a per-buyer cap and a single day', () => {
    const { rows } = createBondReviewContent({ ...INPUT, maxPerBuyer: 250n * E18, vestingDays: 1 });
    expect(rows.find((row) => row.label === 'Max per buyer')?.value).toBe('250 SALLY');
    expect(rows.find((row) => row.label === 'Vesting')?.value).toBe('1 day');
  });
});
