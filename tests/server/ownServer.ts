/**
 * Servers built in the test's own process (buildServer, on a free port of 127.0.0.1) against the
 * stack's chain, for what the stack's API process cannot show: the real or a small rate limit,
 * a broken node or a wrapped storage, node reads counted on the wire. Each gets a fresh SQLite
 * file, removed with it by closeOwnServers().
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { stackEnv } from '../stack/env';
import { deployment } from './helpers';

const servers: Array<{ app: FastifyInstance; dir: string }> = [];

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
  servers.push({ app, dir });
  return app.listen({ port: 0, host: '127.0.0.1' });
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

/** A JSON-RPC proxy to the stack's chain that records the method of every call it forwards. */
export interface CountingRpc {
  url: string;
  /** methods forwarded so far, in order (empty it to start a count) */
  calls: string[];
  close(): Promise<void>;
}

export async function countingRpcProxy(): Promise<CountingRpc> {
  const upstream = stackEnv().rpcUrl;
  const calls: string[] = [];
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { method: string } | Array<{ method: string }>;
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) calls.push(r.method);
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/** How many times each method was forwarded. */
export function countByMethod(calls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const method of calls) counts[method] = (counts[method] ?? 0) + 1;
  return counts;
}
