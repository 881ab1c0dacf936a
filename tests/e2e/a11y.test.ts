/**
 * axe-core (WCAG 2.1 A + AA, serious and critical, plus the heading outline) on every main
 * screen, for a visitor and for a connected wallet, with the overlays open (token picker, wallet
 * chooser, account panel, phone menu, the review modal of a bond buy and of a swap), a toast
 * shown, and the owners' dashboards. One browser session per group, moving between screens as an
 * in-app link does.
 */
import type { Page } from 'playwright-core';
import {
  MAIN_SCREENS,
  SEEDED_SALE_ID,
  blockingViolations,
  openScreen,
  openSwapReview,
  resetToSeed,
  reviewDialog,
  rpc,
  settleScreen,
  shortAddress,
  type AppSession,
  waitForReviewStage,
  waitUntil,
  confirmInReview,
  withApp,
} from './support';

beforeAll(resetToSeed);
afterAll(() => rpc('evm_setAutomine', [true]));

// a group scans up to fifteen screens in one session, each in both colour schemes (on a machine
// shared by several runs a group has taken over 5 minutes)
jest.setTimeout(600_000);

type Found = Record<string, string[]>;

/** Scans each path in turn in the session's page; returns `{ path: violations }` for every path. */
async function scanScreens(page: Page, paths: readonly string[]): Promise<Found> {
  const found: Found = {};
  for (const path of paths) {
    if (new URL(page.url()).pathname === path) await settleScreen(page);
    else await openScreen(page, path);
    found[path] = await blockingViolations(page);
  }
  return found;
}

/** Scans what is on screen once `shown` resolves (an overlay opened, a toast up). */
async function scanWhen(page: Page, shown: Promise<unknown>): Promise<string[]> {
  await shown;
  await settleScreen(page);
  return blockingViolations(page);
}

/** `{ name: [] }` for each name: what a clean result looks like. */
const clean = (names: readonly string[]): Found => Object.fromEntries(names.map((name) => [name, []]));

const MAIN_PATHS = MAIN_SCREENS.map((screen) => screen.path);

describe('axe-core: 0 serious or critical WCAG 2.1 AA violations, and a sound heading outline', () => {
  test('every main screen, the token picker, the wallet chooser and the phone menu, for a visitor', async () => {
    const found = await withApp({}, async ({ page }) => {
      const screens = await scanScreens(page, MAIN_PATHS);
      await openScreen(page, '/');

      await page.getByRole('button', { name: /^You pay token:/ }).click();
      const picker = page.getByRole('dialog');
      const tokenPicker = await scanWhen(page, picker.waitFor({ state: 'visible' }));
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Connect wallet' }).first().click();
      const chooser = page.getByRole('dialog', { name: 'Connect a wallet' });
      const walletChooser = await scanWhen(page, chooser.waitFor({ state: 'visible' }));
      await page.keyboard.press('Escape');
      await chooser.waitFor({ state: 'hidden' });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const phoneMenu = await scanWhen(page, page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' }));
      return { ...screens, 'token picker': tokenPicker, 'wallet chooser': walletChooser, 'phone menu': phoneMenu };
    });
    expect(found).toEqual(clean([...MAIN_PATHS, 'token picker', 'wallet chooser', 'phone menu']));
  });

  test('every main screen, the account panel, the review of a bond buy and of a swap, and its pending toast, for a wallet that bought and staked (account 3)', async () => {
    const found = await withApp({ account: 3, connected: true }, async (app: AppSession) => {
      const { page } = app;
      const screens = await scanScreens(page, MAIN_PATHS);

      await page.getByRole('banner').getByText(shortAddress(app.wallet.address), { exact: true }).first().click();
      const panel = page.getByRole('dialog', { name: 'Account' });
      const accountPanel = await scanWhen(page, panel.waitFor({ state: 'visible' }));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await openScreen(page, `/bond/sales/${SEEDED_SALE_ID}`);
      await page.getByRole('textbox', { name: 'Token amount' }).fill('100');
      const buy = page.getByRole('button', { name: 'Buy', exact: true });
      await waitUntil(() => buy.isEnabled(), { message: "'Buy' enabled", timeout: 30_000 });
      await buy.click();
      const bondReview = await scanWhen(page, reviewDialog(page).getByRole('heading', { name: /^Review purchase of / }).waitFor());
      await reviewDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await reviewDialog(page).waitFor({ state: 'hidden' });

      await openScreen(page, '/');
      const review = await scanWhen(page, openSwapReview(page));

      // blocks wait while the toast is scanned, so the pending toast stays up
      await rpc('evm_setAutomine', [false]);
      await confirmInReview(page, 'Confirm swap');
      await waitForReviewStage(page, 'pending');
      const reviewPending = await blockingViolations(page);
      await reviewDialog(page).getByRole('button', { name: /^(Close|Cancel)$/ }).click();
      await reviewDialog(page).waitFor({ state: 'hidden' });
      const pendingToast = await scanWhen(page, page.getByTestId('toast-region').getByRole('status').filter({ hasText: 'Swap 0.1 BNB for USDT' }).waitFor());
      await rpc('evm_setAutomine', [true]);
      await rpc('evm_mine', []);
      return {
        ...screens,
        'account panel': accountPanel,
        'bond buy review': bondReview,
        'swap review': review,
        'swap review, pending': reviewPending,
        'pending toast': pendingToast,
      };
    });
    expect(found).toEqual(
      clean([...MAIN_PATHS, 'account panel', 'bond buy review', 'swap review', 'swap review, pending', 'pending toast']),
    );
  });

  test("the owners' dashboards and sale page with their sales (account 1) and pools (account 2)", async () => {
    const found = await withApp({ account: 1, connected: true }, async (app) => {
      const bond = await scanScreens(app.page, ['/bond/dashboard', '/bond/project-sales/1']);
      await app.wallet.switchAccount(2);
      await app.page.getByText(shortAddress(app.wallet.address), { exact: true }).first().waitFor();
      const staking = await scanScreens(app.page, ['/staking/dashboard']);
      return { ...bond, ...staking };
    });
    expect(found).toEqual(clean(['/bond/dashboard', '/bond/project-sales/1', '/staking/dashboard']));
  });
});
