/**
 * The two colour schemes. Pure data: the app's theme (theme.ts), the CSS variables each page
 * carries in its head (colorSchemeStyleSheet.ts) and the contrast checks (tests/e2e) read it.
 *
 * Dark: deep navy surfaces, BNB gold as the action colour. Light: near-white surfaces; gold stays
 * the contained buttons' fill (with dark text, as in the dark scheme), and text in the primary
 * colour (links, the current tab) is a darker gold that reads at 4.5:1 on the page.
 */
import type { PaletteOptions } from '@mui/material/styles';
import type { ColorScheme } from '../shared/colorScheme/colorSchemeScript';

/** BNB gold: the contained buttons' fill and the page's glow in both schemes. */
export const GOLD = '#F0B90B';
/** The glow's strength over the page's base colour. */
export const GLOW_OPACITY = 0.1;

declare module '@mui/material/styles' {
  /** Scheme colours of the app's own surfaces, beside MUI's palette. */
  interface BrandPalette {
    /** the landing title's gradient ends (its middle is primary.main) */
    heroFrom: string;
    heroTo: string;
    /** behind the partners' logos, which are drawn in light grey */
    logoTile: string;
  }
  interface Palette {
    brand: BrandPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
  }
}

/** The app's own scheme, and the page's default. */
export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: GOLD, contrastText: '#111111' },
  secondary: { main: '#A78BFA' }, // violet 400: 4.5:1 or more as text on the cards (#8B5CF6 gave 4.18)
  success: { main: '#10B981' },
  error: { main: '#EF4444' },
  warning: { main: '#F59E0B' },
  info: { main: '#38BDF8' },
  background: { default: '#0B0E17', paper: '#121725' },
  divider: 'rgba(148, 163, 184, 0.14)',
  text: { primary: '#E6E9F2', secondary: '#9AA3B8' },
  brand: { heroFrom: '#FFFFFF', heroTo: '#F97316', logoTile: 'rgba(255, 255, 255, 0.02)' },
};

/** Only in the page's CSS variables (the build's): the bundle's theme is made with the dark palette. */
export const lightPalette: PaletteOptions = {
  mode: 'light',
  // 5.1:1 on the page's glow: gold itself (#F0B90B) is 1.8:1 on white, too faint for text
  primary: { main: '#806000', contrastText: '#FFFFFF' },
  secondary: { main: '#6D28D9' },
  success: { main: '#047857' },
  error: { main: '#B91C1C' },
  warning: { main: '#A14B06' },
  info: { main: '#0369A1' },
  background: { default: '#F5F6FA', paper: '#FFFFFF' },
  divider: 'rgba(15, 23, 42, 0.12)',
  text: { primary: '#0F172A', secondary: '#475569' },
  brand: { heroFrom: '#0F172A', heroTo: '#C2410C', logoTile: '#1B2131' },
};

export const PALETTES: Record<ColorScheme, PaletteOptions> = { dark: darkPalette, light: lightPalette };

/**
 * The page background's least favourable point for text, per scheme: the gold glow at its centre
 * over the base colour (brightest on the dark page, darkest on the light one). Contrast checkers
 * cannot read a gradient, so text on the page is checked against this colour.
 */
export const PAGE_BACKGROUND_WORST: Record<ColorScheme, string> = {
  dark: '#221F16',
  light: '#F5F0E2',
};
