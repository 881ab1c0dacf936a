import createThemeNoVars from '@mui/material/styles/createThemeNoVars';
import type { Theme, ThemeOptions } from '@mui/material/styles';

/**
 * MUI's `createTheme` for a theme without CSS variables or colour schemes, which is all this app
 * makes (src/app/theme.ts, and MUI's own default theme that every styled component imports).
 * For such options MUI's `createTheme` returns `createThemeNoVars(options, ...args)` and nothing
 * else; its other branch (`createThemeWithVars`, ~5 KiB gzip) sits in the entry chunk only because
 * it is in the same module. The production build puts this function in its place
 * (webpack.config.ts); asking it for CSS variables fails loudly rather than silently differing.
 */
export default function createTheme(options: ThemeOptions = {}, ...args: object[]): Theme {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build has no CSS-variables theme: createTheme was given cssVariables or colorSchemes (see webpack.config.ts)');
  }
  return createThemeNoVars(options, ...args);
}
