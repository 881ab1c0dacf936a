/**
 * The event index following the stack's real chain (a Hardhat node): it backfills the seed from the
 * deployment block, rolls a reorg back to the common ancestor, and resumes after a restart; each
 * time its answers equal those of a fresh index built from scratch on the same chain. The servers
 * are built in this process (tests/server/ownServer.ts) on SQLite files of their own, following
 * the chain every 50 ms. Accounts 7 and 8 make the activity; the chain is reverted afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { address, deployment, revert, rpc, snapshot } from './helpers';
import { buyAs, createPoolAs, createSaleAs, E18, indexAnswers, mineBlocks, stakeAs, unstakeAs, waitForIndexed, allPages } from './indexHelpers';
import { closeOwnServer, closeOwnServers, startOwnServer } from './ownServer';
import { contracts } from '../e2e/support/contracts';
import { provider } from '../e2e/support/chain';

const TRADER = 7;
const CREATOR = 8;
const FAST = { settings: { pollMs: 50, leaseRetryMs: 200 } };

let dir: string;
let snap: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-index-'));
  snap = await snapshot();
});
afterAll(async () => {
  await closeOwnServers();
  await revert(snap);
  fs.rmSync(dir, { recursive: true, force: true });
});

const startIndexer = (dbFile = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`)) => startOwnServer({ dbFile, index: FAST });

/** A server that indexed the chain from scratch, stopped once its answers are taken. */
async function freshAnswers() {
  const fresh = await startIndexer();
  await waitForIndexed(fresh);
  const answers = await indexAnswers(fresh);
  await closeOwnServer(fresh);
  return answers;
}

describe('the event index on a real chain', () => {
  it('backfills the seeded sales and pools from the deployment block, as the factories report them', async () => {
    const base = await startIndexer();
    const status = await waitForIndexed(base);
    expect(status.writer).toBe(true);
    const c = contracts();
    const sales = await allPages(base, '/index/sales?status=all&sort=newest');
    const onChain = await c.bondFactory.getSalesInRange(0, 1000);
    expect(sales.map((s) => s.saleId)).toEqual(onChain.map((s) => String(s.saleId)).reverse());
    for (const info of onChain) {
      expect(sales.find((s) => s.saleId === String(info.saleId))).toMatchObject({
        saleAddress: info.saleAddress.toLowerCase(),
        projectOwner: info.projectOwner.toLowerCase(),
        token: info.token.toLowerCase(),
        currency: Number(info.currency),
        hardCap: String(info.hardCap),
        soldTokens: String(info.soldTokens),
        discount: String(info.discount),
        startTime: Number(info.startTime),
        endTime: Number(info.endTime),
        vestingDuration: Number(info.vestingDuration),
        buyersCount: Number(info.buyersCount),
        endedEarly: info.endedEarly,
        minPricePerToken: String(info.minPricePerToken),
        maxPerQuote: String(info.maxPerQuote),
        hourlyBudget: String(info.hourlyBudget),
      });
    }
    const pools = await allPages(base, '/index/pools?status=all&sort=newest');
    const poolsOnChain = await c.stakingFactory.getPoolsInRange(0, 1000);
    expect(pools.map((p) => p.poolId)).toEqual(poolsOnChain.map((p) => String(p.poolId)).reverse());
    for (const info of poolsOnChain) {
      const pending = await c.stakingPool(info.poolAddress).pendingAprChange();
      expect(pools.find((p) => p.poolId === String(info.poolId))).toMatchObject({
        poolAddress: info.poolAddress.toLowerCase(),
        owner: info.owner.toLowerCase(),
        stakingToken: info.stakingToken.toLowerCase(),
        aprBps: String(info.aprBps),
        createdAt: Number(info.createdAt),
        endTime: Number(info.endTime),
        active: info.active,
        totalStaked: String(info.totalStaked),
        pendingApr: pending.effectiveAt === 0n ? null : { aprBps: String(pending.newAprBps), effectiveAt: Number(pending.effectiveAt) },
      });
    }
    // the seed's buyer bought the sold-out sale and staked in pool 1
    const buyer = address(3).toLowerCase();
    expect((await allPages(base, `/index/wallets/${buyer}/bonds`)).map((b) => (b.sale as { status: string }).status)).toEqual(['soldOut']);
    expect((await allPages(base, `/index/wallets/${buyer}/stakes`)).map((s) => (s.position as { staked: string }).staked)).toEqual([String(1000n * E18)]);
    await closeOwnServer(base);
  });

  it('indexes the same however little it reads at once: commits of 3 logs, its read range cut and grown again', async () => {
    const small = await startOwnServer({
      dbFile: path.join(dir, 'small-commits.sqlite'),
      index: { settings: { ...FAST.settings, maxLogsPerCommit: 3, maxRange: 5 } },
    });
    await waitForIndexed(small);
    const answers = await indexAnswers(small);
    await closeOwnServer(small);
    expect(answers.sales.length).toBeGreaterThan(0);
    expect(answers).toEqual(await freshAnswers());
  });

  it('rolls back a reorg of 5 blocks to the common ancestor and then equals a fresh index of the new chain', async () => {
    const file = path.join(dir, 'reorg.sqlite');
    const base = await startIndexer(file);
    await waitForIndexed(base);
    const before = await snapshot();
    // The branch that will be dropped: 5 blocks with a stake, a purchase, a new pool and a stake in it.
    await stakeAs(TRADER, 1, 10n * E18); // approve + stake: 2 blocks
    await buyAs(TRADER, 1, 100n * E18); // 1 block (BNB sale)
    const dropped = await createPoolAs(CREATOR, 4_000); // approve + create: 2 blocks
    await waitForIndexed(base);
    const trader = address(TRADER).toLowerCase();
    expect((await allPages(base, `/index/wallets/${trader}/stakes`)).length).toBe(1);
    expect((await allPages(base, '/index/pools?status=all')).some((p) => p.poolId === String(dropped))).toBe(true);
    // Stopped, so that it next sees the new branch whole, longer than the old one: the reorg is
    // found by the first new block's parent hash, as on a real chain (a follower polling a dev
    // chain would see it shorter for a moment; the next test covers that).
    await closeOwnServer(base);

    await revert(before);
    await stakeAs(CREATOR, 2, 5n * E18);
    const other = await createSaleAs(CREATOR);
    await buyAs(TRADER, other, 10n * E18);
    await mineBlocks(2);

    const restarted = await startIndexer(file);
    await waitForIndexed(restarted);
    const answers = await indexAnswers(restarted);
    expect((answers.wallets[trader] as { stakes: unknown[] }).stakes).toEqual([]);
    expect(answers.pools.some((p) => p.poolId === String(dropped) && p.owner === address(CREATOR).toLowerCase() && p.aprBps === '4000')).toBe(false);
    expect(answers.sales.find((s) => s.saleId === String(other))).toMatchObject({ soldTokens: String(10n * E18), buyersCount: 1 });
    expect(answers).toEqual(await freshAnswers());
    await closeOwnServer(restarted);
  });

  it('rolls back while it follows the chain, when the chain gets shorter (a dev chain reverted to an older snapshot)', async () => {
    const base = await startIndexer();
    await waitForIndexed(base);
    const before = await snapshot();
    await stakeAs(TRADER, 2, 3n * E18);
    await createPoolAs(TRADER, 900);
    await mineBlocks(3);
    await waitForIndexed(base);
    await revert(before); // one fresh block on top of the snapshot: the chain is 6 blocks shorter
    await stakeAs(CREATOR, 2, 1n * E18);
    await waitForIndexed(base);
    expect(await indexAnswers(base)).toEqual(await freshAnswers());
    await closeOwnServer(base);
  });

  it('resumes after a restart from the block it had reached, counting nothing twice', async () => {
    const file = path.join(dir, 'restart.sqlite');
    const first = await startIndexer(file);
    await waitForIndexed(first);
    await closeOwnServer(first);
    const version = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare('SELECT block_number AS block, version FROM index_state').get() as { block: number; version: number };
      } finally {
        db.close();
      }
    };
    const stopped = version();

    // Activity while no server runs.
    await stakeAs(TRADER, 1, 7n * E18);
    await unstakeAs(TRADER, 1);
    await buyAs(CREATOR, 1, 50n * E18);
    const head = await provider().getBlockNumber();

    const second = await startIndexer(file);
    await waitForIndexed(second);
    const resumed = version();
    expect(resumed.block).toBe(head);
    // From where it stopped, not a backfill from the deployment block: the commits are the read
    // ranges of 1, 2, 4… blocks (server/indexer/readRange.ts) that cover just the blocks it missed.
    const missed = head - stopped.block;
    expect(resumed.version - stopped.version).toBe(Math.ceil(Math.log2(missed + 1)));
    expect(Math.ceil(Math.log2(missed + 1))).toBeLessThan(Math.ceil(Math.log2(head - deployment().deploymentBlock + 1)));
    const answers = await indexAnswers(second);
    const trader = answers.wallets[address(TRADER).toLowerCase()] as { activity: Array<{ kind: string; listing: { id: string } }> };
    // the stake and unstake made while it was down, each once
    expect(trader.activity.filter((a) => a.kind === 'stake' || a.kind === 'unstake').map((a) => `${a.kind} ${a.listing.id}`)).toEqual(['unstake 1', 'stake 1']);
    expect(answers).toEqual(await freshAnswers());
    await closeOwnServer(second);
  });

  it('shows a floor the owner raised, and a pool its owner closed by an emergency withdrawal as ended then', async () => {
    const base = await startIndexer();
    const c = contracts(CREATOR);
    const saleId = await createSaleAs(CREATOR);
    const sale = c.bondSale((await c.bondFactory.getSaleByIndex(saleId - 1)).saleAddress);
    await (await sale.raiseMinPrice(E18)).wait();
    const poolId = await createPoolAs(CREATOR, 1_500);
    await (await c.stakingFactory.initiateEmergencyWithdraw(poolId, address(CREATOR))).wait();
    await rpc('evm_increaseTime', [Number(await c.stakingFactory.EMERGENCY_WITHDRAW_DELAY())]);
    await (await c.stakingFactory.executeEmergencyWithdraw(poolId)).wait();
    await waitForIndexed(base);

    const answers = await indexAnswers(base);
    expect(answers.sales.find((s) => s.saleId === String(saleId))).toMatchObject({ minPricePerToken: String(E18) });
    const pool = c.stakingPool((await c.stakingFactory.getPoolByIndex(poolId - 1)).poolAddress);
    const closed = answers.pools.find((p) => p.poolId === String(poolId));
    expect(closed).toMatchObject({ endTime: Number(await pool.endTime()), active: false, status: 'ended', emergencyRequest: null });
    expect(closed!.endTime).toBe(Number(await pool.closedAt()));
    const activity = await allPages(base, `/index/sales/${saleId}/activity`);
    expect(activity.map((a) => a.kind)).toEqual(['minPriceRaised', 'saleCreated']);
    expect(activity[0]).toMatchObject({ account: address(CREATOR).toLowerCase(), details: { previousMinPrice: String(E18 / 2n), newMinPrice: String(E18) } });
    expect(answers).toEqual(await freshAnswers());
    await closeOwnServer(base);
  });
});
