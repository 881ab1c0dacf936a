/**
 * `npm run bench:scale`: the event index at scale. Starts its own dev chain (RPC_PORT, else a
 * free port), seeds it, fills it with BENCH_SALES sales and BENCH_POOLS pools by BENCH_WALLETS wallets
 * (default 10 000, 5 000 and 300; scripts/scale/seedScale.ts), then measures, each against a floor of the same run:
 *
 * 1. Catch-up from the deployment block, three times, each a fresh API server (API_PORT, else a
 *    free port) on its own SQLite file: time, events per second and the server's RSS as it goes
 *    (at a quarter, half, three quarters and the end), as a ratio to reading the same logs and
 *    headers alone (the floor any indexer pays); then once more with V8's heap capped at
 *    HEAP_CAP_MB, where the RSS shows what the catch-up holds rather than what V8 left uncollected.
 * 2. Latency of the index routes at 100 connections (median of 3 runs of 5 s), p99 as a ratio to
 *    /health's; lists asked with many different queries, wallets and pages too; each asked plain
 *    and, as browsers ask, accepting gzip.
 * 3. Reorgs of 1 to 5 blocks (evm_snapshot, blocks, evm_revert, other blocks) while the server
 *    follows: after them its index equals a fresh index of the new chain, table for table.
 *
 * BENCH_SEEDED=FILE measures a chain that `npm run seed:scale -- --out FILE` filled instead (its
 * reorgs change that chain).
 *
 * Non-2xx answers count as errors; the run fails when there are any, or when an index differs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Deployment } from '../common/deployment/schema';
import { StakingFactory__factory, StakingPool__factory } from '../typechain-types';
import { ChainReader } from '../server/indexer/chainReader';
import { bondFactoryEvents } from '../server/indexer/decode/bondFactory';
import { bondSaleEvents } from '../server/indexer/decode/bondSale';
import { stakingFactoryEvents } from '../server/indexer/decode/stakingFactory';
import { stakingPoolEvents } from '../server/indexer/decode/stakingPool';
import { benchPlaces, BROWSER_ACCEPT_ENCODING, CONNECTIONS, DURATION_SECONDS, freePort, load, medianOf, median, memoryOf, ratio, RUNS, waitForHealth, type Load } from './bench/loadTools';
import { startChain } from './chain';
import { deployAndSeed } from './deploySeed';
import { DevChain } from './scale/blockBatch';
import { seedScale, type ScaleSummary } from './scale/seedScale';

const ROOT = path.resolve(__dirname, '..');
const SALES = Number(process.env.BENCH_SALES ?? 10_000);
const POOLS = Number(process.env.BENCH_POOLS ?? 5_000);
const WALLETS = Number(process.env.BENCH_WALLETS ?? 300);
const SEEDED = process.env.BENCH_SEEDED;
const UNLIMITED = '100000000';
/** The heap one extra catch-up runs within (V8's --max-old-space-size). */
const HEAP_CAP_MB = 256;
const INDEX_TABLES = ['index_sales', 'index_pools', 'index_bond_positions', 'index_stake_positions', 'index_events', 'index_tokens'];

interface Api {
  base: string;
  child: ChildProcess;
  dbFile: string;
}

async function startApi(port: number, deploymentFile: string, rpcUrl: string, dbFile: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Api> {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: 'test',
      API_PORT: String(port),
      DEPLOYMENT_FILE: deploymentFile,
      RPC_URL: rpcUrl,
      DB_FILE: dbFile,
      DATABASE_URL: '',
      INDEX_POLL_MS: '200',
      RATE_LIMIT_NODE_READS: UNLIMITED,
      RATE_LIMIT_INDEX_READS: UNLIMITED,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, 180_000);
  return { base, child, dbFile };
}

async function stopApi(api: Api): Promise<void> {
  if (api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

interface Status {
  indexedBlock: { number: number; hash: string };
}

async function status(base: string): Promise<Status | null> {
  const response = await fetch(`${base}/index/status`).catch(() => null);
  return response?.ok ? ((await response.json()) as Status) : null;
}

/** Resolves once `base` has indexed the chain's latest block itself (its hash, not just its number). */
async function indexedHead(base: string, chain: DevChain, timeoutMs = 30 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const latest = await chain.call<{ number: string; hash: string }>('eth_getBlockByNumber', ['latest', false]);
    const at = await status(base);
    if (at && at.indexedBlock.number === Number(BigInt(latest.number)) && at.indexedBlock.hash === latest.hash.toLowerCase()) return;
    if (Date.now() > deadline) throw new Error(`${base} did not index block ${Number(BigInt(latest.number))} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The floor of a catch-up: every log the follower asks for, and every header it needs, read once. */
async function readAllLogs(rpcUrl: string, deployment: Deployment, head: number): Promise<{ seconds: number; logs: number }> {
  const reader = new ChainReader(deployment.chainId, [rpcUrl], { timeoutMs: 60_000 });
  const factory = [bondFactoryEvents(deployment.contracts.bondFactory), stakingFactoryEvents(deployment.contracts.stakingFactory)];
  const started = performance.now();
  let logs = 0;
  for (let from = deployment.deploymentBlock; from <= head; from += 2_000) {
    const to = Math.min(head, from + 1_999);
    const [a, b] = await Promise.all([
      reader.logs(from, to, { address: [deployment.contracts.bondFactory, deployment.contracts.stakingFactory], topics: factory.flatMap((c) => c.topics) }),
      reader.logs(from, to, { topics: [...bondSaleEvents.topics, ...stakingPoolEvents.topics] }),
    ]);
    await reader.headers([from, to, ...a.map((l) => l.blockNumber), ...b.map((l) => l.blockNumber)]);
    logs += a.length + b.length;
  }
  reader.destroy();
  return { seconds: (performance.now() - started) / 1000, logs };
}

interface CatchUp {
  seconds: number;
  events: number;
  rss: number[];
  peak: number;
}

/** A fresh server from the deployment block to `head`: its time, events and RSS at each quarter. */
async function catchUp(api: Api, chain: DevChain, deployment: Deployment, head: number): Promise<CatchUp> {
  const started = performance.now();
  const quarters = [0.25, 0.5, 0.75].map((q) => deployment.deploymentBlock + Math.round((head - deployment.deploymentBlock) * q));
  const rss: number[] = [];
  for (;;) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`the API server stopped during its catch-up (${api.child.exitCode ?? api.child.signalCode})`);
    const at = await status(api.base);
    while (at && rss.length < quarters.length && at.indexedBlock.number >= quarters[rss.length]!) rss.push(memoryOf(api.child.pid!).rss);
    if (at?.indexedBlock.number === head) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  await indexedHead(api.base, chain);
  const memory = memoryOf(api.child.pid!);
  rss.push(memory.rss);
  const db = new Database(api.dbFile, { readonly: true });
  const events = (db.prepare('SELECT COUNT(*) AS n FROM index_events').get() as { n: number }).n;
  db.close();
  return { seconds, events, rss, peak: memory.peak };
}

/** The index tables of a SQLite file, every row in key order (state and block hashes left out). */
function tables(dbFile: string): Record<string, unknown[]> {
  const db = new Database(dbFile, { readonly: true });
  try {
    return Object.fromEntries(INDEX_TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all()]));
  } finally {
    db.close();
  }
}

function firstDifference(a: Record<string, unknown[]>, b: Record<string, unknown[]>): string | null {
  for (const table of INDEX_TABLES) {
    const [x, y] = [a[table]!, b[table]!];
    if (x.length !== y.length) return `${table}: ${x.length} rows against ${y.length}`;
    for (let i = 0; i < x.length; i++) if (JSON.stringify(x[i]) !== JSON.stringify(y[i])) return `${table} row ${i}: ${JSON.stringify(x[i])} against ${JSON.stringify(y[i])}`;
  }
  return null;
}

/** `depth` blocks of activity that a revert will drop: stakes and purchases of the heavy wallet. */
async function reorg(chain: DevChain, deployment: Deployment, api: Api, summary: ScaleSummary, depth: number): Promise<number> {
  const snapshot = await chain.call<string>('evm_snapshot');
  const pools = StakingFactory__factory.createInterface();
  const poolAddress = async (id: number) =>
    String(pools.decodeFunctionResult('getPoolAddress', await chain.call<string>('eth_call', [{ to: deployment.contracts.stakingFactory, data: pools.encodeFunctionData('getPoolAddress', [id]) }, 'latest']))[0]);
  const stake = StakingPool__factory.createInterface();
  const unstakeFrom = async (id: number) => ({ from: summary.heavyWallet, to: await poolAddress(id), data: stake.encodeFunctionData('unstake'), gas: 400_000n, label: `unstake ${id}` });
  const heavyPools = ((await (await fetch(`${api.base}/index/wallets/${summary.heavyWallet}/stakes?status=open&limit=100`)).json()) as { items: Array<{ pool: { poolId: string } }> }).items.map((i) => Number(i.pool.poolId));
  // One transaction a block (sendAll mines one block when automine is off).
  await chain.call('evm_setAutomine', [false]);
  try {
    // The dropped branch: the heavy wallet unstakes from `depth` pools, one block each.
    for (let i = 0; i < depth; i++) await chain.sendAll([await unstakeFrom(heavyPools[i]!)]);
    await indexedHead(api.base, chain);
    const started = performance.now();
    await chain.call('evm_revert', [snapshot]);
    // The new branch: other pools, one block more than the dropped one.
    for (let i = 0; i <= depth; i++) await chain.sendAll([await unstakeFrom(heavyPools[depth + i]!)]);
    await indexedHead(api.base, chain);
    return (performance.now() - started) / 1000;
  } finally {
    await chain.call('evm_setAutomine', [true]);
  }
}

interface SeededChain {
  rpcUrl: string;
  deploymentFile: string;
  deployment: Deployment;
  summary: ScaleSummary;
}

async function seedOwnChain(rpcUrl: string, workDir: string, say: (message: string) => void): Promise<SeededChain> {
  say(`dev chain at ${rpcUrl}, seed, then ${SALES} sales and ${POOLS} pools by ${WALLETS} wallets…`);
  const deploymentFile = path.join(workDir, 'devnet.json');
  const deployment = await deployAndSeed({ rpcUrl, outFile: deploymentFile });
  const summary = await seedScale({ rpcUrl, deployment, sales: SALES, pools: POOLS, wallets: WALLETS, log: say });
  return { rpcUrl, deploymentFile, deployment, summary };
}

/** A chain filled earlier by `npm run seed:scale -- --out FILE` and still running: a full-size seed takes minutes on a quiet host and most of an hour on a loaded one. */
function seededChain(summaryFile: string, say: (message: string) => void): SeededChain {
  const { rpcUrl, deploymentFile, ...summary } = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as ScaleSummary & { rpcUrl: string; deploymentFile: string };
  say(`the chain at ${rpcUrl}, filled by seed:scale (${summaryFile})`);
  return { rpcUrl, deploymentFile, deployment: JSON.parse(fs.readFileSync(deploymentFile, 'utf8')) as Deployment, summary };
}

async function main(): Promise<void> {
  const started = Date.now();
  const { workDir, rpcPort, apiPort } = await benchPlaces('bench-scale');
  const say = (message: string) => process.stdout.write(`[bench:scale ${Math.round((Date.now() - started) / 1000)} s] ${message}\n`);

  const node = SEEDED ? null : await startChain({ port: rpcPort });
  const apis: Api[] = [];
  let failed = false;
  try {
    const { rpcUrl, deploymentFile, deployment, summary } = node ? await seedOwnChain(node.url, workDir, say) : seededChain(SEEDED!, say);
    const chain = new DevChain(rpcUrl);
    const head = await chain.blockNumber();
    say(`seeded: ${summary.sales} sales, ${summary.pools} pools, ${summary.purchases} purchases, ${summary.stakes} stakes in ${summary.blocks} blocks (${Math.round(summary.seconds)} s); head ${head}`);

    // 1. Catch-up, three fresh servers; the floor between them.
    const floors: number[] = [];
    const catchUps: CatchUp[] = [];
    let logs = 0;
    for (let run = 0; run < RUNS; run++) {
      const floor = await readAllLogs(rpcUrl, deployment, head);
      floors.push(floor.seconds);
      logs = floor.logs;
      say(`catch-up ${run + 1}/${RUNS} (floor: ${floor.logs} logs read in ${floor.seconds.toFixed(1)} s)…`);
      const api = await startApi(run === 0 ? apiPort : await freePort(), deploymentFile, rpcUrl, path.join(workDir, `index-${run}.sqlite`));
      apis.push(api);
      catchUps.push(await catchUp(api, chain, deployment, head));
      if (run > 0) await stopApi(api);
    }
    // One more with V8's heap capped: an uncapped server's RSS is largely garbage V8 has not yet
    // needed to collect, so what the catch-up really holds shows under a cap it must live within.
    say(`catch-up with the heap capped at ${HEAP_CAP_MB} MB…`);
    const capped = await startApi(await freePort(), deploymentFile, rpcUrl, path.join(workDir, 'index-capped.sqlite'), { NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` });
    const cappedCatchUp = await catchUp(capped, chain, deployment, head);
    await stopApi(capped);
    const difference = firstDifference(tables(apis[0]!.dbFile), tables(apis[1]!.dbFile));
    if (difference) {
      failed = true;
      say(`two fresh indexes differ: ${difference}`);
    }

    const floor = median(floors);
    const catchUpSeconds = median(catchUps.map((c) => c.seconds));
    console.table(
      [...catchUps, cappedCatchUp].map((c, i) => ({
        run: i < catchUps.length ? String(i + 1) : `heap ≤ ${HEAP_CAP_MB} MB`,
        's': Number(c.seconds.toFixed(1)),
        '÷ floor': ratio(c.seconds, floors[Math.min(i, floors.length - 1)]!),
        events: c.events,
        'events/s': Math.round(c.events / c.seconds),
        'RSS MB at ¼, ½, ¾, end': c.rss.join(', '),
        'peak MB': c.peak,
      })),
    );
    console.table([
      {
        blocks: head - deployment.deploymentBlock + 1,
        logs,
        'catch-up s (median)': Number(catchUpSeconds.toFixed(1)),
        'floor s (median)': Number(floor.toFixed(1)),
        'catch-up ÷ floor': ratio(catchUpSeconds, floor),
        'events/s (median)': Math.round(median(catchUps.map((c) => c.events / c.seconds))),
      },
    ]);

    // 2. Latency at 100 connections, as ratios to /health.
    const api = apis[0]!;
    const wallets = summary.walletAddresses;
    const firstPage = (await (await fetch(`${api.base}/index/sales?status=all&limit=100`)).json()) as { nextCursor: string };
    const routes: Record<string, { url: string; paths?: string[] }> = {
      health: { url: `${api.base}/health` },
      'sales live, ending soon': { url: `${api.base}/index/sales?status=live&sort=ending` },
      'sales, 120 different searches and sorts': {
        url: `${api.base}/index/sales`,
        paths: Array.from({ length: 120 }, (_, i) => `/index/sales?status=${['live', 'finished', 'all'][i % 3]}&sort=${['ending', 'newest', 'discount', 'progress'][i % 4]}&q=scl${1 + (i % 40)}`),
      },
      'sales, page 2 of 100': { url: `${api.base}/index/sales?status=all&limit=100&cursor=${firstPage.nextCursor}` },
      'pools live by APR': { url: `${api.base}/index/pools?status=live&sort=apr` },
      'pools staked by the heavy wallet': { url: `${api.base}/index/pools?status=all&stakedBy=${summary.heavyWallet}` },
      [`bonds of ${wallets.length} wallets`]: { url: `${api.base}/index/wallets/${wallets[0]}/bonds`, paths: wallets.map((w) => `/index/wallets/${w}/bonds`) },
      'bonds of the heavy wallet (300+)': { url: `${api.base}/index/wallets/${summary.heavyWallet}/bonds?limit=100` },
      'stakes of the heavy wallet (300+)': { url: `${api.base}/index/wallets/${summary.heavyWallet}/stakes?limit=100` },
      [`activity of ${wallets.length} wallets`]: { url: `${api.base}/index/wallets/${wallets[0]}/activity`, paths: wallets.map((w) => `/index/wallets/${w}/activity`) },
      "the heavy owner's sales": { url: `${api.base}/index/sales?status=all&owner=${summary.heavyOwner}` },
      'activity of 200 sales': { url: `${api.base}/index/sales/7/activity`, paths: Array.from({ length: 200 }, (_, i) => `/index/sales/${7 + i * 37}/activity`) },
    };
    await load(routes.health!.url);
    // Each route asked as a plain client (autocannon's default) and as a browser, which accepts gzip.
    const measured: Record<string, { plain: Load; browser: Load }> = {};
    for (const [name, route] of Object.entries(routes)) {
      say(`${name}: ${RUNS} × ${CONNECTIONS} connections for ${DURATION_SECONDS} s, plain and as a browser…`);
      const plain = await medianOf(RUNS, () => load(route.url, CONNECTIONS, route.paths));
      measured[name] = { plain, browser: await medianOf(RUNS, () => load(route.url, CONNECTIONS, route.paths, BROWSER_ACCEPT_ENCODING)) };
    }

    const health = measured.health!;
    console.table(
      Object.entries(measured).map(([name, { plain, browser }]) => ({
        route: name,
        'req/s': Math.round(plain.rps),
        'p99 ms': plain.p99,
        'p99 ÷ health': ratio(plain.p99, health.plain.p99),
        'gzip: req/s': Math.round(browser.rps),
        'gzip: p99 ms': browser.p99,
        'gzip: p99 ÷ health': ratio(browser.p99, health.browser.p99),
        goal: name === 'health' ? '' : '≤ 2×',
        errors: plain.errors + browser.errors,
      })),
    );

    // 3. Reorgs of 1 to 5 blocks while the first server follows; then a fresh server on the new chain.
    const reorgSeconds: number[] = [];
    for (let depth = 1; depth <= 5; depth++) {
      say(`reorg of ${depth} block${depth > 1 ? 's' : ''}…`);
      reorgSeconds.push(await reorg(chain, deployment, api, summary, depth));
    }
    const fresh = await startApi(await freePort(), deploymentFile, rpcUrl, path.join(workDir, 'index-fresh.sqlite'));
    apis.push(fresh);
    await indexedHead(fresh.base, chain);
    await indexedHead(api.base, chain);
    const afterReorgs = firstDifference(tables(api.dbFile), tables(fresh.dbFile));
    if (afterReorgs) failed = true;

    console.table(reorgSeconds.map((s, i) => ({ 'reorg depth': i + 1, 'back at the new head s': Number(s.toFixed(1)) })));
    say(`after the reorgs the index ${afterReorgs ? `differs from a fresh one: ${afterReorgs}` : 'equals a fresh index of the new chain, table for table'}`);
    const errors = Object.entries(measured).filter(([, m]) => m.plain.errors + m.browser.errors > 0);
    if (errors.length > 0) {
      failed = true;
      process.stderr.write(`errors on ${errors.map(([name]) => name).join(', ')}\n`);
    }
    const slow = Object.entries(measured).flatMap(([name, m]) => [
      ...(name !== 'health' && m.plain.p99 > 2 * health.plain.p99 ? [`${name} (plain)`] : []),
      ...(name !== 'health' && m.browser.p99 > 2 * health.browser.p99 ? [`${name} (gzip)`] : []),
    ]);
    if (slow.length > 0) process.stderr.write(`over the 2× /health goal: ${slow.join(', ')}\n`);
    say(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    for (const api of apis) await stopApi(api);
    await node?.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  process.stderr.write(`${(error as Error).stack ?? String(error)}${cause ? `\ncause: ${String((cause as Error).stack ?? cause)}` : ''}\n`);
  process.exit(1);
});

