import { createTheme as muiCreateTheme } from '@mui/material/styles';
import createTheme from './createThemeWithoutVars';
import { theme } from './theme';

/** A theme as data: MUI's helpers are fresh closures per theme, so only their names can be compared. */
function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (typeof field === 'function' ? `fn:${field.name}` : field));
}

describe('createThemeWithoutVars (takes the place of MUI createTheme in the build)', () => {
  it('builds the same default theme as MUI', () => {
    expect(snapshot(createTheme())).toBe(snapshot(muiCreateTheme()));
  });

  it("builds the same theme as MUI from the app's options", () => {
    const options = {
      palette: { mode: 'dark' as const, primary: { main: '#F0B90B' }, background: { default: '#0B0E17', paper: '#121725' } },
      shape: { borderRadius: 12 },
      typography: { fontFamily: 'Inter, sans-serif', h1: { fontWeight: 700 } },
      components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' as const } } } },
    };
    expect(snapshot(createTheme(options))).toBe(snapshot(muiCreateTheme(options)));
    expect(theme.palette.mode).toBe('dark');
  });

  it('refuses CSS variables and colour schemes instead of returning a different theme', () => {
    expect(() => createTheme({ cssVariables: true })).toThrow(/CSS-variables/);
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/CSS-variables/);
  });
});
