import { colorSchemeStyleSheet } from './colorSchemeStyleSheet';
import { cssVarsOf } from './schemeVariables';
import { theme } from './theme';
import { themeVarShape } from './themeVars.atBuild';

/** `{ selector: { --name: value } }` of the style sheet. */
function blocks(css: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [
      selector!.trim(),
      Object.fromEntries(body!.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string])),
    ]),
  );
}

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap((inner) => leaves(inner));

describe('the colour schemes in the page head', () => {
  const sheet = blocks(colorSchemeStyleSheet());
  // MUI writes the dark scheme in two blocks: the page's default, and what only the dark scheme has (overlays)
  const dark = { ...sheet[':root, [data-theme="dark"]'], ...sheet['[data-theme="dark"]'] };
  const light = sheet['[data-theme="light"]']!;

  it('gives each scheme its surfaces, text and gold, dark being the default', () => {
    expect(dark).toMatchObject({
      'color-scheme': 'dark',
      '--mui-palette-background-default': '#0B0E17',
      '--mui-palette-background-paper': '#121725',
      '--mui-palette-text-primary': '#E6E9F2',
      '--mui-palette-primary-main': '#F0B90B',
    });
    expect(light).toMatchObject({
      'color-scheme': 'light',
      '--mui-palette-background-default': '#F5F6FA',
      '--mui-palette-background-paper': '#FFFFFF',
      '--mui-palette-text-primary': '#0F172A',
      '--mui-palette-primary-main': '#806000',
    });
  });

  it("defines every variable the app's theme draws with, the surfaces, text and actions in both schemes", () => {
    const used = leaves(theme.vars!.palette)
      .concat(leaves(theme.vars!.opacity))
      .map((reference) => /^var\((--[\w-]+)\)$/.exec(reference)![1]!);
    expect(used.length).toBeGreaterThan(150);
    expect(used.filter((name) => !(name in dark) && !(name in light))).toEqual([]);
    // a few of MUI's tokens exist in one scheme only, as MUI itself makes them (the dark scheme's icon text colour)
    const core = used.filter((name) => /^--mui-palette-(background|text-(primary|secondary)|primary|secondary|error|warning|info|success|divider|action)/.test(name));
    expect(core.filter((name) => !(name in dark) || !(name in light))).toEqual([]);
    // the dark surfaces' overlays (Paper's elevation tint) exist for the dark scheme only, as in MUI
    expect(leaves(theme.vars!.overlays).every((reference) => reference.slice(4, -1) in sheet['[data-theme="dark"]']!)).toBe(true);
  });

  it('carries only what differs between the schemes (no shadows, spacing or fonts)', () => {
    const names = Object.values(sheet).flatMap((block) => Object.keys(block));
    expect(names.filter((name) => !/^(color-scheme|--mui-(palette|opacity|overlays)-)/.test(name))).toEqual([]);
  });

  it("names the variables exactly as MUI's CSS-variables theme does", () => {
    expect(cssVarsOf(themeVarShape)).toMatchObject({
      palette: { primary: { main: 'var(--mui-palette-primary-main)', mainChannel: 'var(--mui-palette-primary-mainChannel)' } },
      overlays: expect.arrayContaining(['var(--mui-overlays-1)']),
    });
  });
});
