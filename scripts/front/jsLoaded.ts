/**
 * "JS loaded": the JavaScript a browser fetches for a route, as sent over the wire (gzip), from
 * navigation until the page is quiet: nothing in flight for 500 ms while its main thread is idle.
 * (Playwright's `networkidle` alone fires while a large bundle is still executing on a busy machine,
 * before the route's lazy chunks are even requested.) Each route gets a fresh browser context
 * (empty cache), as a first-time visitor would.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/support/browser';

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 60_000;

export interface ScriptLoad {
  url: string;
  /** bytes of the response body as received (compressed) */
  encodedBytes: number;
  encoding: string;
}

export interface RouteLoad {
  route: string;
  scripts: ScriptLoad[];
  totalBytes: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export async function measureJsLoaded(browser: Browser, appUrl: string, route: string): Promise<RouteLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptLoad | undefined>[] = [];
    let idle = false;
    page.on('requestfinished', (request) => {
      // scripts fetched after network idle (e.g. on scroll) are not part of the measure
      if (idle || request.resourceType() !== 'script') return;
      pending.push(
        Promise.all([request.sizes(), request.response().then((response) => response?.allHeaders())]).then(([sizes, headers]) => ({
          url: request.url(),
          encodedBytes: sizes.responseBodySize,
          encoding: headers?.['content-encoding'] ?? 'identity',
        })),
      );
      pending[pending.length - 1]!.catch(() => undefined); // awaited below; never an unhandled rejection
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(new URL(route, appUrl).toString(), { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    for (;;) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
      if (inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) break;
      if (Date.now() > deadline) throw new Error(`${route} did not become quiet within ${QUIET_TIMEOUT_MS / 1000} s`);
      await page.waitForTimeout(100);
    }
    idle = true;
    const scripts = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== undefined);
    return { route, scripts, totalBytes: scripts.reduce((sum, script) => sum + script.encodedBytes, 0) };
  } finally {
    await context.close();
  }
}
