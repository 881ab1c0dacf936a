/**
 * `npm run bench:requests`: what each list page costs to load, counted in Chromium, for a wallet
 * with hundreds of positions and an owner with hundreds of listings (`seed:scale`'s heavy wallet
 * and heavy owner), on the shared test stack after the scale seed and once the event index has
 * caught up. A page counts every request from its navigation (a full load, the wallet already
 * connected on an earlier visit) until the page has sent nothing for 3 s: API requests (by path)
 * and JSON-RPC requests to the node (a batch is one).
 *
 * Goal: at most 2 API requests and at most 1 JSON-RPC batch per page. The run fails when a page is
 * over it; the table names what each page asked for.
 *
 *   BENCH_SALES=400 BENCH_POOLS=400 BENCH_POSITIONS=300 npm run bench:requests
 *   BENCH_PAGES=/bond/sales,/bond/dashboard … only those pages
 */
import { seedScale, type ScaleSummary } from '../../scripts/scale/seedScale';
import { stackDeployment, stackEnv, waitUntil, withApp } from '../e2e/support';
import { devWalletIndexOf } from '../e2e/support/chain';

const SALES = Number(process.env.BENCH_SALES ?? 400);
const POOLS = Number(process.env.BENCH_POOLS ?? 400);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 300);
const GOAL = { api: 2, rpcBatches: 1 };

interface PageCost {
  page: string;
  wallet: string;
  apiRequests: number;
  rpcBatches: number;
  rpcCalls: number;
  asked: string;
  /** each batch: its methods, an eth_call as its target's last 4 hex digits and selector */
  chainAsked: string;
}

/** 'eth_call 5a3f:0x82ad56cb 1924 B' for each call of a JSON-RPC request, '+' between the calls of a batch. */
function chainCallsOf(body: unknown): string {
  const calls = (Array.isArray(body) ? body : [body]) as Array<{ method?: string; params?: Array<{ to?: string; data?: string }> }>;
  return calls
    .map((call) => {
      const target = call.method === 'eth_call' ? call.params?.[0] : undefined;
      // the calldata's size tells a clock read (a few hundred bytes) from a page of listings
      return target ? `eth_call ${String(target.to).slice(-4)}:${String(target.data).slice(0, 10)} ${(String(target.data).length - 2) / 2} B` : String(call.method);
    })
    .join('+');
}

const PAGES: ReadonlyArray<{ path: string; who: 'wallet' | 'owner' | 'visitor'; ready: string }> = [
  { path: '/bond/sales', who: 'visitor', ready: 'Bond Market' },
  { path: '/staking/pools', who: 'visitor', ready: 'Staking Pools' },
  { path: '/bond/project-sales', who: 'wallet', ready: 'Your Bonds' },
  { path: '/staking/your-stakes', who: 'wallet', ready: 'Your Stakes' },
  { path: '/bond/dashboard', who: 'owner', ready: 'Your Created Bonds' },
  { path: '/staking/dashboard', who: 'owner', ready: 'Staking Dashboard' },
];

let summary: ScaleSummary;

/**
 * Until no request has gone out for 3 s, and at least 6 s after the page's heading: the app reads
 * its data after hydration, which on a busy machine comes seconds after the network first goes
 * quiet, and well before any list's refetch interval.
 */
async function quietFor(count: () => number): Promise<void> {
  const started = Date.now();
  let last = count();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 3000 || Date.now() - started < 6000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (count() !== last) {
      last = count();
      quietSince = Date.now();
    }
  }
}

async function indexCaughtUp(): Promise<void> {
  const { apiUrl } = stackEnv();
  await waitUntil(
    async () => {
      const status = (await (await fetch(`${apiUrl}/index/status`)).json()) as { lag: number | null };
      return status.lag !== null && status.lag <= 1;
    },
    { message: 'the event index to catch up with the scale seed', timeout: 20 * 60_000, interval: 1000 },
  );
}

beforeAll(async () => {
  const log = (message: string) => process.stdout.write(`[bench:requests] ${message}\n`);
  summary = await seedScale({ rpcUrl: stackEnv().rpcUrl, deployment: stackDeployment(), sales: SALES, pools: POOLS, wallets: 20, heavyPositions: POSITIONS, log });
  log(`seeded ${summary.sales} sales, ${summary.pools} pools, ${summary.purchases} purchases, ${summary.stakes} stakes; waiting for the index…`);
  await indexCaughtUp();
}, 60 * 60_000);

it('each list page loads with at most 2 API requests and 1 JSON-RPC batch', async () => {
  const costs: PageCost[] = [];
  const only = process.env.BENCH_PAGES?.split(',');
  for (const { path, who, ready } of PAGES.filter((p) => !only || only.includes(p.path))) {
    const wallet = who === 'owner' ? summary.heavyOwner : who === 'wallet' ? summary.heavyWallet : null;
    const account = wallet ? devWalletIndexOf(wallet) : undefined;
    // a returning user: connected once on the home page, then the page is loaded afresh
    await withApp({ path: '/', account, connected: wallet !== null }, async ({ page, goto, apiRequests, rpcRequests }) => {
      await quietFor(() => apiRequests.length + rpcRequests.length);
      apiRequests.length = 0;
      rpcRequests.length = 0;
      await goto(path);
      await page.getByRole('heading', { name: ready, level: 1 }).first().waitFor();
      await quietFor(() => apiRequests.length + rpcRequests.length);
      const paths = apiRequests.map((r) => new URL(r.url).pathname.replace(/0x[0-9a-fA-F]{40}/g, '{address}'));
      costs.push({
        page: path,
        wallet: who,
        apiRequests: apiRequests.length,
        rpcBatches: rpcRequests.length,
        rpcCalls: rpcRequests.reduce((n, r) => n + Math.max(1, r.rpcMethods.length), 0),
        asked: paths.join(' '),
        chainAsked: rpcRequests.map((r) => chainCallsOf(r.body)).join(' | '),
      });
    });
  }
  process.stdout.write(`\nRequests per page (${SALES} sales, ${POOLS} pools; the wallet has ${POSITIONS} bonds and stakes; goal ≤ ${GOAL.api} API, ≤ ${GOAL.rpcBatches} RPC batch)\n`);
  console.table(costs);
  const over = costs.filter((c) => c.apiRequests > GOAL.api || c.rpcBatches > GOAL.rpcBatches).map((c) => c.page);
  expect(over).toEqual([]);
}, 30 * 60_000);
