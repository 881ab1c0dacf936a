import { MONOGRAM_LIGHTNESS, MONOGRAM_SATURATION, monogramBackground, monogramHue } from './monogramColour';

/** CSS hsl() → sRGB channels in 0..1 (CSS Color 4 algorithm). */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2.1 relative luminance and the contrast of white against it. */
function contrastWithWhite([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

describe('monogram colours', () => {
  it('measures the old teal as the 3.56:1 axe reported (the helpers are right)', () => {
    expect(contrastWithWhite(hslToRgb(179, 55, 38))).toBeCloseTo(3.56, 1);
  });

  it('keeps white letters at 4.5:1 or more on every hue', () => {
    const worst = Math.min(
      ...Array.from({ length: 360 }, (_, hue) => contrastWithWhite(hslToRgb(hue, MONOGRAM_SATURATION, MONOGRAM_LIGHTNESS))),
    );
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a symbol the same colour every time and different symbols different hues', () => {
    expect(monogramBackground('SALLY')).toBe(monogramBackground('SALLY'));
    expect(monogramBackground('SALLY')).toBe(`hsl(${monogramHue('SALLY')}, 55%, 30%)`);
    expect(monogramHue('SALLY')).not.toBe(monogramHue('SCHM'));
  });
});
