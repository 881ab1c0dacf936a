/**
 * Servers built in the test's own process (buildServer, on a free port of 127.0.0.1) against the
 * stack's chain, for what the stack's API process cannot show: the real or a small rate limit,
 * a broken node or a wrapped storage, node reads counted on the wire. By default each shares the
 * stack's database, as a second instance of the deployment would: it prices from the history the
 * stack's API has sampled (a server with a fresh database must wait 30 minutes to sign a quote).
 */
import type { FastifyInstance } from 'fastify';
import { countingRpcProxy, type CountingRpc } from '../../scripts/countingRpcProxy';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { UploadPool } from '../../server/metadata/uploadPool';
import { createSqliteStorage, STORAGE_REASONS, StorageUnavailableError, type Storage } from '../../server/storage';
import { stackEnv, stackPaths } from '../stack/env';
import { deployment } from './helpers';

export { countByMethod, type CountingRpc } from '../../scripts/countingRpcProxy';

const servers: Array<{ app: FastifyInstance; base: string }> = [];
/**
 * The logo workers of a test file's servers: each pool loads jsdom and resvg in every thread
 * (seconds of CPU), so the servers share one, with the default limits. A server given its own
 * `limits.upload` builds its own pool, started with it.
 */
let sharedPool: UploadPool | undefined;

/**
 * Starts a server on the stack's database (no price sampling of its own, and reading the event
 * index the stack's API writes: no follower of its own unless `index` says so) and resolves with
 * its base URL.
 */
export async function startOwnServer(overrides: Partial<BuildServerOptions> = {}): Promise<string> {
  const app = await buildServer({
    deployment: deployment(),
    rpcUrl: stackEnv().rpcUrl,
    dbFile: stackPaths().dbFile,
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
    index: { follow: false },
    uploadPool: overrides.limits?.upload ? undefined : (sharedPool ??= new UploadPool()),
    ...overrides,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  servers.push({ app, base });
  return base;
}

/** Stops one server (its database stays, so another server can open it again). */
export async function closeOwnServer(base: string): Promise<void> {
  const index = servers.findIndex((s) => s.base === base);
  if (index < 0) return;
  const [{ app }] = servers.splice(index, 1);
  await app.close();
}

export async function closeOwnServers(): Promise<void> {
  for (const { app } of servers.splice(0)) await app.close();
  await sharedPool?.close();
  sharedPool = undefined;
}

/** A storage on the stack's database, to wrap: its price history is the stack API's. */
export function stackStorage(): Storage {
  return createSqliteStorage(stackPaths().dbFile);
}

/** {@link stackStorage} whose metadata read `read` fails as an unreachable database does (the rest works). */
export function metadataDownStorage(read: 'getMetadata' | 'getMetadataMany'): Storage {
  return {
    ...stackStorage(),
    [read]: async () => {
      throw new StorageUnavailableError(STORAGE_REASONS.unreachable);
    },
  };
}

export async function getJson<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}

/** A counting JSON-RPC proxy (scripts/countingRpcProxy.ts) in front of the stack's chain. */
export function countingStackRpc(): Promise<CountingRpc> {
  return countingRpcProxy(stackEnv().rpcUrl);
}
