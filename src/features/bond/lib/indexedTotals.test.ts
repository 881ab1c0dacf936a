import { bondTotalsOf, ownerStatsOf } from './indexedTotals';

const SALLY = '0x00000000000000000000000000000000000000AA';
const e18 = 10n ** 18n;

describe('bondTotalsOf', () => {
  it('turns the index totals into bought, claimable now and still vesting per token', () => {
    const [sally] = bondTotalsOf({
      totals: [{ token: SALLY, symbol: 'SALLY', decimals: 18, bonds: 3, bought: String(100n * e18), claimed: String(10n * e18), vested: String(40n * e18) }],
    })!;
    expect(sally).toMatchObject({ token: SALLY.toLowerCase(), symbol: 'SALLY', decimals: 18, bonds: 3 });
    expect(sally.figures).toMatchObject({ amount: 100n * e18, vested: 40n * e18, claimed: 10n * e18, claimable: 30n * e18, stillVesting: 60n * e18 });
  });

  it('never shows more vested than bought, nor more claimed than vested', () => {
    const [row] = bondTotalsOf({ totals: [{ token: SALLY, symbol: null, decimals: null, bonds: 1, bought: '100', claimed: '500', vested: '900' }] })!;
    expect(row.symbol).toBe('???');
    expect(row.figures.claimable).toBe(0n);
    expect(row.figures.stillVesting).toBe(0n);
  });

  it('gives null for an answer without totals or with a malformed row', () => {
    expect(bondTotalsOf({})).toBeNull();
    expect(bondTotalsOf({ totals: [{ token: SALLY, bonds: 1, bought: '1e18', claimed: '0', vested: '0' }] })).toBeNull();
    expect(bondTotalsOf({ totals: [] })).toEqual([]);
  });
});

describe('ownerStatsOf', () => {
  it("reads the owner's counts", () => {
    expect(ownerStatsOf({ ownerTotals: { listings: 9989, live: 12, participants: 40210 } })).toEqual({ totalBonds: 9989, activeBonds: 12, totalBuyers: 40210 });
  });

  it('gives null without them or when a count is not a whole number', () => {
    expect(ownerStatsOf({})).toBeNull();
    expect(ownerStatsOf({ ownerTotals: { listings: 3, live: -1, participants: 2 } })).toBeNull();
  });
});
