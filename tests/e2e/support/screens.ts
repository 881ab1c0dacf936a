/**
 * The app's main screens, for checks that walk all of them (accessibility scans, the phone
 * layout). Ids are the seed's: sale 1 (BNB/SALLY, live) and pool 1 (SALLY, account 3 staked).
 */
import type { Page } from 'playwright-core';

export interface MainScreen {
  name: string;
  path: string;
}

export const SEEDED_SALE_ID = 1;
export const SEEDED_POOL_ID = 1;

export const MAIN_SCREENS: readonly MainScreen[] = [
  { name: 'landing', path: '/' },
  { name: 'bond market', path: '/bond/sales' },
  { name: 'sale detail', path: `/bond/sales/${SEEDED_SALE_ID}` },
  { name: 'demo sale detail', path: '/bond/sales/999' },
  { name: 'your bonds', path: '/bond/project-sales' },
  { name: 'create bond', path: '/bond/create' },
  { name: 'bond dashboard', path: '/bond/dashboard' },
  { name: 'staking pools', path: '/staking/pools' },
  { name: 'pool detail', path: `/staking/pools/${SEEDED_POOL_ID}` },
  { name: 'your stakes', path: '/staking/your-stakes' },
  { name: 'create pool', path: '/staking/create' },
  { name: 'staking dashboard', path: '/staking/dashboard' },
];

/**
 * What identifies the rendered screen: its h1 and the line under it (a connect prompt's h1 is
 * always 'Connect Wallet', the line under it names the page). Static text, so a screen that
 * polls its data keeps the same signature.
 */
const SIGNATURE_SELECTOR = '#main h1, #main h1 + *';

function screenSignature(page: Page): Promise<string> {
  return page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '').join(' | '),
    SIGNATURE_SELECTOR,
  );
}

/**
 * Waits until the screen has loaded what it will show: its h1 is there, no loading skeleton is
 * left and no entering transition (Fade, Collapse) is still running, so colours are measured
 * at rest. A value that never loads is the failure tests' business: after `timeoutMs` this
 * gives up quietly and the screen is checked as it is.
 */
export async function settleScreen(page: Page, timeoutMs = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        if (!document.querySelector('#main h1')) return false;
        if (document.querySelector('.MuiSkeleton-root')) return false;
        // spinners and skeleton pulses repeat forever; only finite animations are transitions
        return document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Client-side navigation, as a click on an in-app link does: no reload, so a connected wallet
 * stays connected and the loaded chunks stay loaded. The router renders the next screen inside
 * a transition (the old one stays until the new one's chunk is in), so this waits until the
 * signature changes before settling.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const before = await screenSignature(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    ({ selector, previous }) =>
      [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '').join(' | ') !== previous,
    { selector: SIGNATURE_SELECTOR, previous: before },
    { timeout: 20_000, polling: 100 },
  );
  await settleScreen(page);
}
