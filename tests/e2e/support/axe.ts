/**
 * axe-core scans for the browser suite: WCAG 2.1 A/AA rules, reporting what a user of
 * assistive technology is blocked by (impact 'serious' or 'critical').
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PAGE_BACKGROUND_BRIGHTEST } from '../../../src/app/theme';

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
 * the gradient's brightest colour, the worst case for the app's light text.
 */
const SOLID_PAGE_BACKGROUND = `body { background-image: none !important; background-color: ${PAGE_BACKGROUND_BRIGHTEST} !important; }`;

/**
 * A value that arrives while axe runs (a poll, a quote) may start a colour transition, such as a
 * button fading from disabled to enabled, and axe would measure the colour halfway. Without
 * transitions every element shows the colours it settles on.
 */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * One line per violation that blocks (serious or critical, WCAG 2.1 A/AA) or breaks the page's
 * structure: `rule (impact): selector — what fails | …`.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const style = await page.addStyleTag({ content: `${SOLID_PAGE_BACKGROUND}\n${NO_TRANSITIONS}` });
  try {
    // only the WCAG 2.1 A/AA rules and the structure rules, and only violations reported: the
    // other best-practice rules and listing the passes make each scan slower
    const results = await new AxeBuilder({ page })
      .options({
        resultTypes: ['violations'],
        rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
      })
      .withTags(WCAG21_AA_TAGS)
      .analyze();
    return results.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '') || STRUCTURE_RULES.includes(violation.id))
      .map((violation) => {
        const targets = violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
        return `${violation.id} (${violation.impact}): ${targets.join(' | ')}`;
      });
  } finally {
    await style.evaluate((element) => (element as HTMLStyleElement).remove());
  }
}
