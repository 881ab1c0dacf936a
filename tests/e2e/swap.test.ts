/**
 * The swap card end to end: the production build against the dev stack (real API server,
 * Uniswap V2 and V3 on the dev chain) with the injected test wallet. Accounts 4 and 5 are this file's.
 */
import type { Page } from 'playwright-core';
import { parseUnits } from '../../src/shared/lib/amounts';
import {
  address,
  closeReview,
  confirmInReview,
  erc20Allowance,
  erc20Balance,
  resetToSeed,
  reviewDialog,
  stackDeployment,
  waitForReviewStage,
  waitUntil,
  withApp,
} from './support';

beforeAll(resetToSeed);

const MAX_UINT256 = (1n << 256n) - 1n;

function tokens() {
  const d = stackDeployment();
  const testTokens = d.testTokens ?? {};
  return {
    usdt: d.contracts.usdt.toLowerCase(),
    sally: testTokens.sally.toLowerCase(),
    noliq: testTokens.noLiquidity.toLowerCase(),
    router: d.dex.v3.swapRouter02,
  };
}

const payInput = (page: Page) => page.getByRole('textbox', { name: 'You pay' });
const receiveInput = (page: Page) => page.getByRole('textbox', { name: 'You receive' });

/** The main button once it carries `label` and is enabled. */
async function enabledButton(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true });
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  await waitUntil(async () => button.isEnabled(), { message: `'${label}' enabled`, timeout: 20_000 });
  return button;
}

async function pickToken(page: Page, side: 'You pay' | 'You receive', symbolAndName: string) {
  await page.getByRole('button', { name: new RegExp(`^${side} token:`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: symbolAndName, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Unfolds the quote's details (minimum received, price impact, route) behind the rate line. */
async function openSwapDetails(page: Page) {
  const toggle = page.getByRole('button', { name: /swap details$/ });
  await toggle.waitFor({ state: 'visible', timeout: 20_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Waits for a quote for the typed amount and returns the shown minimum received in raw units. */
async function minimumReceived(page: Page): Promise<bigint> {
  await openSwapDetails(page);
  const min = page.getByTestId('minimum-received');
  await min.waitFor({ state: 'visible', timeout: 20_000 });
  const text = (await min.textContent()) ?? '';
  const amount = text.split(' ')[0]!.replaceAll(',', '');
  return parseUnits(amount, 18);
}

describe('swap', () => {
  test('BNB → USDT: the USDT balance grows by at least the minimum received', async () => {
    const { usdt } = tokens();
    await withApp({ account: 4, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You pay token: BNB' }).waitFor({ state: 'visible' });
      await pickToken(page, 'You receive', 'USDT Tether USD');
      await payInput(page).fill('0.5');
      await waitUntil(async () => ((await receiveInput(page).inputValue()) !== '' ? true : undefined), { message: 'a quote' });
      const min = await minimumReceived(page);
      expect(min).toBeGreaterThan(0n);
      const before = await erc20Balance(usdt, address(4));
      const shownBefore = await page.getByTestId('dst-balance').textContent();

      await (await enabledButton(page, 'Swap')).click();
      await confirmInReview(page, 'Confirm swap');
      await app.waitForSeenText('Swapping...');
      await app.waitForSeenText('Swap completed!', 30_000);
      await waitForReviewStage(page, 'done');
      await closeReview(page);

      const after = await erc20Balance(usdt, address(4));
      expect(after - before).toBeGreaterThanOrEqual(min);
      // amounts clear and the shown balance refreshes
      await waitUntil(async () => ((await payInput(page).inputValue()) === '' ? true : undefined), { message: 'cleared amount' });
      await waitUntil(async () => ((await page.getByTestId('dst-balance').textContent()) !== shownBefore ? true : undefined), {
        message: 'refreshed USDT balance',
      });
      // the offer to track the received token in the wallet
      await page.getByRole('button', { name: 'Add USDT to wallet' }).click();
      await waitUntil(() => (app.wallet.watchedAssets.length > 0 ? true : undefined), { message: 'wallet_watchAsset' });
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('a large BNB → USDT swap splits its hop over the V3 pool and the V2 pair, shown alike in the details and the review, and pays at least its minimum', async () => {
    const { usdt } = tokens();
    await withApp({ account: 4, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You pay token: BNB' }).waitFor({ state: 'visible' });
      await pickToken(page, 'You receive', 'USDT Tether USD');
      await payInput(page).fill('40');
      const line = page.getByTestId('swap-route-line');
      // One route, its one hop spread over the V3 0.05 % pool and the V2 pair, each with its share.
      const split = /^BNB → USDT \((V3 0\.05% \d+(\.\d+)?%, V2 \d+(\.\d+)?%|V2 \d+(\.\d+)?%, V3 0\.05% \d+(\.\d+)?%)\)$/;
      await waitUntil(async () => ((await line.count()) === 1 && split.test((await line.textContent()) ?? '') ? true : undefined), {
        message: 'a route split over the V3 pool and the V2 pair',
        timeout: 20_000,
      });
      const route = await line.allTextContents();
      await openSwapDetails(page);
      await page.getByTestId('price-impact').waitFor({ state: 'visible' });
      expect(await page.getByTestId('network-fee').textContent()).toMatch(/BNB \((<)?\$\d/);
      const min = await minimumReceived(page);
      const before = await erc20Balance(usdt, address(4));

      await (await enabledButton(page, 'Swap')).click();
      await reviewDialog(page).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await reviewDialog(page).getByTestId('review-route').allTextContents()).toEqual(route);
      await confirmInReview(page, 'Confirm swap');
      await app.waitForSeenText('Swap completed!', 30_000);
      expect((await erc20Balance(usdt, address(4))) - before).toBeGreaterThanOrEqual(min);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('USDT → SALLY through approve: exact amount first, then infinite', async () => {
    const { usdt, sally, router } = tokens();
    await withApp({ account: 5, connected: true, path: `/?inputCurrency=${usdt}&outputCurrency=${sally}` }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You receive token: SALLY' }).waitFor({ state: 'visible' });
      expect(await erc20Allowance(usdt, address(5), router)).toBe(0n);

      await payInput(page).fill('10');
      await (await enabledButton(page, 'Approve USDT')).click();
      // the review's first step is the approval (its only one when the quote had not arrived yet)
      await confirmInReview(page, 'Approve USDT');
      await app.waitForSeenText('Approval confirmed!', 30_000);
      expect(await erc20Allowance(usdt, address(5), router)).toBe(10n * 10n ** 18n);
      await closeReview(page);

      const sallyBefore = await erc20Balance(sally, address(5));
      const min = await minimumReceived(page);
      await (await enabledButton(page, 'Swap')).click();
      await confirmInReview(page, 'Confirm swap');
      await app.waitForSeenText('Swap completed!', 30_000);
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      expect((await erc20Balance(sally, address(5))) - sallyBefore).toBeGreaterThanOrEqual(min);
      expect(await erc20Allowance(usdt, address(5), router)).toBe(0n);

      // the exact approval is used up: the next amount needs a new one, this time infinite
      await payInput(page).fill('20');
      await (await enabledButton(page, 'Approve USDT')).waitFor();
      await page.getByRole('checkbox', { name: 'Infinite approval' }).check();
      await (await enabledButton(page, 'Approve USDT')).click();
      await confirmInReview(page, 'Approve USDT');
      await waitUntil(async () => (await erc20Allowance(usdt, address(5), router)) === MAX_UINT256, {
        message: 'infinite allowance',
        timeout: 30_000,
      });
      await closeReview(page);
      await (await enabledButton(page, 'Swap')).click();
      await confirmInReview(page, 'Confirm swap');
      await waitForReviewStage(page, 'done');
      await closeReview(page);
      await waitUntil(async () => ((await payInput(page).inputValue()) === '' ? true : undefined), {
        message: 'the second swap',
        timeout: 30_000,
      });
      // an infinite allowance stays infinite after a swap (OpenZeppelin ERC-20 does not spend it)
      expect(await erc20Allowance(usdt, address(5), router)).toBe(MAX_UINT256);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test("on another chain the red 'Switch to BSC' button replaces the actions and switches the wallet", async () => {
    await withApp({ account: 4, chainId: 1, connected: true }, async (app) => {
      const { page } = app;
      const button = await enabledButton(page, 'Switch to BSC');
      expect(await page.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0);
      await button.click();
      await waitUntil(() => (app.wallet.chainId === app.env.chainId ? true : undefined), { message: 'the wallet on the stack chain' });
      await page.getByRole('button', { name: 'Select Tokens', exact: true }).waitFor({ state: 'visible' });
    });
  });

  test('a swap rejected in the wallet leaves amounts and state intact', async () => {
    const { usdt } = tokens();
    await withApp({ account: 4, connected: true, path: `/?inputCurrency=BNB&outputCurrency=${usdt}` }, async (app) => {
      const { page } = app;
      await payInput(page).fill('0.25');
      const quoted = await minimumReceived(page);
      const before = await erc20Balance(usdt, address(4));
      app.wallet.rejectNext('eth_sendTransaction');
      await (await enabledButton(page, 'Swap')).click();
      await confirmInReview(page, 'Confirm swap');
      await app.waitForSeenText('Transaction rejected in wallet');
      // back to the review, its confirm ready again; closing it leaves the card as it was
      await waitForReviewStage(page, 'review');
      await closeReview(page);
      await enabledButton(page, 'Swap');
      expect(await payInput(page).inputValue()).toBe('0.25');
      expect(await minimumReceived(page)).toBeGreaterThan(0n);
      expect(quoted).toBeGreaterThan(0n);
      expect(await page.getByRole('button', { name: 'You receive token: USDT' }).count()).toBe(1);
      expect(await erc20Balance(usdt, address(4))).toBe(before);
      const seen = await app.seenTexts();
      expect(seen.some((t) => t.includes('Swap failed') || t.includes('Swap transaction failed'))).toBe(false);
    });
  });

  test('a token without a pool shows the liquidity error', async () => {
    const { noliq } = tokens();
    await withApp({ account: 4, connected: true, path: `/?inputCurrency=BNB&outputCurrency=${noliq}` }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You receive token: NOLIQ' }).waitFor({ state: 'visible' });
      await payInput(page).fill('1');
      await page.getByText('Liquidity Not Found').waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByRole('alert').filter({ hasText: /liquidity/i }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: 'No Quote Available', exact: true }).isDisabled()).toBe(true);
    });
  });

  test('typing a 6-character amount sends exactly one /v1/quote request', async () => {
    const { usdt } = tokens();
    await withApp({ account: 4, path: `/?inputCurrency=BNB&outputCurrency=${usdt}` }, async (app) => {
      const { page } = app;
      await payInput(page).waitFor({ state: 'visible' });
      await page.waitForTimeout(1000);
      app.clearRecorded();
      await payInput(page).click();
      await page.keyboard.type('1.2345', { delay: 80 });
      await waitUntil(async () => ((await receiveInput(page).inputValue()) !== '' ? true : undefined), { message: 'a quote' });
      await page.waitForTimeout(1500);
      const quotes = app.apiRequests.filter((r) => new URL(r.url).pathname === '/v1/quote');
      expect(quotes).toHaveLength(1);
      expect(new URL(quotes[0].url).searchParams.get('amount')).toBe(parseUnits('1.2345', 18).toString());

      // a visitor gets the quote too, and the main button opens the wallet chooser
      await page.getByRole('button', { name: 'Please connect wallet', exact: true }).click();
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor({ state: 'visible' });
    });
  });
});

describe('the swap page on a 1366×900 laptop screen', () => {
  const LAPTOP = { width: 1366, height: 900 };
  const cases = [
    { who: 'a visitor', connected: false, label: 'Please connect wallet' },
    { who: 'a connected wallet', connected: true, label: 'Select Tokens' },
  ];

  test.each(cases)("shows the swap's action button to $who without scrolling", async ({ connected, label }) => {
    await withApp({ account: 4, connected, viewport: LAPTOP }, async (app) => {
      const { page } = app;
      const action = page.getByTestId('swap-action');
      if (connected) await page.getByTestId('src-balance').waitFor({ state: 'visible', timeout: 20_000 });
      await action.filter({ hasText: label }).waitFor({ state: 'visible', timeout: 20_000 });
      // fonts and the balances row are in: the layout the user sees
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await action.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThan(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(LAPTOP.height);
    });
  });

  test('with a quote, the Swap button is on the first screen, and the details unfold behind their toggle', async () => {
    await withApp({ account: 4, connected: true, viewport: LAPTOP }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You pay token: BNB' }).waitFor({ state: 'visible' });
      await pickToken(page, 'You receive', 'USDT Tether USD');
      await payInput(page).fill('0.5');
      const action = await enabledButton(page, 'Swap');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await action.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(LAPTOP.height);
      // folded: the rate and fee in sight, minimum received a click away
      await page.getByTestId('swap-rate').waitFor({ state: 'visible' });
      expect(await page.getByTestId('minimum-received').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Show swap details' }).click();
      await page.getByTestId('minimum-received').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Hide swap details' }).getAttribute('aria-expanded')).toBe('true');
    });
  });
});

describe('the swap page on a 390×844 phone', () => {
  const PHONE = { width: 390, height: 844 };

  test('the amount typed and the Swap button are on screen together, on the first screen', async () => {
    await withApp({ account: 4, connected: true, viewport: PHONE, touch: true }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: 'You pay token: BNB' }).waitFor({ state: 'visible' });
      await pickToken(page, 'You receive', 'USDT Tether USD');
      await payInput(page).tap();
      await page.keyboard.type('0.5');
      await enabledButton(page, 'Swap');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const input = await payInput(page).boundingBox();
      const button = await page.getByTestId('swap-action').boundingBox();
      const shown = { scrollY: await page.evaluate(() => window.scrollY), inputTop: input!.y, buttonBottom: button!.y + button!.height };
      expect({ ...shown, inputInView: shown.inputTop >= 0, buttonInView: shown.buttonBottom <= PHONE.height }).toEqual({
        ...shown,
        scrollY: 0,
        inputInView: true,
        buttonInView: true,
      });
    });
  });
});
