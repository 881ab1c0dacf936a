/**
 * @jest-environment node
 *
 * The index store, run against both databases: a SQLite file, and a real PostgreSQL server
 * started for this file (tests/support/postgres.ts; fails, never skips, without one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { startPostgres, type PostgresServer } from '../../../tests/support/postgres';
import { applyEvents } from '../../indexer/reducer';
import { createIndexStore, IndexConflictError, type IndexCursor, type IndexStore, type IndexWriter, type StoredEvent } from '.';
import {
  aprScheduled,
  bondClaim,
  BUYER,
  BUYER_2,
  E18,
  endedEarly,
  OWNER,
  poolCreated,
  purchase,
  saleAddress,
  saleCreated,
  stake,
  TOKEN,
  unstake,
} from './testing/eventFixtures';

const CHAIN = 31337;
const OTHER_TOKEN = '0x00000000000000000000000000000000000000c2';
const tokens = [
  { address: TOKEN, name: 'Sally', symbol: 'SALLY', decimals: 18 },
  { address: OTHER_TOKEN, name: 'Schmeckle 100%_off', symbol: 'SCHM', decimals: 9 },
];
const block = (n: number) => ({ number: n, hash: `0x${n.toString(16).padStart(64, '0')}`, timestamp: 1_000 + n });

// Each test opens a database of its own (PostgreSQL: created and migrated), seconds on a busy machine.
jest.setTimeout(20_000);

let server: PostgresServer;
let dir: string;
const opened: IndexStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-store-'));
}, 60_000);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close().catch(() => undefined)));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

let databases = 0;
/** Opens a store on one database; `execute` runs a statement on that database as an operator would. */
type Open = (() => Promise<IndexStore>) & { execute(statement: string): Promise<void> };
const adapters: Array<[string, () => Promise<Open>]> = [
  ['SQLite', async () => {
    const file = path.join(dir, `index-${++databases}.sqlite`);
    const open = async () => {
      const store = await createIndexStore({ chainId: CHAIN, dbFile: file });
      opened.push(store);
      return store;
    };
    return Object.assign(open, {
      execute: async (statement: string) => {
        const db = new Database(file);
        try {
          db.exec(statement);
        } finally {
          db.close();
        }
      },
    });
  }],
  ['PostgreSQL', async () => {
    const url = await server.createDatabase(`index_${++databases}`);
    const open = async () => {
      const store = await createIndexStore({ chainId: CHAIN, dbFile: '', databaseUrl: url });
      opened.push(store);
      return store;
    };
    return Object.assign(open, {
      execute: async (statement: string) => {
        const client = new Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      },
    });
  }],
];

async function commit(writer: IndexWriter, expected: IndexCursor | null, to: number, events: StoredEvent[]): Promise<IndexCursor> {
  return writer.commit({ expected, to: block(to), events, tokens, fold: applyEvents, keepCheckpoints: 3 });
}

/** Everything the reads can see, for comparing two stores. */
async function everything(store: IndexStore) {
  const now = 50_000;
  return {
    sales: await store.sales({ now, status: 'all', sort: 'newest', limit: 1000 }),
    pools: await store.pools({ now, status: 'all', sort: 'newest', limit: 1000 }),
    bonds: [...(await store.bonds({ wallet: BUYER, openOnly: false, limit: 1000 })), ...(await store.bonds({ wallet: BUYER_2, openOnly: false, limit: 1000 }))],
    stakes: [...(await store.stakes({ wallet: BUYER, openOnly: false, limit: 1000 })), ...(await store.stakes({ wallet: BUYER_2, openOnly: false, limit: 1000 }))],
    activity: await store.activity({ limit: 1000 }),
  };
}

const history = {
  10: [saleCreated(1, { block: 10 }, { discountBps: 300, endTime: 60_000 }), saleCreated(2, { block: 10, log: 1 }, { token: OTHER_TOKEN, discountBps: 900, endTime: 40_000 }), poolCreated(1, { block: 10, log: 2 }, { aprBps: 1200 })],
  20: [purchase(1, BUYER, 400n * E18, { block: 20 }), stake(1, BUYER, 100n, { block: 20, log: 1 }), aprScheduled(1, 1200, 3000, 45_000, { block: 20, log: 2 })],
  30: [
    saleCreated(3, { block: 30 }, { hardCap: 10n * E18, owner: BUYER_2 }),
    purchase(3, BUYER, 10n * E18, { block: 30, log: 1 }),
    purchase(2, BUYER_2, 1n * E18, { block: 30, log: 2 }),
    endedEarly(1, { block: 30, log: 3 }),
    unstake(1, BUYER, 100n, 5n, { block: 30, log: 4 }),
    stake(1, BUYER_2, 7n, { block: 30, log: 5 }),
  ],
};

describe.each(adapters)('%s index store', (_name, makeDatabase) => {
  let open: Open;
  beforeEach(async () => {
    open = await makeDatabase();
  });

  it('commits ranges and answers the lists, sorted, searched, filtered and paged', async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    expect(await store.cursor()).toBeNull();
    const first = await commit(writer, null, 10, history[10]);
    const last = await commit(writer, await commit(writer, first, 20, history[20]), 30, history[30]);
    expect(await store.cursor()).toEqual({ ...block(30), version: 3 });
    expect(last).toEqual({ ...block(30), version: 3 });

    const now = 50_000; // sale 2 (ends 40 000) is over; sale 3 sold out, sale 1 ended early
    const ids = (rows: Array<{ saleId: number }>) => rows.map((r) => r.saleId);
    expect(ids(await store.sales({ now: 30_000, status: 'live', sort: 'discount', limit: 10 }))).toEqual([2]);
    expect(ids(await store.sales({ now, status: 'finished', sort: 'ending', limit: 10 }))).toEqual([2, 3, 1]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'progress', limit: 10 }))).toEqual([3, 1, 2]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', search: { text: 'schm' }, limit: 10 }))).toEqual([2]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', search: { text: '100%' }, limit: 10 }))).toEqual([2]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', search: { text: '%' }, limit: 10 }))).toEqual([2]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', search: { address: saleAddress(3) }, limit: 10 }))).toEqual([3]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', search: { address: TOKEN }, limit: 10 }))).toEqual([3, 1]);
    expect(ids(await store.sales({ now, status: 'all', sort: 'newest', owner: BUYER_2, limit: 10 }))).toEqual([3]);
    // keyset paging: after sale 3 (progress 10000) comes sale 1
    expect(ids(await store.sales({ now, status: 'all', sort: 'progress', after: { key: 10_000, id: 3 }, limit: 10 }))).toEqual([1, 2]);

    const [pool] = await store.pools({ now, status: 'live', sort: 'apr', limit: 10 });
    expect(pool).toMatchObject({ poolId: 1, totalStaked: 7n, stakersCount: 1, pendingAprBps: 3000 });
    expect((await store.pools({ now, status: 'all', sort: 'newest', stakedBy: BUYER, limit: 10 })).length).toBe(0);
    expect((await store.pools({ now, status: 'all', sort: 'newest', stakedBy: BUYER_2, limit: 10 })).length).toBe(1);

    const bonds = await store.bonds({ wallet: BUYER, openOnly: false, limit: 10 });
    expect(bonds.map((b) => [b.sale.saleId, b.position.bought])).toEqual([[3, 10n * E18], [1, 400n * E18]]);
    expect((await store.stakes({ wallet: BUYER, openOnly: true, limit: 10 })).length).toBe(0);
    expect((await store.stakes({ wallet: BUYER, openOnly: false, limit: 10 }))[0]!.position).toMatchObject({ staked: 0n, rewardsClaimed: 5n });

    const activity = await store.activity({ account: BUYER, limit: 3 });
    expect(activity.map((e) => `${e.kind}@${e.blockNumber}/${e.logIndex}`)).toEqual(['unstake@30/4', 'purchase@30/1', 'stake@20/1']);
    expect((await store.activity({ listing: { kind: 'sale', id: 1 }, after: { blockNumber: 30, logIndex: 3 }, limit: 10 })).map((e) => e.kind)).toEqual(['purchase', 'saleCreated']);
  });

  it("totals an owner's listings and a wallet's stakes over every row, live judged at the time asked", async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    await commit(writer, await commit(writer, await commit(writer, null, 10, history[10]), 20, history[20]), 30, history[30]);
    // sale 1 ended early and sale 3 sold out at block 30; sale 2 ends at 40 000; pool 1 at 100 000
    expect(await store.ownerTotals('sale', OWNER, 30_000)).toEqual({ listings: 2, live: 1, participants: 2 });
    expect(await store.ownerTotals('sale', OWNER, 40_000)).toEqual({ listings: 2, live: 0, participants: 2 });
    expect(await store.ownerTotals('sale', BUYER_2.toUpperCase().replace('0X', '0x'), 30_000)).toEqual({ listings: 1, live: 0, participants: 1 });
    expect(await store.ownerTotals('sale', BUYER, 30_000)).toEqual({ listings: 0, live: 0, participants: 0 });
    // pool 1: BUYER unstaked everything, BUYER_2 stakes: one current staker
    expect(await store.ownerTotals('pool', OWNER, 50_000)).toEqual({ listings: 1, live: 1, participants: 1 });
    expect(await store.ownerTotals('pool', OWNER, 100_000)).toEqual({ listings: 1, live: 0, participants: 1 });
    expect(await store.stakeTotals(BUYER_2, 50_000)).toEqual({ positions: 1, live: 1 });
    expect(await store.stakeTotals(BUYER_2, 100_000)).toEqual({ positions: 1, live: 0 });
    expect(await store.stakeTotals(BUYER, 50_000)).toEqual({ positions: 0, live: 0 });
  });

  it("totals a wallet's bonds per payout token, with what has vested by each sale's schedule, exactly beyond 64 bits", async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    const big = 2n ** 100n - 1n;
    // every sale vests over 86 400 s; purchases vest from their own block's time (1 000 + block)
    let cursor = await commit(writer, null, 10, [
      saleCreated(1, { block: 10 }),
      saleCreated(2, { block: 10, log: 1 }, { token: OTHER_TOKEN }),
      saleCreated(3, { block: 10, log: 2 }, { hardCap: big }),
    ]);
    cursor = await commit(writer, cursor, 20, [purchase(1, BUYER, 1_000n * E18, { block: 20 })]);
    cursor = await commit(writer, cursor, 30, [purchase(3, BUYER, big, { block: 30 }), purchase(2, BUYER, E18, { block: 30, log: 1 }), purchase(1, BUYER_2, 9n, { block: 30, log: 2 })]);
    cursor = await commit(writer, cursor, 40, [purchase(1, BUYER, 500n * E18, { block: 40 })]);
    await commit(writer, cursor, 50, [bondClaim(1, BUYER, 100n * E18, { block: 50 })]);

    const now = 1_020 + 43_200; // half of the first purchase's vesting
    expect(await store.bondTotals(BUYER, now)).toEqual([
      {
        token: TOKEN,
        symbol: 'SALLY',
        decimals: 18,
        bonds: 2,
        bought: 1_500n * E18 + big,
        claimed: 100n * E18,
        // rounded down per sale, as the sale's vestedAmount rounds
        vested: (1_000n * E18 * 43_200n + 500n * E18 * 43_180n) / 86_400n + (big * 43_190n) / 86_400n,
      },
      { token: OTHER_TOKEN, symbol: 'SCHM', decimals: 9, bonds: 1, bought: E18, claimed: 0n, vested: (E18 * 43_190n) / 86_400n },
    ].sort((a, b) => a.token.localeCompare(b.token)));
    // long after every purchase: everything bought has vested, and no more
    expect((await store.bondTotals(BUYER, 1_000_000)).map((t) => t.vested)).toEqual((await store.bondTotals(BUYER, 1_000_000)).map((t) => t.bought));
    expect(await store.bondTotals(BUYER_2, 1_030)).toEqual([{ token: TOKEN, symbol: 'SALLY', decimals: 18, bonds: 1, bought: 9n, claimed: 0n, vested: 0n }]);
    expect(await store.bondTotals(OWNER, now)).toEqual([]);
  });

  it('refuses a commit on a cursor that moved, and keeps nothing of it', async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    const first = await commit(writer, null, 10, history[10]);
    await commit(writer, first, 20, history[20]);
    await expect(commit(writer, first, 20, history[20])).rejects.toBeInstanceOf(IndexConflictError);
    await expect(commit(writer, null, 10, history[10])).rejects.toBeInstanceOf(IndexConflictError);
    expect((await store.activity({ limit: 100 })).length).toBe(history[10].length + history[20].length);
  });

  it('rolls back to an ancestor and equals an index that never saw the blocks after it', async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    let cursor = await commit(writer, null, 10, history[10]);
    cursor = await commit(writer, cursor, 20, history[20]);
    cursor = await commit(writer, cursor, 30, history[30]);
    const rolled = await writer.rollback({ expected: cursor, to: block(20), fold: applyEvents });
    expect(rolled).toEqual({ ...block(20), version: 4 });
    expect(await writer.checkpoints(100, 10)).toEqual([{ number: 20, hash: block(20).hash }, { number: 10, hash: block(10).hash }]);

    const fresh = await (await makeDatabase())();
    const freshWriter = (await fresh.acquireWriter())!;
    await commit(freshWriter, await commit(freshWriter, null, 10, history[10]), 20, history[20]);
    expect(await everything(store)).toEqual(await everything(fresh));
    expect((await writer.listings()).map((l) => `${l.kind}${l.id}`).sort()).toEqual(['pool1', 'sale1', 'sale2']);
  });

  it('starts over from nothing once its cursor is deleted, and ends equal to an index that never saw the old rows', async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    await commit(writer, await commit(writer, await commit(writer, null, 10, history[10]), 20, history[20]), 30, history[30]);
    await store.close();
    await open.execute('DELETE FROM index_state');

    const again = await open();
    const rewriter = (await again.acquireWriter())!;
    expect(await again.cursor()).toBeNull();
    await commit(rewriter, await commit(rewriter, null, 10, history[10]), 20, history[20]);

    const fresh = await (await makeDatabase())();
    const freshWriter = (await fresh.acquireWriter())!;
    await commit(freshWriter, await commit(freshWriter, null, 10, history[10]), 20, history[20]);
    expect(await everything(again)).toEqual(await everything(fresh));
    expect((await again.activity({ limit: 100 })).length).toBe(history[10].length + history[20].length);
  });

  it('keeps only the newest block hashes it was told to', async () => {
    const store = await open();
    const writer = (await store.acquireWriter())!;
    let cursor: IndexCursor | null = null;
    for (const n of [1, 2, 3, 4, 5]) cursor = await commit(writer, cursor, n, []);
    expect((await writer.checkpoints(100, 10)).map((c) => c.number)).toEqual([5, 4, 3]);
  });
});

describe('PostgreSQL write lease', () => {
  it('goes to one instance at a time, and to another once the holder lets go', async () => {
    const url = await server.createDatabase('lease');
    const [a, b] = await Promise.all([createIndexStore({ chainId: CHAIN, dbFile: '', databaseUrl: url }), createIndexStore({ chainId: CHAIN, dbFile: '', databaseUrl: url })]);
    opened.push(a, b);
    const writer = await a.acquireWriter();
    expect(writer).not.toBeNull();
    expect(await b.acquireWriter()).toBeNull();
    await commit(writer!, null, 10, history[10]);
    await writer!.release();
    const next = await b.acquireWriter();
    expect(next).not.toBeNull();
    expect(await next!.cursor()).toMatchObject({ number: 10, version: 1 });
    // a lease of another chain is another lock
    const otherChain = await createIndexStore({ chainId: 56, dbFile: '', databaseUrl: url });
    opened.push(otherChain);
    expect(await otherChain.acquireWriter()).not.toBeNull();
  });

  it('passes to another instance when the holder\'s session dies', async () => {
    const url = await server.createDatabase('lease_kill');
    const [a, b] = await Promise.all([createIndexStore({ chainId: CHAIN, dbFile: '', databaseUrl: url }), createIndexStore({ chainId: CHAIN, dbFile: '', databaseUrl: url })]);
    opened.push(a, b);
    const writer = (await a.acquireWriter())!;
    await server.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'bond-api-index-writer'", 'lease_kill');
    await expect(commit(writer, null, 10, history[10])).rejects.toThrow(/database/i);
    expect(await b.acquireWriter()).not.toBeNull();
  });
});

