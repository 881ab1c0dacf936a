import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { darkPalette, GLOW_OPACITY, GOLD } from './palettes';
import { withSchemeVariables } from './schemeVariables';
import { themeVarShape } from './themeVars.atBuild';

/**
 * The app's look in both colour schemes (palettes.ts): navy or near-white surfaces, BNB gold as
 * the action colour. Every colour below is the scheme's CSS variable (`theme.vars`), never a
 * literal of one scheme, so the same styles serve both; only the gold fills are the same in both.
 */
const colors = (theme: Theme) => (theme.vars ?? theme).palette;

export const theme = withSchemeVariables(
  createTheme({
    palette: darkPalette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700 },
      // page titles: on a phone a long one ('SALLY Staking Pool') stays on one line, so the action comes sooner
      h4: { fontWeight: 700, '@media (max-width: 599.95px)': { fontSize: '1.5rem' } },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          body: {
            backgroundColor: colors(theme).background.default,
            backgroundImage: `radial-gradient(ellipse 80% 50% at 50% -10%, ${alpha(GOLD, GLOW_OPACITY)}, transparent 60%)`,
            backgroundAttachment: 'fixed',
          },
          '::selection': { backgroundColor: alpha(GOLD, 0.35) },
          // A plain link (a router link inside a notice's sentence) takes the text's colour and an
          // underline, never the browser's own blue and visited purple.
          'a:not([class])': { color: 'inherit', fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: 2 },
          // One visible keyboard focus for every control (WCAG 2.4.7): MUI's own focus ripple is
          // faint on the dark surfaces. Fields keep their focused border instead.
          ':is(a, button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])):focus-visible': {
            outline: `2px solid ${colors(theme).primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 10,
            paddingInline: 18,
            variants: [
              {
                // gold with dark text in both schemes (the light scheme's primary is a darker gold, for text)
                props: { variant: 'contained', color: 'primary' },
                style: {
                  color: '#111111',
                  backgroundImage: `linear-gradient(135deg, ${GOLD} 0%, #F8D12F 100%)`,
                  '&:hover': { backgroundImage: `linear-gradient(135deg, #D9A609 0%, ${GOLD} 100%)` },
                  '&.Mui-disabled': { backgroundImage: 'none' },
                },
              },
            ],
          },
        },
      },
      MuiFormHelperText: {
        styleOverrides: {
          // A disabled field's helper still says something (what is available, why it is closed):
          // MUI's disabled grey is 2.7:1 on the light paper.
          root: ({ theme }) => ({ '&.Mui-disabled': { color: colors(theme).text.secondary } }),
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
          outlined: ({ theme }) => ({ borderColor: colors(theme).divider }),
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.alpha(colors(theme).background.paper, 0.9),
            borderColor: colors(theme).divider,
            borderRadius: 16,
          }),
        },
      },
      MuiTabs: {
        styleOverrides: { indicator: { height: 3, borderRadius: 3 } },
      },
      MuiTab: {
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } },
      },
      MuiDialog: {
        styleOverrides: { paper: ({ theme }) => ({ borderRadius: 16, border: `1px solid ${colors(theme).divider}` }) },
      },
      MuiMenu: {
        styleOverrides: { paper: ({ theme }) => ({ border: `1px solid ${colors(theme).divider}` }) },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
    },
  }),
  themeVarShape,
);

export default theme;
