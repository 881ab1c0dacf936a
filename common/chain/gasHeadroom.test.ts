import { withGasHeadroom } from './gasHeadroom';

describe('withGasHeadroom', () => {
  it('adds a quarter of the estimate and a fixed amount for writes a later second adds, in integers', () => {
    expect(withGasHeadroom(100_000n)).toBe(135_000n);
    expect(withGasHeadroom(36_105n)).toBe(55_131n);
    expect(withGasHeadroom(3n)).toBe(10_003n);
  });
});
