/** @jest-environment node */
import { compareRatio, pricePerWholeToken, type Ratio } from '../lib/priceMath';
import { basisLabel, signablePrice, SPOT_PREMIUM_CAP_BPS } from './priceRule';

const r = (num: bigint, den = 1n): Ratio => ({ num, den });
const whole = (price: Ratio) => pricePerWholeToken(price, 18);

describe('the signable price: the TWAP, raised toward spot by at most 2 %', () => {
  const twap = r(1000n, 1_000_000n);

  it('keeps the TWAP when a dump drops spot below it', () => {
    expect(signablePrice(r(1n, 1_000_000n), twap)).toEqual({ price: twap, basis: 'twap' });
    expect(signablePrice(twap, twap)).toEqual({ price: twap, basis: 'twap' });
  });

  it('follows spot within 2 % above the TWAP', () => {
    const spot = r(1019n, 1_000_000n);
    expect(signablePrice(spot, twap)).toEqual({ price: spot, basis: 'spot' });
    expect(signablePrice(r(1020n, 1_000_000n), twap).basis).toBe('spot');
  });

  it('stops at TWAP + 2 % however far a pump lifts spot', () => {
    for (const pumped of [r(1021n, 1_000_000n), r(2000n, 1_000_000n), r(10n ** 30n, 1n)]) {
      const { price, basis } = signablePrice(pumped, twap);
      expect(basis).toBe('capped');
      expect(whole(price)).toBe((whole(twap) * (10_000n + SPOT_PREMIUM_CAP_BPS)) / 10_000n);
      expect(compareRatio(price, pumped)).toBeLessThan(0);
    }
  });

  it('never signs below the TWAP nor above the cap, for any spot', () => {
    for (let spot = 1n; spot < 3000n; spot += 37n) {
      const { price } = signablePrice(r(spot, 1_000_000n), twap);
      expect(compareRatio(price, twap)).toBeGreaterThanOrEqual(0);
      expect(compareRatio(price, r(1020n, 1_000_000n))).toBeLessThanOrEqual(0);
    }
  });

  it('names the basis in priceSource', () => {
    expect(basisLabel('twap')).toBe('twap-30m');
    expect(basisLabel('spot')).toBe('spot (within 2% of the 30-minute TWAP)');
    expect(basisLabel('capped')).toBe('twap-30m +2% (spot higher)');
  });
});
