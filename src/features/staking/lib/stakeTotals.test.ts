import { portfolioOfTotals, stakeTotalsOf } from './stakeTotals';

describe('stakeTotalsOf', () => {
  it("reads the index's totals of a wallet's stakes", () => {
    expect(stakeTotalsOf({ totals: { positions: 300, live: 212 }, lag: 0 })).toEqual({ positions: 300, live: 212 });
    expect(stakeTotalsOf({ totals: { positions: 0, live: 0 } })).toEqual({ positions: 0, live: 0 });
  });

  it('has none from an answer without totals (a server before them), or with totals that are not counts', () => {
    expect(stakeTotalsOf({})).toBeNull();
    expect(stakeTotalsOf({ totals: null })).toBeNull();
    expect(stakeTotalsOf({ totals: { positions: '3', live: 1 } })).toBeNull();
    expect(stakeTotalsOf({ totals: { positions: 3 } })).toBeNull();
    expect(stakeTotalsOf({ totals: { positions: -1, live: 0 } })).toBeNull();
    expect(stakeTotalsOf({ totals: { positions: 1.5, live: 1 } })).toBeNull();
    // more live than held cannot be
    expect(stakeTotalsOf({ totals: { positions: 1, live: 2 } })).toBeNull();
  });
});

describe('portfolioOfTotals', () => {
  it('is Active with any stake, the live ones as Active Pools', () => {
    expect(portfolioOfTotals({ positions: 2, live: 1 })).toEqual({ status: 'Active', activeStakes: 2, activePools: 1 });
  });

  it('is Empty without a stake', () => {
    expect(portfolioOfTotals({ positions: 0, live: 0 })).toEqual({ status: 'Empty', activeStakes: 0, activePools: 0 });
  });
});
