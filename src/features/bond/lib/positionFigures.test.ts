import fc from 'fast-check';
import { parseUnits } from '../../../shared/lib/amounts';
import { balancePlaces, formatPositionFigure, positionFigures, totalsByToken } from './positionFigures';

const E18 = 10n ** 18n;
const units = (text: string) => parseUnits(text, 18);

describe('position figures', () => {
  it('shows 100 bought with 40.0000005 vested as 40 and 60, not 40 and 59.999999', () => {
    const f = positionFigures({ amount: 100n * E18, claimed: units('40.0000005'), claimable: 0n }, 18);
    const show = (raw: bigint) => formatPositionFigure(raw, f, 18, 'SALLY');
    expect(show(f.amount)).toBe('100 SALLY');
    expect(show(f.vested)).toBe('40 SALLY');
    expect(show(f.stillVesting)).toBe('60 SALLY');
    expect(show(f.claimed)).toBe('40 SALLY');
    expect(show(f.claimable)).toBe('0 SALLY');
  });

  it('splits what vested into claimed and claimable, and the rest is still vesting', () => {
    const f = positionFigures({ amount: 100n * E18, claimed: 25n * E18, claimable: 25n * E18 }, 18);
    expect([f.amount, f.vested, f.stillVesting, f.claimed, f.claimable]).toEqual([100n * E18, 50n * E18, 50n * E18, 25n * E18, 25n * E18]);
  });

  it('takes the places of the balance rule from the amount: 2 from 1,000, 6 from 1, 8 below', () => {
    expect(balancePlaces(1000n * E18, 18)).toBe(2);
    expect(balancePlaces(999n * E18, 18)).toBe(6);
    expect(balancePlaces(E18 / 2n, 18)).toBe(8);
    // never more places than the token has
    expect(balancePlaces(5n, 0)).toBe(0);
    expect(balancePlaces(5_000_000n, 6)).toBe(6);
    const big = positionFigures({ amount: 1_000_000n * E18, claimed: units('123456.789'), claimable: units('0.004') }, 18);
    expect(formatPositionFigure(big.claimed, big, 18, 'SALLY')).toBe('123,456.78 SALLY');
    expect(formatPositionFigure(big.stillVesting, big, 18, 'SALLY')).toBe('876,543.21 SALLY');
  });

  it('never shows more vested than bought when the chain reports more claimable than is left', () => {
    const f = positionFigures({ amount: 10n * E18, claimed: 8n * E18, claimable: 5n * E18 }, 18);
    expect(f.vested).toBe(10n * E18);
    expect(f.claimable).toBe(2n * E18);
    expect(f.stillVesting).toBe(0n);
  });

  it('adds up as shown, and each figure is within one last place of its exact value (property)', () => {
    const position = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }))
      .map(([amount, a, b, decimals]) => {
        const claimed = amount === 0n ? 0n : a % (amount + 1n);
        const claimable = amount === 0n ? 0n : b % (amount - claimed + 1n);
        return { amount, claimed, claimable, decimals };
      });
    fc.assert(
      fc.property(position, ({ amount, claimed, claimable, decimals }) => {
        const f = positionFigures({ amount, claimed, claimable }, decimals);
        const step = 10n ** BigInt(decimals - f.places);
        const shown = (raw: bigint) => parseUnits(formatPositionFigure(raw, f, decimals, 'T').replace(/,/g, '').replace(' T', ''), decimals);
        expect(shown(f.vested) + shown(f.stillVesting)).toBe(shown(f.amount));
        expect(shown(f.claimed) + shown(f.claimable)).toBe(shown(f.vested));
        for (const [figure, exact] of [
          [f.amount, amount],
          [f.vested, claimed + claimable],
          [f.stillVesting, amount - claimed - claimable],
          [f.claimed, claimed],
          [f.claimable, claimable],
        ] as const) {
          expect(figure >= 0n).toBe(true);
          expect(figure - exact < step && exact - figure < step).toBe(true);
        }
      }),
    );
  });
});

describe('totals by payout token', () => {
  it('adds the bonds of one token exactly and keeps tokens apart, in the order they first appear', () => {
    const sally = { token: '0xAA', symbol: 'SALLY', decimals: 18 };
    const schm = { token: '0xbb', symbol: 'SCHM', decimals: 18 };
    const totals = totalsByToken([
      { ...sally, amount: units('0.3333333335'), claimed: 0n, claimable: units('0.1111111115') },
      { ...schm, amount: 500n * E18, claimed: 0n, claimable: 0n },
      { ...sally, token: '0xaa', amount: units('0.6666666665'), claimed: units('0.2222222225'), claimable: 0n },
    ]);
    expect(totals.map((t) => [t.token, t.symbol, t.bonds])).toEqual([
      ['0xaa', 'SALLY', 2],
      ['0xbb', 'SCHM', 1],
    ]);
    // 1 SALLY bought in all: the amounts are added before rounding, so no 0.99999999
    const [s] = totals;
    expect(formatPositionFigure(s.figures.amount, s.figures, 18, 'SALLY')).toBe('1 SALLY');
    expect(formatPositionFigure(s.figures.claimable, s.figures, 18, 'SALLY')).toBe('0.111111 SALLY');
    expect(formatPositionFigure(s.figures.stillVesting, s.figures, 18, 'SALLY')).toBe('0.666667 SALLY');
  });
});
