/**
 * The local dev chain: a Hardhat node child process on 127.0.0.1 with chain id 31337 (never 56)
 * and the `test test … junk` accounts, each holding 10 000 BNB.
 *
 * `npm run chain` starts it on `RPC_PORT` (default 8545) and then deploys and seeds it
 * (`deployments/devnet.json`); set `SEED=0` for a bare chain. Ctrl-C stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './artifacts';
import { DEV_CHAIN_ID } from './devChainId';

export interface ChainHandle {
  url: string;
  /** the node's process (a test pauses it with SIGSTOP to play a hung node) */
  pid: number;
  stop(): Promise<void>;
}

export interface StartChainOptions {
  port: number;
  /** how long to wait for the node to answer eth_chainId (default 60 s) */
  timeoutMs?: number;
  /** receives the node's output lines (default: kept in a small buffer for error messages only) */
  onOutput?: (line: string) => void;
  /**
   * Start the chain's clock this many seconds in the past (its blocks then follow the wall clock at
   * that distance until a block is mined at a later time): see scripts/dev/priceHistory.ts.
   */
  startedAgoSeconds?: number;
}

const HARDHAT_CLI = path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'cli.js');

async function rpcChainId(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(2000),
  });
  const body = (await response.json()) as { result?: string };
  if (typeof body.result !== 'string') throw new Error(`unexpected eth_chainId answer ${JSON.stringify(body)}`);
  return Number(BigInt(body.result));
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function waitForExit(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts a Hardhat node on 127.0.0.1:`port` and resolves once it answers eth_chainId with 31337. */
export async function startChain({ port, timeoutMs = 180_000, onOutput, startedAgoSeconds }: StartChainOptions): Promise<ChainHandle> {
  const url = `http://127.0.0.1:${port}`;
  // Checked up front: otherwise another node already on the port would answer our readiness poll.
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is already in use on 127.0.0.1 (set RPC_PORT to another port)`);
  const recent: string[] = [];
  const child = spawn(process.execPath, [HARDHAT_CLI, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      TS_NODE_TRANSPILE_ONLY: 'true',
      // read by hardhat.config.ts as the chain's initialDate
      DEV_CHAIN_START: startedAgoSeconds ? new Date(Date.now() - startedAgoSeconds * 1000).toISOString() : '',
    },
  });
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      onOutput?.(line);
      recent.push(line);
      if (recent.length > 40) recent.shift();
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  let exitReason: string | undefined;
  child.once('exit', (code, signal) => {
    exitReason = `Hardhat node exited (${signal ?? `code ${code}`})`;
  });
  child.once('error', (error) => {
    exitReason = `Hardhat node failed to start: ${error.message}`;
  });

  const stop = async () => {
    child.kill('SIGTERM');
    await waitForExit(child, 5000);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitReason) throw new Error(`${exitReason} before answering on ${url}:\n${recent.join('\n')}`);
    let chainId: number | undefined;
    try {
      chainId = await rpcChainId(url);
    } catch {
      // not listening yet
    }
    if (chainId !== undefined) {
      if (chainId !== DEV_CHAIN_ID) {
        await stop();
        throw new Error(`${url} answers chain id ${chainId}, expected ${DEV_CHAIN_ID}`);
      }
      return { url, pid: child.pid!, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Hardhat node did not answer on ${url} within ${timeoutMs} ms:\n${recent.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.RPC_PORT ?? 8545);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Invalid RPC_PORT ${process.env.RPC_PORT}`);
  const started = Date.now();
  const chain = await startChain({ port });
  console.log(`Chain ${DEV_CHAIN_ID} listening on ${chain.url} (${Date.now() - started} ms)`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await chain.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  if (process.env.SEED !== '0') {
    const { deployAndSeed, DEFAULT_OUT_FILE } = await import('./deploySeed');
    const outFile = process.env.DEPLOYMENT_FILE ?? DEFAULT_OUT_FILE;
    try {
      await deployAndSeed({ rpcUrl: chain.url, outFile });
    } catch (error) {
      await chain.stop();
      throw error;
    }
    console.log(`Seeded; deployment written to ${path.relative(process.cwd(), outFile)} (${Date.now() - started} ms)`);
  }
  console.log('Press Ctrl-C to stop.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
