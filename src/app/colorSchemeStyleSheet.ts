/**
 * Both colour schemes as CSS variables, made by MUI's own CSS-variables theme builder at build
 * time (Node: webpack.config.ts writes the result into every page's head, and themeVars.atBuild.ts
 * takes the variables' names from it). Never imported by the app: that builder stays out of the
 * bundle, where the theme is MUI's plain one with these variables attached (schemeVariables.ts).
 *
 * The dark scheme is also the page's default (`:root`), for a browser whose head script did not
 * run; `[data-theme="light"]` switches every colour at once.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../shared/colorScheme/colorSchemeScript';
import { PALETTES } from './palettes';

/** MUI's theme with CSS variables for both schemes, dark the default. */
export function schemesTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { dark: { palette: PALETTES.dark }, light: { palette: PALETTES.light } },
    defaultColorScheme: 'dark',
  });
}

/**
 * Only the variables that differ between the schemes: the palette, the opacities and the dark
 * surfaces' overlays. Shadows, shapes, spacing and z-indexes are the same in both, so the app's
 * theme keeps them as plain values and the page does not carry them.
 */
const SCHEME_VARIABLE = /^--mui-(palette|opacity|overlays)-/;

function declarations(variables: Record<string, unknown>): string {
  return Object.entries(variables)
    .flatMap(([name, value]) => {
      if (name === 'colorScheme') return [`color-scheme:${String(value)}`];
      return SCHEME_VARIABLE.test(name) ? [`${name}:${String(value)}`] : [];
    })
    .join(';');
}

/** The CSS text of both schemes' variables, for a <style> in the page's head. */
export function colorSchemeStyleSheet(theme: Theme = schemesTheme()): string {
  const sheets = (theme as Theme & { generateStyleSheets: () => Record<string, Record<string, unknown>>[] }).generateStyleSheets();
  return sheets
    .flatMap((sheet) => Object.entries(sheet))
    .map(([selector, variables]) => [selector, declarations(variables)] as const)
    .filter(([, body]) => body !== '')
    .map(([selector, body]) => `${selector}{${body}}`)
    .join('');
}
