/**
 * MUI's theme factory without the CSS-variables branch (see createThemeWithoutVars.ts). Not in
 * MUI's `exports`, so webpack and jest map the specifier to the file (webpack.config.ts,
 * jest.config.ts).
 */
declare module '@mui/material/styles/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';

  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}
