/**
 * Failure screens end to end: with the API or the node unreachable from the browser (requests
 * to its origin aborted), each screen shows an inline error with Retry within 10 s, never the
 * browser's 'TypeError', and once the service is reachable again it recovers by itself — no
 * reload, no click — within a few seconds, with no uncaught page error. One browser for the file;
 * account 3 (the seed's buyer and staker) so the wallet screens have positions to show.
 */
import type { Page } from 'playwright-core';
import { launchApp, type AppSession } from './support';

const SHOWN_WITHIN_MS = 10_000;
/** the recovery backoff tops out at 5 s; a chain read then takes about a second */
const RECOVERED_WITHIN_MS = 8_000;

type Service = 'api' | 'node';

let app: AppSession;
const pageErrors: string[] = [];

beforeAll(async () => {
  app = await launchApp({ account: 3, authorized: true });
  app.page.on('pageerror', (error) => pageErrors.push(error.message));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

function originOf(service: Service): string {
  return new URL(service === 'api' ? app.env.apiUrl : app.env.rpcUrl).origin;
}

/** Aborts every browser request to the service's origin until `allow` is called. */
async function block(page: Page, service: Service): Promise<() => Promise<void>> {
  const origin = originOf(service);
  const matcher = (url: URL) => url.origin === origin;
  await page.route(matcher, (route) => route.abort('connectionrefused'));
  return () => page.unroute(matcher);
}

interface FailureScreen {
  path: string;
  service: Service;
  /** the inline error's sentence (substring) */
  error: string;
  /** a text the screen must not show while the service is down */
  notWhileDown?: string;
  /** what the recovered screen shows */
  recovered: (page: Page) => Promise<unknown>;
}

/** Opens the screen with the service down, checks the error, lets the service back, checks the recovery. */
async function checkFailureAndRecovery({ path, service, error, notWhileDown, recovered }: FailureScreen) {
  const { page } = app;
  pageErrors.length = 0;
  const allow = await block(page, service);
  await app.goto(path);
  const alert = page.getByRole('alert').filter({ hasText: error }).first();
  await alert.waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
  await alert.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible', timeout: 1_000 });
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  expect(body).not.toMatch(/TypeError|Failed to fetch\b(?! (tokens|prices|quote|allowance|balances))/);
  expect(body).not.toMatch(/(Failed to load [^.]+)\. \1/); // never the same sentence twice
  if (notWhileDown) expect(body).not.toContain(notWhileDown);

  await allow();
  await page.getByRole('alert').filter({ hasText: error }).first().waitFor({ state: 'detached', timeout: RECOVERED_WITHIN_MS });
  await recovered(page);
  expect(pageErrors).toEqual([]);
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible', timeout: RECOVERED_WITHIN_MS });

describe('the swap card', () => {
  test('the API down: the token list fails with Retry, then the card comes back', async () => {
    await checkFailureAndRecovery({
      path: '/',
      service: 'api',
      error: 'Failed to fetch tokens',
      recovered: (page) => page.getByRole('button', { name: /Enter Amount|Connect/ }).first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('the sale page', () => {
  test('the API down: the price quote fails once, with Retry, then the price shows', async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales/1',
      service: 'api',
      error: 'Unable to Get Price Quote',
      recovered: async (page) => {
        await visible(page, 'Buy SALLY');
        expect(await page.getByText('No valid quote available').count()).toBe(0);
      },
    });
  }, 60_000);

  test('the node down: the sale fails with Retry, then shows', async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales/1',
      service: 'node',
      error: 'Failed to load the bond',
      recovered: (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});
