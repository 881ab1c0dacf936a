/**
 * The names of the theme's CSS variables, as the shape of MUI's `theme.vars` with a 0 at each leaf
 * (schemeVariables.ts turns each leaf back into `var(--mui-…)`). Evaluated while the app is built
 * (scripts/front/atBuildLoader.ts): the bundle carries this shape, not MUI's CSS-variables theme
 * builder (~8 KiB gzip) that computes it. Jest runs it as it is.
 */
import { schemesTheme } from './colorSchemeStyleSheet';

export type VarShape = 0 | VarShape[] | { [key: string]: VarShape };

function shapeOf(value: unknown): VarShape {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return 0;
}

const { vars } = schemesTheme() as unknown as { vars: Record<string, unknown> };

/** The variables that differ between the schemes (see colorSchemeStyleSheet.ts). */
export const themeVarShape = shapeOf({ palette: vars.palette, opacity: vars.opacity, overlays: vars.overlays }) as {
  [key: string]: VarShape;
};
