/**
 * The phone layout at 390×844 (an iPhone 12–15): no screen scrolls sideways, the sale's Buy box
 * and the pool's Stake box start within the first screen, and the swap's received amount fits
 * beside its token button.
 */
import type { Page } from 'playwright-core';
import {
  address,
  contracts,
  MAIN_SCREENS,
  SEEDED_POOL_ID,
  SEEDED_SALE_ID,
  openScreen,
  resetToSeed,
  settleScreen,
  type AppSession,
  type LaunchAppOptions,
  withApp,
} from './support';

beforeAll(resetToSeed);

const PHONE = { width: 390, height: 844 };

const withPhone = <T,>(options: LaunchAppOptions, body: (app: AppSession) => Promise<T>): Promise<T> =>
  withApp({ viewport: PHONE, ...options }, body);

/** `{ path: scrollWidth }` for every main screen wider than the phone. */
async function widerThanPhone(app: AppSession): Promise<Record<string, number>> {
  const wide: Record<string, number> = {};
  for (const screen of MAIN_SCREENS) {
    if (new URL(app.page.url()).pathname === screen.path) await settleScreen(app.page);
    else await openScreen(app.page, screen.path);
    const width = await app.page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide[screen.path] = width;
  }
  return wide;
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two boxes share any area (touching edges do not count); true when either is missing. */
function overlap(a: Box, b: Box): boolean {
  if (!a || !b) return true;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How far down the unscrolled page the region's first button named `buttonName` ends (px). */
async function actionBottom(page: Page, regionName: RegExp, buttonName: RegExp): Promise<number> {
  const region = page.getByRole('region', { name: regionName });
  await region.waitFor({ state: 'visible', timeout: 20_000 });
  const button = await region.getByRole('button', { name: buttonName }).first().boundingBox();
  return button ? button.y + button.height : Infinity;
}

/** Account 4 lists 1,000 SALLY for USDT with a floor of 1e-18 USDT per token, straight on chain; resolves to its id. */
async function createSaleWithTinyFloor(): Promise<number> {
  const owner = contracts(4);
  const maxTokens = 1_000n * 10n ** 18n;
  const sally = owner.testToken('sally');
  await (await sally.approve(await owner.bondFactory.getAddress(), maxTokens)).wait();
  const fee = await owner.bondFactory.saleCreationFee();
  const hourlyBudget = await owner.bondFactory.defaultHourlyBudget(maxTokens);
  await (await owner.bondFactory.createSale(await sally.getAddress(), 1, 30 * 86_400, maxTokens, 0, 1n, 0, hourlyBudget, { value: fee })).wait();
  const info = await owner.bondFactory.getSaleByIndex((await owner.bondFactory.totalSales()) - 1n);
  return Number(info.saleId);
}

/** The 'Unverified' label in the header, the risk note and the creator's shortened address in sight. */
async function expectUnverified(page: Page, creator: string) {
  await page.getByTestId('unverified-label').filter({ hasText: 'Unverified' }).waitFor({ timeout: 20_000 });
  const notice = page.getByTestId('unverified-notice');
  await notice.waitFor({ state: 'visible' });
  const text = (await notice.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain('Anyone can list any token here');
  expect(text).toContain(`Created by ${creator.slice(0, 6)}...${creator.slice(-4)}`);
}

describe('phone layout, 390×844', () => {
  test('a sale with a 1e-18 minimum price fits the phone: its floor and price in the compact notation, nothing scrolls sideways', async () => {
    const saleId = await createSaleWithTinyFloor();
    await withPhone({ path: `/bond/sales/${saleId}` }, async (app) => {
      const floor = app.page.getByTestId('limit-min-price');
      await floor.waitFor({ state: 'visible', timeout: 30_000 });
      await settleScreen(app.page);
      expect({
        floor: await floor.textContent(),
        scrollWidth: await app.page.evaluate(() => document.documentElement.scrollWidth),
      }).toEqual({ floor: '0.0₁₇1 USDT', scrollWidth: PHONE.width });
      // the price per token: at most 6 significant digits
      const price = ((await app.page.getByTestId('sale-price').first().textContent()) ?? '').split(' ')[0]!;
      expect(price.replace(/[^0-9]/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(6);
      // listed by a wallet, not by the operator: the label, the risk note and who created it
      await expectUnverified(app.page, address(4));
    });
  });

  test("the seeded pool is 'Unverified' with its creator's address; the demo sale keeps 'Example' and no risk note", async () => {
    await withPhone({ path: `/staking/pools/${SEEDED_POOL_ID}` }, async (app) => {
      await app.page.getByTestId('unverified-label').waitFor({ timeout: 30_000 });
      const seeded = await contracts().stakingFactory.getPoolByIndex(SEEDED_POOL_ID - 1);
      expect(seeded.poolId).toBe(BigInt(SEEDED_POOL_ID));
      await expectUnverified(app.page, seeded.owner);
      await openScreen(app.page, '/bond/sales/998');
      await app.page.getByText('Example', { exact: true }).first().waitFor({ timeout: 20_000 });
      expect(await app.page.getByTestId('unverified-label').count()).toBe(0);
      expect(await app.page.getByTestId('unverified-notice').count()).toBe(0);
    });
  });

  test('no main screen scrolls sideways, for a visitor or a connected wallet', async () => {
    const visitor = await withPhone({}, widerThanPhone);
    const connected = await withPhone({ account: 3, connected: true }, widerThanPhone);
    expect({ visitor, connected }).toEqual({ visitor: {}, connected: {} });
  });

  test("the sale's Buy box and the pool's Stake box come first: their action is within the first screen", async () => {
    await withPhone({ account: 3, connected: true }, async (app) => {
      await openScreen(app.page, `/bond/sales/${SEEDED_SALE_ID}`);
      expect(await actionBottom(app.page, /^Buy /, /^(Buy|Approve|Enter an amount)/)).toBeLessThanOrEqual(PHONE.height);

      await openScreen(app.page, `/staking/pools/${SEEDED_POOL_ID}`);
      expect(await actionBottom(app.page, /^Your Position$/i, /^(Stake|Approve)/)).toBeLessThanOrEqual(PHONE.height);
    });
  });

  test("a visitor sees the pool's Connect prompt within the first screen", async () => {
    await withPhone({ path: `/staking/pools/${SEEDED_POOL_ID}` }, async (app) => {
      await settleScreen(app.page);
      expect(await actionBottom(app.page, /^Connect Wallet$/, /^Connect wallet$/)).toBeLessThanOrEqual(PHONE.height);
    });
  });

  test('the section tabs all show at once in one row, on a phone and on a laptop, never behind scroll arrows', async () => {
    await withPhone({ account: 3, connected: true }, async (app) => {
      for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
        await app.page.setViewportSize(viewport);
        for (const path of ['/bond/sales', '/staking/pools']) {
          await openScreen(app.page, path);
          await app.page.getByRole('tab').nth(3).waitFor({ state: 'visible' });
          const tabs = await app.page.getByRole('tab').evaluateAll((elements) =>
            elements.map((tab) => {
              const box = tab.getBoundingClientRect();
              return { left: box.left, right: box.right, top: Math.round(box.top), clipped: tab.scrollWidth > tab.clientWidth };
            }),
          );
          const arrows = await app.page.locator('.MuiTabs-scrollButtons').count();
          expect({ width: viewport.width, path, tabs: tabs.length, arrows, rows: new Set(tabs.map((tab) => tab.top)).size }).toEqual({
            width: viewport.width,
            path,
            tabs: 4,
            arrows: 0,
            rows: 1,
          });
          // every tab whole, its label unclipped, inside the screen
          expect(tabs.filter((tab) => tab.left < 0 || tab.right > viewport.width || tab.clipped)).toEqual([]);
        }
      }
    });
  });

  test('the received amount of a swap is not clipped by the token button', async () => {
    await withPhone({ account: 4, connected: true }, async (app) => {
      const { page } = app;
      await page.getByRole('button', { name: /^You receive token:/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: /^USDT/ }).first().click();
      await dialog.waitFor({ state: 'hidden' });
      // 1 234 BNB at ~600 USDT: a six-digit amount with decimals on the receive side
      await page.getByRole('textbox', { name: 'You pay' }).fill('1234.5678');
      const received = page.getByRole('textbox', { name: 'You receive' });
      await page.waitForFunction(
        () => ((document.querySelector('input[aria-label="You receive"]') as HTMLInputElement | null)?.value ?? '').length > 0,
        undefined,
        { timeout: 20_000 },
      );
      const fit = await received.evaluate((input: HTMLInputElement) => ({
        value: input.value,
        scrollWidth: input.scrollWidth,
        clientWidth: input.clientWidth,
      }));
      expect(fit.value.length).toBeGreaterThan(8);
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      const amountBox = await received.boundingBox();
      const tokenBox = await page.getByRole('button', { name: /^You receive token:/ }).boundingBox();
      expect({ amountShown: amountBox !== null, overlapsTokenButton: overlap(amountBox, tokenBox) }).toEqual({
        amountShown: true,
        overlapsTokenButton: false,
      });
    });
  });
});
