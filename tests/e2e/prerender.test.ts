/**
 * The prerendered pages of the production build: the first screen ships as HTML, shows without
 * the script, and the app adopts that markup (hydration) instead of drawing the page again.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { stackEnv } from '../stack/env';
import { chromiumPath, CHROMIUM_ARGS, resetToSeed } from './support';

const PRERENDERED = [
  { path: '/', heading: 'A universe built on true decentralization' },
  { path: '/bond/sales', heading: 'Bond Market' },
  { path: '/staking/pools', heading: 'Staking Pools' },
];
/** One shell per detail route, served for every id: the page's frame while its listing loads. */
const DETAIL_SHELLS = [
  { path: '/bond/sales/1', label: 'Loading bond', link: '← Bond Market' },
  { path: '/staking/pools/2', label: 'Loading pool', link: '← All pools' },
];

let browser: Browser;
beforeAll(async () => {
  await resetToSeed();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** The page's console warnings and errors, as they come. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

/** The text inside the served page's `#root`, tags stripped. */
async function servedRootText(path: string): Promise<string> {
  const html = await (await fetch(new URL(path, stackEnv().appUrl))).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('prerendered pages', () => {
  test.each(PRERENDERED)('$path is served with its first screen in the HTML', async ({ path, heading }) => {
    expect(await servedRootText(path)).toContain(heading);
  });

  test('every page opens its connections to the chain and the API before its script asks', async () => {
    const env = stackEnv();
    for (const path of ['/', '/bond/sales/1']) {
      const html = await (await fetch(new URL(path, env.appUrl))).text();
      expect(html).toContain(`<link rel="preconnect" href="${new URL(env.rpcUrl).origin}" crossorigin>`);
      expect(html).toContain(`<link rel="preconnect" href="${new URL(env.apiUrl).origin}" crossorigin>`);
    }
  });

  test('a page without a prerendered shell gets the empty app shell, not another page', async () => {
    expect((await servedRootText('/bond/create')).trim()).toBe('');
    expect((await servedRootText('/staking/your-stakes')).trim()).toBe('');
  });

  test.each(DETAIL_SHELLS)('$path is adopted as the loading frame it was served, even when its listing is in before the app starts', async ({ path, link }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const warnings = warningsOf(page);
      // A phone slow to start the app: each step of its start waits, so the listing's reads
      // (sent as soon as the store exists) are answered before the page is hydrated.
      await page.addInitScript(() => {
        const timing = { readyAt: 0 };
        (window as unknown as { __timing: typeof timing }).__timing = timing;
        (window as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler = {
          yield: () => new Promise((resolve) => setTimeout(resolve, 150)),
        };
        new MutationObserver(() => {
          if (document.documentElement.dataset.app === 'ready' && !timing.readyAt) timing.readyAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
      });
      await page.goto(new URL(path, stackEnv().appUrl).toString());
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      const { readyAt, firstReadAnswered } = await page.evaluate((rpcOrigin) => ({
        readyAt: (window as unknown as { __timing: { readyAt: number } }).__timing.readyAt,
        firstReadAnswered: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(rpcOrigin))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      }), new URL(stackEnv().rpcUrl).origin);
      expect(firstReadAnswered).toBeLessThan(readyAt); // the case this test is for
      expect(warnings.filter((text) => /prerendered|hydrat|Minified React error/i.test(text))).toEqual([]);
      expect(await page.getByRole('link', { name: link }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test.each(DETAIL_SHELLS)('$path is served the detail frame, which the app adopts whatever the id', async ({ path, label, link }) => {
    const served = await (await fetch(new URL(path, stackEnv().appUrl))).text();
    expect(served).toContain(`aria-label="${label}"`);
    expect(await servedRootText(path)).toContain(link.replace('←', '').trim());
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(new URL(path, stackEnv().appUrl).toString());
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(warnings.filter((text) => /prerendered/i.test(text))).toEqual([]);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' }); // the listing arrived
      expect(await page.getByRole('link', { name: link }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test.each(PRERENDERED)('$path shows its heading and the header before any script runs', async ({ path, heading }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL(path, stackEnv().appUrl).toString());
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Connect wallet' }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test.each(PRERENDERED)('$path is adopted by the app: no element redrawn, no warning, and it works', async ({ path, heading }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const warnings = warningsOf(page);
      page.on('pageerror', (error) => warnings.push(error.message));
      // Counts the prerendered elements taken out of the page before the app reports ready.
      await page.addInitScript(() => {
        const removed = { count: 0 };
        (window as unknown as { __removedBeforeReady: typeof removed }).__removedBeforeReady = removed;
        new MutationObserver((mutations) => {
          if (document.documentElement.dataset.app === 'ready') return;
          for (const mutation of mutations) {
            if (!(mutation.target instanceof Element) || !mutation.target.closest('#root')) continue;
            removed.count += [...mutation.removedNodes].filter((node) => node.nodeType === 1).length;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(new URL(path, stackEnv().appUrl).toString());
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { __removedBeforeReady: { count: number } }).__removedBeforeReady.count)).toBe(0);
      expect(warnings.filter((text) => /prerendered|hydrat|Minified React error/i.test(text))).toEqual([]);

      expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
      // the prerendered Connect button is the app's now
      await page.getByRole('button', { name: 'Connect wallet' }).first().click();
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor({ state: 'visible' });
    } finally {
      await context.close();
    }
  });
});
