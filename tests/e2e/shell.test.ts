/**
 * The app shell end to end: wallet connection lifecycle, chain switching, routes and a
 * clean console, in the production build against the dev stack.
 */
import { targetNetworkName } from '../../common/chain/networkName';
import { MAIN_SCREENS, address, latestTimestamp, launchApp, openScreen, resetToSeed, shortAddress, stackDeployment, waitUntil, type AppSession } from './support';

beforeAll(resetToSeed);

const STACK_CHAIN_HEX = '0x7a69';
/** 'BSC Mainnet' on BNB Smart Chain; the dev chain's own name here */
const network = () => targetNetworkName(stackDeployment());

async function withApp(options: Parameters<typeof launchApp>[0], body: (app: AppSession) => Promise<void>): Promise<void> {
  const app = await launchApp(options);
  try {
    await body(app);
  } finally {
    await app.close();
  }
}

async function clickConnectWallet(app: AppSession): Promise<void> {
  await app.page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = app.page.getByRole('dialog', { name: 'Connect a wallet' });
  await dialog.waitFor({ state: 'visible' });
}

/** Opens the connected account's panel (the header button showing the shortened address). */
async function openAccountMenu(app: AppSession): Promise<void> {
  await app.page.getByText(shortAddress(app.wallet.address), { exact: true }).first().click();
  await app.page.getByRole('dialog', { name: 'Account' }).waitFor({ state: 'visible' });
}

/** Lets pending renders, requests and timers settle before checking that nothing went wrong. */
async function settle(app: AppSession, ms = 1000): Promise<void> {
  await app.page.waitForLoadState('networkidle').catch(() => undefined);
  await app.page.waitForTimeout(ms);
}

describe('wallet connection', () => {
  test('shortAddress keeps the first 6 and last 4 characters of the checksummed address', () => {
    expect(shortAddress('0xAbCdEf0123456789aBcDeF0123456789AbCd1234')).toBe('0xAbCd...1234');
    expect(shortAddress(address(4))).toMatch(/^0x[0-9a-fA-F]{4}\.\.\.[0-9a-fA-F]{4}$/);
  });

  test('connect shows the shortened address; a reload reconnects without a popup; disconnect sticks', async () => {
    await withApp({ account: 4 }, async (app) => {
      const short = shortAddress(address(4));
      await app.connect();
      expect(await app.page.getByText(short, { exact: true }).first().isVisible()).toBe(true);
      expect(await app.page.getByRole('button', { name: 'Connect wallet' }).count()).toBe(0);
      expect(app.wallet.requestsOf('eth_requestAccounts')).toHaveLength(1);

      await app.page.reload();
      await app.page.getByText(short, { exact: true }).first().waitFor({ state: 'visible' });
      // eager reconnection reads eth_accounts; it never opens the wallet's connect popup
      expect(app.wallet.requestsOf('eth_requestAccounts')).toHaveLength(1);
      expect(app.wallet.requestsOf('eth_accounts').length).toBeGreaterThan(0);

      await openAccountMenu(app);
      await app.page.getByRole('button', { name: 'Disconnect' }).click();
      await app.page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ state: 'visible' });
      expect(await app.page.getByText(short, { exact: true }).count()).toBe(0);

      // a disconnected user stays disconnected across a reload although the wallet still trusts the site
      await app.page.reload();
      await app.page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ state: 'visible' });
      await settle(app);
      expect(await app.page.getByText(short, { exact: true }).count()).toBe(0);
      expect(app.wallet.requestsOf('eth_requestAccounts')).toHaveLength(1);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('lists EIP-6963 wallets by name in the chooser and connects through one', async () => {
    await withApp({ account: 5, announce6963: true }, async (app) => {
      await clickConnectWallet(app);
      const dialog = app.page.getByRole('dialog', { name: 'Connect a wallet' });
      await dialog.getByText('Test Wallet', { exact: true }).waitFor({ state: 'visible' });
      expect(await dialog.getByText('MetaMask', { exact: true }).count()).toBeGreaterThan(0);
      expect(await dialog.getByText('WalletConnect', { exact: true }).count()).toBeGreaterThan(0);
      await dialog.getByText('Test Wallet', { exact: true }).click();
      await app.page.getByText(shortAddress(address(5)), { exact: true }).first().waitFor({ state: 'visible' });
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('a rejected connection leaves the app disconnected and usable, and a second try connects', async () => {
    await withApp({ account: 6, rejectNext: 'eth_requestAccounts' }, async (app) => {
      await clickConnectWallet(app);
      await app.page.getByRole('dialog', { name: 'Connect a wallet' }).getByText('MetaMask', { exact: true }).click();
      await waitUntil(() => app.wallet.requestsOf('eth_requestAccounts')[0]?.error?.code === 4001, {
        message: 'the rejected eth_requestAccounts',
      });
      await settle(app, 1000);
      const dialog = app.page.getByRole('dialog', { name: 'Connect a wallet' });
      if (await dialog.isVisible()) await app.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await app.page.getByText(shortAddress(address(6)), { exact: true }).count()).toBe(0);
      await app.page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ state: 'visible' });

      // still usable: client-side navigation works
      await app.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bond Market' }).click();
      await app.page.getByRole('heading', { name: 'Bond Market' }).first().waitFor({ state: 'visible' });

      await app.connect();
      expect(app.wallet.requestsOf('eth_requestAccounts')).toHaveLength(2);
      expect(app.consoleErrors.filter((e) => e.startsWith('Uncaught'))).toEqual([]);
    });
  });

  test('choosing WalletConnect loads its connector without breaking the app', async () => {
    await withApp({ account: 4 }, async (app) => {
      const scripts: string[] = [];
      app.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await clickConnectWallet(app);
      await app.page.getByRole('dialog', { name: 'Connect a wallet' }).getByText('WalletConnect', { exact: true }).click();
      // the provider is a lazily loaded chunk: choosing it fetches new script(s)
      await waitUntil(() => scripts.length > 0, { message: "WalletConnect's connector chunk to load" });
      await settle(app, 3000);
      // offline the relay cannot be reached; whatever the app shows, it must keep working
      await app.page.keyboard.press('Escape');
      await app.page.keyboard.press('Escape');
      await app.goto('/privacy');
      await app.page.getByText('Last updated 13 October 2025').first().waitFor({ state: 'visible' });
      await app.page.getByRole('button', { name: 'Connect wallet' }).first().waitFor({ state: 'visible' });
    });
  });
});

describe('chain switching', () => {
  test('connecting on chain 1 in the bond section switches the wallet, with the Bond toasts', async () => {
    // a person takes a moment to approve the switch in the wallet
    await withApp({ account: 4, chainId: 1, path: '/bond/sales', approvalDelayMs: 800 }, async (app) => {
      await app.connect();
      await app.waitForSeenText(`Switching to ${network()} for Bond...`);
      await app.waitForSeenText(`Switched to ${network()}`);
      const texts = await app.seenTexts();
      const switching = texts.findIndex((t) => t.includes(`Switching to ${network()} for Bond...`));
      const switched = texts.findIndex((t) => t.includes(`Switched to ${network()}`));
      expect(switching).toBeLessThan(switched);
      expect(app.wallet.chainId).toBe(31337);
      expect(app.wallet.requestsOf('wallet_switchEthereumChain').map((r) => r.params)).toEqual([[{ chainId: STACK_CHAIN_HEX }]]);
      await settle(app);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    });
  });

  test('a wallet that does not know the chain is asked to add it (4902 → wallet_addEthereumChain)', async () => {
    await withApp({ account: 4, chainId: 1, knownChains: [1], path: '/staking/pools', approvalDelayMs: 800 }, async (app) => {
      await app.connect();
      await app.waitForSeenText(`Switching to ${network()} for Staking...`);
      await app.waitForSeenText(`Switched to ${network()}`);
      expect(app.wallet.requestsOf('wallet_switchEthereumChain')[0]?.error?.code).toBe(4902);
      const added = app.wallet.addedChains[0] as { chainId: string; rpcUrls: string[] };
      expect(added.chainId).toBe(STACK_CHAIN_HEX);
      expect(added.rpcUrls).toContain(app.env.rpcUrl);
      expect(app.wallet.chainId).toBe(31337);
    });
  });

  test('refusing the switch tells the user what it is for and keeps the wallet where it was', async () => {
    await withApp({ account: 4, chainId: 1, path: '/bond/sales' }, async (app) => {
      app.wallet.rejectNext('wallet_switchEthereumChain');
      await app.connect();
      await app.waitForSeenText(`Please approve switching to ${network()} to access Bond`);
      expect(app.wallet.chainId).toBe(1);
      expect(app.consoleErrors.filter((e) => e.startsWith('Uncaught'))).toEqual([]);
    });
  });

  test("on another chain outside the sections the header offers 'Switch to BSC'", async () => {
    await withApp({ account: 4, chainId: 1, path: '/privacy' }, async (app) => {
      await app.connect();
      await settle(app, 500);
      // outside bond and staking nothing switches by itself
      expect(app.wallet.requestsOf('wallet_switchEthereumChain')).toHaveLength(0);
      await openAccountMenu(app);
      // the panel names the network the wallet is on
      await app.page.getByRole('dialog', { name: 'Account' }).getByText('Connected to Ethereum (chain 1)', { exact: true }).waitFor();
      await app.page.getByRole('button', { name: 'Switch to BSC' }).click();
      await waitUntil(() => app.wallet.chainId === 31337, { message: 'the wallet to switch to 31337' });
      await openAccountMenu(app);
      expect(await app.page.getByRole('button', { name: 'Switch to BSC' }).count()).toBe(0);
    });
  });
});

describe('routes (SPEC section 2)', () => {
  const cases: { path: string; pathname: RegExp; shows: (app: AppSession) => ReturnType<AppSession['page']['getByText']> }[] = [
    { path: '/', pathname: /^\/$/, shows: (a) => a.page.getByText('A universe built on true decentralization') },
    { path: '/bond/sales', pathname: /^\/bond\/sales$/, shows: (a) => a.page.getByRole('heading', { name: 'Bond Market' }) },
    { path: '/bond', pathname: /^\/bond(\/sales)?\/?$/, shows: (a) => a.page.getByRole('heading', { name: 'Bond Market' }) },
    { path: '/bond/no-such-tab', pathname: /^\/bond\//, shows: (a) => a.page.getByRole('heading', { name: 'Bond Market' }) },
    { path: '/bond/sales/1', pathname: /^\/bond\/sales\/1$/, shows: (a) => a.page.getByRole('tab', { name: 'Bond Market' }) },
    { path: '/bond/create', pathname: /^\/bond\/create$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/bond/project-sales', pathname: /^\/bond\/project-sales$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/bond/dashboard', pathname: /^\/bond\/dashboard$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/launchpad', pathname: /^\/bond\/sales$/, shows: (a) => a.page.getByRole('heading', { name: 'Bond Market' }) },
    { path: '/launchpad/anything/deeper', pathname: /^\/bond\/sales$/, shows: (a) => a.page.getByRole('heading', { name: 'Bond Market' }) },
    { path: '/staking/pools', pathname: /^\/staking\/pools$/, shows: (a) => a.page.getByRole('tab', { name: 'Staking Pools' }) },
    { path: '/staking/no-such-tab', pathname: /^\/staking\//, shows: (a) => a.page.getByRole('tab', { name: 'Staking Pools' }) },
    { path: '/staking/create', pathname: /^\/staking\/create$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/staking/your-stakes', pathname: /^\/staking\/your-stakes$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/staking/dashboard', pathname: /^\/staking\/dashboard$/, shows: (a) => a.page.getByText('Connect Wallet', { exact: true }) },
    { path: '/privacy', pathname: /^\/privacy$/, shows: (a) => a.page.getByText('Last updated 13 October 2025') },
    { path: '/no/such/page', pathname: /^\/$/, shows: (a) => a.page.getByText('A universe built on true decentralization') },
  ];

  let app: AppSession;
  beforeAll(async () => {
    app = await launchApp({ account: 7 });
  });
  afterAll(async () => {
    await app?.close();
  });

  test.each(cases)('$path (visitor) → $pathname without console errors', async ({ path, pathname, shows }) => {
    await app.clearRecorded();
    await app.goto(path);
    await shows(app).first().waitFor({ state: 'visible' });
    expect(new URL(app.page.url()).pathname).toMatch(pathname);
    await settle(app);
    expect(app.unexpectedConsoleErrors()).toEqual([]);
  });

  test('connected-only tabs are hidden for a visitor and shown once connected', async () => {
    await app.goto('/bond/sales');
    await app.page.getByRole('tab', { name: 'Bond Market' }).waitFor({ state: 'visible' });
    for (const tab of ['Create Bond', 'Your Bonds', 'Dashboard']) {
      expect(await app.page.getByRole('tab', { name: tab }).count()).toBe(0);
    }
    await app.connect();
    for (const tab of ['Create Bond', 'Your Bonds', 'Dashboard']) {
      await app.page.getByRole('tab', { name: tab }).waitFor({ state: 'visible' });
    }
  });

  test.each(['/', '/bond/sales', '/bond/project-sales', '/bond/dashboard', '/staking/pools', '/staking/your-stakes', '/staking/dashboard', '/privacy'])(
    '%s (connected) renders without console errors',
    async (path) => {
      await app.clearRecorded();
      await app.goto(path);
      await app.page.getByText(shortAddress(app.wallet.address), { exact: true }).first().waitFor({ state: 'visible' });
      await settle(app);
      expect(app.unexpectedConsoleErrors()).toEqual([]);
    },
  );
});

describe('what every page shows', () => {
  /** `{ path: the placeholders in braces it shows }` for every main screen and the privacy policy. */
  async function placeholdersShown(app: AppSession): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const path of [...MAIN_SCREENS.map((screen) => screen.path), '/privacy']) {
      if (new URL(app.page.url()).pathname !== path) await openScreen(app.page, path);
      const braces = await app.page.evaluate(() => document.body.innerText.match(/[^\s]*[{}][^\s]*/g) ?? []);
      if (braces.length) found[path] = braces;
    }
    return found;
  }

  test("no page shows a placeholder in braces (the privacy policy's '{email}' was one)", async () => {
    let visitor: Record<string, string[]> = {};
    let connected: Record<string, string[]> = {};
    await withApp({}, async (app) => {
      visitor = await placeholdersShown(app);
      await app.goto('/privacy');
      await app.page.getByRole('link', { name: 'support@localhost' }).waitFor();
    });
    await withApp({ account: 3, connected: true }, async (app) => {
      connected = await placeholdersShown(app);
    });
    expect({ visitor, connected }).toEqual({ visitor: {}, connected: {} });
  });

  test("the footer's year is the wall clock's, also after the chain (and the page's clock with it) moved a year on", async () => {
    const wallYear = new Date().getUTCFullYear();
    await withApp({ path: '/privacy' }, async (app) => {
      await app.advanceTime(400 * 86_400);
      await app.goto('/privacy');
      const chainYear = new Date((await latestTimestamp()) * 1000).getUTCFullYear();
      expect(chainYear).toBeGreaterThan(wallYear);
      expect(await app.page.evaluate(() => new Date().getUTCFullYear())).toBe(chainYear);
      await app.page.getByRole('contentinfo').getByText(`© ${wallYear}`, { exact: true }).waitFor();
    });
  });
});
