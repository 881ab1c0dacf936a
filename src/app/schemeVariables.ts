/**
 * MUI's plain theme made to draw every colour from the page's CSS variables: `theme.vars` holds
 * `var(--mui-palette-…)` for each palette colour (MUI's components read `theme.vars` before
 * `theme.palette`), and the colour schemes name the attribute that switches them. The values
 * themselves live in the page's head (colorSchemeStyleSheet.ts), so one prerendered page serves
 * both schemes and switching re-renders nothing. What is the same in both schemes (shadows, shape,
 * z-index) stays a plain value.
 */
import type { Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEMES } from '../shared/colorScheme/colorSchemeScript';
import type { VarShape } from './themeVars.atBuild';

/** MUI's prefix: the CSS variables are named by it (`--mui-palette-primary-main`). */
const PREFIX = 'mui';

/** Each leaf of the shape as `var(--mui-<path>)`. */
export function cssVarsOf(shape: VarShape, path: string[] = []): unknown {
  if (Array.isArray(shape)) return shape.map((inner, index) => cssVarsOf(inner, [...path, String(index)]));
  if (shape !== 0) return Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, cssVarsOf(inner, [...path, key])]));
  return `var(--${[PREFIX, ...path].join('-')})`;
}

export function withSchemeVariables(theme: Theme, shape: { [key: string]: VarShape }): Theme {
  return Object.assign(theme, {
    vars: { ...(cssVarsOf(shape) as object), shadows: theme.shadows, shape: theme.shape, zIndex: theme.zIndex },
    cssVarPrefix: PREFIX,
    defaultColorScheme: 'dark',
    colorSchemes: Object.fromEntries(COLOR_SCHEMES.map((scheme) => [scheme, { palette: { mode: scheme } }])),
    // MUI's form for a data attribute: styles for one scheme only (`theme.applyStyles('dark', …)`) go under it
    getColorSchemeSelector: (scheme: string) => `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"] &`,
  });
}
