/**
 * Failure screens end to end: with the API or the node unreachable from the browser (requests
 * to its origin aborted), each screen shows an inline error with Retry within 10 s, only human
 * sentences (no 'TypeError', no 'Failed to fetch', no base units, no sentence twice), and once the
 * service is reachable again it recovers by itself — no reload, no click — within a few seconds,
 * with no uncaught page error. A 429 or a 503 from the API shows the API's own message.
 *
 * One browser and one page for the file, connected once as account 3 (the seed's buyer and
 * staker, so the wallet screens have positions to show). Each screen is opened with a full load:
 * a client-side visit would show what the cache kept from an earlier screen instead of the failure.
 */
import type { Page, Route } from 'playwright-core';
import { toFunctionSelector } from 'viem';
import { launchApp, type AppSession } from './support';

const SHOWN_WITHIN_MS = 10_000;
/** the recovery backoff tops out at 5 s; a chain read then takes about a second */
const RECOVERED_WITHIN_MS = 8_000;

type Service = 'api' | 'node';

let app: AppSession;
const pageErrors: string[] = [];

beforeAll(async () => {
  app = await launchApp({ account: 3, connected: true });
  app.page.on('pageerror', (error) => pageErrors.push(error.message));
}, 60_000);

afterAll(async () => {
  resumeNode();
  await app?.close();
});

/** The node's process paused (SIGSTOP): connections are accepted and never answered, as a hung node does. */
function pauseNode() {
  process.kill(nodePid(), 'SIGSTOP');
}

function resumeNode() {
  if (app?.env.chainPid) process.kill(app.env.chainPid, 'SIGCONT');
}

function nodePid(): number {
  if (!app.env.chainPid) throw new Error('this stack did not start the node, so it cannot pause it');
  return app.env.chainPid;
}

function originOf(service: Service): string {
  return new URL(service === 'api' ? app.env.apiUrl : app.env.rpcUrl).origin;
}

/** Answers every browser request to the service's origin with `handler` until `allow` is called. */
async function intercept(service: Service, handler: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  const origin = originOf(service);
  const matcher = (url: URL) => url.origin === origin;
  await app.page.route(matcher, handler);
  return () => app.page.unroute(matcher);
}

/** The service unreachable: the connection is refused. */
const unreachable = (route: Route) => route.abort('connectionrefused');

/** The node refuses only the eth_calls that carry `signature`'s calls (a node rate-limiting some reads); the rest goes through. */
const refusingCallsTo = (signature: string) => {
  const selector = toFunctionSelector(signature).slice(2);
  return (route: Route) => (route.request().postData()?.includes(selector) ? route.abort('connectionrefused') : route.fallback());
};

/** The API's event index unreachable (its `/index/…` routes refused), the rest of the API answering. */
const indexUnreachable = (route: Route) => (new URL(route.request().url()).pathname.startsWith('/index/') ? route.abort('connectionrefused') : route.fallback());

/** The API answers every request with `status` and Fastify's error body, as a rate limiter or a drained instance does. */
const answering = (status: number, error: string, message: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'retry-after': '2', 'access-control-allow-origin': '*' },
    body: JSON.stringify({ statusCode: status, error, message }),
  });

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the page shows, for the checks and for a failure's message. */
async function bodyText(page: Page): Promise<string> {
  return squeezed(await page.locator('body').innerText());
}

/** Runs `step`; when it fails, the error also says what the screen showed. */
async function describingScreen<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe screen showed: ${await bodyText(page)}`);
  }
}

/** Texts no user should ever read: the browser's words, a raw integer amount, a sentence said twice. */
async function expectOnlyHumanSentences(page: Page) {
  const body = await bodyText(page);
  expect(body).not.toMatch(/TypeError|Failed to fetch\b(?! (tokens|prices|quote|allowance|balances))|fetch failed/);
  expect(body).not.toMatch(/\b\d{16,}\b/); // base units (wei) instead of a formatted amount
  expect(body).not.toMatch(/([A-Z][^.!?]{6,})[.!?] \1\b/); // 'Failed to load bonds. Failed to load bonds'
  for (const alert of await page.getByRole('alert').allInnerTexts()) {
    expect(squeezed(alert)).not.toMatch(/([A-Z][^.!?]{6,})[.!?]? \1\b/);
  }
}

/** The swap card's token list survives reloads in sessionStorage; a first visit has none. */
async function forgetStoredTokenList(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('swap.tokens')) sessionStorage.removeItem(key);
  });
}

const swapCardReady = (page: Page) =>
  page.getByRole('button', { name: /^(Select Tokens|Enter Amount)$/ }).first().waitFor({ timeout: RECOVERED_WITHIN_MS });

interface FailureScreen {
  path: string;
  service: Service;
  /** default: the service unreachable */
  failure?: (route: Route) => Promise<void>;
  /** the inline error's sentence (substring) */
  error: string;
  /** where the error shows (default: anywhere on the page) */
  within?: (page: Page) => ReturnType<Page['locator']>;
  /** a text the screen must not show while the service is down */
  notWhileDown?: string;
  /** what the recovered screen shows */
  recovered: (page: Page) => Promise<unknown>;
  /** another service failing at the same time (a page that reads the chain only while the index cannot answer) */
  alongside?: { service: Service; failure: (route: Route) => Promise<void> };
}

/** Opens the screen with the service failing, checks the error, lets the service back, checks the recovery. */
async function checkFailureAndRecovery({ path, service, failure = unreachable, error, within, notWhileDown, recovered, alongside }: FailureScreen) {
  const { page } = app;
  pageErrors.length = 0;
  const allowAlongside = alongside ? await intercept(alongside.service, alongside.failure) : null;
  const allow = await intercept(service, failure);
  const alerts = () => (within ? within(page) : page.locator('body')).getByRole('alert').filter({ hasText: error });
  try {
    await app.goto(path);
    const alert = alerts().first();
    await describingScreen(page, () => alert.waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS }));
    await alert.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible', timeout: 1_000 });
    await expectOnlyHumanSentences(page);
    if (notWhileDown) expect(await bodyText(page)).not.toContain(notWhileDown);
  } finally {
    await allow();
    await allowAlongside?.();
  }
  await describingScreen(page, async () => {
    await alerts().first().waitFor({ state: 'detached', timeout: RECOVERED_WITHIN_MS });
    await recovered(page);
  });
  await expectOnlyHumanSentences(page);
  expect(pageErrors).toEqual([]);
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible', timeout: RECOVERED_WITHIN_MS });
const heading = (page: Page, name: string) => page.getByRole('heading', { name }).first().waitFor({ timeout: RECOVERED_WITHIN_MS });

/** The market card of a real sale (a demo card links nowhere real). */
const saleCard = (saleId: number) => (page: Page) => page.locator('article').filter({ has: page.locator(`a[href="/bond/sales/${saleId}"]`) });

describe('the swap card', () => {
  test('the API down on a first visit: the token list fails with Retry, then the card comes back', async () => {
    await forgetStoredTokenList(app.page);
    await checkFailureAndRecovery({
      path: '/',
      service: 'api',
      error: 'Failed to fetch tokens',
      recovered: swapCardReady,
    });
  }, 60_000);

  test('the API answering 503: the token list shows the API’s message', async () => {
    await forgetStoredTokenList(app.page);
    await checkFailureAndRecovery({
      path: '/',
      service: 'api',
      failure: answering(503, 'Service Unavailable', 'Token list is being refreshed, try again shortly'),
      error: 'Token list is being refreshed, try again shortly',
      recovered: swapCardReady,
    });
  }, 60_000);

  test('the API down on a return visit: the stored token list shows, and the balances, read on chain, still show', async () => {
    const { page } = app;
    pageErrors.length = 0;
    await app.goto('/');
    await swapCardReady(page); // the token list is stored for this tab now
    const allow = await intercept('api', unreachable);
    try {
      await app.goto('/');
      await swapCardReady(page);
      await page.getByText(/^Balance: (?!0$)[\d,.]+$/).first().waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByText('Balances are unavailable right now.').count()).toBe(0);
      await expectOnlyHumanSentences(page);
    } finally {
      await allow();
    }
    expect(pageErrors).toEqual([]);
  }, 60_000);

  test('the node down: the card still quotes; the BNB balance, read on chain, is unavailable with Retry, then shows', async () => {
    const { page } = app;
    pageErrors.length = 0;
    const unavailable = page.getByText('Balances are unavailable right now.');
    const allow = await intercept('node', unreachable);
    try {
      await app.goto('/');
      await swapCardReady(page);
      await unavailable.waitFor({ timeout: SHOWN_WITHIN_MS });
      await unavailable.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 1_000 });
      // the card itself works: nothing on it is an error
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectOnlyHumanSentences(page);
    } finally {
      await allow();
    }
    await unavailable.waitFor({ state: 'detached', timeout: RECOVERED_WITHIN_MS });
    await page.getByText(/^Balance: [\d,.]+$/).first().waitFor({ timeout: RECOVERED_WITHIN_MS });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});

describe('the bond market', () => {
  test("the API down: a real sale's price says why it is unavailable, with Retry, then shows the price", async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales',
      service: 'api',
      error: 'Price unavailable. The server cannot be reached right now.',
      within: saleCard(1),
      recovered: async (page) => {
        await saleCard(1)(page).getByText(/\d BNB$/).first().waitFor({ timeout: RECOVERED_WITHIN_MS });
      },
    });
  }, 60_000);

  test("the API answering 429: a real sale's price shows the API's message", async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales',
      service: 'api',
      failure: answering(429, 'Too Many Requests', 'Rate limit exceeded, retry in 2 seconds'),
      error: 'Rate limit exceeded, retry in 2 seconds',
      within: saleCard(1),
      recovered: async (page) => {
        await saleCard(1)(page).getByText(/\d BNB$/).first().waitFor({ timeout: RECOVERED_WITHIN_MS });
      },
    });
  }, 60_000);

  test('the node down: the sales fail with Retry, then show', async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales',
      service: 'node',
      error: 'Failed to load bonds',
      recovered: (page) => saleCard(1)(page).first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
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
      recovered: (page) => visible(page, 'Buy SALLY'),
    });
  }, 60_000);

  test("the node refusing the buyer's position: the sale shows, the position fails with Retry, then the buy box reads it", async () => {
    await checkFailureAndRecovery({
      path: '/bond/sales/1',
      service: 'node',
      failure: refusingCallsTo('getBuyerInfo(address)'),
      error: 'Failed to load your position.',
      recovered: async (page) => {
        await page.waitForFunction(() => /BNB balance\s*[\d,.]+/.test(document.body.innerText), undefined, { timeout: RECOVERED_WITHIN_MS });
        expect(await page.getByRole('alert').filter({ hasText: 'Failed to read balance' }).count()).toBe(0);
      },
    });
  }, 60_000);
});

describe('a hung node (its process paused)', () => {
  /** a paused node answers the backlog once it runs again; the recovery then polls at most 5 s apart */
  const RECOVERED_AFTER_HANG_MS = 20_000;

  test.each([
    { path: '/bond/sales/1', error: 'Failed to load the bond', recovered: 'Buy SALLY' },
    { path: '/staking/pools/1', error: 'Failed to load the pool', recovered: 'Pool Details' },
  ])('$path shows the inline error with Retry within 10 s, then recovers by itself', async ({ path, error, recovered }) => {
    const { page } = app;
    pageErrors.length = 0;
    const alert = page.getByRole('alert').filter({ hasText: error }).first();
    pauseNode();
    try {
      // counted from the app's start, as for a refused node: the test wallet's own requests go to
      // the same paused node and slow the load itself, which a real wallet's node would not
      await app.goto(path);
      const opened = Date.now();
      await describingScreen(page, () => alert.waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS - (Date.now() - opened) }));
      await alert.getByRole('button', { name: 'Retry' }).waitFor({ state: 'visible', timeout: 1_000 });
      expect(Date.now() - opened).toBeLessThanOrEqual(SHOWN_WITHIN_MS);
      await expectOnlyHumanSentences(page);
    } finally {
      resumeNode();
    }
    await describingScreen(page, async () => {
      await alert.waitFor({ state: 'detached', timeout: RECOVERED_AFTER_HANG_MS });
      await page.getByText(recovered).first().waitFor({ state: 'visible', timeout: RECOVERED_AFTER_HANG_MS });
    });
    expect(pageErrors).toEqual([]);
  }, 90_000);
});

describe('Your Bonds', () => {
  test('the node down: the positions fail with Retry, then show', async () => {
    await checkFailureAndRecovery({
      path: '/bond/project-sales',
      service: 'node',
      error: 'Failed to load your bonds',
      recovered: (page) => page.getByRole('article', { name: /position$/ }).first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('the bond dashboard', () => {
  // the wallet's sales come from the index, which needs no chain read for a wallet with none; the chain's scan only while the index cannot answer
  test('the index and the node down: the created bonds fail with Retry, then show', async () => {
    await checkFailureAndRecovery({
      path: '/bond/dashboard',
      service: 'node',
      alongside: { service: 'api', failure: indexUnreachable },
      error: 'Failed to load your bonds',
      recovered: (page) => visible(page, 'Total Bonds Created'),
    });
  }, 60_000);
});

describe('the pool list', () => {
  test("the node down: 'Failed to load pools. Please try again later.' with Retry, then the pools", async () => {
    await checkFailureAndRecovery({
      path: '/staking/pools',
      service: 'node',
      error: 'Failed to load pools. Please try again later.',
      recovered: (page) => page.locator('a[href="/staking/pools/1"]').first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('the pool page', () => {
  test('the node down: the pool fails with Retry, then shows', async () => {
    await checkFailureAndRecovery({
      path: '/staking/pools/1',
      service: 'node',
      error: 'Failed to load the pool',
      recovered: (page) => heading(page, 'Pool Details'),
    });
  }, 60_000);

  test('the API down: the description could not be loaded (not "none yet"), with Retry, then shows', async () => {
    await checkFailureAndRecovery({
      path: '/staking/pools/1',
      service: 'api',
      error: 'The description could not be loaded',
      notWhileDown: 'No description has been added for this pool yet.',
      recovered: (page) => page.getByTestId('pool-description').waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('the stake panel', () => {
  test("the node refusing the position's reads: the pool shows, the position fails once with Retry, then shows", async () => {
    await checkFailureAndRecovery({
      path: '/staking/pools/1',
      service: 'node',
      failure: refusingCallsTo('getUserStake(address)'),
      error: 'Failed to load your stake.',
      within: (page) => page.getByRole('region', { name: 'Your Position' }),
      // the seed's staker has 1 000 SALLY in pool 1
      recovered: (page) => page.getByTestId('staked').filter({ hasText: /^1,000 SALLY$/ }).waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('Your Stakes', () => {
  test('the node down: the stakes fail with Retry, then show', async () => {
    await checkFailureAndRecovery({
      path: '/staking/your-stakes',
      service: 'node',
      error: 'Failed to load your stakes',
      recovered: (page) => page.locator('a[href="/staking/pools/1"]').first().waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});

describe('the staking dashboard', () => {
  // its stats come from the index's totals; the chain's scan of the wallet's stakes only while the index cannot answer
  test('the index and the node down: the stakes fail with Retry, then show', async () => {
    await checkFailureAndRecovery({
      path: '/staking/dashboard',
      service: 'node',
      alongside: { service: 'api', failure: indexUnreachable },
      error: 'Failed to load your stakes',
      // the seed's staker has stake in pool 1
      recovered: (page) => page.getByTestId('stat-active-stakes').filter({ hasText: /^[1-9]\d*$/ }).waitFor({ timeout: RECOVERED_WITHIN_MS }),
    });
  }, 60_000);
});
