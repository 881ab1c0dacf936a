/**
 * The market and the pool list from the event index, in Chromium against the dev stack: which
 * listings show and in what order come from the index (search, sort, Live / Finished, 'Staked
 * only', all kept in the URL); every figure on a card comes from the chain, so an index that says
 * otherwise changes nothing a user reads. With the index unreachable the lists fall back to the
 * chain's own pages and say what is unavailable. Seeded: sales 1–4 live (discounts 5, 10, 7.5 and
 * 5 %), 5 ended early, 6 sold out; pools 1 (SALLY, 12 %) and 2 (SCHM, 25 %) live, 3 ended; account
 * 3 staked in pool 1 only.
 */
import type { Page, Route } from 'playwright-core';
import { resetToSeed, waitUntil, withApp } from './support';

beforeAll(resetToSeed);

const STAKER = 3;
const MARKET_CHAIN_ONLY = 'Search, sorting and finished bonds are unavailable right now. Showing live bonds read from the chain.';
const POOLS_CHAIN_ONLY = "Search, sorting, finished pools and 'Staked only' are unavailable right now. Showing live pools read from the chain.";

/** The ids of the real listings' cards on screen, in order (the examples are 998 and 999). */
async function shownIds(page: Page, base: '/bond/sales' | '/staking/pools'): Promise<number[]> {
  const hrefs = await page.locator(`article a[href^="${base}/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop())).filter((id) => id !== 998 && id !== 999);
}

async function waitForIds(page: Page, base: '/bond/sales' | '/staking/pools', ids: number[]) {
  let last: number[] = [];
  try {
    await waitUntil(
      async () => {
        last = await shownIds(page, base);
        return JSON.stringify(last) === JSON.stringify(ids);
      },
      { message: `cards ${ids.join(', ')}`, timeout: 30_000 },
    );
  } catch (error) {
    const screen = await page.locator('main').innerText().catch(() => '');
    throw new Error(`${String(error)}; last seen [${last.join(', ')}] at ${page.url()} on a screen saying: ${screen.slice(0, 1500)}`);
  }
}

const examples = (page: Page) => page.getByText('Example', { exact: true });

/** Answers the index's list requests with what `change` makes of the real answer. */
function rewriteIndex(change: (answer: { items: Record<string, unknown>[]; head: { number: number } | null; indexedBlock: { number: number } }) => void) {
  return async (route: Route) => {
    const response = await route.fetch();
    const answer = await response.json();
    change(answer);
    await route.fulfill({ response, json: answer });
  };
}

describe('the market from the event index', () => {
  test('search, sort and the Finished tab choose the cards, and stay in the URL across a reload', async () => {
    await withApp({ path: '/bond/sales' }, async (app) => {
      const { page } = app;
      // ending soonest first: the seeded sales end in the order they were made
      await waitForIds(page, '/bond/sales', [1, 2, 3, 4]);
      expect(await examples(page).count()).toBe(2);

      await page.getByRole('searchbox', { name: 'Search bonds' }).fill('schm');
      await waitForIds(page, '/bond/sales', [2]);
      expect(await examples(page).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?q=schm');

      await page.getByRole('searchbox', { name: 'Search bonds' }).fill('');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('discount');
      // 10 %, 7.5 %, then the two at 5 %, the later first
      await waitForIds(page, '/bond/sales', [2, 3, 4, 1]);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
      await waitForIds(page, '/bond/sales', [4, 3, 2, 1]);

      await page.getByRole('button', { name: 'Finished' }).click();
      await waitForIds(page, '/bond/sales', [6, 5]);
      expect(new URL(page.url()).search).toBe('?sort=newest&tab=finished');
      await page.locator('article', { has: page.locator('a[href="/bond/sales/5"]') }).getByText('Ended early').waitFor();

      await page.reload();
      await waitForIds(page, '/bond/sales', [6, 5]);
      expect(await page.getByRole('button', { name: 'Finished' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('newest');
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test("a card shows the chain's figures whatever the index says, and the list says how far the index trails", async () => {
    await withApp({ path: '/privacy' }, async (app) => {
      const { page } = app;
      await page.route(
        /\/index\/sales\?/,
        rewriteIndex((answer) => {
          for (const item of answer.items) {
            item.soldTokens = item.hardCap;
            item.progressBps = 10_000;
          }
          if (answer.head) answer.head.number = answer.indexedBlock.number + 50;
        }),
      );
      await app.goto('/bond/sales');
      await page.getByText(/^Showing listings up to block [\d,]+ \(50 behind\)$/).waitFor({ timeout: 30_000 });
      await waitForIds(page, '/bond/sales', [1, 2, 3, 4]);
      const first = page.locator('article', { has: page.locator('a[href="/bond/sales/1"]') });
      await first.getByText('0.00 / 100,000.00 SALLY sold').waitFor();
      await first.getByText('0%', { exact: true }).waitFor();
      expect(await page.getByText('100,000.00 / 100,000.00 SALLY sold').count()).toBe(0);
    });
  });

  test("with the index unreachable: the chain's first page of live sales, and a notice of what is unavailable", async () => {
    await withApp({ path: '/privacy' }, async (app) => {
      const { page } = app;
      await page.route('**/index/**', (route) => route.abort());
      await app.goto('/bond/sales?tab=finished&q=schm');
      await page.getByText(MARKET_CHAIN_ONLY).waitFor({ timeout: 30_000 });
      await waitForIds(page, '/bond/sales', [1, 2, 3, 4]);
      expect(await examples(page).count()).toBe(2);
      expect(await page.getByRole('searchbox', { name: 'Search bonds' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Finished' }).isDisabled()).toBe(true);
    });
  });
});

describe('the pool list from the event index', () => {
  test("'Staked only', the Finished tab and the APR sort", async () => {
    await withApp({ account: STAKER, path: '/staking/pools', connected: true }, async (app) => {
      const { page } = app;
      // ending soonest first (the seed's pool 2 runs 60 days, pool 1 90)
      await waitForIds(page, '/staking/pools', [2, 1]);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('apr');
      await waitUntil(async () => app.apiRequests.some((r) => /\/index\/pools\?.*sort=apr/.test(r.url)), { message: 'the APR order asked of the index' });
      await waitForIds(page, '/staking/pools', [2, 1]);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
      await waitUntil(async () => app.apiRequests.some((r) => /\/index\/pools\?.*sort=newest/.test(r.url)), { message: 'the newest first order asked of the index' });
      await waitForIds(page, '/staking/pools', [2, 1]);

      await page.getByRole('switch', { name: 'Staked only' }).click();
      await waitForIds(page, '/staking/pools', [1]);
      expect(await examples(page).count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?sort=newest&mine=1');
      await page.getByRole('switch', { name: 'Staked only' }).click();

      await page.getByRole('button', { name: 'Finished' }).click();
      await waitForIds(page, '/staking/pools', [3]);
      await page.getByRole('searchbox', { name: 'Search pools' }).fill('schm');
      await page.getByText('No pools match "schm"').waitFor({ timeout: 20_000 });
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test("with the index unreachable: the registry's first page of live pools and a notice", async () => {
    await withApp({ account: STAKER, path: '/privacy', connected: true }, async (app) => {
      const { page } = app;
      await page.route('**/index/**', (route) => route.abort());
      await app.goto('/staking/pools?mine=1');
      await page.getByText(POOLS_CHAIN_ONLY).waitFor({ timeout: 30_000 });
      await waitForIds(page, '/staking/pools', [1, 2]);
      expect(await page.getByRole('switch', { name: 'Staked only' }).isDisabled()).toBe(true);
    });
  });
});
