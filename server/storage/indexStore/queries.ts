/**
 * The index's reads and writes over Kysely, the same code for SQLite and PostgreSQL (the caller
 * passes a Kysely bound to either). Lists are keyset-paged: a page asks for `limit + 1` rows after
 * the previous page's last (sort value, id), so a page costs the same however deep it is.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import {
  bondKey,
  emptyWorkingSet,
  stakeKey,
  type IndexCursor,
  type IndexedBlock,
  type ListingRef,
  type PoolRecord,
  type SaleRecord,
  type StoredEvent,
  type TokenFacts,
  type WorkingSet,
} from './records';
import { bondPosition, bondRow, eventRow, poolRecord, poolRow, saleRecord, saleRow, stakePosition, stakeRow, storedEvent, tokenRecord, tokenRow } from './rows';
import type { IndexDatabase } from './tables';
import {
  IndexConflictError,
  type ActivityQuery,
  type CommitBatch,
  type Fold,
  type KeysetAfter,
  type ListingSearch,
  type ListQuery,
  type PoolsQuery,
  type PositionsQuery,
  type RollbackRequest,
  type SalesQuery,
} from './types';

type Db = Kysely<IndexDatabase> | Transaction<IndexDatabase>;

/** Rows per statement: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `%text%` for LIKE, with the user's own % _ \ taken literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(table: 'index_sales' | 'index_pools', search: ListingSearch): Expression<SqlBool> {
  if ('address' in search) {
    const address = search.address.toLowerCase();
    const token = sql.ref(`${table}.${table === 'index_sales' ? 'token' : 'staking_token'}`);
    return sql<SqlBool>`(${token} = ${address} OR ${sql.ref(`${table}.address`)} = ${address})`;
  }
  return sql<SqlBool>`${sql.ref(`${table}.search_text`)} LIKE ${likePattern(search.text)} ESCAPE '\\'`;
}

/** (key, id) strictly after `after` in the given direction: the keyset condition of a page. */
function keysetAfter(key: Expression<number>, id: Expression<number>, after: KeysetAfter, direction: 'asc' | 'desc'): Expression<SqlBool> {
  const op = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql<SqlBool>`(${key} ${op} ${after.key} OR (${key} = ${after.key} AND ${id} ${op} ${after.id}))`;
}

export async function readCursor(db: Db, chainId: number): Promise<IndexCursor | null> {
  const row = await db.selectFrom('index_state').selectAll().where('chain_id', '=', chainId).executeTakeFirst();
  if (!row) return null;
  return { number: Number(row.block_number), hash: row.block_hash, timestamp: Number(row.block_timestamp), version: Number(row.version) };
}

interface ListingOrder {
  key: Expression<number>;
  direction: 'asc' | 'desc';
}

/**
 * What every listing list filters on, as conditions: live or finished at `now` by `endsAt`, one
 * owner, a search, and the keyset position after the previous page in `order` (then by `id`).
 */
function listingConditions(
  table: 'index_sales' | 'index_pools',
  columns: { id: Expression<number>; endsAt: Expression<number> },
  q: ListQuery,
  order: ListingOrder,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (q.status === 'live') conditions.push(sql<SqlBool>`${columns.endsAt} > ${q.now}`);
  if (q.status === 'finished') conditions.push(sql<SqlBool>`${columns.endsAt} <= ${q.now}`);
  if (q.owner) conditions.push(sql<SqlBool>`${sql.ref(`${table}.owner`)} = ${q.owner.toLowerCase()}`);
  if (q.search) conditions.push(searchCondition(table, q.search));
  if (q.after) conditions.push(keysetAfter(order.key, columns.id, q.after, order.direction));
  return conditions;
}

export async function listSales(db: Db, chainId: number, q: SalesQuery): Promise<SaleRecord[]> {
  const order: ListingOrder = q.sort === 'ending' ? { key: sql.ref<number>('ends_at'), direction: q.status === 'finished' ? 'desc' : 'asc' }
    : q.sort === 'discount' ? { key: sql.ref<number>('discount_bps'), direction: 'desc' }
      : q.sort === 'progress' ? { key: sql.ref<number>('progress_bps'), direction: 'desc' }
        : { key: sql.ref<number>('sale_id'), direction: 'desc' };
  const id = sql.ref<number>('sale_id');
  let query = db.selectFrom('index_sales').selectAll().where('chain_id', '=', chainId);
  for (const condition of listingConditions('index_sales', { id, endsAt: sql.ref<number>('ends_at') }, q, order)) query = query.where(condition);
  const rows = await query.orderBy(order.key, order.direction).orderBy(id, order.direction).limit(q.limit).execute();
  return rows.map(saleRecord);
}

/** The APR in force at `now` (an announced change applies from its effective time), as SQL. */
function aprAt(now: number): Expression<number> {
  return sql<number>`(CASE WHEN pending_apr_at IS NOT NULL AND pending_apr_at <= ${now} THEN pending_apr_bps ELSE apr_bps END)`;
}

export async function listPools(db: Db, chainId: number, q: PoolsQuery): Promise<PoolRecord[]> {
  const endTime = sql.ref<number>('index_pools.end_time');
  const order: ListingOrder = q.sort === 'ending' ? { key: endTime, direction: q.status === 'finished' ? 'desc' : 'asc' }
    : q.sort === 'apr' ? { key: aprAt(q.now), direction: 'desc' }
      : q.sort === 'stakers' ? { key: sql.ref<number>('stakers_count'), direction: 'desc' }
        : { key: sql.ref<number>('index_pools.pool_id'), direction: 'desc' };
  const id = sql.ref<number>('index_pools.pool_id');
  let query = db.selectFrom('index_pools').selectAll('index_pools').where('index_pools.chain_id', '=', chainId);
  if (q.stakedBy) {
    const staker = q.stakedBy.toLowerCase();
    query = query.innerJoin('index_stake_positions as s', (join) =>
      join.onRef('s.chain_id', '=', 'index_pools.chain_id').onRef('s.pool_id', '=', 'index_pools.pool_id').on('s.staker', '=', staker).on('s.staking', '=', 1),
    );
  }
  for (const condition of listingConditions('index_pools', { id, endsAt: endTime }, q, order)) query = query.where(condition);
  const rows = await query.orderBy(order.key, order.direction).orderBy(id, order.direction).limit(q.limit).execute();
  return rows.map(poolRecord);
}

export async function listBonds(db: Db, chainId: number, q: PositionsQuery) {
  const wallet = q.wallet.toLowerCase();
  let query = db
    .selectFrom('index_bond_positions as p')
    .innerJoin('index_sales', (join) => join.onRef('index_sales.chain_id', '=', 'p.chain_id').onRef('index_sales.sale_id', '=', 'p.sale_id'))
    .selectAll('index_sales')
    .select(['p.buyer', 'p.bought', 'p.claimed', 'p.paid', 'p.purchases', 'p.first_at', 'p.last_at', 'p.open'])
    .where('p.chain_id', '=', chainId)
    .where('p.buyer', '=', wallet);
  if (q.openOnly) query = query.where('p.open', '=', 1);
  const after = q.after;
  if (after) query = query.where(() => keysetAfter(sql.ref('p.last_at'), sql.ref('p.sale_id'), after, 'desc'));
  const rows = await query.orderBy('p.last_at', 'desc').orderBy('p.sale_id', 'desc').limit(q.limit).execute();
  return rows.map((row) => ({ position: bondPosition({ ...row, chain_id: chainId }), sale: saleRecord(row) }));
}

export async function listStakes(db: Db, chainId: number, q: PositionsQuery) {
  const wallet = q.wallet.toLowerCase();
  let query = db
    .selectFrom('index_stake_positions as p')
    .innerJoin('index_pools', (join) => join.onRef('index_pools.chain_id', '=', 'p.chain_id').onRef('index_pools.pool_id', '=', 'p.pool_id'))
    .selectAll('index_pools')
    .select(['p.staker', 'p.staked', 'p.rewards_claimed', 'p.stakes', 'p.first_at', 'p.last_at', 'p.staking'])
    .where('p.chain_id', '=', chainId)
    .where('p.staker', '=', wallet);
  if (q.openOnly) query = query.where('p.staking', '=', 1);
  const after = q.after;
  if (after) query = query.where(() => keysetAfter(sql.ref('p.last_at'), sql.ref('p.pool_id'), after, 'desc'));
  const rows = await query.orderBy('p.last_at', 'desc').orderBy('p.pool_id', 'desc').limit(q.limit).execute();
  return rows.map((row) => ({ position: stakePosition({ ...row, chain_id: chainId }), pool: poolRecord(row) }));
}

export async function listActivity(db: Db, chainId: number, q: ActivityQuery): Promise<StoredEvent[]> {
  let query = db.selectFrom('index_events').selectAll().where('chain_id', '=', chainId);
  if (q.listing) query = query.where('listing_kind', '=', q.listing.kind).where('listing_id', '=', q.listing.id);
  if (q.account) query = query.where('account', '=', q.account.toLowerCase());
  if (q.listingKind) query = query.where('listing_kind', '=', q.listingKind);
  const after = q.after;
  if (after) query = query.where(() => keysetAfter(sql.ref('block_number'), sql.ref('log_index'), { key: after.blockNumber, id: after.logIndex }, 'desc'));
  const rows = await query.orderBy('block_number', 'desc').orderBy('log_index', 'desc').limit(q.limit).execute();
  return rows.map(storedEvent);
}

export async function salesByIds(db: Db, chainId: number, ids: readonly number[]): Promise<SaleRecord[]> {
  const out: SaleRecord[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('index_sales').selectAll().where('chain_id', '=', chainId).where('sale_id', 'in', part).execute();
    out.push(...rows.map(saleRecord));
  }
  return out;
}

export async function poolsByIds(db: Db, chainId: number, ids: readonly number[]): Promise<PoolRecord[]> {
  const out: PoolRecord[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('index_pools').selectAll().where('chain_id', '=', chainId).where('pool_id', 'in', part).execute();
    out.push(...rows.map(poolRecord));
  }
  return out;
}

export async function listingRefs(db: Db, chainId: number): Promise<ListingRef[]> {
  const [sales, pools] = await Promise.all([
    db.selectFrom('index_sales').select(['sale_id', 'address', 'owner']).where('chain_id', '=', chainId).execute(),
    db.selectFrom('index_pools').select(['pool_id', 'address', 'owner']).where('chain_id', '=', chainId).execute(),
  ]);
  return [
    ...sales.map((s) => ({ kind: 'sale' as const, id: Number(s.sale_id), address: s.address, owner: s.owner })),
    ...pools.map((p) => ({ kind: 'pool' as const, id: Number(p.pool_id), address: p.address, owner: p.owner })),
  ];
}

export async function checkpoints(db: Db, chainId: number, atOrBelow: number, limit: number) {
  const rows = await db
    .selectFrom('index_blocks')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', chainId)
    .where('block_number', '<=', atOrBelow)
    .orderBy('block_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ number: Number(r.block_number), hash: r.block_hash }));
}

export async function knownTokens(db: Db, chainId: number, addresses: readonly string[]): Promise<TokenFacts[]> {
  const out: TokenFacts[] = [];
  for (const part of chunks([...new Set(addresses)])) {
    const rows = await db.selectFrom('index_tokens').selectAll().where('chain_id', '=', chainId).where('address', 'in', part).execute();
    out.push(...rows.map(tokenRecord));
  }
  return out;
}

/** Moves the cursor from `expected` to `to`, first thing in the transaction (so concurrent writers queue on its row). */
async function moveCursor(tx: Db, chainId: number, expected: IndexCursor | null, to: IndexedBlock): Promise<IndexCursor> {
  const version = (expected?.version ?? 0) + 1;
  const row = { block_number: to.number, block_hash: to.hash, block_timestamp: to.timestamp, version, updated_at: Date.now() };
  const result = expected
    ? await tx.updateTable('index_state').set(row).where('chain_id', '=', chainId).where('version', '=', expected.version).executeTakeFirst()
    : await tx.insertInto('index_state').values({ chain_id: chainId, ...row }).onConflict((oc) => oc.column('chain_id').doNothing()).executeTakeFirst();
  const changed = 'numUpdatedRows' in result ? result.numUpdatedRows : result.numInsertedOrUpdatedRows;
  if (!changed || Number(changed) !== 1) throw new IndexConflictError();
  return { ...to, version };
}

/** Loads into `set` the stored records that `events` change (listings created by them are not stored yet). */
async function loadTouched(tx: Db, chainId: number, set: WorkingSet, events: readonly StoredEvent[]): Promise<void> {
  const saleIds = new Set<number>();
  const poolIds = new Set<number>();
  const bondKeys = new Set<string>();
  const stakeKeys = new Set<string>();
  for (const e of events) {
    if (e.listingKind === 'sale') {
      if (e.kind !== 'saleCreated') saleIds.add(e.listingId);
      if ((e.kind === 'purchase' || e.kind === 'claim') && e.account) bondKeys.add(bondKey(e.listingId, e.account));
    } else {
      if (e.kind !== 'poolCreated') poolIds.add(e.listingId);
      if ((e.kind === 'stake' || e.kind === 'unstake' || e.kind === 'rewardsClaimed') && e.account) stakeKeys.add(stakeKey(e.listingId, e.account));
    }
  }
  for (const sale of await salesByIds(tx, chainId, [...saleIds])) set.sales.set(sale.saleId, sale);
  for (const pool of await poolsByIds(tx, chainId, [...poolIds])) set.pools.set(pool.poolId, pool);
  await loadPositions(tx, chainId, 'bonds', bondKeys, set);
  await loadPositions(tx, chainId, 'stakes', stakeKeys, set);
}

/** Positions by (listing id, wallet) keys: read per wallet chunk and listing chunk, then filtered to the keys. */
async function loadPositions(tx: Db, chainId: number, which: 'bonds' | 'stakes', keys: Set<string>, set: WorkingSet) {
  if (keys.size === 0) return;
  const pairs = [...keys].map((key) => {
    const [id, wallet] = key.split(':');
    return { id: Number(id), wallet: wallet! };
  });
  const ids = [...new Set(pairs.map((p) => p.id))];
  const wallets = [...new Set(pairs.map((p) => p.wallet))];
  for (const walletPart of chunks(wallets, 200)) {
    for (const idPart of chunks(ids, 200)) {
      if (which === 'bonds') {
        const rows = await tx.selectFrom('index_bond_positions').selectAll().where('chain_id', '=', chainId).where('buyer', 'in', walletPart).where('sale_id', 'in', idPart).execute();
        for (const row of rows) {
          const position = bondPosition(row);
          const key = bondKey(position.saleId, position.buyer);
          if (keys.has(key)) set.bonds.set(key, position);
        }
      } else {
        const rows = await tx.selectFrom('index_stake_positions').selectAll().where('chain_id', '=', chainId).where('staker', 'in', walletPart).where('pool_id', 'in', idPart).execute();
        for (const row of rows) {
          const position = stakePosition(row);
          const key = stakeKey(position.poolId, position.staker);
          if (keys.has(key)) set.stakes.set(key, position);
        }
      }
    }
  }
}

/** Every column but the key, taken from the row being inserted: an upsert that replaces the stored row. */
function replaceAll<T extends object>(row: T, key: readonly string[]) {
  return Object.fromEntries(Object.keys(row).filter((c) => !key.includes(c)).map((c) => [c, sql.ref(`excluded.${c}`)]));
}

async function saveWorkingSet(tx: Db, chainId: number, set: WorkingSet): Promise<void> {
  const sales = [...set.sales.values()].map((s) => saleRow(chainId, s));
  for (const part of chunks(sales, 100)) {
    await tx.insertInto('index_sales').values(part).onConflict((oc) => oc.columns(['chain_id', 'sale_id']).doUpdateSet(replaceAll(part[0]!, ['chain_id', 'sale_id']))).execute();
  }
  const pools = [...set.pools.values()].map((p) => poolRow(chainId, p));
  for (const part of chunks(pools, 100)) {
    await tx.insertInto('index_pools').values(part).onConflict((oc) => oc.columns(['chain_id', 'pool_id']).doUpdateSet(replaceAll(part[0]!, ['chain_id', 'pool_id']))).execute();
  }
  const bonds = [...set.bonds.values()].map((b) => bondRow(chainId, b));
  for (const part of chunks(bonds, 200)) {
    await tx.insertInto('index_bond_positions').values(part).onConflict((oc) => oc.columns(['chain_id', 'buyer', 'sale_id']).doUpdateSet(replaceAll(part[0]!, ['chain_id', 'buyer', 'sale_id']))).execute();
  }
  const stakes = [...set.stakes.values()].map((s) => stakeRow(chainId, s));
  for (const part of chunks(stakes, 200)) {
    await tx.insertInto('index_stake_positions').values(part).onConflict((oc) => oc.columns(['chain_id', 'staker', 'pool_id']).doUpdateSet(replaceAll(part[0]!, ['chain_id', 'staker', 'pool_id']))).execute();
  }
}

async function saveCheckpoint(tx: Db, chainId: number, block: IndexedBlock, keep: number): Promise<void> {
  await tx
    .insertInto('index_blocks')
    .values({ chain_id: chainId, block_number: block.number, block_hash: block.hash })
    .onConflict((oc) => oc.columns(['chain_id', 'block_number']).doUpdateSet({ block_hash: block.hash }))
    .execute();
  const oldest = await tx
    .selectFrom('index_blocks')
    .select('block_number')
    .where('chain_id', '=', chainId)
    .orderBy('block_number', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (oldest) await tx.deleteFrom('index_blocks').where('chain_id', '=', chainId).where('block_number', '<=', oldest.block_number).execute();
}

/** Every index row of the chain: the first commit starts from nothing, whatever an emptied cursor left behind. */
async function clearIndex(tx: Db, chainId: number): Promise<void> {
  for (const table of ['index_events', 'index_blocks', 'index_bond_positions', 'index_stake_positions', 'index_sales', 'index_pools'] as const) {
    await tx.deleteFrom(table).where('chain_id', '=', chainId).execute();
  }
}

export async function commitBatch(tx: Db, chainId: number, batch: CommitBatch): Promise<IndexCursor> {
  const cursor = await moveCursor(tx, chainId, batch.expected, batch.to);
  if (batch.expected === null) await clearIndex(tx, chainId);
  if (batch.tokens.length > 0) {
    for (const part of chunks(batch.tokens.map((t) => tokenRow(chainId, t)), 200)) {
      await tx.insertInto('index_tokens').values(part).onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing()).execute();
    }
  }
  if (batch.events.length > 0) {
    const set = emptyWorkingSet();
    for (const token of batch.tokens) set.tokens.set(token.address, token);
    await loadTouched(tx, chainId, set, batch.events);
    batch.fold(set, batch.events);
    await saveWorkingSet(tx, chainId, set);
    for (const part of chunks(batch.events.map((e) => eventRow(chainId, e)), 200)) await tx.insertInto('index_events').values(part).execute();
  }
  await saveCheckpoint(tx, chainId, batch.to, batch.keepCheckpoints);
  return cursor;
}

/** The listings whose events after `block` are about to be removed. */
async function touchedAfter(tx: Db, chainId: number, block: number) {
  const rows = await tx
    .selectFrom('index_events')
    .select(['listing_kind', 'listing_id'])
    .distinct()
    .where('chain_id', '=', chainId)
    .where('block_number', '>', block)
    .execute();
  return {
    sales: rows.filter((r) => r.listing_kind === 'sale').map((r) => Number(r.listing_id)),
    pools: rows.filter((r) => r.listing_kind === 'pool').map((r) => Number(r.listing_id)),
  };
}

async function eventsOf(tx: Db, chainId: number, kind: 'sale' | 'pool', ids: readonly number[]): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  for (const part of chunks(ids)) {
    const rows = await tx
      .selectFrom('index_events')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('listing_kind', '=', kind)
      .where('listing_id', 'in', part)
      .orderBy('block_number')
      .orderBy('log_index')
      .execute();
    out.push(...rows.map(storedEvent));
  }
  return out;
}

export async function rollbackTo(tx: Db, chainId: number, request: RollbackRequest): Promise<IndexCursor> {
  const cursor = await moveCursor(tx, chainId, request.expected, request.to);
  const at = request.to.number;
  const touched = await touchedAfter(tx, chainId, at);
  await tx.deleteFrom('index_events').where('chain_id', '=', chainId).where('block_number', '>', at).execute();
  await tx.deleteFrom('index_blocks').where('chain_id', '=', chainId).where('block_number', '>', at).execute();
  await tx.deleteFrom('index_sales').where('chain_id', '=', chainId).where('created_block', '>', at).execute();
  await tx.deleteFrom('index_pools').where('chain_id', '=', chainId).where('created_block', '>', at).execute();
  for (const part of chunks(touched.sales)) await tx.deleteFrom('index_bond_positions').where('chain_id', '=', chainId).where('sale_id', 'in', part).execute();
  for (const part of chunks(touched.pools)) await tx.deleteFrom('index_stake_positions').where('chain_id', '=', chainId).where('pool_id', 'in', part).execute();
  // What is left of each touched listing is rebuilt from its remaining events, from its creation on.
  const events = [...(await eventsOf(tx, chainId, 'sale', touched.sales)), ...(await eventsOf(tx, chainId, 'pool', touched.pools))];
  if (events.length > 0) {
    const set = emptyWorkingSet();
    const tokenAddresses = events.filter((e) => e.kind === 'saleCreated' || e.kind === 'poolCreated').map((e) => String(e.data.token ?? e.data.stakingToken));
    for (const token of await knownTokens(tx, chainId, tokenAddresses)) set.tokens.set(token.address, token);
    request.fold(set, events);
    await saveWorkingSet(tx, chainId, set);
  }
  return cursor;
}

export type { Fold };
