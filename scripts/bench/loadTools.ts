/**
 * What the benchmarks share: autocannon runs summarised as req/s and latency percentiles, the
 * median of several runs, ratios to a floor measured in the same run, and the memory of a process.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no type declarations; the shape above is the part used here
export const autocannon = require('autocannon') as Autocannon;

export const CONNECTIONS = 100;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const RUNS = 3;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A bench's own empty folder `.tmp/<name>`, and the ports of its chain and API: RPC_PORT and API_PORT, else free ones. */
export async function benchPlaces(name: string): Promise<{ workDir: string; rpcPort: number; apiPort: number }> {
  const workDir = path.resolve(__dirname, '..', '..', '.tmp', name);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const rpcPort = process.env.RPC_PORT ? Number(process.env.RPC_PORT) : await freePort();
  const apiPort = process.env.API_PORT ? Number(process.env.API_PORT) : await freePort();
  return { workDir, rpcPort, apiPort };
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API server did not answer ${url}/health within ${timeoutMs} ms`);
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const ratio = (value: number, floor: number): string => (floor > 0 ? `${(value / floor).toFixed(2)}×` : 'n/a');

/** Memory of a process from /proc (MB): current RSS and the peak since it started. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What a browser says it accepts: the app's requests are made by browsers. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** `connections` connections on `url` for DURATION_SECONDS; `paths`, when given, are asked in turn; `headers` sent with each. */
export async function load(url: string, connections = CONNECTIONS, paths?: readonly string[], headers?: Record<string, string>): Promise<Load> {
  let next = 0;
  const requests = paths ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length]! }) }] : undefined;
  const r = await autocannon({ url, connections, duration: DURATION_SECONDS, timeout: 10, requests, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

export async function medianOf(runs: number, measure: () => Promise<Load>): Promise<Load> {
  const results: Load[] = [];
  for (let i = 0; i < runs; i++) results.push(await measure());
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}
