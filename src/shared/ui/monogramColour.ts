/** A stable hue per symbol so fallback monograms stay distinguishable. */
export function monogramHue(symbol: string): number {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/**
 * Saturation and lightness of the monogram's background: dark enough that its white letters
 * keep WCAG AA contrast (4.5:1 for small text) on every hue — yellow and green are the
 * brightest; at 38 % lightness a teal reached only 3.56:1.
 */
export const MONOGRAM_SATURATION = 55;
export const MONOGRAM_LIGHTNESS = 30;

/** The CSS background of a symbol's monogram (white letters go on it). */
export function monogramBackground(symbol: string): string {
  return `hsl(${monogramHue(symbol)}, ${MONOGRAM_SATURATION}%, ${MONOGRAM_LIGHTNESS}%)`;
}
