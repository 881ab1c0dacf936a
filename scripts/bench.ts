/**
 * `npm run bench`: load and fault benchmark of the API server. Starts its own dev chain (seeded)
 * and API server — on RPC_PORT / API_PORT when set, else on free ports — and prints, as ratios to
 * `/health` measured in the same run (median of 3 runs of each measurement):
 *
 * - quote, price, signed quote, balances and swap-tx at 100 connections (req/s and p99);
 * - /v1/quote's p99 alone and while /v1/swap-tx is under load (goal: within 2×);
 * - /health latency during a burst of 20 non-owner 5 MB SVG posts (goal: < 100 ms), and during
 *   owner posts of the same SVG, which run the worker pool up to its time and memory caps;
 * - an owner's post (with a 1 MB logo, and without a logo) while four uploads trickle a byte a
 *   second from four addresses (goal: answered 201 within 10 s);
 * - the server's RSS after 50k distinct quote amounts (goal: flat), and its peak RSS over the run
 *   (goal: under the ceiling docs/OPERATIONS.md states).
 *
 * Non-2xx answers count as errors in the throughput runs; the run fails when there are any.
 * BENCH_ONLY=memory,throughput,quote-under-swap,uploads,routing (any of them) runs only those
 * sections; BENCH_CPU_PROF=<dir> starts the server with `--cpu-prof` writing its profile there.
 * The server's rate limits are raised (RATE_LIMIT_* env): the bench measures capacity from one
 * client, which the real limits would turn into 429s after a few hundred requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HDNodeWallet, JsonRpcProvider, Mnemonic } from 'ethers';
import { buildMetadataMessage, metadataIssueTime } from '../common/metadata/signedMetadata';
import { startChain } from './chain';
import { benchRouting } from './benchRouting';
import { autocannon, benchPlaces, CONNECTIONS, DURATION_SECONDS, load, medianOf, memoryOf, median, ratio, RUNS, waitForHealth, type Load } from './bench/loadTools';
import { deployAndSeed } from './deploySeed';
import { catchUpWithWallClock, DEV_CHAIN_HEAD_START_SECONDS } from './dev/priceHistory';
import { fetchPatiently } from './fetchPatiently';

const ROOT = path.resolve(__dirname, '..');
const DISTINCT_QUOTES = Number(process.env.BENCH_DISTINCT_QUOTES ?? 50_000);
const MB = 1024 * 1024;
const SECTIONS = ['memory', 'throughput', 'quote-under-swap', 'uploads', 'routing'] as const;
type Section = (typeof SECTIONS)[number];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
for (const name of only ?? []) {
  if (!(SECTIONS as readonly string[]).includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name} (known: ${SECTIONS.join(', ')})`);
}
const runs = (section: Section): boolean => !only || only.includes(section);
const wallet = (index: number) =>
  HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase('test test test test test test test test test test test junk'), `m/44'/60'/0'/0/${index}`);

/** /health latencies (ms) measured one after another every 10 ms while `work` runs. */
async function healthDuring(base: string, work: () => Promise<unknown>): Promise<number[]> {
  let done = false;
  const latencies: number[] = [];
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
  }
  await probing;
  return latencies;
}

/** Idle /health latency (ms): the median of 50 sequential requests. */
async function idleHealth(base: string): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await (await fetch(`${base}/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return median(latencies);
}

function bigSvg(bytes: number): Buffer {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';
  const rect = '<rect x="1" y="2" width="3" height="4" fill="#10B981"/>';
  return Buffer.from(`${head}${rect.repeat(Math.floor((bytes - head.length - 6) / rect.length))}</svg>`);
}

/** A raw upload that declares 1 MB and sends one byte a second from `client` (X-Forwarded-For). */
function trickle(base: string, client: string): net.Socket {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  socket.on('error', () => undefined);
  socket.write(`POST /create-sale HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${MB}\r\nX-Forwarded-For: ${client}\r\n\r\n{`);
  const timer = setInterval(() => socket.write(' '), 1000);
  socket.on('close', () => clearInterval(timer));
  return socket;
}

async function main(): Promise<void> {
  const started = Date.now();
  const { workDir, rpcPort, apiPort } = await benchPlaces('bench');

  process.stdout.write(`starting dev chain on ${rpcPort} and seeding…\n`);
  const chain = await startChain({ port: rpcPort, startedAgoSeconds: DEV_CHAIN_HEAD_START_SECONDS });
  let api: ChildProcess | undefined;
  try {
    const deploymentFile = path.join(workDir, 'devnet.json');
    const deployment = await deployAndSeed({ rpcUrl: chain.url, outFile: deploymentFile });
    const unlimited = '100000000';
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    api = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test', // warn-level logs: a log line per request would measure the logger
        API_PORT: String(apiPort),
        DEPLOYMENT_FILE: deploymentFile,
        RPC_URL: chain.url,
        DB_FILE: path.join(workDir, 'api.sqlite'),
        RATE_LIMIT_NODE_READS: unlimited,
        RATE_LIMIT_SIGNED_QUOTES: unlimited,
        RATE_LIMIT_SIGNED_QUOTES_PER_BUYER: unlimited,
        RATE_LIMIT_METADATA_POSTS: unlimited,
        RATE_LIMIT_SALE_SUMMARIES: unlimited,
        // one proxy hop: the slow-body case names its trickling clients in X-Forwarded-For
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(base, api);
    await catchUpWithWallClock(chain.url); // the seeded sales' price history is 30 minutes long from here
    const pid = api.pid!;

    const bnb = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
    const sally = deployment.testTokens!.sally;
    const trader = wallet(3).address.toLowerCase();
    const e18 = '1000000000000000000';
    const urls = {
      health: `${base}/health`,
      quote: `${base}/v1/quote?src=${bnb}&dst=${sally}&amount=${e18}`,
      price: `${base}/sales/1/price`,
      signedQuote: `${base}/sales/1/quote?buyer=${trader}&tokenAmount=${e18}`,
      balances: `${base}/v1/balances/${trader}`,
      swapTx: `${base}/v1/swap-tx?src=${bnb}&dst=${sally}&amount=${e18}&from=${trader}&slippage=1`,
    };
    for (const [name, url] of Object.entries(urls)) {
      const warm = await fetchPatiently(url, 10, 2000);
      if (!warm.ok) throw new Error(`${name} answered ${warm.status}: ${await warm.text()}`);
    }

    // 1. Memory with 50k distinct quote amounts (first, so other garbage does not blur it), in
    // two halves: RSS may grow in the first while V8 sizes its heap; flat means the second half
    // adds nothing more.
    const before = memoryOf(pid);
    let half = before;
    let after = before;
    let amount = 10n ** 15n;
    let quoteErrors = 0;
    const distinctQuotes = async (count: number) => {
      const r = await autocannon({
        url: urls.quote,
        connections: 20,
        amount: count,
        timeout: 10,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/v1/quote?src=${bnb}&dst=${sally}&amount=${(amount++).toString()}` }) }],
      });
      quoteErrors += r.errors + r.timeouts + r.non2xx;
    };
    if (runs('memory')) {
      process.stdout.write(`${DISTINCT_QUOTES} distinct quote amounts…\n`);
      await distinctQuotes(DISTINCT_QUOTES / 2);
      half = memoryOf(pid);
      await distinctQuotes(DISTINCT_QUOTES / 2);
      after = memoryOf(pid);
    }

    // 2. Throughput at 100 connections, each the median of 3 runs, against /health (after a
    // warm-up run, so the first route measured does not pay for the JIT).
    await load(urls.health);
    const rows: Array<Record<string, string | number>> = [];
    const measured: Record<string, Load> = {};
    for (const name of runs('throughput') ? (['health', 'quote', 'price', 'signedQuote', 'balances', 'swapTx'] as const) : []) {
      process.stdout.write(`${name}: ${RUNS} × ${CONNECTIONS} connections for ${DURATION_SECONDS} s…\n`);
      measured[name] = await medianOf(RUNS, () => load(urls[name]));
    }
    const floor = measured.health ?? { rps: 0, p50: 0, p99: 0, errors: 0 };
    for (const [name, m] of Object.entries(measured)) {
      rows.push({
        route: name,
        'req/s': Math.round(m.rps),
        'p99 ms': m.p99,
        'req/s ÷ health': ratio(m.rps, floor.rps),
        'p99 ÷ health': ratio(m.p99, floor.p99),
        errors: m.errors,
      });
    }

    // 3. /v1/quote at 10 connections alone, then while /v1/swap-tx takes 100.
    const notRun: Load = { rps: 0, p50: 0, p99: 0, errors: 0 };
    let quoteAlone = notRun;
    let quoteLoaded = notRun;
    let swapTxLoaded = notRun;
    if (runs('quote-under-swap')) {
      process.stdout.write('quote alone, then quote while swap-tx is loaded…\n');
      quoteAlone = await medianOf(RUNS, () => load(urls.quote, 10));
      const swapTxRuns: Load[] = [];
      quoteLoaded = await medianOf(RUNS, async () => {
        const [quote, swapTx] = await Promise.all([load(urls.quote, 10), load(urls.swapTx, CONNECTIONS)]);
        swapTxRuns.push(swapTx);
        return quote;
      });
      // swap-tx's own share meanwhile: quotes must not be kept fast by starving it.
      swapTxLoaded = { rps: median(swapTxRuns.map((r) => r.rps)), p50: 0, p99: median(swapTxRuns.map((r) => r.p99)), errors: swapTxRuns.reduce((sum, r) => sum + r.errors, 0) };
    }

    // 4. /health during a burst of 20 non-owner 5 MB SVG posts, then during owner posts of it.
    const idle = await idleHealth(base);
    const provider = new JsonRpcProvider(chain.url);
    const svg = bigSvg(5 * MB - 1024).toString('base64');
    let posts = 0;
    const postBody = async (by: number) => {
      // distinct content, so each post is a new message (a repeated one is refused as used, cheaply)
      const content = { description: `benchmark ${++posts}`, socials: {}, logo: svg, logoMimeType: 'image/svg+xml' };
      const scope = { chainId: deployment.chainId, factory: deployment.contracts.bondFactory };
      const message = buildMetadataMessage('sale', 1, scope, content, metadataIssueTime((await provider.getBlock('latest'))!.timestamp) + posts);
      return JSON.stringify({ saleId: 1, owner: wallet(by).address, message, signature: await wallet(by).signMessage(message), ...content });
    };
    let ownerPosts = 0;
    /** An owner's post for sale 1, each newer than the last (a logo of `logoBytes` PNG bytes, or none). */
    const ownerPost = async (logoBytes: number) => {
      const logo = logoBytes ? Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(logoBytes - 8, 3)]).toString('base64') : '';
      const content = { description: `slow-body case ${++ownerPosts}`, socials: {}, logo, logoMimeType: logoBytes ? 'image/png' : '' };
      const scope = { chainId: deployment.chainId, factory: deployment.contracts.bondFactory };
      const message = buildMetadataMessage('sale', 1, scope, content, metadataIssueTime((await provider.getBlock('latest'))!.timestamp) + 1000 + ownerPosts);
      return JSON.stringify({ saleId: 1, owner: wallet(1).address, message, signature: await wallet(1).signMessage(message), ...content });
    };
    let burstFiles = 0;
    const burst = async (bodies: string[]): Promise<number[]> => {
      const files = bodies.map((body) => {
        const file = path.join(workDir, `burst-${++burstFiles}.json`);
        fs.writeFileSync(file, body);
        return file;
      });
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'benchUploadBurst.ts'), base, ...files], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      for (const file of files) fs.rmSync(file, { force: true });
      if (code !== 0) throw new Error(`upload burst exited with ${code}`);
      return JSON.parse(out) as number[];
    };
    const strangerBodies = runs('uploads') ? await Promise.all(Array.from({ length: 20 }, (_, i) => postBody(4 + (i % 5)))) : [];
    if (runs('uploads')) process.stdout.write('/health during bursts of 20 non-owner 5 MB SVG posts…\n');
    const strangerStatuses: number[] = [];
    const strangerRuns: number[][] = [];
    for (let i = 0; i < (runs('uploads') ? RUNS : 0); i++) strangerRuns.push(await healthDuring(base, async () => strangerStatuses.push(...(await burst(strangerBodies)))));
    if (runs('uploads')) process.stdout.write('/health during 4 owner 5 MB SVG posts (worker pool at its caps)…\n');
    const ownerStatuses: number[] = [];
    const ownerRuns: number[][] = [];
    for (let i = 0; i < (runs('uploads') ? RUNS : 0); i++) {
      const bodies = await Promise.all(Array.from({ length: 4 }, () => postBody(1)));
      ownerRuns.push(await healthDuring(base, async () => ownerStatuses.push(...(await burst(bodies)))));
    }
    // 5. Four uploads trickling a byte a second from four addresses (they hold every upload slot
    // until their pace rule cuts them), then an owner's post with a 1 MB logo from another
    // address, which must wait for a slot (goal: answered within 10 s), and one without a logo.
    const slowBody: Array<{ withLogo: number; withoutLogo: number; statuses: number[] }> = [];
    if (runs('uploads')) process.stdout.write('an owner post while 4 uploads trickle…\n');
    for (let i = 0; i < (runs('uploads') ? RUNS : 0); i++) {
      const tricklers = Array.from({ length: 4 }, (_, n) => trickle(base, `203.0.113.${10 * i + n + 1}`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const timedPost = async (logoBytes: number) => {
        const started = performance.now();
        const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' }, body: await ownerPost(logoBytes) });
        await res.arrayBuffer();
        return { ms: performance.now() - started, status: res.status };
      };
      const [withoutLogo, withLogo] = await Promise.all([timedPost(0), timedPost(MB)]);
      slowBody.push({ withLogo: withLogo.ms, withoutLogo: withoutLogo.ms, statuses: [withoutLogo.status, withLogo.status] });
      for (const t of tricklers) t.destroy();
    }
    const end = memoryOf(pid);

    console.table(rows);
    const count = (statuses: number[]) =>
      Object.entries(statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ');
    const burstRow = (label: string, measuredRuns: number[][], statuses: number[]) => ({
      measure: label,
      'health p50 ms': Math.round(median(measuredRuns.map((r) => median(r)))),
      'health max ms': Math.round(median(measuredRuns.map((r) => Math.max(...r)))),
      'max ÷ idle health': ratio(median(measuredRuns.map((r) => Math.max(...r))), idle),
      answers: count(statuses),
    });
    console.table([
      {
        measure: 'quote p99 at 10 connections',
        alone: quoteAlone.p99,
        'with swap-tx at 100': quoteLoaded.p99,
        'loaded ÷ alone': ratio(quoteLoaded.p99, quoteAlone.p99),
        goal: '≤ 2×',
        'swap-tx meanwhile req/s (p99 ms)': `${Math.round(swapTxLoaded.rps)} (${swapTxLoaded.p99})`,
        'swap-tx errors': swapTxLoaded.errors,
      },
    ]);
    console.table([
      burstRow('20 non-owner 5 MB SVG posts', strangerRuns, strangerStatuses),
      burstRow('4 owner 5 MB SVG posts', ownerRuns, ownerStatuses),
    ]);
    if (slowBody.length > 0) {
      const withLogo = median(slowBody.map((r) => r.withLogo));
      const withoutLogo = median(slowBody.map((r) => r.withoutLogo));
      console.table([
        {
          measure: 'owner post while 4 uploads trickle',
          'with a 1 MB logo ms': Math.round(withLogo),
          'with logo ÷ idle health': ratio(withLogo, idle),
          'without a logo ms': Math.round(withoutLogo),
          'without ÷ idle health': ratio(withoutLogo, idle),
          goal: 'answered within 10 s',
          answers: count(slowBody.flatMap((r) => r.statuses)),
        },
      ]);
      if (withLogo > 10_000 || slowBody.some((r) => r.statuses.some((status) => status !== 201))) {
        process.stderr.write('an owner post was not answered 201 within 10 s while uploads trickled\n');
        process.exitCode = 1;
      }
    }
    console.table([
      {
        'idle health ms': Number(idle.toFixed(1)),
        'RSS before MB': before.rss,
        [`after ${DISTINCT_QUOTES / 2} quotes MB`]: half.rss,
        [`after ${DISTINCT_QUOTES} MB`]: after.rss,
        'second half ÷ first half RSS': ratio(after.rss, half.rss),
        'quote errors': quoteErrors,
        'peak RSS over the run MB': end.peak,
      },
    ]);
    process.stdout.write(`bench took ${Math.round((Date.now() - started) / 1000)} s\n`);

    if (runs('routing') && !(await benchRouting({ base, chainUrl: chain.url, deployment }))) process.exitCode = 1;
    const failed = rows.filter((row) => Number(row.errors) > 0);
    if (failed.length > 0) {
      process.stderr.write(`errors on ${failed.map((row) => row.route).join(', ')}\n`);
      process.exitCode = 1;
    }
    if (quoteLoaded.errors + swapTxLoaded.errors > 0) {
      process.stderr.write(`errors while quote and swap-tx shared the server: quote ${quoteLoaded.errors}, swap-tx ${swapTxLoaded.errors}\n`);
      process.exitCode = 1;
    }
  } finally {
    if (api && api.exitCode === null) {
      // the server closes and exits on SIGTERM (writing its CPU profile when asked for one)
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
