/**
 * /health while the database refuses writes, over real sockets on servers built in this process:
 * SQLite on a small tmpfs that fills up, and PostgreSQL (a server started for this file) made
 * read-only, and with its database in a tablespace on a tmpfs that fills up. (A SQLite file cannot
 * be made read-only under a running server here, since a mount with files open for writing
 * cannot be remounted read-only: tests/server/hardening.test.ts covers a read-only storage.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MetadataPayload } from '../../common/metadata/signedMetadata';
import { STORAGE_REASONS } from '../../server/storage';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { mountTmpfs, type Tmpfs } from '../support/tmpfs';
import { metadataMessage, probeWindowPassed, SALE_OWNER, signer } from './helpers';
import { closeOwnServers, getJson, startOwnServer } from './ownServer';

const mounts: Tmpfs[] = [];
let postgres: PostgresServer | undefined;

afterAll(async () => {
  await closeOwnServers();
  await postgres?.stop();
  for (const mount of mounts) mount.unmount();
});

/** A signed post for seeded sale 1, with a logo of `logoBytes` bytes (0: none). */
async function saleOnePost(description: string, logoBytes = 0): Promise<string> {
  const logo = logoBytes ? Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(logoBytes - 8, 7)]).toString('base64') : '';
  const content: MetadataPayload = { description, socials: {}, logo, logoMimeType: logoBytes ? 'image/png' : '' };
  const wallet = signer(SALE_OWNER);
  const message = await metadataMessage('sale', 1, content);
  return JSON.stringify({ saleId: 1, owner: wallet.address, message, signature: await wallet.signMessage(message), ...content });
}

async function post(base: string, body: string) {
  const res = await fetch(`${base}/create-sale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

async function health(base: string) {
  return getJson<{ status: string; reasons?: string[] }>(`${base}/health`);
}

describe('SQLite on a file system that fills up', () => {
  it('reports /health degraded while the disk is full and after a refused write, and ok once a write succeeds again', async () => {
    const tmpfs = mountTmpfs(48);
    mounts.push(tmpfs);
    const base = await startOwnServer({ dbFile: path.join(tmpfs.dir, 'api.sqlite'), pruneIntervalMs: 0 });
    expect((await post(base, await saleOnePost('Stored while there is room'))).status).toBe(201);
    expect((await health(base)).body.status).toBe('ok');

    const filler = tmpfs.fill();
    await probeWindowPassed();
    const full = await health(base);
    expect(full.status).toBe(503);
    // the database's reason among any others (a chain node slow on a loaded machine adds its own)
    expect(full.body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining([`database: ${STORAGE_REASONS.full}`]) });
    const refused = await post(base, await saleOnePost('No room for this logo', 1024 * 1024));
    expect(refused).toEqual({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: `${STORAGE_REASONS.full}; please try again shortly.` } });

    fs.rmSync(filler);
    // room again, but a write failed a moment ago: still degraded, saying so
    await probeWindowPassed();
    expect((await health(base)).body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining([expect.stringMatching(/^database: The database is out of space \(a write failed \d+ s ago\)$/)]) });
    expect((await post(base, await saleOnePost('Stored once there is room again', 1024 * 1024))).status).toBe(201);
    expect(await health(base)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('PostgreSQL', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);

  it('reports /health degraded and refuses posts with 503 while the database is read-only', async () => {
    const databaseUrl = await postgres!.createDatabase('read_only_api');
    const base = await startOwnServer({ databaseUrl, pruneIntervalMs: 0 });
    expect((await health(base)).body.status).toBe('ok');
    await postgres!.sql('ALTER DATABASE read_only_api SET default_transaction_read_only = on');
    // sessions take the setting when they start: end the server's open ones
    await postgres!.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'read_only_api' AND pid <> pg_backend_pid()");
    await probeWindowPassed();
    await health(base); // may meet a connection that was just ended
    await probeWindowPassed();
    const readOnly = await health(base);
    expect(readOnly.status).toBe(503);
    expect(readOnly.body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining([`database: ${STORAGE_REASONS.readOnly}`]) });
    expect(await post(base, await saleOnePost('Refused by a read-only database'))).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: `${STORAGE_REASONS.readOnly}; please try again shortly.` },
    });
  });

  it('reports /health degraded after a write refused for lack of space, and ok once one succeeds again', async () => {
    const tmpfs = mountTmpfs(24, 'postgres');
    mounts.push(tmpfs);
    await postgres!.sql(`CREATE TABLESPACE small_disk LOCATION '${tmpfs.dir}'`);
    await postgres!.sql('CREATE DATABASE full_api TABLESPACE small_disk');
    const base = await startOwnServer({ databaseUrl: postgres!.url.replace(/\/postgres$/, '/full_api'), pruneIntervalMs: 0 });
    expect((await post(base, await saleOnePost('Stored while there is room'))).status).toBe(201);

    const filler = tmpfs.fill();
    expect(await post(base, await saleOnePost('No room for this logo', 1024 * 1024))).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: `${STORAGE_REASONS.full}; please try again shortly.` },
    });
    // the probe row may still fit where the logo did not: the refused write says it all the same
    const full = await health(base);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ status: 'degraded', reasons: expect.arrayContaining([expect.stringMatching(/^database: The database is out of space( \(a write failed \d+ s ago\))?$/)]) });

    fs.rmSync(filler);
    expect((await post(base, await saleOnePost('Stored once there is room again', 1024 * 1024))).status).toBe(201);
    expect(await health(base)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
