/**
 * Keyboard-only use: every focused control shows a visible focus, and each dialog (wallet
 * chooser, token picker, account panel, review modal) takes focus, keeps Tab inside, closes on
 * Escape and hands focus back to the control that opened it. Toasts land in a polite live
 * region that is in the page before them, so screen readers announce them.
 */
import type { Page } from 'playwright-core';
import { confirmInReview, resetToSeed, reviewDialog, settleScreen, shortAddress, stackDeployment, waitUntil, withApp } from './support';

beforeAll(resetToSeed);

/** What the focused element is and whether it draws a focus indicator (outline or box shadow). */
async function focusedControl(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    // a text field or a native select shows focus on its frame (MUI marks the frame Mui-focused and
    // draws its outline thicker in the primary colour), not on the <input> or <select> itself
    const fieldFrame = element.matches('input, textarea, select') && element.closest('.Mui-focused') !== null;
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      visibleFocus: outlined || style.boxShadow !== 'none' || fieldFrame,
      inDialog: element.closest('[role="dialog"]') !== null,
    };
  });
}

/**
 * Presses Tab `times` times; returns the controls that got focus without a visible indicator, and
 * whether focus ever left the dialog, to the page behind it or to nowhere (<body>, where Escape
 * would close nothing).
 */
async function tabThrough(page: Page, times: number) {
  const invisible: string[] = [];
  let leftDialog = false;
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedControl(page);
    if (!focused) {
      leftDialog = true;
      continue;
    }
    if (!focused.visibleFocus) invisible.push(focused.name);
    if (!focused.inDialog) leftDialog = true;
  }
  return { invisible, leftDialog };
}

/** The accessible name of the focused element, to check where focus returns. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

describe('keyboard only', () => {
  test('the first controls of the page show a visible focus when tabbed to', async () => {
    await withApp({ path: '/bond/sales' }, async (app) => {
      await settleScreen(app.page);
      const invisible: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        await app.page.keyboard.press('Tab');
        const focused = await focusedControl(app.page);
        if (focused && !focused.visibleFocus) invisible.push(focused.name);
      }
      expect(invisible).toEqual([]);
    });
  });

  test('the wallet chooser and the token picker trap focus, close on Escape and return focus', async () => {
    await withApp({}, async (app) => {
      const { page } = app;
      await settleScreen(page);

      await page.getByRole('button', { name: 'Connect wallet' }).first().focus();
      await page.keyboard.press('Enter');
      const chooser = page.getByRole('dialog', { name: 'Connect a wallet' });
      await chooser.waitFor({ state: 'visible' });
      expect(await tabThrough(page, 8)).toEqual({ invisible: [], leftDialog: false });
      await page.keyboard.press('Escape');
      await chooser.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toBe('Connect wallet');

      await page.getByRole('button', { name: /^You pay token:/ }).focus();
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog');
      await picker.waitFor({ state: 'visible' });
      expect(await tabThrough(page, 12)).toEqual({ invisible: [], leftDialog: false });
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toMatch(/^You pay token:/);
    });
  });

  test('the account panel opens from the keyboard, traps focus, closes on Escape and returns focus', async () => {
    await withApp({ account: 3, connected: true }, async (app) => {
      const { page } = app;
      const accountButton = page.getByRole('button', { name: new RegExp(shortAddress(app.wallet.address).replace(/\./g, '\\.')) });
      await accountButton.first().focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Account' });
      await panel.waitFor({ state: 'visible' });
      expect(await tabThrough(page, 6)).toEqual({ invisible: [], leftDialog: false });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toContain(shortAddress(app.wallet.address));
    });
  });

  test('the review modal opens from the keyboard, traps focus, closes on Escape and returns focus to Swap; its rejection toast is announced', async () => {
    const usdt = stackDeployment().contracts.usdt.toLowerCase();
    await withApp({ account: 4, connected: true, path: `/?inputCurrency=BNB&outputCurrency=${usdt}` }, async (app) => {
      const { page } = app;
      const region = page.getByTestId('toast-region');
      expect(await region.getAttribute('aria-live')).toBe('polite');
      expect(await region.textContent()).toBe('');

      await page.getByRole('textbox', { name: 'You pay' }).fill('0.2');
      const swap = page.getByRole('button', { name: 'Swap', exact: true });
      await waitUntil(() => swap.isEnabled(), { message: "'Swap' enabled", timeout: 30_000 });
      await swap.focus();
      await page.keyboard.press('Enter');
      const review = reviewDialog(page);
      await review.getByRole('heading', { name: 'Review swap' }).waitFor({ timeout: 20_000 });
      expect(await tabThrough(page, 6)).toEqual({ invisible: [], leftDialog: false });
      await page.keyboard.press('Escape');
      await review.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toBe('Swap');

      app.wallet.rejectNext('eth_sendTransaction');
      await page.keyboard.press('Enter');
      await confirmInReview(page, 'Confirm swap');
      // a rejection the user chose is a polite status, not an alarm
      const toast = region.locator('.notistack-MuiContent').filter({ hasText: 'Transaction rejected in wallet' });
      await toast.waitFor({ timeout: 20_000 });
      expect(await toast.getAttribute('role')).toBe('status');
      // the open review hides the page behind it from screen readers (aria-hidden), so the review's own live status says it too
      await review.getByRole('status').filter({ hasText: 'Transaction rejected in wallet' }).waitFor({ timeout: 10_000 });
    });
  });
});
