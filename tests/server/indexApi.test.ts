/**
 * The index routes of the stack's API (its index follows the stack's chain): what the seed made,
 * sorted, searched, filtered and paged; a new purchase once indexed; input checks; the indexed-to
 * block; the rate limit and the answer before anything is indexed (own servers for those two).
 *
 * Seed (scripts/deploySeed.ts): sales 1–6 of account 1 (5 ended early, 6 sold out to account 3),
 * pools 1–3 of account 2 (1: SALLY 12 % with 15 % announced, 2: SCHM 25 %, 3: SALLY 10 % ending
 * right after the seed); account 3 staked in pool 1. Account 7 buys here, the owners post
 * metadata, account 3 buys and claims after moving the chain's time; the chain is reverted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contracts } from '../e2e/support/contracts';
import { stackEnv } from '../stack/env';
import { address, api, deployment, expectApiError, provider, revert, rpc, snapshot, wrongChecksum } from './helpers';
import { allPages, buyAs, E18, eventually, postMetadataAs, waitForIndexed } from './indexHelpers';
import { closeOwnServers, getJson, metadataDownStorage, startOwnServer } from './ownServer';

const base = () => stackEnv().apiUrl;
const ids = (items: Array<{ saleId?: string; poolId?: string }>) => items.map((i) => Number(i.saleId ?? i.poolId));
let snap: string;

beforeAll(async () => {
  snap = await snapshot();
  await waitForIndexed(base());
});
afterAll(async () => {
  await closeOwnServers();
  await revert(snap);
});

describe('index answers', () => {
  it('name the block they are indexed to and the chain head', async () => {
    const latest = (await provider().getBlock('latest'))!;
    const { status, body } = await api('/index/sales');
    expect(status).toBe(200);
    expect(body.indexedBlock).toEqual({ number: latest.number, hash: latest.hash!.toLowerCase(), timestamp: latest.timestamp });
    expect(body.head).toEqual({ number: latest.number });
    expect(body.lag).toBe(0);
    expect((await api('/index/status')).body).toMatchObject({ indexedBlock: body.indexedBlock, deploymentBlock: deployment().deploymentBlock, writer: true });
  });

  it('page every sale once, in order, with opaque cursors bound to their list', async () => {
    const first = await api('/index/sales?status=all&limit=4');
    expect(ids(first.body.items)).toEqual([6, 5, 4, 3]);
    const second = await api(`/index/sales?status=all&limit=4&cursor=${first.body.nextCursor}`);
    expect(ids(second.body.items)).toEqual([2, 1]);
    expect(second.body.nextCursor).toBeNull();

    expect(expectApiError(await api(`/index/sales?status=live&limit=4&cursor=${first.body.nextCursor}`), 400)).toMatch(/^cursor is not a cursor of this list/);
    expect(expectApiError(await api('/index/sales?cursor=bm90LWpzb24'), 400)).toMatch(/^cursor is not a cursor of this list/);
    expect(expectApiError(await api('/index/sales?cursor=a+b'), 400)).toMatch(/^cursor is not a cursor of this list/);
  });

  it('sort sales by discount, progress and end, and split live from finished at the indexed block', async () => {
    expect(ids((await api('/index/sales?status=live&sort=discount')).body.items)).toEqual([2, 3, 4, 1]);
    const progress = (await api('/index/sales?status=all&sort=progress')).body.items;
    expect(progress[0]).toMatchObject({ saleId: '6', progressBps: 10_000, status: 'soldOut', hasEnded: true });
    expect(ids((await api('/index/sales?status=finished&sort=ending')).body.items).sort()).toEqual([5, 6]);
    expect((await api('/index/sales?status=finished')).body.items.map((s: { status: string }) => s.status).sort()).toEqual(['endedEarly', 'soldOut']);
  });

  it('find sales by token name, symbol or address, or the sale address, and an owner’s', async () => {
    const { testTokens } = deployment();
    expect(ids((await api('/index/sales?status=all&q=Schmeck')).body.items)).toEqual([5, 2]);
    expect(ids((await api('/index/sales?status=all&q=%20sally%20')).body.items)).toEqual([6, 3, 1]);
    expect(ids((await api(`/index/sales?status=all&q=${testTokens!.noLiquidity}`)).body.items)).toEqual([4]);
    const sale3 = (await api('/index/sales?status=all&q=SALLY')).body.items.find((s: { saleId: string }) => s.saleId === '3');
    expect(ids((await api(`/index/sales?status=all&q=${sale3.saleAddress}`)).body.items)).toEqual([3]);
    expect((await api('/index/sales?status=all&q=%25')).body.items).toEqual([]);
    expect(ids((await api(`/index/sales?status=all&owner=${address(1)}`)).body.items)).toEqual([6, 5, 4, 3, 2, 1]);
    expect((await api(`/index/sales?status=all&owner=${address(2)}`)).body.items).toEqual([]);
  });

  it('sort pools by the APR in force, filter them to a wallet’s stakes, and show the announced change', async () => {
    const pools = (await api('/index/pools?status=all&sort=apr')).body.items;
    expect(ids(pools)).toEqual([2, 1, 3]);
    expect(pools[1]).toMatchObject({ aprBps: '1200', pendingApr: { aprBps: '1500' }, stakersCount: 1, totalStaked: String(1000n * E18), token: { symbol: 'SALLY', decimals: 18 } });
    expect(ids((await api(`/index/pools?status=all&stakedBy=${address(3)}`)).body.items)).toEqual([1]);
    expect((await api(`/index/pools?status=all&stakedBy=${address(4)}`)).body.items).toEqual([]);
    expect(ids((await api('/index/pools?status=finished')).body.items)).toEqual([3]);
    expect(ids((await api('/index/pools?status=all&q=schm')).body.items)).toEqual([2]);
  });

  it('list a wallet’s bonds, stakes and activity, and a listing’s activity, with amounts and transactions', async () => {
    const buyer = address(3);
    const bonds = (await api(`/index/wallets/${buyer}/bonds`)).body.items;
    expect(bonds).toHaveLength(1);
    expect(bonds[0]).toMatchObject({ sale: { saleId: '6' }, position: { bought: String(1000n * E18), claimed: '0' } });
    expect((await api(`/index/wallets/${buyer}/stakes?status=open`)).body.items[0]).toMatchObject({ pool: { poolId: '1' }, position: { staked: String(1000n * E18) } });

    const staking = (await api(`/index/wallets/${buyer}/activity?kind=staking`)).body.items;
    expect(staking.map((a: { kind: string }) => a.kind)).toEqual(['stake']);
    expect(staking[0]).toMatchObject({ listing: { kind: 'pool', id: '1', token: { symbol: 'SALLY' } }, account: buyer.toLowerCase(), amount: String(1000n * E18), txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const receipt = await provider().getTransactionReceipt(staking[0].txHash);
    expect(receipt!.blockNumber).toBe(staking[0].blockNumber);

    const sale6 = await allPages(base(), '/index/sales/6/activity');
    expect(sale6[sale6.length - 1]).toMatchObject({ kind: 'saleCreated', account: address(1).toLowerCase() });
    expect(sale6.filter((a) => a.kind === 'purchase').reduce((sum, a) => sum + BigInt(a.amount as string), 0n)).toBe(1000n * E18);
    // one transaction: the pool logs its first funding before the factory logs the creation; newest first
    expect((await api('/index/pools/3/activity')).body.items.map((a: { kind: string }) => a.kind)).toEqual(['poolCreated', 'rewardsFunded']);
    expect((await api('/index/sales/999/activity')).body.items).toEqual([]);
  });

  it('show a purchase once the index has reached its block', async () => {
    const trader = address(7);
    const before = (await api('/index/sales?status=all&q=sally')).body.items.find((s: { saleId: string }) => s.saleId === '1');
    await buyAs(7, 1, 250n * E18);
    await waitForIndexed(base());
    const after = (await api('/index/sales?status=all&q=sally')).body.items.find((s: { saleId: string }) => s.saleId === '1');
    expect(BigInt(after.soldTokens) - BigInt(before.soldTokens)).toBe(250n * E18);
    expect(after.buyersCount).toBe(before.buyersCount + 1);
    const bonds = (await api(`/index/wallets/${trader}/bonds?status=open`)).body.items;
    expect(bonds).toMatchObject([{ sale: { saleId: '1' }, position: { bought: String(250n * E18), purchases: 1 } }]);
    const [latest] = (await api(`/index/wallets/${trader.toLowerCase()}/activity`)).body.items;
    expect(latest).toMatchObject({ kind: 'purchase', amount: String(250n * E18), details: { paymentAmount: expect.any(String) } });
  });
});

type Listing = { saleId?: string; poolId?: string; logoUrl: string | null; hasMetadata?: boolean; status: string; buyersCount?: number; stakersCount?: number };
const byId = (items: Listing[], id: number) => items.find((i) => Number(i.saleId ?? i.poolId) === id)!;

describe('what cards and dashboards show beside the index', () => {
  it("give each sale the logo URL /sales/summaries gives it, in the market and in a wallet's bonds, soon after it is posted", async () => {
    const before = (await api<{ items: Listing[] }>('/index/sales?status=all')).body.items;
    expect(before.map((s) => s.logoUrl)).toEqual(before.map(() => null));
    // no block is mined by a metadata post: the answer cached for this indexed block must not hide it
    await postMetadataAs(base(), 1, 'sale', 6);
    const after = await eventually(() => api<{ items: Listing[] }>('/index/sales?status=all'), (r) => byId(r.body.items, 6).logoUrl !== null);
    expect(byId(after.body.items, 6).logoUrl).toBe('/sales/6/logo');
    expect(after.body.items.filter((s) => s.saleId !== '6').map((s) => s.logoUrl)).toEqual(before.slice(1).map(() => null));
    expect((await api('/sales/summaries?ids=6,1')).body.summaries.map((s: { logoUrl: string | null }) => s.logoUrl)).toEqual(['/sales/6/logo', null]);
    expect((await fetch(`${base()}/sales/6/logo`)).status).toBe(200);
    const [bond] = (await api(`/index/wallets/${address(3)}/bonds`)).body.items;
    expect(bond.sale).toMatchObject({ saleId: '6', logoUrl: '/sales/6/logo' });
  });

  it("give each pool its logo URL and whether metadata is stored, in the pool list and in a wallet's stakes", async () => {
    expect((await api<{ items: Listing[] }>('/index/pools?status=all')).body.items.map((p) => [p.poolId, p.logoUrl, p.hasMetadata])).toEqual([['3', null, false], ['2', null, false], ['1', null, false]]);
    await postMetadataAs(base(), 2, 'stake-pool', 1);
    await postMetadataAs(base(), 2, 'stake-pool', 2, { logo: false });
    const pools = await eventually(() => api<{ items: Listing[] }>('/index/pools?status=all'), (r) => byId(r.body.items, 1).logoUrl !== null && byId(r.body.items, 2).hasMetadata === true);
    expect(pools.body.items.map((p) => [p.poolId, p.logoUrl, p.hasMetadata])).toEqual([['3', null, false], ['2', null, true], ['1', '/stake-pools/0/logo', true]]);
    expect((await api('/stake-pools/0/metadata')).body.logoUrl).toBe('/stake-pools/0/logo');
    expect((await fetch(`${base()}/stake-pools/0/logo`)).status).toBe(200);
    const [stake] = (await api(`/index/wallets/${address(3)}/stakes`)).body.items;
    expect(stake.pool).toMatchObject({ poolId: '1', logoUrl: '/stake-pools/0/logo', hasMetadata: true });
  });

  it('answer every list, without logos or metadata, while the metadata store is down', async () => {
    const own = await startOwnServer({ storage: metadataDownStorage('getMetadataMany') });
    const sales = await getJson<{ items: Listing[] }>(`${own}/index/sales?status=all`);
    expect(sales.status).toBe(200);
    expect(sales.body.items.map((s) => s.logoUrl)).toEqual([null, null, null, null, null, null]);
    const pools = await getJson<{ items: Listing[] }>(`${own}/index/pools?status=all`);
    expect(pools.body.items.map((p) => [p.logoUrl, p.hasMetadata])).toEqual([[null, false], [null, false], [null, false]]);
    const stakes = await getJson<{ items: Array<{ pool: Listing }> }>(`${own}/index/wallets/${address(3)}/stakes`);
    expect(stakes.body.items.map((s) => [s.pool.logoUrl, s.pool.hasMetadata])).toEqual([[null, false]]);
    // the store itself answers the stack's API
    expect(byId((await api<{ items: Listing[] }>('/index/sales?status=all')).body.items, 6).logoUrl).toBe('/sales/6/logo');
  });

  it("total all of an owner's listings whatever the status, search and page, and only when an owner is named", async () => {
    const sales = (await allPages(base(), `/index/sales?status=all&owner=${address(1)}`)) as unknown as Listing[];
    const saleTotals = { listings: sales.length, live: sales.filter((s) => s.status === 'live').length, participants: sales.reduce((n, s) => n + s.buyersCount!, 0) };
    expect(saleTotals).toMatchObject({ listings: 6, live: 4 });
    const first = await api(`/index/sales?owner=${address(1)}&limit=2`);
    expect(first.body.ownerTotals).toEqual(saleTotals);
    expect((await api(`/index/sales?owner=${address(1)}&limit=2&cursor=${first.body.nextCursor}`)).body.ownerTotals).toEqual(saleTotals);
    expect((await api(`/index/sales?owner=${address(1).toLowerCase()}&status=finished&q=schm`)).body.ownerTotals).toEqual(saleTotals);
    expect((await api(`/index/sales?owner=${address(2)}`)).body.ownerTotals).toEqual({ listings: 0, live: 0, participants: 0 });
    expect((await api('/index/sales?status=all')).body).not.toHaveProperty('ownerTotals');

    const pools = (await allPages(base(), `/index/pools?status=all&owner=${address(2)}`)) as unknown as Listing[];
    const poolTotals = { listings: pools.length, live: pools.filter((p) => p.status !== 'ended').length, participants: pools.reduce((n, p) => n + p.stakersCount!, 0) };
    expect(poolTotals).toEqual({ listings: 3, live: 2, participants: 1 });
    expect((await api(`/index/pools?owner=${address(2)}&status=finished&sort=apr`)).body.ownerTotals).toEqual(poolTotals);
    expect((await api(`/index/pools?owner=${address(2)}&q=schm&limit=1`)).body.ownerTotals).toEqual(poolTotals);
    expect((await api('/index/pools?status=all')).body).not.toHaveProperty('ownerTotals');
  });

  it('count the pools a wallet has stake in now, and how many of them are live, over all its stakes', async () => {
    const open = (await allPages(base(), `/index/wallets/${address(3)}/stakes?status=open`)) as unknown as Array<{ pool: Listing }>;
    const { body } = await api(`/index/wallets/${address(3)}/stakes?limit=1`);
    expect(body.totals).toEqual({ positions: open.length, live: open.filter((s) => s.pool.status !== 'ended').length });
    expect(body.totals).toEqual({ positions: 1, live: 1 });
    expect((await api(`/index/wallets/${address(4)}/stakes`)).body.totals).toEqual({ positions: 0, live: 0 });
    expect((await api(`/index/wallets/${address(4)}/bonds`)).body.totals).toEqual([]);
  });
});

describe('index inputs', () => {
  it.each([
    ['/index/sales?limit=0', /^limit must be a whole number from 1 to 100$/],
    ['/index/sales?limit=101', /^limit must be a whole number from 1 to 100$/],
    ['/index/sales?limit=ten', /^limit must be a whole number from 1 to 100$/],
    ['/index/sales?status=open', /^status must be one of live, finished, all$/],
    ['/index/sales?sort=apr', /^sort must be one of ending, newest, discount, progress$/],
    ['/index/pools?sort=progress', /^sort must be one of ending, newest, apr, stakers$/],
    ['/index/sales?page=2', /^page is not an allowed parameter/],
    ['/index/sales?q=', /^q must be at least 1 character$/],
    ['/index/sales?q=%20%20', /^q must not be blank/],
    [`/index/sales?q=${'x'.repeat(65)}`, /^q must be at most 64 characters$/],
    ['/index/sales?owner=0x123', /^owner is not a valid address/],
    ['/index/pools?stakedBy=bob', /^stakedBy is not a valid address/],
    ['/index/wallets/0x12/bonds', /^address is not a valid address/],
    ['/index/sales/0/activity', /^The sale id must be 1 or more/],
    ['/index/pools/abc/activity', /^id must match pattern/],
    ['/index/wallets/0x0000000000000000000000000000000000000001/activity?kind=swap', /^kind must be one of bond, staking, all$/],
  ])('%s is a 400 that says why', async (route, message) => {
    expect(expectApiError(await api(route), 400)).toMatch(message);
  });

  it('refuses an address with a wrong checksum, and takes it lowercase or checksummed', async () => {
    expect(expectApiError(await api(`/index/wallets/${wrongChecksum(address(3))}/stakes`), 400)).toBe('address has an invalid checksum');
    expect((await api(`/index/wallets/${address(3)}/stakes`)).body.items).toHaveLength(1);
    expect((await api(`/index/wallets/${address(3).toLowerCase()}/stakes`)).body.items).toHaveLength(1);
  });
});

describe('index limits', () => {
  it('throttle a client per route with a 429 and Retry-After, like the other routes', async () => {
    // a database of its own, which nothing indexes: each answer is a 503 until the limit's 429
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-limit-'));
    const own = await startOwnServer({ dbFile: path.join(dir, 'api.sqlite'), limits: { indexReadsPerMinute: 3 }, index: { follow: false } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await fetch(`${own}/index/pools`));
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([503, 503, 503]);
    expect(answers[3]!.status).toBe(429);
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await answers[3]!.json()).message).toMatch(/^Too many requests; please try again in \d+ s\.$/);
    expect((await fetch(`${own}/health`)).status).toBe(200);
    await closeOwnServers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answer 503 until the first range is indexed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-empty-'));
    const own = await startOwnServer({ dbFile: path.join(dir, 'api.sqlite'), index: { follow: false } });
    const response = await fetch(`${own}/index/sales`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The event index has not indexed any block yet; please try again shortly.' });
    expect(response.headers.get('retry-after')).toBe('5');
    await closeOwnServers();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("a wallet's bond totals", () => {
  it('sum every bond per payout token, with what has vested as each sale computes it, over a partly claimed and a partly vested bond', async () => {
    const wallet = address(3);
    const c = contracts(3);
    const saleAt = async (id: number) => c.bondSale((await c.bondFactory.getSaleByIndex(id - 1)).saleAddress);
    const [sale1, sale6] = [await saleAt(1), await saleAt(6)];
    // sale 1 (SALLY, 90 days of vesting) bought now; sale 6 (SALLY, 14 days) bought at the seed, part of it claimed
    await buyAs(3, 1, 300n * E18);
    await rpc('evm_increaseTime', [3 * 86_400]);
    await (await sale6.claim()).wait();
    await rpc('evm_increaseTime', [86_400]);
    await rpc('evm_mine');
    const { indexedBlock } = await waitForIndexed(base());

    const at = { blockTag: indexedBlock.number };
    const [one, six] = [await sale1.getBuyerInfo(wallet, at), await sale6.getBuyerInfo(wallet, at)];
    const vested = (await sale1.vestedAmount(wallet, at)) + (await sale6.vestedAmount(wallet, at));
    expect(six.claimed).toBeGreaterThan(0n);
    expect(six.claimed).toBeLessThan(six.amount);
    expect(vested).toBe(one.claimed + one.claimable + six.claimed + six.claimable);
    expect(vested).toBeLessThan(one.amount + six.amount);

    const sally = byId((await api<{ items: Array<Listing & { token: string }> }>('/index/sales?status=all')).body.items, 1) as Listing & { token: string };
    const { body } = await api(`/index/wallets/${wallet}/bonds?status=open&limit=1`);
    expect(body.indexedBlock.number).toBe(indexedBlock.number);
    expect(body.items).toHaveLength(1);
    expect(body.totals).toEqual([
      { token: sally.token, symbol: 'SALLY', decimals: 18, bonds: 2, bought: String(one.amount + six.amount), claimed: String(one.claimed + six.claimed), vested: String(vested) },
    ]);
  });
});
