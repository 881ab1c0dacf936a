import { bitmapOf, byWord, checkedTicks } from './tickWords';

const SPACING = 10;

describe('tick words', () => {
  it('sets one bit per initialised tick at its place in its word, for negative ticks too', () => {
    expect(bitmapOf([], SPACING)).toBe(0n);
    expect(bitmapOf([0, 10, 2550], SPACING)).toBe((1n << 0n) | (1n << 1n) | (1n << 255n));
    // compressed −1 is the last bit of word −1
    expect(bitmapOf([-10, -2560], SPACING)).toBe((1n << 255n) | (1n << 0n));
  });

  it('groups ticks by word, with an empty list for a word that holds none', () => {
    const grouped = byWord([{ tick: -2560, liquidityNet: 1n }, { tick: -10, liquidityNet: 2n }, { tick: 30, liquidityNet: -3n }], [-1, 0, 1], SPACING);
    expect([...grouped.entries()]).toEqual([
      [-1, [-2560, -10]],
      [0, [30]],
      [1, []],
    ]);
  });

  const known = new Map([
    [-1, [-2560, -10]],
    [0, [30]],
  ]);
  const bitmaps = [bitmapOf([-2560, -10], SPACING), bitmapOf([30], SPACING)];

  it('takes the known ticks with their liquidityNet read now when the bitmaps still match', () => {
    expect(checkedTicks(known, [-1, 0], SPACING, bitmaps, [5n, -7n, 2n])).toEqual([
      { tick: -2560, liquidityNet: 5n },
      { tick: -10, liquidityNet: -7n },
      { tick: 30, liquidityNet: 2n },
    ]);
  });

  it('gives nothing when a tick was initialised or cleared since, a word is not known, or a read failed', () => {
    expect(checkedTicks(known, [-1, 0], SPACING, [bitmaps[0], bitmapOf([30, 40], SPACING)], [5n, -7n, 2n])).toBeNull();
    expect(checkedTicks(known, [-1, 0], SPACING, [bitmapOf([-10], SPACING), bitmaps[1]], [5n, -7n, 2n])).toBeNull();
    expect(checkedTicks(known, [-1, 0, 1], SPACING, [...bitmaps, 0n], [5n, -7n, 2n])).toBeNull();
    expect(checkedTicks(known, [-1, 0], SPACING, [null, bitmaps[1]], [5n, -7n, 2n])).toBeNull();
    expect(checkedTicks(known, [-1, 0], SPACING, bitmaps, [5n, null, 2n])).toBeNull();
  });
});
