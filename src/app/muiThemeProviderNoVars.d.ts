/**
 * MUI's own theme provider without the CSS-variables machinery (CssVarsProvider,
 * InitColorSchemeScript, color-scheme storage), which the public `ThemeProvider` always bundles
 * although this app never enables CSS variables. Not in MUI's `exports`, so webpack and jest map
 * the specifier to the file (webpack.config.ts, jest.config.ts).
 */
declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { ReactNode } from 'react';
  import type { Theme } from '@mui/material/styles';

  export default function ThemeProviderNoVars(props: {
    theme: Theme | ((outerTheme: Theme) => Theme);
    children?: ReactNode;
  }): ReactNode;
}
