/**
 * An API instance on SQLite whose database file is deleted while it runs: it must notice,
 * report itself degraded and refuse writes, rather than accept posts into a file nobody else
 * can see again. Built in-process over the shared dev chain with its own temp database file.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { stackEnv } from '../stack/env';
import { deployment, probeWindowPassed, signedSaleOnePost } from './helpers';

let dir: string;
let dbFile: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-deleted-'));
  dbFile = path.join(dir, 'api.sqlite');
  app = await buildServer({
    deployment: deployment(),
    rpcUrl: stackEnv().rpcUrl,
    dbFile,
    quoteSignerKey: devQuoteSignerKey(),
    observationIntervalMs: 0,
    pruneIntervalMs: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
});

async function request(route: string, json?: unknown) {
  const response = await fetch(`${base}${route}`, json === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { status: response.status, body: await response.json() };
}

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a deleted SQLite file', () => {
  it('makes /health degraded and the next post a 503, and writes no new file', async () => {
    const first = await request('/create-sale', await signedSaleOnePost('Stored before the file went'));
    expect(first.status).toBe(201);
    expect((await request('/health')).body).toMatchObject({ status: 'ok' });

    fs.rmSync(dbFile);

    await probeWindowPassed();
    const health = await request('/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      status: 'degraded',
      reasons: ['database: The database file was deleted or replaced while the server was running, so nothing more can be stored'],
      chainId: stackEnv().chainId,
      blockNumber: expect.any(Number),
    });

    const next = await request('/create-sale', await signedSaleOnePost('Posted after the file went'));
    expect(next.status).toBe(503);
    expect(next.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database file was deleted or replaced while the server was running, so nothing more can be stored; please try again shortly.',
    });
    expect(fs.existsSync(dbFile)).toBe(false);
  });
});
