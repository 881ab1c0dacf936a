/**
 * What `npm run size` and `npm run lighthouse` measure against: the production build of the app
 * served with gzip on 127.0.0.1, with the dev stack's chain (deployed and seeded) and API behind it,
 * on the test stack's ports and folder (STACK_RPC_PORT, STACK_API_PORT, STACK_APP_PORT, STACK_DIR).
 *
 * The build is the stack's own (`<stackDir>/dist`, made by the browser tests' globalSetup with the
 * same API and node URLs), so a CI run builds the app once; without it, or with `rebuild`, it is
 * built here. Everything started here stops in `stop()` (and on exit or a signal).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import type { Deployment } from '../../common/deployment/schema';
import { installExitHandlers, startBuild } from '../../tests/stack/globalSetup';
import { startApiProcess, stopApiProcess } from '../../tests/stack/api';
import { repoRoot, stackPaths, stackPorts } from '../../tests/stack/env';
import { assertPortsFree } from '../../tests/stack/processes';
import { prerenderedUrlFor, SPA_FALLBACK_FILE } from './prerenderPagesPlugin';

/** The routes the front-end goals are set for; ids are the seed's first sale and first pool. */
export const MEASURED_ROUTES = ['/', '/bond/sales', '/staking/pools', '/bond/sales/1', '/staking/pools/1'] as const;
export type MeasuredRoute = (typeof MEASURED_ROUTES)[number];

export interface MeasuredStack {
  appUrl: string;
  stop(): Promise<void>;
}

const say = (message: string) => process.stderr.write(`[stack] ${message}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Static files of `distDir`, gzip-compressed like a CDN would send them; a path without a file of its own gets the app shell. */
export async function serveGzip(distDir: string, port: number): Promise<http.Server> {
  const files = sirv(distDir, { single: SPA_FALLBACK_FILE, dev: false, etag: true });
  const gzip = compression({ threshold: 0 });
  const server = http.createServer((req, res) => {
    // the budgets are gzip figures: never answer with brotli, which compression prefers when offered
    const accepted = req.headers['accept-encoding'];
    if (typeof accepted === 'string') {
      req.headers['accept-encoding'] = accepted
        .split(',')
        .filter((coding) => !/^\s*(br|zstd)\b/.test(coding))
        .join(',');
    }
    req.url = prerenderedUrlFor(req.url ?? '/') ?? req.url;
    gzip(req as never, res as never, () => files(req, res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export async function startMeasuredStack({ rebuild = false }: { rebuild?: boolean } = {}): Promise<MeasuredStack> {
  const paths = stackPaths();
  const ports = stackPorts();
  const rpcUrl = `http://127.0.0.1:${ports.rpc}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const appUrl = `http://127.0.0.1:${ports.app}`;
  await assertPortsFree(
    { chain: ports.rpc, API: ports.api, app: ports.app },
    'A test stack (or npm start) seems to be running on these ports: stop it, or move this run with STACK_RPC_PORT=… STACK_API_PORT=… STACK_APP_PORT=… STACK_DIR=…',
  );
  fs.mkdirSync(paths.logDir, { recursive: true });
  const removeExitHandlers = installExitHandlers();
  const started = Date.now();

  const reuse = !rebuild && fs.existsSync(path.join(paths.distDir, 'index.html'));
  const committedDeployment = path.join(repoRoot, 'deployments', 'devnet.json');
  const build = reuse ? undefined : startBuild(committedDeployment, paths.distDir, { apiUrl, rpcUrl }, path.join(paths.logDir, 'build.log'));
  say(reuse ? `reusing the build in ${path.relative(repoRoot, paths.distDir)}` : 'building the app (production)…');

  const { startChain } = await import('../chain');
  const { deployAndSeed } = await import('../deploySeed');
  const chain = await startChain({ port: ports.rpc });
  let server: http.Server | undefined;
  const stop = async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await build?.stop(2000);
    await stopApiProcess();
    await chain.stop().catch(() => undefined);
    removeExitHandlers();
  };
  try {
    const deployment: Deployment = await deployAndSeed({ rpcUrl, outFile: paths.deploymentFile });
    const committed = JSON.parse(fs.readFileSync(committedDeployment, 'utf8')) as Deployment;
    if (JSON.stringify(committed.contracts) !== JSON.stringify(deployment.contracts)) {
      throw new Error('deployments/devnet.json differs from what the seed wrote: regenerate it (npm run seed) before measuring');
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(paths.dbFile + suffix, { force: true });
    await startApiProcess({ port: ports.api, deploymentFile: paths.deploymentFile, rpcUrl, dbFile: paths.dbFile, corsOrigins: [appUrl] });
    if (build) {
      const code = await build.exited;
      if (code !== 0) throw new Error(`the production build failed (exit ${code}):\n${build.tail(40)}`);
    }
    server = await serveGzip(paths.distDir, ports.app);
    say(`app (gzip) on ${appUrl}, API on ${apiUrl}, node on ${rpcUrl}: ready in ${seconds(started)}`);
    return { appUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
