/**
 * `npm run deploy:rehearsal`: the production path, end to end, on a local chain.
 *
 *   Hardhat node ─► mainnet DEX + tokens installed AT the addresses of ignition/parameters/bsc.json
 *   ─► scripts/deploy/deploy.ts (Ignition, --network rehearsal) ─► a little liquidity, a sale, a pool
 *   ─► production build of the app for that deployment ─► API (server/main.ts) ─► static server
 *   The chain starts 40 minutes in the past and catches up once the API has stored its first price
 *   observations, so the sale's 30-minute price history exists (scripts/dev/priceHistory.ts).
 *
 * The smoke journey and the checks are tests/rehearsal/*.test.ts; teardown is the stack's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JsonRpcProvider } from 'ethers';
import type { Deployment } from '../../common/deployment/schema';
import { chromiumPath } from '../e2e/support/browser';
import { startApiProcess } from '../stack/api';
import { installExitHandlers, serveStatic, startBuild, type StackHandles } from '../stack/globalSetup';
import { repoRoot, stackPaths, type StackEnv } from '../stack/env';
import { assertPortsFree, waitForHttp } from '../stack/processes';
import { rehearsalSettings } from './env';

const log = (message: string) => process.stderr.write(`[rehearsal] ${message}\n`);
const HARDHAT_CLI = path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'cli.js');

/** Runs scripts/deploy/deploy.ts against the rehearsal chain; returns its output. */
export function runDeploy(rpcUrl: string, outFile: string, deploymentId: string, parametersFile?: string): string {
  const result = spawnSync(process.execPath, [HARDHAT_CLI, 'run', '--no-compile', '--network', 'rehearsal', 'scripts/deploy/deploy.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      REHEARSAL_RPC_URL: rpcUrl,
      DEPLOYMENT_OUT: outFile,
      IGNITION_DEPLOYMENT_ID: deploymentId,
      IGNITION_UI: '0',
      ...(parametersFile ? { DEPLOY_PARAMETERS_FILE: parametersFile } : {}),
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
    },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`scripts/deploy/deploy.ts failed (exit ${result.status}):\n${output}`);
  return output;
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const settings = rehearsalSettings();
  // the e2e harness (launchApp, stackEnv, API helpers) reads the stack folder from STACK_DIR
  process.env.STACK_DIR = settings.dir;
  const paths = stackPaths();
  chromiumPath();
  await assertPortsFree(
    { chain: settings.ports.rpc, API: settings.ports.api, app: settings.ports.app },
    'Move the rehearsal with REHEARSAL_RPC_PORT=… REHEARSAL_API_PORT=… REHEARSAL_APP_PORT=….',
  );
  fs.rmSync(settings.dir, { recursive: true, force: true });
  fs.mkdirSync(paths.logDir, { recursive: true });
  fs.rmSync(path.join(repoRoot, 'ignition', 'deployments', settings.ignitionDeploymentId), { recursive: true, force: true });

  const handles: StackHandles = {};
  globalThis.__TEST_STACK__ = handles;
  handles.removeExitHandlers = installExitHandlers();
  const rpcUrl = `http://127.0.0.1:${settings.ports.rpc}`;
  const apiUrl = `http://127.0.0.1:${settings.ports.api}`;
  const appUrl = `http://127.0.0.1:${settings.ports.app}`;

  try {
    const { startChain } = await import('../../scripts/chain');
    const { devAccountKey, QUOTE_SIGNER_INDEX } = await import('../../scripts/deploySeed');
    const { installMainnetContracts } = await import('../../scripts/deploy/rehearsalChain');
    const { readNetworkParameters } = await import('../../scripts/deploy/parameters');
    const { seedRehearsal } = await import('../../scripts/deploy/rehearsalSeed');
    const { catchUpWithWallClock, DEV_CHAIN_HEAD_START_SECONDS } = await import('../../scripts/dev/priceHistory');

    handles.chain = await startChain({ port: settings.ports.rpc, startedAgoSeconds: DEV_CHAIN_HEAD_START_SECONDS });
    const provider = new JsonRpcProvider(rpcUrl, 31337, { staticNetwork: true, cacheTimeout: -1 });
    try {
      let t = Date.now();
      const parameters = readNetworkParameters('rehearsal');
      await installMainnetContracts(provider, await provider.getSigner(0), parameters.addresses, parameters.dex, parameters.tokenList);
      log(`mainnet DEX (V2, V3, SwapRouter02) and tokens installed at their BSC addresses (${Date.now() - t} ms)`);

      t = Date.now();
      runDeploy(rpcUrl, settings.deploymentFile, settings.ignitionDeploymentId);
      log(`deployed with Ignition (${Date.now() - t} ms)`);
      const deployment = JSON.parse(fs.readFileSync(settings.deploymentFile, 'utf8')) as Deployment;
      // the API and the build go to the journal's file, untouched by the re-run test
      const buildLog = path.join(paths.logDir, 'build.log');
      handles.build = startBuild(settings.deploymentFile, paths.distDir, { apiUrl, rpcUrl }, buildLog);

      t = Date.now();
      const seed = await seedRehearsal(provider, deployment);
      fs.writeFileSync(settings.seedFile, JSON.stringify(seed, null, 2));
      log(`seeded: sale ${seed.saleId}, pool ${seed.poolId} (${Date.now() - t} ms)`);

      process.env.QUOTE_SIGNER_KEY = devAccountKey(QUOTE_SIGNER_INDEX);
      await startApiProcess({ port: settings.ports.api, deploymentFile: settings.deploymentFile, rpcUrl, dbFile: paths.dbFile, corsOrigins: [appUrl] });
      log(`API up at ${apiUrl}`);
      const seedTime = await catchUpWithWallClock(rpcUrl);
      const seedSnapshotId = (await provider.send('evm_snapshot', [])) as string;

      const code = await handles.build.exited;
      if (code !== 0) throw new Error(`the production build failed (exit ${code}); ${buildLog}:\n${handles.build.tail(60)}`);
      handles.staticServer = await serveStatic(paths.distDir, settings.ports.app);
      await waitForHttp(`${appUrl}/`, 10_000);

      const env: StackEnv = { rpcUrl, apiUrl, appUrl, deploymentFile: settings.deploymentFile, chainId: deployment.chainId, seedSnapshotId, seedTime, appBuilt: true };
      fs.writeFileSync(paths.envFile, JSON.stringify(env, null, 2));
      log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: app ${appUrl}, API ${apiUrl}, chain ${rpcUrl}`);
    } finally {
      provider.destroy();
    }
  } catch (error) {
    const { default: globalTeardown } = await import('../stack/globalTeardown');
    await globalTeardown();
    throw error;
  }
}
