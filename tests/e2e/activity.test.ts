/**
 * Activity lists from the event index, in Chromium against the dev stack (the stack's API runs
 * the index's follower): a sale's and a pool's page list their events with what the chain
 * emitted, and a wallet's Your Bonds and Your Stakes list its own. Seeded: account 3 bought
 * out sale 6 in several purchases and staked 1,000 SALLY in pool 1.
 */
import { formatUnits } from 'ethers';
import type { Locator } from 'playwright-core';
import { address, contracts, resetToSeed, shortAddress, waitUntil, withApp } from './support';

beforeAll(resetToSeed);

const BUYER = 3;
const SOLD_OUT_SALE = 6;
const POOL = 1;

/** '1000.0' → '1,000.00' (the market's two decimals). */
const market = (raw: bigint) => Number(formatUnits(raw, 18)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function soldOutPurchases() {
  const sale = await contracts().bondFactory.getSaleByIndex(SOLD_OUT_SALE - 1);
  const bondSale = contracts().bondSale(sale.saleAddress);
  return bondSale.queryFilter(bondSale.filters.Purchased());
}

/** The rows of an activity list that say `what`, once the index has them (it may still be catching up). */
async function rowsSaying(list: Locator, what: string, count: number): Promise<Locator> {
  const rows = list.getByTestId('activity-row').filter({ hasText: what });
  await waitUntil(async () => (await rows.count()) >= count, { message: `${count} '${what}' rows`, timeout: 45_000 });
  return rows;
}

describe('activity', () => {
  it("a sale's page lists its purchases, newest first, with tokens, payment, buyer and transaction", async () => {
    const purchases = await soldOutPurchases();
    expect(purchases.length).toBeGreaterThan(1);
    await withApp({ path: `/bond/sales/${SOLD_OUT_SALE}` }, async ({ page }) => {
      const list = page.getByRole('region', { name: 'Activity' });
      const rows = await rowsSaying(list, 'Bought', Math.min(purchases.length, 20));
      const newest = purchases.at(-1)!;
      const text = await rows.first().innerText();
      expect(text).toContain(`${market(newest.args.tokenAmount)} `);
      expect(text.toLowerCase()).toContain(shortAddress(address(BUYER)).toLowerCase());
      expect(text).toContain(shortAddress(newest.transactionHash));
      expect(text).toMatch(/ for [\d.,]+ (BNB|USDT|USD1)/);
    });
  });

  it("Your Bonds lists the wallet's own purchases; another wallet's list has none", async () => {
    const newest = (await soldOutPurchases()).at(-1)!;
    await withApp({ account: BUYER, path: '/bond/project-sales', connected: true }, async ({ page }) => {
      const rows = await rowsSaying(page.getByRole('region', { name: 'Your activity' }), 'Bought', 1);
      expect(await rows.first().innerText()).toContain(shortAddress(newest.transactionHash));
    });
    await withApp({ account: 7, path: '/bond/project-sales', connected: true }, async ({ page }) => {
      await page.getByRole('region', { name: 'Your activity' }).getByText('No bond activity yet.').waitFor({ timeout: 30_000 });
    });
  });

  it("a pool's page and Your Stakes list the seeded stake with its amount", async () => {
    const info = await contracts().stakingFactory.getPoolByIndex(POOL - 1);
    const pool = contracts().stakingPool(info.poolAddress);
    const [stake] = await pool.queryFilter(pool.filters.Staked(address(BUYER)));
    expect(stake).toBeDefined();
    await withApp({ path: `/staking/pools/${POOL}` }, async ({ page }) => {
      const rows = await rowsSaying(page.getByRole('region', { name: 'Activity' }), 'Staked', 1);
      const text = await rows.first().innerText();
      expect(text).toContain('1,000 SALLY');
      expect(text.toLowerCase()).toContain(shortAddress(address(BUYER)).toLowerCase());
      expect(text).toContain(shortAddress(stake.transactionHash));
    });
    await withApp({ account: BUYER, path: '/staking/your-stakes', connected: true }, async ({ page }) => {
      await rowsSaying(page.getByRole('region', { name: 'Your activity' }), 'Staked', 1);
    });
  });
});
