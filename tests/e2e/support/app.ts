/**
 * launchApp(): one headless Chromium with a fresh profile, the injected test wallet, a
 * controllable clock and request recording, opened on the built app of the shared stack.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { stackEnv, type StackEnv } from '../../stack/env';
import { CHROMIUM_ARGS, chromiumPath } from './browser';
import { increaseTime, rpc } from './chain';
import { TestWallet } from './wallet';

export interface LaunchAppOptions {
  /** dev account the wallet signs with (default 4; 0–3 and 9 have seeded roles, see ARCHITECTURE.md) */
  account?: number;
  /** chain the wallet starts on (default: the stack's chain; 1 for wrong-chain tests) */
  chainId?: number;
  /** chains the wallet can switch to without wallet_addEthereumChain (default 1, 56 and the stack's chain) */
  knownChains?: number[];
  /** first URL path to open (default '/') */
  path?: string;
  /** connect through the UI ('Connect wallet' → 'MetaMask') right after the page loads */
  connected?: boolean;
  /** the site starts authorised in the wallet, as after an earlier visit (eth_accounts answers at once) */
  authorized?: boolean;
  /** reject the first request of this method (true: of any method) with 4001 */
  rejectNext?: string | true;
  /** ms the wallet 'user' takes to answer approval requests (connect, switch, sign, send); default 0 */
  approvalDelayMs?: number;
  /** also announce the wallet through EIP-6963 as 'Test Wallet' */
  announce6963?: boolean;
  /** inject window.ethereum at all (default true; false = a browser without a wallet) */
  injectWallet?: boolean;
  viewport?: { width: number; height: number };
  /** a touch screen (a phone): taps, and the pointer media queries of a phone */
  touch?: boolean;
  /** the system's colour scheme the browser reports (default 'dark'); the app follows it until the user picks */
  colorScheme?: 'dark' | 'light';
}

export interface RecordedRequest {
  url: string;
  method: string;
  /** parsed JSON body, if any */
  body?: unknown;
  /** JSON-RPC methods carried by the request (several for a batch); empty for non-RPC */
  rpcMethods: string[];
  at: number;
}

export interface AppSession {
  page: Page;
  context: BrowserContext;
  wallet: TestWallet;
  env: StackEnv;
  /** console.error messages and uncaught page errors, in order */
  consoleErrors: string[];
  /** the same, with the URL the browser attributes each to (for a failed load: the resource) */
  consoleErrorDetails: { text: string; url: string }[];
  /**
   * consoleErrors minus what the spec makes expected: the data layer's 'API request failed: …'
   * log of an API answer (SPEC: failures are logged and rethrown) and the browser's own
   * 'Failed to load resource' line for an API response with a 4xx status (a sale without
   * metadata is a 404, a token without liquidity a 400). Everything else — uncaught errors,
   * React warnings, 5xx, failed chain reads — stays.
   */
  unexpectedConsoleErrors(): string[];
  /** one entry per HTTP request the page sent to the RPC URL (a JSON-RPC batch is one entry) */
  rpcRequests: RecordedRequest[];
  /** one entry per HTTP request the page sent to the API */
  apiRequests: RecordedRequest[];
  /** navigates within the app (path like '/bond/sales') */
  goto(path: string): Promise<void>;
  /** 'Connect wallet' → 'MetaMask' in 'Connect a wallet'; resolves once the shortened address shows */
  connect(): Promise<void>;
  /** moves chain time (evm_increaseTime + evm_mine) and the browser clock by `seconds` */
  advanceTime(seconds: number): Promise<void>;
  /** empties consoleErrors, rpcRequests, apiRequests, the wallet's request log and the seen texts */
  clearRecorded(): Promise<void>;
  /**
   * Waits until `text` has appeared anywhere in the page since it loaded (or since
   * clearRecorded), even if it is gone again — for short-lived toasts such as
   * 'Switching to BSC Mainnet for Bond...'. Substring match.
   */
  waitForSeenText(text: string, timeoutMs?: number): Promise<void>;
  /** every text that appeared in the page since it loaded, in order (deduplicated) */
  seenTexts(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Records the text of every node added to the page (plain JavaScript: see wallet.ts for
 * why), so tests can assert on toasts that come and go faster than a poll.
 */
const TEXT_RECORDER = String.raw`(function () {
  var seen = [];
  var last = new Set();
  window.__e2eSeenTexts = seen;
  function record(node) {
    var text = (node.textContent || '').replace(/\s+/g, ' ').trim();
    if (!text || text.length > 400 || last.has(text)) return;
    last.add(text);
    seen.push(text);
    if (seen.length > 5000) seen.splice(0, 1000);
  }
  var observer = new MutationObserver(function (mutations) {
    mutations.forEach(function (m) {
      if (m.type === 'characterData') record(m.target.parentNode || m.target);
      m.addedNodes.forEach(function (n) { if (n.nodeType === 1 || n.nodeType === 3) record(n.nodeType === 3 ? (n.parentNode || n) : n); });
    });
  });
  window.__e2eClearSeenTexts = function () { seen.length = 0; last.clear(); };
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** `0xABCD...1234`: the first 6 and last 4 characters of the checksummed address. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

function sameEndpoint(url: string, base: string): boolean {
  const strip = (u: string) => u.replace(/\/+$/, '');
  return strip(url) === strip(base);
}

function recordOf(request: Request): RecordedRequest {
  let body: unknown;
  const raw = request.postData();
  if (raw) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  const calls = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  const rpcMethods = calls
    .map((c) => (c && typeof c === 'object' ? (c as { method?: unknown }).method : undefined))
    .filter((m): m is string => typeof m === 'string');
  return { url: request.url(), method: request.method(), body, rpcMethods, at: Date.now() };
}

/** Chain time offset from the wall clock in ms (Hardhat: evm_increaseTime answers the total offset). */
async function chainClockOffsetMs(): Promise<number> {
  const total = await rpc<string | number>('evm_increaseTime', [0]);
  return Number(total) * 1000;
}

export async function launchApp(options: LaunchAppOptions = {}): Promise<AppSession> {
  const env = stackEnv();
  if (!env.appBuilt) {
    throw new Error('This jest run did not build the app (only API tests were selected). Include tests/e2e in the run.');
  }
  const executablePath = chromiumPath();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: options.colorScheme ?? 'dark',
  });
  try {
    const wallet = new TestWallet({
      account: options.account ?? 4,
      chainId: options.chainId ?? env.chainId,
      knownChains: options.knownChains ?? [1, 56, env.chainId],
      stackChainId: env.chainId,
      authorized: options.authorized ?? false,
      approvalDelayMs: options.approvalDelayMs,
    });
    if (options.rejectNext !== undefined) wallet.rejectNext(options.rejectNext === true ? undefined : options.rejectNext);
    if (options.injectWallet !== false) await wallet.attach(context, options.announce6963 ?? false);

    const consoleErrors: string[] = [];
    const consoleErrorDetails: { text: string; url: string }[] = [];
    const rpcRequests: RecordedRequest[] = [];
    const apiRequests: RecordedRequest[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (sameEndpoint(url, env.rpcUrl)) rpcRequests.push(recordOf(request));
      else if (url.startsWith(env.apiUrl + '/') || sameEndpoint(url, env.apiUrl)) apiRequests.push(recordOf(request));
    });

    await context.addInitScript({ content: TEXT_RECORDER });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      consoleErrors.push(message.text());
      consoleErrorDetails.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => {
      const text = `Uncaught ${error.name}: ${error.message}`;
      consoleErrors.push(text);
      consoleErrorDetails.push({ text, url: '' });
    });
    // Browser time starts at chain time and flows naturally; advanceTime() jumps both.
    await context.clock.install({ time: Date.now() + (await chainClockOffsetMs()) });

    const goto = async (to: string) => {
      await page.goto(new URL(to, env.appUrl + '/').toString(), { waitUntil: 'domcontentloaded' });
      // A prerendered page is on screen before the app runs: a click then would be lost.
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      // playwright-core 1.65: after clock.fastForward, a newly loaded document's timers never fire
      // until the clock is moved again (setTimeout hangs, so Multicall batches and RPC batches never
      // go out). A 1 ms tick un-sticks them; harmless when time was never moved.
      await page.clock.runFor(1);
    };

    const connect = async () => {
      await page.getByRole('button', { name: 'Connect wallet' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByText('MetaMask', { exact: true }).click();
      await page.getByText(shortAddress(wallet.address), { exact: true }).first().waitFor({ state: 'visible' });
    };

    const seenTexts = async () =>
      page.evaluate(() => [...((window as unknown as { __e2eSeenTexts?: string[] }).__e2eSeenTexts ?? [])]);

    const session: AppSession = {
      page,
      context,
      wallet,
      env,
      consoleErrors,
      consoleErrorDetails,
      unexpectedConsoleErrors() {
        return consoleErrorDetails
          .filter(({ text, url }) => {
            if (text.startsWith('API request failed: ')) return false;
            const apiResource = url === env.apiUrl || url.startsWith(env.apiUrl + '/');
            return !(apiResource && /^Failed to load resource: .*status of 4\d\d\b/.test(text));
          })
          // the resource's address says which request failed (a console line alone does not)
          .map(({ text, url }) => (url && text.startsWith('Failed to load resource') ? `${text} ${url}` : text));
      },
      rpcRequests,
      apiRequests,
      goto,
      connect,
      async advanceTime(seconds: number) {
        await increaseTime(seconds);
        await page.clock.fastForward(seconds * 1000);
      },
      async clearRecorded() {
        consoleErrors.length = 0;
        consoleErrorDetails.length = 0;
        rpcRequests.length = 0;
        apiRequests.length = 0;
        wallet.clearRequests();
        await page.evaluate(() => (window as unknown as { __e2eClearSeenTexts?: () => void }).__e2eClearSeenTexts?.());
      },
      seenTexts,
      async waitForSeenText(text: string, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const texts = await seenTexts().catch(() => [] as string[]);
          if (texts.some((t) => t.includes(text))) return;
          if (Date.now() > deadline) {
            throw new Error(`'${text}' did not appear within ${timeoutMs} ms; recent texts: ${JSON.stringify(texts.slice(-15))}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      async close() {
        await context.close().catch(() => undefined);
        fs.rmSync(profileDir, { recursive: true, force: true });
      },
    };

    await goto(options.path ?? '/');
    if (options.connected) await connect();
    return session;
  } catch (error) {
    await context.close().catch(() => undefined);
    fs.rmSync(profileDir, { recursive: true, force: true });
    throw error;
  }
}
