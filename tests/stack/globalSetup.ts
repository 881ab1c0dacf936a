/**
 * ONE dev stack for the whole `stack` jest project (API tests and browser tests):
 *
 *   chain (40 min in the past) ─► deployAndSeed ─► API (server/main.ts; stores its first price
 *   observations) ─► chain catches up with the wall clock ─► evm_snapshot
 *   production build of the app (webpack, the slowest part) runs in parallel, started from
 *   the committed deployments/devnet.json — the seed is deterministic, so its addresses
 *   are the ones the fresh chain gets; if they ever differ, the app is rebuilt from the
 *   fresh file — then it is served statically with history fallback.
 *
 * Publishes `<stackDir>/env.json` (see tests/stack/env.ts). globalTeardown.ts stops
 * everything; exit/signal handlers make sure nothing is left behind on a crash or Ctrl-C.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Config } from '@jest/types';
import sirv from 'sirv';
import type { Deployment } from '../../common/deployment/schema';
import { chromiumPath } from '../e2e/support/browser';
import { killApiProcessSync, startApiProcess } from './api';
import { repoRoot, stackPaths, stackPorts, type StackEnv } from './env';
import { assertPortsFree, killOwnDescendants, spawnLogged, waitForHttp, type LoggedChild } from './processes';
import { prerenderedUrlFor, SPA_FALLBACK_FILE } from '../../scripts/front/prerenderPagesPlugin';

interface ChainHandle {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** What globalTeardown finds on globalThis (same process as globalSetup). */
export interface StackHandles {
  chain?: ChainHandle;
  build?: LoggedChild;
  staticServer?: http.Server;
  removeExitHandlers?: () => void;
}

declare global {
  var __TEST_STACK__: StackHandles | undefined;
}

const log = (message: string) => process.stderr.write(`[stack] ${message}\n`);

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** True unless every test path pattern of this run points at API tests only. */
function runNeedsApp(globalConfig: Config.GlobalConfig): boolean {
  if (process.env.STACK_APP === '0') return false;
  if (process.env.STACK_APP === '1') return true;
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  if (patterns.length === 0) return true;
  return !patterns.every((p) => /tests[\\/]+server/.test(p));
}

/** Everything of a deployment except the RPC URL (which names the chain's port). */
function comparable(deployment: Deployment): string {
  const { rpcUrl: _rpcUrl, ...rest } = deployment;
  return JSON.stringify(rest);
}

export function startBuild(deploymentFile: string, outDir: string, env: { apiUrl: string; rpcUrl: string }, logFile: string): LoggedChild {
  fs.rmSync(outDir, { recursive: true, force: true });
  return spawnLogged(process.execPath, [path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], logFile, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEPLOYMENT: 'devnet',
      DEPLOYMENT_FILE: deploymentFile,
      API_BASE: env.apiUrl,
      RPC_URL: env.rpcUrl,
      OUT_DIR: outDir,
    },
  });
}

export function installExitHandlers(): () => void {
  // Ctrl-C in a terminal reaches the whole process group anyway; a SIGTERM/SIGHUP sent to
  // jest alone (CI timeout, closed terminal) or a crash would leave the chain, API and
  // build behind, so kill what we started before leaving.
  const onExit = () => {
    killApiProcessSync();
    killOwnDescendants('SIGKILL');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the test stack`);
    onExit();
    process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);
  };
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  return () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
  };
}

export async function serveStatic(distDir: string, port: number): Promise<http.Server> {
  const handler = sirv(distDir, { single: SPA_FALLBACK_FILE, dev: false, etag: true, gzip: false, brotli: false });
  const server = http.createServer((req, res) => {
    req.url = prerenderedUrlFor(req.url ?? '/') ?? req.url;
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.unref();
  return server;
}

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const started = Date.now();
  const paths = stackPaths();
  const ports = stackPorts();
  const needApp = runNeedsApp(globalConfig);
  if (needApp) chromiumPath(); // throws the explained 'Chromium not found' error up front

  await assertPortsFree(
    { chain: ports.rpc, API: ports.api, ...(needApp ? { app: ports.app } : {}) },
    'Another test stack (or npm start on these ports) seems to be running. Stop it, or move this run with ' +
      'STACK_RPC_PORT=… STACK_API_PORT=… STACK_APP_PORT=… STACK_DIR=.tmp/stack-<name>.',
  );

  fs.rmSync(paths.dir, { recursive: true, force: true });
  fs.mkdirSync(paths.logDir, { recursive: true });

  const handles: StackHandles = {};
  globalThis.__TEST_STACK__ = handles;
  handles.removeExitHandlers = installExitHandlers();

  const rpcUrl = `http://127.0.0.1:${ports.rpc}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const appUrl = `http://127.0.0.1:${ports.app}`;
  const committedFile = path.join(repoRoot, 'deployments', 'devnet.json');
  const buildLog = path.join(paths.logDir, 'build.log');

  try {
    // The build needs nothing from the chain but the addresses, which are deterministic.
    let buildFrom: string | undefined;
    if (needApp && fs.existsSync(committedFile)) {
      buildFrom = committedFile;
      handles.build = startBuild(committedFile, paths.distDir, { apiUrl, rpcUrl }, buildLog);
    }
    const buildStarted = Date.now();

    const { startChain } = (await import('../../scripts/chain')) as { startChain(o: { port: number; startedAgoSeconds?: number }): Promise<ChainHandle> };
    const { catchUpWithWallClock, DEV_CHAIN_HEAD_START_SECONDS } = await import('../../scripts/dev/priceHistory');
    const { deployAndSeed } = (await import('../../scripts/deploySeed')) as {
      deployAndSeed(o: { rpcUrl: string; outFile: string }): Promise<Deployment>;
    };

    let t = Date.now();
    handles.chain = await startChain({ port: ports.rpc, startedAgoSeconds: DEV_CHAIN_HEAD_START_SECONDS });
    log(`chain up at ${handles.chain.url} (${seconds(t)})`);

    t = Date.now();
    const deployment = await deployAndSeed({ rpcUrl, outFile: paths.deploymentFile });
    log(`deployed and seeded (${seconds(t)})`);

    if (needApp) {
      const committed = buildFrom ? (JSON.parse(fs.readFileSync(buildFrom, 'utf8')) as Deployment) : undefined;
      if (!committed || comparable(committed) !== comparable(deployment)) {
        if (committed) {
          log(
            'deployments/devnet.json differs from what the seed just wrote (is the committed file stale?); ' +
              'rebuilding the app from the fresh deployment',
          );
          await handles.build?.stop();
          fs.writeFileSync(buildLog, '');
        }
        handles.build = startBuild(paths.deploymentFile, paths.distDir, { apiUrl, rpcUrl }, buildLog);
      }
    }

    t = Date.now();
    await startApiProcess({
      port: ports.api,
      deploymentFile: paths.deploymentFile,
      rpcUrl,
      dbFile: paths.dbFile,
      corsOrigins: [appUrl],
    });
    log(`API up at ${apiUrl} (${seconds(t)})`);
    // The API stored its first price observations while the chain was behind: catching up now
    // gives the seeded sales their 30-minute history, and every test file starts from there.
    const seedTime = await catchUpWithWallClock(rpcUrl);
    const seedSnapshotId = (await rpcCall(rpcUrl, 'evm_snapshot')) as string;
    fs.writeFileSync(paths.seedSnapshotFile, JSON.stringify({ id: seedSnapshotId }));

    if (needApp && handles.build) {
      const code = await handles.build.exited;
      if (code !== 0) {
        throw new Error(`The production build of the app failed (exit ${code}); ${buildLog}:\n${handles.build.tail(60)}`);
      }
      log(`app built (${seconds(buildStarted)} since the build started)`);
      handles.staticServer = await serveStatic(paths.distDir, ports.app);
      await waitForHttp(`${appUrl}/`, 10_000);
      log(`app served at ${appUrl}`);
    }

    const env: StackEnv = {
      rpcUrl,
      apiUrl,
      appUrl,
      deploymentFile: paths.deploymentFile,
      chainId: deployment.chainId,
      seedSnapshotId,
      seedTime,
      appBuilt: needApp,
      chainPid: handles.chain.pid,
    };
    fs.writeFileSync(paths.envFile, JSON.stringify(env, null, 2));
    log(`stack ready in ${seconds(started)} (logs in ${path.relative(repoRoot, paths.logDir)})`);
  } catch (error) {
    // jest does not run globalTeardown when globalSetup throws.
    const { default: globalTeardown } = await import('./globalTeardown');
    await globalTeardown();
    throw error;
  }
}

async function rpcCall(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}
