import type { Page } from 'playwright-core';

/**
 * Waits for a success toast (the toast area's green-ticked status message) whose own line is
 * exactly `text`: the words a SPEC success toast must show, in a toast and not only somewhere on
 * the page. A review dialog hides the rest of the page from assistive tech while it is open, so
 * hidden elements are searched too. A success toast lasts 2 s: call this before it can be gone.
 */
export async function waitForSuccessToast(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  await page
    .getByTestId('toast-region')
    .getByRole('status', { includeHidden: true })
    .filter({ has: page.getByTestId('toast-icon-success') })
    .filter({ has: page.getByText(text, { exact: true }) })
    .first()
    .waitFor({ state: 'attached', timeout: timeoutMs });
}
