/**
 * API instances as operators run them at scale: `server/main.ts` processes sharing one
 * DATABASE_URL, over the stack's chain (docs/OPERATIONS.md, "Running at scale"). The stack's own
 * API is not involved. Each instance logs to `<stack logs>/multi-instance-<name>.log`.
 */
import path from 'node:path';
import { stackEnv, stackPaths, repoRoot } from '../stack/env';
import { spawnLogged, waitForHttp, type LoggedChild } from '../stack/processes';
import { UNLIMITED_RATE_ENV } from '../stack/api';
import { freePort } from '../support/ports';

export interface ApiInstance {
  name: string;
  base: string;
  process: LoggedChild;
}

/**
 * How long an instance may take to answer /health: tsx compiles the server and it warms its logo
 * workers (jsdom, resvg) before it listens, seconds of CPU that a machine running many test suites
 * at once stretches to minutes.
 */
export const INSTANCE_START_MS = 300_000;

/** Starts an instance on a free port and resolves once /health answers. */
export async function startApiInstance(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<ApiInstance> {
  const port = await freePort();
  const logFile = path.join(stackPaths().logDir, `multi-instance-${name}.log`);
  const child = spawnLogged(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], logFile, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DEPLOYMENT_FILE: stackEnv().deploymentFile,
      RPC_URL: stackEnv().rpcUrl,
      DATABASE_URL: databaseUrl,
      ...UNLIMITED_RATE_ENV,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/health`, INSTANCE_START_MS, undefined, () => {
      const code = child.exitCode();
      return code !== undefined ? `instance ${name} exited with code ${code}:\n${child.tail()}` : undefined;
    });
  } catch (error) {
    await child.stop(0);
    throw error;
  }
  return { name, base, process: child };
}
