/**
 * axe-core (WCAG 2.1 A + AA) on every main screen, for a visitor and a connected wallet, and
 * with the overlays open (token picker, wallet chooser, wallet menu): no serious or critical
 * violation. Each scan waits for the screen's data so the loaded page is what is checked.
 */
import {
  MAIN_SCREENS,
  blockingViolations,
  resetToSeed,
  settleScreen,
  shortAddress,
  type AppSession,
  withApp,
} from './support';

beforeAll(resetToSeed);

// each test loads and scans up to six screens; on a busy machine that outlasts the project's 120 s
jest.setTimeout(300_000);

/** Scans each path in one session; returns `{ path: violations }` for the paths that have any. */
async function scanPaths(app: AppSession, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await app.goto(path);
    await settleScreen(app.page);
    const violations = await blockingViolations(app.page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

const bondPaths = MAIN_SCREENS.filter((screen) => screen.path.startsWith('/bond')).map((screen) => screen.path);
const otherPaths = MAIN_SCREENS.filter((screen) => !screen.path.startsWith('/bond')).map((screen) => screen.path);

describe('axe-core: 0 serious or critical WCAG 2.1 AA violations, and a sound heading outline', () => {
  test.each([
    ['the bond screens', bondPaths],
    ['the landing and staking screens', otherPaths],
  ])('%s for a visitor', async (_name, paths) => {
    const found = await withApp({}, (app) => scanPaths(app, paths));
    expect(found).toEqual({});
  });

  test.each([
    ['the bond screens', bondPaths],
    ['the landing and staking screens', otherPaths],
  ])('%s with a connected wallet that bought and staked (account 3)', async (_name, paths) => {
    const found = await withApp({ account: 3, connected: true }, (app) => scanPaths(app, paths));
    expect(found).toEqual({});
  });

  test("the owners' dashboards and sale page with their sales and pools (accounts 1 and 2)", async () => {
    const bond = await withApp({ account: 1, connected: true }, (app) =>
      scanPaths(app, ['/bond/dashboard', '/bond/project-sales/1']),
    );
    const staking = await withApp({ account: 2, connected: true }, (app) => scanPaths(app, ['/staking/dashboard']));
    expect({ ...bond, ...staking }).toEqual({});
  });

  test('the token picker and the wallet chooser (visitor) and the account panel (connected)', async () => {
    const found: Record<string, string[]> = {};
    await withApp({}, async (app) => {
      const { page } = app;
      await settleScreen(page);
      await page.getByRole('button', { name: /^You pay token:/ }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      await settleScreen(page);
      found['token picker'] = await blockingViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Connect wallet' }).first().click();
      await page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor({ state: 'visible' });
      await settleScreen(page);
      found['wallet chooser'] = await blockingViolations(page);
    });
    await withApp({ account: 3, connected: true }, async (app) => {
      await app.page.getByText(shortAddress(app.wallet.address), { exact: true }).first().click();
      await app.page.getByRole('dialog', { name: 'Account' }).waitFor({ state: 'visible' });
      await settleScreen(app.page);
      found['wallet menu'] = await blockingViolations(app.page);
    });
    expect(found).toEqual({ 'token picker': [], 'wallet chooser': [], 'wallet menu': [] });
  });

  test('the mobile menu at 390×844', async () => {
    const found = await withApp({ viewport: { width: 390, height: 844 } }, async (app) => {
      await settleScreen(app.page);
      await app.page.getByRole('button', { name: 'Open menu' }).click();
      await app.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
      await settleScreen(app.page);
      return blockingViolations(app.page);
    });
    expect(found).toEqual([]);
  });
});
