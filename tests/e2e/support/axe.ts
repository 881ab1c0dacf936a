/**
 * axe-core scans for the browser suite: WCAG 2.1 A/AA rules, reporting what a user of
 * assistive technology is blocked by (impact 'serious' or 'critical'), in both colour schemes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PAGE_BACKGROUND_WORST } from '../../../src/app/palettes';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEMES, type ColorScheme } from '../../../src/shared/colorScheme/colorSchemeScript';

export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Best-practice rules that Lighthouse's accessibility score counts, run beside the WCAG ones and
 * reported whatever axe's impact: a page's outline (one h1, no skipped heading level) and roles
 * an element may take.
 */
const STRUCTURE_RULES = ['heading-order', 'page-has-heading-one', 'aria-allowed-role'];

/**
 * axe cannot read colours through the page's background gradient and files every text on it
 * under 'incomplete', so nothing would be checked. For the scan the page background becomes
 * the gradient's least favourable colour for text in each scheme (palettes.ts).
 */
const SOLID_PAGE_BACKGROUND = COLOR_SCHEMES.map(
  (scheme) =>
    `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"] body { background-image: none !important; background-color: ${PAGE_BACKGROUND_WORST[scheme]} !important; }`,
).join('\n');

/**
 * A value that arrives while axe runs (a poll, a quote) may start a colour transition, such as a
 * button fading from disabled to enabled, and axe would measure the colour halfway. Without
 * transitions every element shows the colours it settles on.
 */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/** The WCAG 2.1 AA rules whose outcome depends on colours: all a second colour scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Chromium's own link colours, unvisited and visited, in a light and in a dark colour scheme: a
 * link the theme did not style.
 */
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(158, 158, 255)', 'rgb(208, 173, 240)'];

/** One line per visible link with text in the browser's own colours: `default-link-colour: text (colour)`. */
async function browserColouredLinks(page: Page): Promise<string[]> {
  const links = await page.evaluate(
    (colours) =>
      [...document.querySelectorAll('a')]
        // a link that is only an image (a partner's logo) shows no link colour
        .filter((link) => link.getClientRects().length > 0 && (link.textContent ?? '').trim() !== '')
        .filter((link) => colours.includes(getComputedStyle(link).color))
        .map((link) => `${(link.textContent ?? '').trim()} (${getComputedStyle(link).color})`),
    BROWSER_LINK_COLOURS,
  );
  return links.map((link) => `default-link-colour: ${link}`);
}

/** `coloursOnly`: the rules a colour scheme can change (contrast), for a page already scanned in another scheme. */
async function scan(page: Page, coloursOnly: boolean): Promise<string[]> {
  // only the WCAG 2.1 A/AA rules and the structure rules, and only violations reported: the
  // other best-practice rules and listing the passes make each scan slower
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
  });
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG21_AA_TAGS)).analyze();
  const violations = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '') || STRUCTURE_RULES.includes(violation.id))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      return `${violation.id} (${violation.impact}): ${targets.join(' | ')}`;
    });
  return [...violations, ...(await browserColouredLinks(page))];
}

/** Shows `scheme` as the page's own switch does (one attribute on <html>; every colour follows it). */
export async function showColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.evaluate(([attribute, value]) => document.documentElement.setAttribute(attribute, value), [COLOR_SCHEME_ATTRIBUTE, scheme] as const);
}

/**
 * One line per violation that blocks (serious or critical, WCAG 2.1 A/AA) or breaks the page's
 * structure, in each colour scheme: `dark: rule (impact): selector — what fails | …` (every rule in
 * the first scheme, the colour rules in the second); and any link left in the browser's own
 * colours. The page is back in its own scheme afterwards.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const shown = await page.evaluate((attribute) => document.documentElement.getAttribute(attribute), COLOR_SCHEME_ATTRIBUTE);
  const style = await page.addStyleTag({ content: `${SOLID_PAGE_BACKGROUND}\n${NO_TRANSITIONS}` });
  try {
    const found: string[] = [];
    for (const [index, scheme] of COLOR_SCHEMES.entries()) {
      await showColorScheme(page, scheme);
      found.push(...(await scan(page, index > 0)).map((violation) => `${scheme}: ${violation}`));
    }
    return found;
  } finally {
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
    if (shown === 'dark' || shown === 'light') await showColorScheme(page, shown);
  }
}
