import { AMOUNT_FONT_REM, AMOUNT_MIN_FONT_REM, amountFontSize } from './amountFontSize';

/** The size in px that the clamp() resolves to in a field `width` px wide (1rem = 16px). */
function resolvedPx(css: string, width: number): number {
  const match = /^clamp\(([\d.]+)rem, ([\d.]+)cqi, ([\d.]+)rem\)$/.exec(css);
  if (!match) throw new Error(`unexpected ${css}`);
  const [min, preferred, max] = [Number(match[1]) * 16, (Number(match[2]) * width) / 100, Number(match[3]) * 16];
  return Math.min(max, Math.max(min, preferred));
}

describe('amountFontSize', () => {
  it('keeps short amounts at the full size', () => {
    expect(resolvedPx(amountFontSize('1.5'), 140)).toBe(AMOUNT_FONT_REM * 16);
    expect(resolvedPx(amountFontSize(''), 400)).toBe(AMOUNT_FONT_REM * 16);
  });

  it('shrinks a long amount until its digits fit the width of a phone field', () => {
    const text = '740,657.123456';
    const px = resolvedPx(amountFontSize(text), 140);
    expect(px).toBeLessThan(AMOUNT_FONT_REM * 16);
    // at 0.68 em per character the text takes no more than the field
    expect(text.length * 0.68 * px).toBeLessThanOrEqual(140.01);
  });

  it('never goes below the readable minimum', () => {
    expect(resolvedPx(amountFontSize('1'.repeat(60)), 140)).toBe(AMOUNT_MIN_FONT_REM * 16);
  });
});
