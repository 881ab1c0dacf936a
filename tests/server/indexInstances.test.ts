/**
 * The event index with several API instances on one PostgreSQL (docs/OPERATIONS.md, "The event
 * index"): exactly one writes it, every instance answers the same, and when the writer is killed
 * (SIGKILL) while blocks keep coming, another takes over with no block missed or counted twice
 * — its answers then equal those of a fresh index built from scratch on the same chain.
 *
 * Two `server/main.ts` processes over the stack's chain and a PostgreSQL server of this file.
 * Accounts 7 and 8 make the activity; the chain is reverted afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '../support/postgres';
import { INSTANCE_START_MS, startApiInstance, type ApiInstance } from './apiInstances';
import { address, revert, snapshot } from './helpers';
import { buyAs, createSaleAs, E18, indexAnswers, indexStatus, stakeAs, waitForIndexed } from './indexHelpers';
import { closeOwnServer, closeOwnServers, startOwnServer } from './ownServer';
import { contracts } from '../e2e/support/contracts';

// no logo is posted here: one warm logo worker is enough
const INDEX_ENV = { INDEX_POLL_MS: '100', LOGO_WORKERS: '1' };

let postgres: PostgresServer;
let snap: string;
const instances: ApiInstance[] = [];

beforeAll(async () => {
  snap = await snapshot();
  postgres = await startPostgres();
  const url = await postgres.createDatabase('api');
  // Both at once: they race to migrate the empty database and to take the write lease.
  instances.push(...(await Promise.all([startApiInstance('index-a', url, INDEX_ENV), startApiInstance('index-b', url, INDEX_ENV)])));
}, INSTANCE_START_MS + 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.process.stop(2000)));
  await closeOwnServers();
  await postgres?.stop();
  await revert(snap);
});

async function writers(): Promise<ApiInstance[]> {
  const statuses = await Promise.all(instances.map(async (i) => ((await indexStatus(i.base))?.writer ? i : null)));
  return statuses.filter((i): i is ApiInstance => i !== null);
}

/** Answers of a server that indexed the chain from scratch on its own SQLite file. */
async function freshAnswers() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-fresh-'));
  const fresh = await startOwnServer({ dbFile: path.join(dir, 'api.sqlite'), index: { settings: { pollMs: 50 } } });
  await waitForIndexed(fresh);
  const answers = await indexAnswers(fresh);
  await closeOwnServer(fresh);
  fs.rmSync(dir, { recursive: true, force: true });
  return answers;
}

describe('the event index on two API instances over one PostgreSQL', () => {
  it('is written by exactly one of them, and both answer the same', async () => {
    await Promise.all(instances.map((i) => waitForIndexed(i.base)));
    expect((await writers()).length).toBe(1);
    await stakeAs(7, 2, 4n * E18);
    await buyAs(8, 1, 60n * E18);
    await Promise.all(instances.map((i) => waitForIndexed(i.base)));
    const [a, b] = await Promise.all(instances.map((i) => indexAnswers(i.base)));
    expect(b).toEqual(a);
    expect((a!.wallets[address(7).toLowerCase()] as { stakes: unknown[] }).stakes).toHaveLength(1);
    expect((await writers()).length).toBe(1);
  });

  it('passes to the other instance when the writer is killed mid-stream, with no block missed or counted twice', async () => {
    const [writer] = await writers();
    const standby = instances.find((i) => i !== writer)!;
    // Twenty blocks, one a second; the writer is killed after the fifth, whatever it is doing then.
    let sent = 0;
    const stream = (async () => {
      for (; sent < 20; sent++) {
        await stakeAs(7, 1, E18);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    while (sent < 5) await new Promise((resolve) => setTimeout(resolve, 50));
    writer!.process.child.kill('SIGKILL');
    await writer!.process.exited;
    instances.splice(instances.indexOf(writer!), 1);
    const created = await createSaleAs(8);
    await stream;

    await waitForIndexed(standby.base);
    expect((await indexStatus(standby.base))!.writer).toBe(true);
    const answers = await indexAnswers(standby.base);
    const pool1 = answers.pools.find((p) => p.poolId === '1')!;
    const onChain = await contracts().stakingPool(String(pool1.poolAddress)).totalStaked();
    expect(pool1.totalStaked).toBe(String(onChain));
    const stakes = (answers.wallets[address(7).toLowerCase()] as { activity: Array<{ kind: string; listing: { id: string } }> }).activity.filter(
      (a) => a.kind === 'stake' && a.listing.id === '1',
    );
    expect(stakes).toHaveLength(20);
    expect(answers.sales.some((s) => s.saleId === String(created))).toBe(true);
    expect(answers).toEqual(await freshAnswers());
  });
});
