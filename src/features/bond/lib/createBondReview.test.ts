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
  saleDurationSeconds: 30 * 86_400,
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
      ['Sale length', '30 days from creation'],
      ['Max per purchase', '1,000 SALLY'],
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
    expect(noRoute?.value).toBe(
      'SALLY has no DEX route to USDT, so no price can be signed and nobody can buy — not even at your minimum price. ' +
        "Buying opens 30 minutes after a SALLY pool with liquidity exists; the sale's time runs from creation meanwhile.",
    );
  });

  it('names a per-buyer cap and a single day', () => {
    const { rows } = createBondReviewContent({ ...INPUT, maxPerBuyer: 250n * E18, vestingDays: 1 });
    expect(rows.find((row) => row.label === 'Max per buyer')?.value).toBe('250 SALLY');
    expect(rows.find((row) => row.label === 'Vesting')?.value).toBe('1 day');
  });
});

describe('sale length and max per purchase in the review', () => {
  it("names the factory's sale length, or says it is the platform's when it could not be read", () => {
    const length = (saleDurationSeconds: number | null) =>
      createBondReviewContent({ ...INPUT, saleDurationSeconds }).rows.find((row) => row.label === 'Sale length')?.value;
    expect(length(7 * 86_400)).toBe('7 days from creation');
    expect(length(null)).toBe('Set by the platform (could not be read)');
  });

  it('rounds max per purchase up, as createSale does: a tenth of 10,001 is 1,000.1', () => {
    const { rows } = createBondReviewContent({ ...INPUT, maxTokens: 10_001n * E18 });
    expect(rows.find((row) => row.label === 'Max per purchase')?.value).toBe('1,000.1 SALLY');
  });
});
