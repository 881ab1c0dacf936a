/**
 * Child-process plumbing shared by the test stack (globalSetup/globalTeardown) and
 * `npm start`: port checks, waiting for HTTP services, logged child processes, and a
 * synchronous last-resort cleanup of the processes we started.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export class PortInUseError extends Error {}

/** Resolves if every port can be bound on 127.0.0.1 right now; otherwise names the busy ones. */
export async function assertPortsFree(ports: Record<string, number>, hint: string): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (!free) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new PortInUseError(`Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use on 127.0.0.1. ${hint}`);
  }
}

/** Polls `url` until it answers an HTTP status (any), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, init?: RequestInit, isDead?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    const dead = isDead?.();
    if (dead) throw new Error(dead);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

export interface LoggedChild {
  child: ChildProcess;
  logFile: string;
  /** resolves with the exit code once the process ends */
  exited: Promise<number | null>;
  /** set once the process has ended */
  exitCode(): number | null | undefined;
  /** SIGTERM, then SIGKILL after `graceMs` */
  stop(graceMs?: number): Promise<void>;
  /** the last lines of the log, for error messages */
  tail(lines?: number): string;
}

/** Spawns a process whose stdout and stderr go to `logFile`. */
export function spawnLogged(command: string, args: string[], logFile: string, options: SpawnOptions = {}): LoggedChild {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out], ...options });
  fs.closeSync(out);
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? (signal ? null : exitCode);
      resolve(exitCode);
    });
    child.once('error', (error) => {
      fs.appendFileSync(logFile, `\n[spawn error] ${error.message}\n`);
      code = -1;
      resolve(-1);
    });
  });
  return {
    child,
    logFile,
    exited,
    exitCode: () => code,
    tail(lines = 40) {
      try {
        return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    async stop(graceMs = 5000) {
      if (code !== undefined || child.pid === undefined) return;
      killTree(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killTree(child.pid!, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** pid → children, from `ps`. */
function processTable(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let out = '';
  try {
    out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return children;
  }
  for (const line of out.split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid || ppid === undefined || Number.isNaN(ppid)) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid)!.push(pid);
  }
  return children;
}

/** `pid` and all its descendants, children first. */
export function descendants(pid: number): number[] {
  const table = processTable();
  const result: number[] = [];
  const visit = (p: number) => {
    for (const c of table.get(p) ?? []) visit(c);
    result.push(p);
  };
  visit(pid);
  return result;
}

/** Signals `pid` and everything it started (synchronous; safe in an 'exit' handler). */
export function killTree(pid: number, signal: NodeJS.Signals): void {
  for (const p of descendants(pid)) {
    try {
      process.kill(p, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Signals every process this Node process started, transitively (not itself). */
export function killOwnDescendants(signal: NodeJS.Signals): void {
  for (const p of descendants(process.pid)) {
    if (p === process.pid) continue;
    try {
      process.kill(p, signal);
    } catch {
      /* already gone */
    }
  }
}

/** pid of the process listening on 127.0.0.1:`port`, if `ss` can tell. */
export function listenerPid(port: number): number | undefined {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
