/**
 * The V2 + V3 routing part of `npm run bench`, with a block mined every second as on BNB Smart
 * Chain (each block empties the per-block caches, so quotes really re-read pool state and search
 * their route again):
 * - latency: /v1/quote of split-heavy flows (a hop split over two pools; splits at the
 *   intermediate USDT; 10× what the pools hold of the source token, six calls and more) and of a
 *   one-pool V3 route against /health, 100 connections, as the ratio of p99s, median of 3 runs;
 * - CPU: the server's CPU time per quote whose route is not cached (a new amount each time, pool
 *   state cached in the block), per pair, as a ratio to the CPU of a /health answer in the same
 *   run, median of 3 runs;
 * - node load: an in-process API server behind a counting JSON-RPC proxy gets, in each of several
 *   fresh blocks, one quote, then 100 concurrent quotes (distinct amounts); prints the JSON-RPC
 *   requests per block, the calls in the block's pool-state batch (of the candidate pools, only
 *   those not found absent lately are read) and the node's time to answer it. A lone quote must
 *   cost at most 2 (latest block + one pool-state batch);
 *   100 quotes must still cost one pool-state batch (latest-block reads are shared by every
 *   route, and one is re-read for requests that arrive after a read started).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Deployment } from '../common/deployment/schema';
import { buildServer } from '../server/app';
import { devQuoteSignerKey } from '../server/devKeys';
import { Multicall3__factory } from '../typechain-types';
import { countingRpcProxy } from './countingRpcProxy';
import { fetchPatiently } from './fetchPatiently';

interface LatencyResult {
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; timeout?: number }) => Promise<LatencyResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no type declarations; the shape above types this require
const autocannon = require('autocannon') as Autocannon;

const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const E18 = 10n ** 18n;
const CONNECTIONS = 100;
const RUN_SECONDS = 5;
const RUNS = 3;
const COUNTED_BLOCKS = 5;

async function rpc(url: string, method: string): Promise<void> {
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchRouting({ base, chainUrl, deployment }: { base: string; chainUrl: string; deployment: Deployment }): Promise<boolean> {
  const quotes = quoteUrls(base, deployment);
  const miner = setInterval(() => void rpc(chainUrl, 'evm_mine'), 1000);
  let ok = true;
  try {
    for (const [name, url] of Object.entries(quotes)) {
      const warm = await fetchPatiently(url, 10, 2000);
      if (!warm.ok) throw new Error(`${name} answered ${warm.status}: ${await warm.text()}`);
    }
    const rows: Array<Record<string, number | string>> = [];
    const ratios: Record<string, number[]> = Object.fromEntries(Object.keys(quotes).map((k) => [k, []]));
    for (let run = 1; run <= RUNS; run++) {
      const p99 = async (url: string) => {
        const result = await autocannon({ url, connections: CONNECTIONS, duration: RUN_SECONDS, timeout: 10 });
        if (result.errors + result.timeouts + result.non2xx > 0) ok = false;
        return result.latency.p99;
      };
      const health = await p99(`${base}/health`);
      const row: Record<string, number | string> = { run, 'health p99 ms': health };
      for (const [name, url] of Object.entries(quotes)) {
        const quote = await p99(url);
        row[`${name} p99 ms`] = quote;
        ratios[name].push(quote / Math.max(health, 1));
      }
      rows.push(row);
    }
    console.table(rows);
    for (const [name, values] of Object.entries(ratios)) {
      process.stdout.write(`${name}: p99 / health p99 = ${median(values).toFixed(2)} (median of ${RUNS}; target ≤ 3${median(values) > 3 ? ': missed' : ''})\n`);
    }
  } finally {
    clearInterval(miner);
  }
  await cpuPerQuote(chainUrl, deployment);
  // Blocks mined one by one here, so each burst of quotes falls in exactly one block.
  return (await countRequestsPerBlock(chainUrl, deployment)) && ok;
}

/** The measured quotes: path and query of each, by name. */
function quotePaths(deployment: Deployment): Record<string, { src: string; dst: string; amount: bigint }> {
  const { usdt, usd1 } = deployment.contracts;
  const sally = deployment.testTokens!.sally;
  return {
    'quote 40 BNB → USDT (hop over V3 + V2)': { src: BNB, dst: usdt, amount: 40n * E18 },
    'quote 150k USD1 → BNB (splits at USDT)': { src: usd1, dst: BNB, amount: 150_000n * E18 },
    'quote 500 BNB → USD1 (splits at USDT)': { src: BNB, dst: usd1, amount: 500n * E18 },
    'quote 4.28M SALLY → USD1 (10× pooled)': { src: sally, dst: usd1, amount: 4_278_000n * E18 },
    'quote 1000 USDT → USD1 (one V3 pool)': { src: usdt, dst: usd1, amount: 1000n * E18 },
  };
}

function quoteUrls(base: string, deployment: Deployment): Record<string, string> {
  return Object.fromEntries(Object.entries(quotePaths(deployment)).map(([name, q]) => [name, `${base}/v1/quote?src=${q.src}&dst=${q.dst}&amount=${q.amount}`]));
}

/**
 * CPU time of the server per quote whose route is searched anew: an in-process server answers,
 * in one block, 40 quotes of distinct amounts per pair (the pool state is read once, the route
 * searched each time), one after the other, and as many /health answers as the floor; 3 runs.
 */
async function cpuPerQuote(chainUrl: string, deployment: Deployment): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routing-cpu-'));
  const app = await buildServer({
    deployment,
    rpcUrl: chainUrl,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
    limits: { nodeReadsPerMinute: 100_000_000 },
  });
  const COUNT = 40;
  const cpuOf = async (urls: string[]) => {
    const start = process.cpuUsage();
    for (const url of urls) {
      const res = await app.inject({ url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / urls.length;
  };
  try {
    await rpc(chainUrl, 'evm_mine');
    const pairs = quotePaths(deployment);
    // Warm: first sight of every pool (their tick words), the token reads and the JIT.
    for (const q of Object.values(pairs)) for (let i = 0; i < 5; i++) await app.inject({ url: `/v1/quote?src=${q.src}&dst=${q.dst}&amount=${q.amount + BigInt(i)}` });
    const perQuote: Record<string, number[]> = Object.fromEntries(Object.keys(pairs).map((name) => [name, []]));
    const perHealth: number[] = [];
    const ratios: Record<string, number[]> = Object.fromEntries(Object.keys(pairs).map((name) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      const health = await cpuOf(Array.from({ length: COUNT }, () => '/health'));
      perHealth.push(health);
      for (const [name, q] of Object.entries(pairs)) {
        // distinct amounts in each run, so no run answers from the route cache of another
        const urls = Array.from({ length: COUNT }, (_, i) => `/v1/quote?src=${q.src}&dst=${q.dst}&amount=${(q.amount * BigInt(80 + i)) / 100n + 7n + BigInt(run)}`);
        const cpu = await cpuOf(urls);
        perQuote[name].push(cpu);
        ratios[name].push(cpu / health);
      }
    }
    console.table(
      Object.keys(pairs).map((name) => ({
        quote: name.replace(/^quote /, ''),
        'CPU ms per quote (median)': median(perQuote[name]).toFixed(2),
        '÷ CPU per /health (median of 3)': median(ratios[name]).toFixed(2),
      })),
    );
    process.stdout.write(`CPU ms per /health answer: ${median(perHealth).toFixed(3)} (median of ${RUNS}, same process: the floor of the ratios)\n`);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** JSON-RPC requests the server sends per block while answering 100 concurrent quotes in it. */
async function countRequestsPerBlock(chainUrl: string, deployment: Deployment): Promise<boolean> {
  const proxy = await countingRpcProxy(chainUrl);
  const { calls, ethCalls } = proxy;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routing-'));
  const app = await buildServer({
    deployment,
    rpcUrl: proxy.url,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const quoteBurst = (size: number) =>
      Promise.all(
        Array.from({ length: size }, (_, i) =>
          fetch(`${base}/v1/quote?src=${BNB}&dst=${deployment.contracts.usdt}&amount=${BigInt(i + 1) * E18}`).then((r) => r.arrayBuffer()),
        ),
      );
    await quoteBurst(100); // first sight of the pools (their tick words) and the gas price
    const perBlock: Array<Record<string, number>> = [];
    for (const size of [1, 100]) {
      for (let block = 0; block < COUNTED_BLOCKS; block++) {
        await rpc(chainUrl, 'evm_mine');
        calls.length = 0;
        ethCalls.length = 0;
        await quoteBurst(size);
        const counts: Record<string, number> = { 'quotes in the block': size, 'JSON-RPC requests': calls.length, eth_call: 0 };
        for (const method of calls) counts[method] = (counts[method] ?? 0) + 1;
        counts['calls in its pool-state batch'] = ethCalls.reduce((sum, call) => sum + callsInBatch(call.data), 0);
        counts['eth_call ms'] = Math.round(ethCalls.reduce((sum, call) => sum + call.ms, 0));
        perBlock.push(counts);
      }
    }
    console.table(perBlock);
    const lone = Math.max(...perBlock.filter((row) => row['quotes in the block'] === 1).map((row) => row['JSON-RPC requests']));
    const burstCalls = Math.max(...perBlock.filter((row) => row['quotes in the block'] === 100).map((row) => row.eth_call));
    process.stdout.write(`JSON-RPC requests per block for one quote: at most ${lone} (target ≤ 2)\n`);
    process.stdout.write(`pool-state eth_calls per block for 100 quotes: at most ${burstCalls} (target 1)\n`);
    return lone <= 2 && burstCalls <= 1;
  } finally {
    await app.close();
    await proxy.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const multicall3 = Multicall3__factory.createInterface();

/** Calls in a Multicall3 aggregate3 batch; 1 for any other eth_call. */
function callsInBatch(data: string): number {
  if (!data.startsWith('0x') || data.length < 10) return 1;
  const parsed = multicall3.parseTransaction({ data });
  return parsed?.name === 'aggregate3' ? (parsed.args[0] as unknown[]).length : 1;
}
