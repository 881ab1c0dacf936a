import { alpha, createTheme } from '@mui/material/styles';

/** Dark DeFi look: deep navy surfaces, BNB gold as the action colour, teal for positive values. */
const gold = '#F0B90B';
const background = '#0B0E17';
const paper = '#121725';
const border = 'rgba(148, 163, 184, 0.14)';
const glowOpacity = 0.1;

/**
 * The brightest point of the page background (the gold glow at its centre over the base
 * colour). Text on the page is checked against it: contrast checkers cannot read a gradient.
 */
export const PAGE_BACKGROUND_BRIGHTEST = '#221F16'; // gold at glowOpacity over the base colour, per channel

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: gold, contrastText: '#111111' },
    secondary: { main: '#A78BFA' }, // violet 400: 4.5:1 or more as text on the cards (#8B5CF6 gave 4.18)
    success: { main: '#10B981' },
    error: { main: '#EF4444' },
    warning: { main: '#F59E0B' },
    info: { main: '#38BDF8' },
    background: { default: background, paper },
    divider: border,
    text: { primary: '#E6E9F2', secondary: '#9AA3B8' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: background,
          backgroundImage: `radial-gradient(ellipse 80% 50% at 50% -10%, ${alpha(gold, glowOpacity)}, transparent 60%)`,
          backgroundAttachment: 'fixed',
        },
        '::selection': { backgroundColor: alpha(gold, 0.35) },
        // One visible keyboard focus for every control (WCAG 2.4.7): MUI's own focus ripple is
        // faint on the dark surfaces. Fields keep their focused border instead.
        ':is(a, button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])):focus-visible': {
          outline: `2px solid ${gold}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingInline: 18,
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: `linear-gradient(135deg, ${gold} 0%, #F8D12F 100%)`,
                '&:hover': { backgroundImage: `linear-gradient(135deg, #D9A609 0%, ${gold} 100%)` },
                '&.Mui-disabled': { backgroundImage: 'none' },
              },
            },
          ],
        },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: border },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { backgroundColor: alpha(paper, 0.9), borderColor: border, borderRadius: 16 } },
    },
    MuiTabs: {
      styleOverrides: { indicator: { height: 3, borderRadius: 3 } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: 48 } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 16, border: `1px solid ${border}` } },
    },
    MuiMenu: {
      styleOverrides: { paper: { border: `1px solid ${border}` } },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
  },
});

export default theme;
