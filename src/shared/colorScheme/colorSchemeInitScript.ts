/**
 * The script that sets the page's colour scheme before the first paint. The build writes it into
 * every page's head as it is (webpack.config.ts); docs/OPERATIONS.md's Content-Security-Policy
 * allows it by its hash (checked by a unit test). Not imported by the app.
 */
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, PREFERS_LIGHT_QUERY } from './colorSchemeScript';

/**
 * Runs inline in the head, before the body is parsed: the stored choice, else the system's
 * setting, onto <html>. A prerendered dark page therefore never shows dark to someone who chose
 * light. ES5, a few hundred bytes, no network: nothing for a phone to wait for.
 */
export const COLOR_SCHEME_SCRIPT =
  `(function(d){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}` +
  `d.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s==='light'||s==='dark'?s:` +
  `matchMedia(${JSON.stringify(PREFERS_LIGHT_QUERY)}).matches?'light':'dark')})(document.documentElement)`;
