/**
 * Where the shared test stack lives and how tests find it.
 *
 * `tests/stack/globalSetup.ts` starts ONE dev stack per jest run (chain, deploy + seed,
 * API server, production build served statically) and publishes its addresses in
 * `<stackDir>/env.json`; test files read them through `stackEnv()`.
 *
 * Ports and the folder default to the values agreed in docs/ARCHITECTURE.md. They can be
 * moved with STACK_RPC_PORT / STACK_API_PORT / STACK_APP_PORT / STACK_DIR so that two
 * stacks (two people in one working tree) do not fight over them.
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name}=${raw} is not a valid TCP port`);
  }
  return port;
}

export interface StackPaths {
  dir: string;
  envFile: string;
  deploymentFile: string;
  dbFile: string;
  distDir: string;
  /** holds the id of the current snapshot of the freshly seeded chain (single-use, see resetToSeed) */
  seedSnapshotFile: string;
  logDir: string;
}

export function stackPaths(): StackPaths {
  const dir = path.resolve(repoRoot, process.env.STACK_DIR ?? path.join('.tmp', 'stack'));
  return {
    dir,
    envFile: path.join(dir, 'env.json'),
    deploymentFile: path.join(dir, 'devnet.json'),
    dbFile: path.join(dir, 'api.sqlite'),
    distDir: path.join(dir, 'dist'),
    seedSnapshotFile: path.join(dir, 'seed-snapshot.json'),
    logDir: path.join(dir, 'logs'),
  };
}

export interface StackPorts {
  rpc: number;
  api: number;
  app: number;
}

export function stackPorts(): StackPorts {
  return {
    rpc: portFromEnv('STACK_RPC_PORT', 18545),
    api: portFromEnv('STACK_API_PORT', 18787),
    app: portFromEnv('STACK_APP_PORT', 13000),
  };
}

/** What globalSetup publishes in env.json. */
export interface StackEnv {
  /** JSON-RPC URL of the Hardhat node, e.g. http://127.0.0.1:18545 */
  rpcUrl: string;
  /** API base, e.g. http://127.0.0.1:18787 (no trailing slash) */
  apiUrl: string;
  /** origin the production build is served on, e.g. http://127.0.0.1:13000 (no trailing slash) */
  appUrl: string;
  /** absolute path of the deployment JSON written by the seed */
  deploymentFile: string;
  chainId: number;
  /** evm_snapshot id taken right after seeding; consumed by the first revert — use resetToSeed() */
  seedSnapshotId: string;
  /**
   * Chain time of the seed snapshot: the API's price observations up to it belong to the history of
   * every reset chain, and are kept by resetToSeed (scripts/dev/priceHistory.ts)
   */
  seedTime: number;
  /** false when the run only holds API tests and the app was neither built nor served */
  appBuilt: boolean;
  /** the Hardhat node's process id, when this stack started it (the rehearsal's chain is not ours to pause) */
  chainPid?: number;
}

let cached: StackEnv | undefined;

export function stackEnv(): StackEnv {
  if (cached) return cached;
  const { envFile } = stackPaths();
  if (!fs.existsSync(envFile)) {
    throw new Error(
      `${envFile} does not exist: the shared test stack is not running. ` +
        'Run these tests through the jest project that starts it: npx jest --selectProjects stack --runInBand <path>',
    );
  }
  cached = JSON.parse(fs.readFileSync(envFile, 'utf8')) as StackEnv;
  return cached;
}

/** The deployment the stack was seeded with (addresses, tokens, chain id). */
export function stackDeployment(): import('../../common/deployment/schema').Deployment {
  return JSON.parse(fs.readFileSync(stackEnv().deploymentFile, 'utf8'));
}
