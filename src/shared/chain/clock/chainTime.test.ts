import { chainNowSeconds } from './chainTime';

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
