/**
 * `npm start`: the whole dev stack on this machine, in order of need (DESIGN.md section 6):
 *
 *   1. Hardhat node on 127.0.0.1:RPC_PORT (8545), chain id 31337, its clock 40 minutes behind
 *   2. deploy + seed → deployments/devnet.json (deterministic: same addresses every time)
 *   3. API server (server/main.ts) on 127.0.0.1:API_PORT (8787) with a fresh database; it stores
 *      the seeded sales' first price observations, then the chain catches up with the wall clock,
 *      so their 30-minute history exists and bonds can be bought at once (scripts/dev/priceHistory.ts)
 *   4. webpack dev server on http://127.0.0.1:PORT (3000) with the devnet deployment
 *
 * Prints the app's URL once everything answers; Ctrl-C (or SIGTERM) stops all of it.
 * Output of the chain and the API goes to .data/logs/ to keep this terminal readable.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { startChain, type ChainHandle } from './chain';
import { deployAndSeed, DEFAULT_OUT_FILE } from './deploySeed';
import { catchUpWithWallClock, DEV_CHAIN_HEAD_START_SECONDS } from './dev/priceHistory';
import { createConfig } from '../webpack.config';
import { assertPortsFree, killTree, spawnLogged, waitForHttp, type LoggedChild } from '../tests/stack/processes';

const ROOT = path.resolve(__dirname, '..');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name}=${raw} is not a valid port`);
  return value;
}

const say = (message: string) => console.log(`[start] ${message}`);
const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = Date.now();
  const ports = { rpc: port('RPC_PORT', 8545), api: port('API_PORT', 8787), app: port('PORT', 3000) };
  await assertPortsFree(
    { 'chain, RPC_PORT': ports.rpc, 'API, API_PORT': ports.api, 'app, PORT': ports.app },
    'Is another `npm start` (or the process named above) still running? Stop it, or choose other ports, e.g. ' +
      'RPC_PORT=8546 API_PORT=8788 PORT=3001 npm start',
  );

  const dataDir = path.join(ROOT, '.data');
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const dbFile = path.resolve(process.env.DB_FILE ?? path.join(dataDir, 'api.sqlite'));
  // The committed devnet.json names the default RPC port; a stack on another port writes its
  // own file instead of dirtying the committed one.
  const deploymentFile = path.resolve(
    process.env.DEPLOYMENT_FILE ?? (ports.rpc === 8545 ? DEFAULT_OUT_FILE : path.join(dataDir, `devnet-${ports.rpc}.json`)),
  );
  const rpcUrl = `http://127.0.0.1:${ports.rpc}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const appUrl = `http://127.0.0.1:${ports.app}`;

  let chain: ChainHandle | undefined;
  let api: LoggedChild | undefined;
  let devServer: WebpackDevServer | undefined;
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await devServer?.stop().catch(() => undefined);
    await api?.stop();
    await chain?.stop().catch(() => undefined);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));
  // Never leave the chain or API behind, even if this process dies on an error.
  process.on('exit', () => {
    if (api?.child.pid && api.exitCode() === undefined) killTree(api.child.pid, 'SIGKILL');
  });

  try {
    let t = Date.now();
    const chainLog = fs.createWriteStream(path.join(logDir, 'chain.log'), { flags: 'w' });
    chain = await startChain({ port: ports.rpc, onOutput: (line) => chainLog.write(`${line}\n`), startedAgoSeconds: DEV_CHAIN_HEAD_START_SECONDS });
    say(`chain 31337 on ${rpcUrl} (${since(t)})`);

    t = Date.now();
    await deployAndSeed({ rpcUrl, outFile: deploymentFile });
    say(`contracts deployed and seeded → ${path.relative(ROOT, deploymentFile)} (${since(t)})`);

    // A fresh database every start, like the fresh chain: metadata of a previous chain's
    // sales would otherwise attach to this chain's sales at the same addresses.
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
    fs.mkdirSync(path.dirname(dbFile), { recursive: true });
    t = Date.now();
    const apiLog = path.join(logDir, 'api.log');
    fs.writeFileSync(apiLog, '');
    api = spawnLogged(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], apiLog, {
      cwd: ROOT,
      env: {
        ...process.env,
        API_PORT: String(ports.api),
        API_HOST: '127.0.0.1',
        DEPLOYMENT_FILE: deploymentFile,
        RPC_URL: rpcUrl,
        DB_FILE: dbFile,
        // The dev stack's database is the fresh file above, even if DATABASE_URL is set in the shell.
        DATABASE_URL: '',
        CORS_ORIGINS: [appUrl, `http://localhost:${ports.app}`].join(','),
      },
    });
    const apiReady = waitForHttp(`${apiUrl}/health`, 120_000, undefined, () =>
      api!.exitCode() !== undefined ? `API server exited (code ${api!.exitCode()}):\n${api!.tail()}` : undefined,
    ).then(async () => {
      // The API stored its first observations before answering: the chain may catch up now.
      await catchUpWithWallClock(rpcUrl);
      say(`API on ${apiUrl} (${since(t)}; log: ${path.relative(ROOT, apiLog)}); the seeded bonds have their 30-minute price history`);
    });

    const tApp = Date.now();
    const config = createConfig({
      mode: 'development',
      serve: true,
      env: {
        ...process.env,
        DEPLOYMENT: 'devnet',
        DEPLOYMENT_FILE: deploymentFile,
        API_BASE: process.env.API_BASE ?? apiUrl,
        RPC_URL: process.env.RPC_URL ?? rpcUrl,
        PORT: String(ports.app),
      },
    });
    const compiler = webpack({ ...config, stats: 'errors-warnings', infrastructureLogging: { level: 'warn' } });
    const firstBuild = new Promise<void>((resolve, reject) => {
      compiler.hooks.done.tap('npm-start', (stats) => {
        if (stats.hasErrors()) reject(new Error(`the app does not compile:\n${stats.toString('errors-only')}`));
        else resolve();
      });
    });
    // Our own signal handlers stop everything in order; the dev server's would exit the
    // process as soon as it is closed, leaving the chain behind.
    devServer = new WebpackDevServer({ ...config.devServer, setupExitSignals: false }, compiler);
    await devServer.start();
    const appReady = firstBuild.then(() => say(`app compiled (${since(tApp)})`));

    await Promise.all([apiReady, appReady]);
    await waitForHttp(`${appUrl}/`, 30_000);
    console.log(
      [
        '',
        `  App:    ${appUrl}`,
        `  API:    ${apiUrl}`,
        `  Chain:  ${rpcUrl} (chain id 31337; dev accounts: see README)`,
        '',
        `  Ready in ${since(started)}. Press Ctrl-C to stop.`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
  }
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
