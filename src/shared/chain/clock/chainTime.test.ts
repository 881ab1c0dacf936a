import { chainNowSeconds, nextBlockSeconds } from './chainTime';

describe('chainNowSeconds', () => {
  it('adds the whole seconds elapsed on the wall clock since the read arrived', () => {
    expect(chainNowSeconds(1_000, 50_000, 50_000)).toBe(1_000);
    expect(chainNowSeconds(1_000, 50_000, 52_999)).toBe(1_002);
  });
  it('never goes back before the read when the wall clock steps backwards', () => {
    expect(chainNowSeconds(1_000, 50_000, 40_000)).toBe(1_000);
  });
  it('follows the chain, not the browser, when the two disagree', () => {
    // chain one day ahead of the browser
    const wall = 1_700_000_000_000;
    expect(chainNowSeconds(1_700_086_400, wall, wall + 5_000)).toBe(1_700_086_405);
  });
});

describe('nextBlockSeconds', () => {
  const wall = 1_800_000_000_000;
  it('follows the latest block when nothing else is known', () => {
    expect(nextBlockSeconds(1_800_000_010, wall)).toBe(1_800_000_010);
    expect(nextBlockSeconds(1_800_000_010, wall, null)).toBe(1_800_000_010);
  });

  it("counts on from a quote's issue when the chain's latest block lags (a chain that mines on demand)", () => {
    // latest block 19 s old; the API issued the quote at its clock, 2 s ago, valid 60 s
    const chainNow = 1_800_000_000 - 19;
    const issued = { readAt: 1_800_000_000 - 2, receivedAt: wall - 2_000 };
    const estimate = nextBlockSeconds(chainNow, wall, issued);
    expect(estimate).toBe(1_800_000_000);
    // the deadline is 60 s after the issue: 58 s are left, not 79
    expect(1_800_000_000 - 2 + 60 - estimate).toBe(58);
  });

  it('never counts slower than the chain when the chain is ahead of the quote (chain time moved forward)', () => {
    const issued = { readAt: 1_800_000_000, receivedAt: wall };
    expect(nextBlockSeconds(1_800_086_400, wall + 1_000, issued)).toBe(1_800_086_400);
  });
});
