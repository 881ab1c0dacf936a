/**
 * The index's aggregates, computed by the database over every matching row (never a page of them
 * loaded into the process): an owner's listings, a wallet's stakes and its bonds per payout token.
 *
 * Amount sums are exact on both databases: PostgreSQL sums NUMERIC(78,0) itself; SQLite has no
 * integer wider than 64 bits, so its handles get two aggregate functions of bigint arithmetic
 * ({@link registerSqliteAmountFunctions}) that the same queries call by name.
 */
import type Database from 'better-sqlite3';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { ListingKind } from './records';
import type { IndexDatabase } from './tables';
import type { BondTotal, OwnerTotals, StakeTotals } from './types';

export type Dialect = 'sqlite' | 'postgres';

const SUM = 'index_amount_sum';
const VESTED = 'index_vested_sum';

/**
 * SQLite aggregates over decimal-string amounts: `index_amount_sum(amount)` (NULLs skipped, '0' when
 * none) and `index_vested_sum(amount, elapsed, duration)` = ⌊Σ amount·min(max(elapsed, 0), duration) / duration⌋
 * over one sale's purchases (every row of a group has the same duration), both as decimal strings.
 */
export function registerSqliteAmountFunctions(db: Database.Database): void {
  db.aggregate(SUM, {
    start: () => 0n,
    step: (total: bigint, amount: unknown) => (amount === null ? total : total + BigInt(amount as string | number)),
    result: (total: bigint) => total.toString(),
  });
  type Vesting = { weighted: bigint; duration: bigint };
  const vestingStep = (state: Vesting, amount: unknown, elapsed: unknown, duration: unknown): Vesting => {
    const d = BigInt(duration as number);
    const t = BigInt(elapsed as number);
    const vesting = t < 0n ? 0n : t < d ? t : d;
    return { weighted: state.weighted + BigInt(amount as string | number) * vesting, duration: d };
  };
  db.aggregate(VESTED, {
    start: (): Vesting => ({ weighted: 0n, duration: 1n }),
    // three arguments per row (better-sqlite3 counts them from the step's parameters; its types assume one)
    step: vestingStep as unknown as (state: Vesting, next: unknown) => Vesting,
    result: (state: Vesting) => (state.duration > 0n ? state.weighted / state.duration : 0n).toString(),
  });
}

/** The exact sum of an amount column (or of an aggregate's decimal strings), as a decimal string. */
function amountSum(dialect: Dialect, amount: Expression<unknown>): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`COALESCE(SUM(${amount}), 0)::text` : sql<string>`${sql.raw(SUM)}(${amount})`;
}

/** Vested tokens of one sale's purchases at `elapsed` seconds after each, as the sale computes them (see BondSale._position). */
function vestedSum(dialect: Dialect, amount: Expression<unknown>, elapsed: Expression<unknown>, duration: Expression<unknown>): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`DIV(SUM(${amount} * GREATEST(0, LEAST(${elapsed}, ${duration}))), ${duration})`
    : sql<string>`${sql.raw(VESTED)}(${amount}, ${elapsed}, ${duration})`;
}

/** 1 per row that matches `condition`: a count of some rows of a group. */
const countWhere = (condition: RawBuilder<unknown>) => sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/** All of an owner's listings of one kind, however a list of them is filtered: how many, how many live at `now`, and their buyers or current stakers. */
export async function ownerTotals(db: Kysely<IndexDatabase>, chainId: number, kind: ListingKind, owner: string, now: number): Promise<OwnerTotals> {
  const row =
    kind === 'sale'
      ? await db
        .selectFrom('index_sales')
        .select([sql<number>`COUNT(*)`.as('listings'), countWhere(sql`ends_at > ${now}`).as('live'), sql<number>`COALESCE(SUM(buyers_count), 0)`.as('participants')])
        .where('chain_id', '=', chainId)
        .where('owner', '=', owner.toLowerCase())
        .executeTakeFirst()
      : await db
        .selectFrom('index_pools')
        .select([sql<number>`COUNT(*)`.as('listings'), countWhere(sql`end_time > ${now}`).as('live'), sql<number>`COALESCE(SUM(stakers_count), 0)`.as('participants')])
        .where('chain_id', '=', chainId)
        .where('owner', '=', owner.toLowerCase())
        .executeTakeFirst();
  return { listings: Number(row?.listings ?? 0), live: Number(row?.live ?? 0), participants: Number(row?.participants ?? 0) };
}

/** The pools a wallet has stake in now, and how many of them are live at `now`. */
export async function stakeTotals(db: Kysely<IndexDatabase>, chainId: number, wallet: string, now: number): Promise<StakeTotals> {
  const row = await db
    .selectFrom('index_stake_positions as p')
    .innerJoin('index_pools as pool', (join) => join.onRef('pool.chain_id', '=', 'p.chain_id').onRef('pool.pool_id', '=', 'p.pool_id'))
    .select([sql<number>`COUNT(*)`.as('positions'), countWhere(sql`pool.end_time > ${now}`).as('live')])
    .where('p.chain_id', '=', chainId)
    .where('p.staker', '=', wallet.toLowerCase())
    .where('p.staking', '=', 1)
    .executeTakeFirst();
  return { positions: Number(row?.positions ?? 0), live: Number(row?.live ?? 0) };
}

/**
 * A wallet's bonds per payout token: how many, tokens bought and claimed, and vested at `now`
 * (each sale's purchases vesting linearly from their own block's time over the sale's duration,
 * rounded down per sale as the contract rounds `vestedAmount`), ordered by token address.
 */
export async function bondTotals(db: Kysely<IndexDatabase>, dialect: Dialect, chainId: number, wallet: string, now: number): Promise<BondTotal[]> {
  const buyer = wallet.toLowerCase();
  const vestedPerSale = db
    .selectFrom('index_events as e')
    .innerJoin('index_sales as vs', (join) => join.onRef('vs.chain_id', '=', 'e.chain_id').onRef('vs.sale_id', '=', 'e.listing_id'))
    .select(['e.listing_id as sale_id', vestedSum(dialect, sql.ref('e.amount'), sql`${now} - e.block_timestamp`, sql.ref('vs.vesting_duration')).as('vested')])
    .where('e.chain_id', '=', chainId)
    .where('e.account', '=', buyer)
    // 'purchase' alone (only sales have purchases): with the listing kind too, SQLite without
    // statistics may read every sale event through the listing index instead of the wallet's.
    .where('e.kind', '=', 'purchase')
    .groupBy(['e.listing_id', 'vs.vesting_duration']);
  // A cross join with the join condition in WHERE: SQLite then reads the wallet's positions first
  // and each one's sale, instead of every sale in token order for the GROUP BY (0.1 ms against
  // 20-60 ms at 10,000 sales); PostgreSQL plans it as the inner join it is.
  const rows = await db
    .selectFrom('index_bond_positions as p')
    .crossJoin('index_sales as s')
    .whereRef('s.chain_id', '=', 'p.chain_id')
    .whereRef('s.sale_id', '=', 'p.sale_id')
    .leftJoin(vestedPerSale.as('v'), 'v.sale_id', 'p.sale_id')
    .select([
      's.token as token',
      sql<string | null>`MAX(s.token_symbol)`.as('symbol'),
      sql<number | null>`MAX(s.token_decimals)`.as('decimals'),
      sql<number>`COUNT(*)`.as('bonds'),
      amountSum(dialect, sql.ref('p.bought')).as('bought'),
      amountSum(dialect, sql.ref('p.claimed')).as('claimed'),
      amountSum(dialect, sql`COALESCE(v.vested, 0)`).as('vested'),
    ])
    .where('p.chain_id', '=', chainId)
    .where('p.buyer', '=', buyer)
    .groupBy('s.token')
    .orderBy('s.token')
    .execute();
  return rows.map((row) => ({
    token: row.token,
    symbol: row.symbol,
    decimals: row.decimals === null ? null : Number(row.decimals),
    bonds: Number(row.bonds),
    bought: BigInt(row.bought),
    claimed: BigInt(row.claimed),
    vested: BigInt(row.vested),
  }));
}
