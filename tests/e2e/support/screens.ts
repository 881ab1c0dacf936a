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
 * Waits until the screen has loaded what it will show: the network is quiet and no loading
 * skeleton is left (a value that never loads is the failure tests' business, so this gives up
 * quietly after `timeoutMs`).
 */
export async function settleScreen(page: Page, timeoutMs = 10_000): Promise<void> {
  // lists poll the chain, so the network may never stay idle for long
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root').length === 0, undefined, { timeout: timeoutMs })
    .catch(() => undefined);
  // let entering transitions (Fade, Collapse) finish so colours are measured at rest
  await page.waitForTimeout(400);
}
