import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './waitUntil';

/**
 * The review-and-confirm modal that swap, bond buy, stake, unstake and the create forms open before the wallet.
 * `confirmInReview` types 'confirm' when the modal asks for it (above 15 % price impact).
 */
export function reviewDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('review-stage') });
}

export async function reviewStageOf(page: Page): Promise<string | null> {
  return reviewDialog(page).getByTestId('review-stage').getAttribute('data-stage');
}

/** Waits for the modal, then presses its `label` button ('Confirm swap', 'Approve USDT', …) once enabled. */
export async function confirmInReview(page: Page, label: string, timeout = 20_000): Promise<Locator> {
  const dialog = reviewDialog(page);
  await dialog.waitFor({ state: 'visible', timeout });
  const typed = dialog.getByRole('textbox', { name: "Type 'confirm'" });
  if ((await typed.count()) > 0) await typed.fill('confirm');
  const button = dialog.getByRole('button', { name: label, exact: true });
  await button.waitFor({ state: 'visible', timeout });
  const deadline = Date.now() + timeout;
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error(`'${label}' in the review stayed disabled`);
    await page.waitForTimeout(100);
  }
  await button.click();
  return dialog;
}

/** Waits for the modal's `stage` ('done', 'failed', …). */
export async function waitForReviewStage(page: Page, stage: string, timeout = 30_000): Promise<void> {
  await reviewDialog(page).locator(`[data-testid="review-stage"][data-stage="${stage}"]`).waitFor({ timeout });
}

/** Closes the modal (Close once done, Cancel before) and waits until it is gone. */
export async function closeReview(page: Page): Promise<void> {
  const dialog = reviewDialog(page);
  await dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * On the swap screen of a connected wallet: BNB → USDT for `amount`, 'Swap' once a quote is in,
 * and the review modal up ('Review swap'). Returns the modal.
 */
export async function openSwapReview(page: Page, amount = '0.1'): Promise<Locator> {
  await page.getByRole('button', { name: /^You receive token:/ }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: 'USDT Tether USD', exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: 'You pay' }).fill(amount);
  const swap = page.getByRole('button', { name: 'Swap', exact: true });
  await waitUntil(() => swap.isEnabled(), { message: "'Swap' enabled", timeout: 30_000 });
  await swap.click();
  const dialog = reviewDialog(page);
  await dialog.getByRole('heading', { name: 'Review swap' }).waitFor();
  return dialog;
}

/** Waits for the review titled `title` and reads its figures by test id ('review-fee' → '0.002 BNB'). */
export async function reviewTitled(page: Page, title: string): Promise<{ dialog: Locator; value: (testId: string) => Promise<string | null> }> {
  const dialog = reviewDialog(page);
  await dialog.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
  return { dialog, value: (testId) => dialog.getByTestId(testId).textContent() };
}
