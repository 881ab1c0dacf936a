/**
 * `npm run bench`: load benchmark of the API server. Starts its own dev chain (seeded) and API
 * server on free ports, then drives `/v1/quote` and `/v1/prices` with 100 concurrent
 * connections for 10 s each (autocannon) and prints requests per second, p99 latency and the
 * error count, which must be zero (non-2xx answers count as errors). Exits non-zero otherwise.
 *
 * The Hardhat node answers one request at a time, so the server caches answers per block hash
 * and shares one latest-block read between concurrent requests; this measures that path.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startChain } from './chain';
import { benchRouting } from './benchRouting';
import { deployAndSeed } from './deploySeed';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; timeout?: number }) => Promise<AutocannonResult>;
// autocannon ships no type declarations; the shape above is the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const ROOT = path.resolve(__dirname, '..');
const CONNECTIONS = 100;
const DURATION_SECONDS = 10;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

async function main(): Promise<void> {
  const workDir = path.join(ROOT, '.tmp', 'bench');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const [rpcPort, apiPort] = [await freePort(), await freePort()];

  process.stdout.write(`starting dev chain on ${rpcPort} and seeding…\n`);
  const chain = await startChain({ port: rpcPort });
  let api: ChildProcess | undefined;
  try {
    const deploymentFile = path.join(workDir, 'devnet.json');
    const deployment = await deployAndSeed({ rpcUrl: chain.url, outFile: deploymentFile });
    api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test', // warn-level logs: a log line per request would measure the logger
        API_PORT: String(apiPort),
        DEPLOYMENT_FILE: deploymentFile,
        RPC_URL: chain.url,
        DB_FILE: path.join(workDir, 'api.sqlite'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(base, api);

    const bnb = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
    const sally = deployment.testTokens!.sally;
    const targets = [
      { name: '/v1/quote', url: `${base}/v1/quote?src=${bnb}&dst=${sally}&amount=1000000000000000000` },
      { name: '/v1/prices', url: `${base}/v1/prices` },
    ];
    const rows: Array<{ route: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; requests: number; errors: number }> = [];
    for (const target of targets) {
      const warm = await fetch(target.url);
      if (!warm.ok) throw new Error(`${target.name} answered ${warm.status}: ${await warm.text()}`);
      process.stdout.write(`${target.name}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s…\n`);
      const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 10 });
      rows.push({
        route: target.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    console.table(rows);
    if (!(await benchRouting({ base, chainUrl: chain.url, deployment }))) process.exitCode = 1;
    const failed = rows.filter((row) => row.errors > 0);
    if (failed.length > 0) {
      process.stderr.write(`errors on ${failed.map((row) => row.route).join(', ')}\n`);
      process.exitCode = 1;
    }
  } finally {
    api?.kill('SIGTERM');
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
