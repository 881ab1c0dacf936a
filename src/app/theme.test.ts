import { alpha } from '@mui/material/styles';
import { darkPalette, GLOW_OPACITY, GOLD, lightPalette, PAGE_BACKGROUND_WORST } from './palettes';
import { theme } from './theme';

/** WCAG 2.1 relative luminance and contrast ratio of two opaque #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** `top` at `opacity` over `base`, per channel, as #rrggbb. */
function over(top: string, opacity: number, base: string): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5].map((at) => Math.round(channel(top, at) * opacity + channel(base, at) * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

describe('palettes', () => {
  it("name the page's least favourable point for text: the gold glow over each scheme's base", () => {
    expect(PAGE_BACKGROUND_WORST.dark).toBe(over(GOLD, GLOW_OPACITY, darkPalette.background!.default!));
    expect(PAGE_BACKGROUND_WORST.light).toBe(over(GOLD, GLOW_OPACITY, lightPalette.background!.default!));
  });

  it.each([
    ['dark', darkPalette],
    ['light', lightPalette],
  ] as const)('give text of the %s scheme at least 4.5:1 where it is written (WCAG AA)', (scheme, palette) => {
    const surfaces = [palette.background!.default!, palette.background!.paper!];
    // body text also sits on the page's glow; coloured text (a link, a status, an error) on the cards and the plain page
    const writing: [string, string, string[]][] = [
      ['text', palette.text!.primary!, [...surfaces, PAGE_BACKGROUND_WORST[scheme]]],
      ['secondary text', palette.text!.secondary!, [...surfaces, PAGE_BACKGROUND_WORST[scheme]]],
      ...(['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const).map(
        (key): [string, string, string[]] => [key, (palette[key] as { main: string }).main, surfaces],
      ),
    ];
    const weak = writing.flatMap(([name, colour, grounds]) =>
      grounds.filter((ground) => contrast(colour, ground) < 4.5).map((ground) => `${name} ${colour} on ${ground}: ${contrast(colour, ground).toFixed(2)}`),
    );
    expect(weak).toEqual([]);
  });

  it('keep the gold buttons readable in both schemes (dark text on gold)', () => {
    expect(contrast('#111111', GOLD)).toBeGreaterThan(7);
    expect(alpha(GOLD, 0.35)).toBe('rgba(240, 185, 11, 0.35)');
  });
});

describe('theme', () => {
  it("draws every colour from the page's variables, so one prerendered page serves both schemes", () => {
    expect(theme.vars?.palette.background.paper).toBe('var(--mui-palette-background-paper)');
    expect(theme.vars?.palette.text.primary).toBe('var(--mui-palette-text-primary)');
    expect(theme.alpha(theme.vars!.palette.background.default, 0.8)).toBe('rgba(var(--mui-palette-background-defaultChannel) / 0.8)');
  });

  it('puts styles for one scheme under its attribute', () => {
    expect(theme.applyStyles('light', { color: 'red' })).toEqual({ '*:where([data-theme="light"]) &': { color: 'red' } });
  });

  it('keeps what is the same in both schemes as plain values', () => {
    expect(theme.vars?.shape.borderRadius).toBe(12);
    expect(theme.vars?.shadows[1]).toBe(theme.shadows[1]);
  });
});
