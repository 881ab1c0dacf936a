/**
 * Bond market, buyer side, end to end: the production build against the dev stack (seeded
 * sales of account 1: 1 BNB/SALLY, 2 USDT/SCHM, 3 USD1/SALLY, 4 USDT/NOLIQ without a pool,
 * 5 ended early, 6 sold out) with the injected test wallet. Accounts 5 and 6 buy. The tests
 * run in order and share the purchases; the file starts from the seeded chain.
 */
import type { Locator, Page } from 'playwright-core';
import {
  address,
  closeReview,
  confirmInReview,
  contracts,
  latestTimestamp,
  resetToSeed,
  rpc,
  waitForReviewStage,
  waitUntil,
  withApp,
  type AppSession,
} from './support';
import { waitForSuccessToast } from './support/toasts';

beforeAll(resetToSeed);

const BNB_BUYER = 5;
const USDT_BUYER = 6;
const DAY = 86_400;
const E18 = 10n ** 18n;
const BNB_SALE = 1;
const USDT_SALE = 2;
const NOLIQ_SALE = 4;
const BNB_AMOUNT = 1000n * E18;
const USDT_AMOUNT = 500n * E18;

async function enabledButton(scope: Page | Locator, name: string) {
  const button = scope.getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible', timeout: 20_000 });
  await waitUntil(async () => button.isEnabled(), { message: `'${name}' enabled`, timeout: 20_000 });
  return button;
}

/** Waits for the quote's countdown; on failure says what the buy box showed instead. */
async function waitForQuote(page: Page) {
  try {
    await page.getByText(/^Expires in \d+s$/).waitFor({ timeout: 20_000 });
  } catch (error) {
    const box = await page.getByRole('region', { name: /^Buy / }).innerText().catch(() => '(no buy box)');
    const clocks = {
      browser: Math.floor((await page.evaluate(() => Date.now())) / 1000),
      node: Math.floor(Date.now() / 1000),
      latestBlock: await latestTimestamp(),
      offset: await rpc('evm_increaseTime', [0]),
    };
    throw new Error(`No quote appeared. Buy box: ${box.replace(/\s+/g, ' ')}; clocks ${JSON.stringify(clocks)}`, { cause: error });
  }
}

async function saleInfo(id: number) {
  return contracts().bondFactory.getSaleByIndex(id - 1);
}

async function buyerInfo(id: number, account: number) {
  const sale = await saleInfo(id);
  const [amount, claimed, claimable] = await contracts().bondSale(sale.saleAddress).getBuyerInfo(address(account));
  return { amount, claimed, claimable };
}

/** The text of the detail page's stat with this label ('Buyers', 'Sold', …). */
async function stat(page: Page, label: string): Promise<string> {
  const node = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return ((await node.textContent()) ?? '').trim();
}

/** '1,234.5 SALLY' → raw units of an 18-decimals token. */
function tokens(text: string): bigint {
  const [whole, fraction = ''] = text.replace(/ [A-Z]+$/, '').replace(/,/g, '').split('.');
  return BigInt(whole) * E18 + BigInt(fraction.padEnd(18, '0'));
}

/** Every figure of Your Bonds (positions and totals) sits on one line: none wraps. */
async function expectFiguresOnOneLine(page: Page) {
  const figures = page.locator('main [aria-label]').filter({ hasText: /^[\d,.<]+ [A-Z]+$/ });
  expect(await figures.count()).toBeGreaterThan(5);
  const wrapped = await figures.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.getClientRects().length > 1 || node.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(node).lineHeight))
      .map((node) => `${node.getAttribute('aria-label')}: ${node.textContent}`),
  );
  expect(wrapped).toEqual([]);
}

/** A USD equivalent as shown beside an amount: '≈ $1,234.56' or '≈ <$0.01'. */
const USD_TEXT = /^≈ (\$[\d,]+\.\d\d|<\$0\.01)( at market)?$/;

async function buyOnDetail(app: AppSession, saleId: number, amount: string, withApproval: boolean, afterQuote?: (page: Page) => Promise<void>) {
  const { page } = app;
  await app.goto(`/bond/sales/${saleId}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Token amount' }).fill(amount);
  await waitForQuote(page);
  await afterQuote?.(page);
  if (withApproval) {
    await (await enabledButton(page, 'Approve USDT')).click();
    await waitForSuccessToast(page, 'Token approval successful!');
  }
  await (await enabledButton(page, 'Buy')).click();
  await confirmInReview(page, 'Confirm purchase');
  await app.waitForSeenText('Bond purchased successfully!', 30_000);
  await waitForReviewStage(page, 'done');
  await closeReview(page);
}

describe('bond market, buyer side', () => {
  test('the market shows the demo bonds first, then the seeded live sales; ended sales are not listed; the list reads the chain in at most 3 requests', async () => {
    await withApp({ path: '/bond/sales' }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Bond Market', level: 1 }).waitFor();
      const cards = page.getByRole('article');
      await waitUntil(async () => (await cards.count()) === 6, { message: '2 demo + 4 live cards', timeout: 30_000 });
      const labels = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
      expect(labels).toEqual(['Sally bond', 'Schmeckle bond', 'Sally bond', 'Schmeckle bond', 'Sally bond', 'No Liquidity Token bond']);
      expect(await cards.nth(0).getByText('Example', { exact: true }).count()).toBe(1);
      expect(await cards.nth(1).getByText('Example', { exact: true }).count()).toBe(1);
      expect(await cards.nth(2).getByText('Example', { exact: true }).count()).toBe(0);
      // the live BNB sale: nothing sold yet, 30 days to go, its price from the API
      const first = cards.nth(2);
      await first.getByText('Live', { exact: true }).waitFor();
      await first.getByText('0%', { exact: true }).waitFor();
      await first.getByText('0.00 / 100,000.00 SALLY sold').waitFor();
      // the countdown every bond screen shows: two units, never more time than there is
      const cardTimeLeft = first.getByText(/^(30d|29d \d{1,2}h)$/);
      await cardTimeLeft.waitFor();
      await first.getByText(/^0\.\d+ BNB$/).waitFor({ timeout: 20_000 });
      // and its USD price per token, as the demo cards show theirs
      await first.getByTestId('sale-price-usd').filter({ hasText: USD_TEXT }).waitFor({ timeout: 20_000 });
      expect(await first.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/bond/sales/1');
      // sales 5 (ended early) and 6 (sold out) are not offered
      expect(await page.locator('a[href="/bond/sales/5"], a[href="/bond/sales/6"]').count()).toBe(0);

      const chainCalls = app.rpcRequests.filter((r) => r.rpcMethods.includes('eth_call'));
      expect(chainCalls.length).toBeGreaterThan(0);
      expect(chainCalls.length).toBeLessThanOrEqual(3);
      expect(app.unexpectedConsoleErrors()).toEqual([]);

      // the sale page counts down the same way as its card
      const shownOnCard = (await cardTimeLeft.textContent()) ?? '';
      await first.getByRole('link', { name: 'View Details' }).click();
      await page.getByRole('heading', { name: 'Sally', level: 1 }).waitFor({ timeout: 20_000 });
      expect(await stat(page, 'Time left')).toBe(shownOnCard);
    });
  });

  test("while the bond pages' code loads, the skeleton already has the page's width and tab bar room (no jump from full width)", async () => {
    await withApp({ path: '/' }, async (app) => {
      const { page } = app;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/js\/bond\.[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // a bond page that is not prerendered, opened directly: the app draws its skeleton while the bond code is held
      await app.goto('/bond/create');
      const skeleton = page.getByRole('status', { name: 'Loading' });
      await skeleton.waitFor({ timeout: 20_000 });
      const loading = (await skeleton.boundingBox())!;
      release();
      const tabs = page.getByRole('navigation', { name: 'Bond sections' });
      await tabs.waitFor({ timeout: 20_000 });
      const loaded = (await tabs.boundingBox())!;
      expect(Math.abs(loading.x - loaded.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(loading.width - loaded.width)).toBeLessThanOrEqual(1);
      expect(loaded.width).toBeLessThan(page.viewportSize()!.width - 100);
    });
  });

  test('a visitor opening Your Bonds sees the Connect Wallet prompt', async () => {
    await withApp({ path: '/bond/project-sales' }, async (app) => {
      await app.page.getByRole('heading', { name: 'Connect Wallet' }).waitFor({ timeout: 20_000 });
      expect(await app.page.getByRole('heading', { name: 'Your Bonds' }).count()).toBe(0);
    });
  });

  test('account 5 buys the BNB sale: sold, buyers count and Your Bonds update', async () => {
    const before = await saleInfo(BNB_SALE);
    await withApp({ account: BNB_BUYER, path: `/bond/sales/${BNB_SALE}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Sally', level: 1 }).waitFor({ timeout: 20_000 });
      expect(await stat(page, 'Buyers')).toBe(String(before.buyersCount));
      // BNB needs no approval
      expect(await page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
      await buyOnDetail(app, BNB_SALE, '1000', false, async (quoted) => {
        // a BNB payment and the tokens bought both have their USD value
        await quoted.getByTestId('buy-pay-usd').filter({ hasText: USD_TEXT }).waitFor({ timeout: 20_000 });
        await quoted.getByTestId('buy-receive-usd').filter({ hasText: USD_TEXT }).waitFor();
        expect(await quoted.getByRole('region', { name: /^Buy / }).innerText()).not.toMatch(/\$NaN/);
      });

      const after = await saleInfo(BNB_SALE);
      expect(after.soldTokens).toBe(before.soldTokens + BNB_AMOUNT);
      expect(after.buyersCount).toBe(before.buyersCount + 1n);
      await waitUntil(async () => (await stat(page, 'Buyers')) === String(after.buyersCount), { message: 'buyers count shown' });
      await waitUntil(async () => (await stat(page, 'Sold')).startsWith('1,000.00 / 100,000.00'), { message: 'sold shown' });
      await page.getByRole('heading', { name: 'Your position' }).waitFor();

      await app.goto('/bond/project-sales');
      const card = page.getByRole('article', { name: 'Sally position' });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getByLabel('Amount', { exact: true }).textContent()).toBe('1,000 SALLY');
      expect(await card.getByLabel('Claimed', { exact: true }).textContent()).toBe('0 SALLY');
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
    expect((await buyerInfo(BNB_SALE, BNB_BUYER)).amount).toBe(BNB_AMOUNT);
  });

  test('account 6 buys the USDT sale after approving USDT', async () => {
    const before = await saleInfo(USDT_SALE);
    await withApp({ account: USDT_BUYER, path: `/bond/sales/${USDT_SALE}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'Schmeckle', level: 1 }).waitFor({ timeout: 20_000 });
      // the seeded floor of 0.5 USDT, a tenth of the 50,000 cap per purchase, no per-buyer cap
      expect([await stat(page, 'Minimum price per token'), await stat(page, 'Max per purchase'), await stat(page, 'Max per buyer')]).toEqual([
        '0.5 USDT',
        '5,000 SCHM',
        'No limit',
      ]);
      await page.getByRole('textbox', { name: 'Token amount' }).fill('500');
      await waitForQuote(page);
      // no allowance yet: Buy waits for the approval
      expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
      await buyOnDetail(app, USDT_SALE, '500', true);

      const after = await saleInfo(USDT_SALE);
      expect(after.soldTokens).toBe(before.soldTokens + USDT_AMOUNT);
      expect(after.buyersCount).toBe(before.buyersCount + 1n);
      await waitUntil(async () => (await stat(page, 'Buyers')) === String(after.buyersCount), { message: 'buyers count shown' });

      await app.goto('/bond/project-sales');
      const card = page.getByRole('article', { name: 'Schmeckle position' });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getByLabel('Amount', { exact: true }).textContent()).toBe('500 SCHM');
      // the figures as shown add up: vested + still vesting = amount, claimed + claimable = vested
      const shown = async (label: string) => tokens((await card.getByLabel(label, { exact: true }).textContent()) ?? '');
      expect((await shown('Vested')) + (await shown('Still vesting'))).toBe(500n * E18);
      expect((await shown('Claimed')) + (await shown('Claimable'))).toBe(await shown('Vested'));
      // and the totals per payout token
      const totals = page.getByRole('group', { name: 'SCHM totals' });
      expect(await totals.getByLabel('Bought', { exact: true }).textContent()).toBe('500 SCHM');
      await expectFiguresOnOneLine(page);
    });
    // a laptop and a phone: the figures fit, one line each, and nothing scrolls sideways
    for (const { viewport, touch } of [
      { viewport: { width: 1366, height: 900 }, touch: false },
      { viewport: { width: 390, height: 844 }, touch: true },
    ]) {
      await withApp({ account: USDT_BUYER, path: '/bond/project-sales', connected: true, viewport, touch }, async (app) => {
        const { page } = app;
        await page.getByRole('article', { name: 'Schmeckle position' }).waitFor({ timeout: 20_000 });
        await page.getByRole('group', { name: 'SCHM totals' }).waitFor();
        await expectFiguresOnOneLine(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
    expect((await buyerInfo(USDT_SALE, USDT_BUYER)).amount).toBe(USDT_AMOUNT);
  });

  test("the sale of a token without a pool shows 'Liquidity Not Found'", async () => {
    await withApp({ account: BNB_BUYER, path: `/bond/sales/${NOLIQ_SALE}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { name: 'No Liquidity Token', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: 'Token amount' }).fill('10');
      await page.getByText('Liquidity Not Found').first().waitFor({ timeout: 20_000 });
      await page
        .getByText('There is currently insufficient liquidity for this token. Please try again later or select a different bond.')
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
      // the panel is the reason; the generic 'No valid quote available' is not repeated under it
      expect(await page.getByText('No valid quote available').count()).toBe(0);
    });
  });

  test("a quote the API cannot renew runs out once: one 'Quote has expired', Buy waits, and a quote returns with the API", async () => {
    await withApp({ account: 7, path: `/bond/sales/${BNB_SALE}`, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: 'Token amount' }).fill('10');
      await waitForQuote(page);

      // the API stops answering quotes, and the quote's 60 s go by (chain and browser)
      const apiOrigin = new URL(app.env.apiUrl).origin;
      const isQuote = (url: URL) => url.origin === apiOrigin && url.pathname.endsWith('/quote');
      await page.route(isQuote, (route) => route.abort('connectionrefused'));
      await app.advanceTime(61);
      await page.getByText('Quote has expired', { exact: true }).first().waitFor({ timeout: 20_000 });
      expect(await page.getByText('Quote has expired', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);

      // the API is back: a fresh quote replaces the expired one by itself
      await page.unroute(isQuote);
      await waitForQuote(page);
      expect(await page.getByText('Quote has expired', { exact: true }).count()).toBe(0);
    });
  });

  test('half the vesting later account 5 claims about half, and after the end the rest', async () => {
    const sale = await saleInfo(BNB_SALE);
    const vesting = Number(sale.vestingDuration);
    await withApp({ account: BNB_BUYER, path: '/bond/project-sales', connected: true }, async (app) => {
      const { page } = app;
      const card = () => page.getByRole('article', { name: 'Sally position' });
      await card().waitFor({ timeout: 20_000 });

      await app.advanceTime(vesting / 2);
      await app.goto('/bond/project-sales');
      await card().waitFor({ timeout: 20_000 });
      await (await enabledButton(card(), 'Claim')).click();
      await waitForSuccessToast(page, 'Claim successful! Tokens have been transferred to your wallet.');
      const half = await buyerInfo(BNB_SALE, BNB_BUYER);
      // half of the vesting plus the few seconds the page took
      expect(half.claimed).toBeGreaterThanOrEqual(BNB_AMOUNT / 2n);
      expect(half.claimed).toBeLessThan((BNB_AMOUNT * 51n) / 100n);
      await waitUntil(async () => (await card().getByLabel('Claimed', { exact: true }).textContent())?.startsWith('500'), {
        message: 'claimed shown',
      });
      // the offer to add SALLY to the wallet
      await card().getByRole('button', { name: 'Add SALLY to wallet' }).click();
      await waitUntil(() => app.wallet.requestsOf('wallet_watchAsset').length === 1, { message: 'wallet_watchAsset sent' });

      await app.advanceTime(vesting / 2 + DAY);
      await app.goto('/bond/project-sales');
      await card().waitFor({ timeout: 20_000 });
      await (await enabledButton(card(), 'Claim')).click();
      await waitForSuccessToast(page, 'Claim successful! Tokens have been transferred to your wallet.');
      const done = await buyerInfo(BNB_SALE, BNB_BUYER);
      expect(done.claimed).toBe(BNB_AMOUNT);
      expect(done.claimable).toBe(0n);
      await waitUntil(async () => (await card().getByLabel('Still vesting', { exact: true }).textContent()) === '0 SALLY', {
        message: 'nothing still vesting',
      });
      expect(await card().getByLabel('Claimable', { exact: true }).textContent()).toBe('0 SALLY');
      expect(await card().getByLabel('Vested', { exact: true }).textContent()).toBe('1,000 SALLY');
      await waitUntil(async () => card().getByRole('button', { name: 'Claim', exact: true }).isDisabled(), { message: 'Claim disabled' });
      await card().getByText('100% vested · 100% claimed').waitFor();

      // every seeded sale has ended by now: none is offered, the demo bonds still are, and the
      // empty state names them as examples rather than contradicting them
      await app.goto('/bond/sales');
      await page.getByText('No live sales right now — the cards above are examples').waitFor({ timeout: 20_000 });
      await page.getByText('Every real bond has ended. Check back later, or launch your own.').waitFor();
      expect(await page.getByRole('article').count()).toBe(2);
    });
  });
});
