/**
 * The colour schemes' names and where the page keeps the one on screen. No DOM code: the build
 * (colorSchemeInitScript.ts) and the browser tests read it too.
 */

export const COLOR_SCHEMES = ['dark', 'light'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** localStorage key of the user's choice; absent until the user picks, so the system's setting rules. */
export const COLOR_SCHEME_STORAGE_KEY = 'color-scheme';

/** The attribute on <html> that every colour of the page follows (the CSS variables of each scheme hang off it). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** What the system asks for when the user has not chosen. */
export const PREFERS_LIGHT_QUERY = '(prefers-color-scheme: light)';
