/**
 * The colour schemes as a person sees them: the page follows the system's setting until they pick,
 * the header's toggle keeps their pick across a reload, a prerendered page is in their scheme
 * before the app has run (no flash of the other one), and the review modal is drawn in the app's
 * scheme, not in MUI's default light look.
 */
import type { Locator, Page } from 'playwright-core';
import { COLOR_SCHEME_STORAGE_KEY } from '../../src/shared/colorScheme/colorSchemeScript';
import { launchApp, openSwapReview, resetToSeed, waitUntil, withApp } from './support';

beforeAll(resetToSeed);

/** WCAG relative luminance (0 black … 1 white) of an element's computed background colour. */
async function backgroundLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  });
}

const schemeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const pageLuminance = (page: Page) => backgroundLuminance(page.locator('body'));
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

/** Dark surfaces stay below this luminance, light ones above the other (the palettes' backgrounds). */
const DARK_BELOW = 0.05;
const LIGHT_ABOVE = 0.85;
const band = (luminance: number) => (luminance < DARK_BELOW ? 'dark' : luminance > LIGHT_ABOVE ? 'light' : `between (${luminance.toFixed(3)})`);

describe('colour schemes', () => {
  test("follows the system's setting before the user picks, and when it changes", async () => {
    await withApp({ colorScheme: 'light', path: '/bond/sales' }, async ({ page }) => {
      expect(await schemeOf(page)).toBe('light');
      expect(await pageLuminance(page)).toBeGreaterThan(LIGHT_ABOVE);
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');

      await page.emulateMedia({ colorScheme: 'dark' });
      await waitUntil(async () => (await schemeOf(page)) === 'dark', { message: 'the page to follow the system to dark' });
      expect(await pageLuminance(page)).toBeLessThan(DARK_BELOW);
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    });
  });

  test("the header's toggle keeps the pick across a reload, over the system's setting", async () => {
    await withApp({ colorScheme: 'light', path: '/staking/pools' }, async (app) => {
      const { page } = app;
      await toggle(page).click();
      expect(await schemeOf(page)).toBe('dark');
      expect(await pageLuminance(page)).toBeLessThan(DARK_BELOW);

      await app.goto('/staking/pools');
      expect(await schemeOf(page)).toBe('dark');
      expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
      // a pick outranks the system from then on
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForTimeout(300);
      expect(await schemeOf(page)).toBe('dark');

      await toggle(page).click();
      await app.goto('/');
      expect(await schemeOf(page)).toBe('light');
      expect(await pageLuminance(page)).toBeGreaterThan(LIGHT_ABOVE);
    });
  });

  test.each(['/', '/bond/sales', '/staking/pools/1'])(
    'a prerendered page (%s) is in the chosen scheme before any of the app has run',
    async (path) => {
      const app = await launchApp({ colorScheme: 'dark', path: '/privacy' });
      try {
        const { page } = app;
        await page.evaluate((key) => localStorage.setItem(key, 'light'), COLOR_SCHEME_STORAGE_KEY);
        // the app's scripts never arrive: what shows is the page's own HTML, CSS and head script
        await page.route('**/js/**', (route) => route.abort());
        await page.goto(new URL(path, app.env.appUrl + '/').toString(), { waitUntil: 'load' });
        expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
        expect(await page.locator('#root header').count()).toBe(1);
        expect(await schemeOf(page)).toBe('light');
        expect(await pageLuminance(page)).toBeGreaterThan(LIGHT_ABOVE);
        expect(await backgroundLuminance(page.locator('#root header'))).toBeGreaterThan(LIGHT_ABOVE);
      } finally {
        await app.close();
      }
    },
  );

  test.each(['dark', 'light'] as const)("the review modal is drawn in the page's scheme (%s), with the app's buttons", async (scheme) => {
    await withApp({ account: 4, connected: true, colorScheme: scheme }, async ({ page }) => {
      const dialog = await openSwapReview(page);
      const paper = page.locator('.MuiDialog-paper').filter({ has: page.getByTestId('review-stage') });

      // under MUI's default theme the modal was white over the dark page
      expect({ dialog: band(await backgroundLuminance(paper)), page: band(await pageLuminance(page)) }).toEqual({ dialog: scheme, page: scheme });

      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      expect(await cancel.evaluate((button) => getComputedStyle(button).textTransform)).toBe('none');
      const confirm = dialog.getByRole('button', { name: 'Confirm swap' });
      expect(await confirm.evaluate((button) => getComputedStyle(button).backgroundImage)).toContain('linear-gradient');
    });
  });
});
