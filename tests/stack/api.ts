/**
 * The stack's API server runs as its own process (`server/main.ts`, which calls
 * `buildServer`), so a crash cannot take the test runner down and a test can stop and
 * restart it (e.g. to check what the app does while the API is down). Its pid and launch
 * settings live in `<stackDir>/api.json`; globalTeardown stops whatever pid is there.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { processCpuMs } from '../../server/lib/cpuClock';
import { repoRoot, stackPaths } from './env';
import { killTree, spawnLogged, waitForHttp } from './processes';

export interface ApiLaunch {
  port: number;
  deploymentFile: string;
  rpcUrl: string;
  dbFile: string;
  /** origins allowed by CORS (the app's) */
  corsOrigins: string[];
}

interface ApiState extends ApiLaunch {
  pid: number;
}

function stateFile(): string {
  return path.join(stackPaths().dir, 'api.json');
}

/**
 * Every test and browser flow comes from 127.0.0.1, many times a minute, so the API processes the
 * tests start lift the per-client limits; the limits themselves are tested on servers built with
 * the real ones (tests/server/hardening.test.ts).
 */
export const UNLIMITED_RATE_ENV = {
  RATE_LIMIT_NODE_READS: '1000000',
  RATE_LIMIT_SIGNED_QUOTES: '1000000',
  RATE_LIMIT_SIGNED_QUOTES_PER_BUYER: '1000000',
  RATE_LIMIT_METADATA_POSTS: '1000000',
  RATE_LIMIT_SALE_SUMMARIES: '1000000',
  RATE_LIMIT_INDEX_READS: '1000000',
};

/**
 * Starts `server/main.ts` and resolves once /health answers. It listens once its logo workers are
 * warm (each loads jsdom and resvg); under a load average of 14 on two cores, the server's
 * TypeScript loader alone has taken over a minute.
 */
export async function startApiProcess(launch: ApiLaunch, timeoutMs = 180_000): Promise<number> {
  const { logDir } = stackPaths();
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'api.log');
  const api = spawnLogged(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], logFile, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(launch.port),
      API_HOST: '127.0.0.1',
      DEPLOYMENT_FILE: launch.deploymentFile,
      RPC_URL: launch.rpcUrl,
      DB_FILE: launch.dbFile,
      // The stack's tests read and empty this SQLite file, even if DATABASE_URL is set in the shell.
      DATABASE_URL: '',
      CORS_ORIGINS: launch.corsOrigins.join(','),
      // Tests wait for the index to reach the head after each transaction: a short poll keeps that wait short.
      INDEX_POLL_MS: '200',
      ...UNLIMITED_RATE_ENV,
      // a sale created by a test has its first price observation within seconds, not a minute
      PRICE_SAMPLE_INTERVAL_MS: '5000',
    },
  });
  const pid = api.child.pid;
  if (pid === undefined) throw new Error(`could not start the API server (see ${logFile})`);
  fs.writeFileSync(stateFile(), JSON.stringify({ ...launch, pid } satisfies ApiState, null, 2));
  try {
    await waitForHttp(`http://127.0.0.1:${launch.port}/health`, timeoutMs, undefined, () => {
      const code = api.exitCode();
      return code !== undefined ? `API server exited with code ${code} before answering:\n${api.tail()}` : undefined;
    });
  } catch (error) {
    killTree(pid, 'SIGKILL');
    throw error;
  }
  // Let the child not hold the runner open; teardown stops it by pid.
  api.child.unref();
  return pid;
}

function readState(): ApiState | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as ApiState;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack's API server (if running) and waits until its process is gone. */
export async function stopApiProcess(timeoutMs = 10_000): Promise<void> {
  const state = readState();
  if (!state || !alive(state.pid)) return;
  killTree(state.pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (alive(state.pid)) {
    if (Date.now() > deadline) {
      killTree(state.pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The port is closed once the process is gone; a zombie entry may linger briefly.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Starts the API server again with the same settings as the stack's (after stopApiProcess). */
export async function restartApiProcess(): Promise<void> {
  const state = readState();
  if (!state) throw new Error('the stack has no API server state (api.json): was globalSetup run?');
  if (alive(state.pid)) return;
  const { pid: _old, ...launch } = state;
  await startApiProcess(launch);
}

/** CPU milliseconds the stack's API process (all its threads) has used so far: what a request cost the server, whatever the machine's load. */
export function apiProcessCpuMs(): number {
  const state = readState();
  const cpuMs = state && processCpuMs(state.pid);
  if (cpuMs === undefined) throw new Error('the stack’s API process is not running (or this system has no /proc)');
  return cpuMs;
}

/** Synchronous last-resort stop (exit handlers). */
export function killApiProcessSync(): void {
  const state = readState();
  if (state && alive(state.pid)) killTree(state.pid, 'SIGKILL');
}

/**
 * Empties every table of the stack's API database (rows only; the schema stays), so a test
 * file starts with the API as fresh as the chain after resetToSeed: no metadata, used
 * signatures or price observations left by earlier files (a sale created again after a
 * revert gets the same address and would otherwise inherit an earlier file's metadata).
 * Price observations up to `keepObservationsUntil` (chain time) stay: they were taken before the
 * seed snapshot, so they are part of the history the reset chain has too.
 */
export function clearApiDatabase(keepObservationsUntil?: number): void {
  const { dbFile } = stackPaths();
  if (!fs.existsSync(dbFile)) return;
  const db = new Database(dbFile, { fileMustExist: true, timeout: 5000 });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    db.transaction(() => {
      for (const { name } of tables) {
        const quoted = `"${name.replace(/"/g, '""')}"`;
        if (name === 'price_observations' && keepObservationsUntil !== undefined) {
          db.prepare(`DELETE FROM ${quoted} WHERE timestamp > ?`).run(keepObservationsUntil);
        } else {
          db.prepare(`DELETE FROM ${quoted}`).run();
        }
      }
    })();
  } finally {
    db.close();
  }
}
