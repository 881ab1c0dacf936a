/**
 * Servers built in the test's own process (buildServer, on a free port of 127.0.0.1) against the
 * stack's chain, for what the stack's API process cannot show: the real or a small rate limit,
 * a broken node or a wrapped storage, node reads counted on the wire. Each gets a fresh SQLite
 * file, removed with it by closeOwnServers().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { countingRpcProxy, type CountingRpc } from '../../scripts/countingRpcProxy';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { stackEnv } from '../stack/env';
import { deployment } from './helpers';

export { countByMethod, type CountingRpc } from '../../scripts/countingRpcProxy';

const servers: Array<{ app: FastifyInstance; dir: string; base: string }> = [];

/** Starts a server (no TWAP sampling) and resolves with its base URL. */
export async function startOwnServer(overrides: Partial<BuildServerOptions> = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-own-'));
  const app = await buildServer({
    deployment: deployment(),
    rpcUrl: stackEnv().rpcUrl,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
    ...overrides,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push({ app, dir, base });
  return base;
}

/** Stops one server (a `dbFile` passed in overrides stays, so another server can open it again). */
export async function closeOwnServer(base: string): Promise<void> {
  const index = servers.findIndex((s) => s.base === base);
  if (index < 0) return;
  const [{ app, dir }] = servers.splice(index, 1);
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

export async function closeOwnServers(): Promise<void> {
  for (const { app, dir } of servers.splice(0)) {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function getJson<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

/** A counting JSON-RPC proxy (scripts/countingRpcProxy.ts) in front of the stack's chain. */
export function countingStackRpc(): Promise<CountingRpc> {
  return countingRpcProxy(stackEnv().rpcUrl);
}
