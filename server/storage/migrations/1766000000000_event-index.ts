/**
 * The event index's tables (server/storage/indexStore/tables.ts says what each column holds), the
 * same as the SQLite adapter's: uint256 amounts NUMERIC(78,0), flags SMALLINT 0/1, block numbers,
 * times and ids BIGINT.
 */
import type { ColumnDefinitions, MigrationBuilder } from 'node-pg-migrate';

const amount = { type: 'numeric(78,0)', notNull: true } as const;
const bigint = { type: 'bigint', notNull: true } as const;
const integer = { type: 'integer', notNull: true } as const;
const flag = { type: 'smallint', notNull: true } as const;
const text = { type: 'text', notNull: true } as const;
const chainId = { type: 'integer', notNull: true, primaryKey: true } as const;

const tokenColumns: ColumnDefinitions = {
  token_name: { type: 'text' },
  token_symbol: { type: 'text' },
  token_decimals: { type: 'integer' },
  search_text: text,
};

export function up(pgm: MigrationBuilder): void {
  pgm.createTable('index_state', {
    chain_id: chainId,
    block_number: bigint,
    block_hash: text,
    block_timestamp: bigint,
    version: bigint,
    updated_at: bigint,
  });
  pgm.createTable('index_blocks', {
    chain_id: chainId,
    block_number: { ...bigint, primaryKey: true },
    block_hash: text,
  });
  pgm.createTable('index_tokens', {
    chain_id: chainId,
    address: { ...text, primaryKey: true },
    name: { type: 'text' },
    symbol: { type: 'text' },
    decimals: { type: 'integer' },
  });
  pgm.createTable('index_sales', {
    chain_id: chainId,
    sale_id: { ...bigint, primaryKey: true },
    address: text,
    owner: text,
    token: text,
    currency: integer,
    ...tokenColumns,
    hard_cap: amount,
    sold_tokens: amount,
    total_proceeds: amount,
    total_claimed: amount,
    discount_bps: integer,
    start_time: bigint,
    end_time: bigint,
    vesting_duration: bigint,
    min_price_per_token: amount,
    max_per_buyer: amount,
    max_per_quote: amount,
    hourly_budget: amount,
    buyers_count: integer,
    ended_early: flag,
    closed_at: { type: 'bigint' },
    ends_at: bigint,
    progress_bps: integer,
    proceeds_withdrawn: flag,
    unsold_withdrawn: flag,
    fee_withdrawn: flag,
    created_block: bigint,
    created_tx: text,
    created_at: bigint,
  });
  pgm.createIndex('index_sales', ['chain_id', 'address'], { unique: true });
  pgm.createIndex('index_sales', ['chain_id', 'ends_at', 'sale_id']);
  pgm.createIndex('index_sales', ['chain_id', 'discount_bps', 'sale_id']);
  pgm.createIndex('index_sales', ['chain_id', 'progress_bps', 'sale_id']);
  pgm.createIndex('index_sales', ['chain_id', 'owner', 'sale_id']);
  pgm.createIndex('index_sales', ['chain_id', 'token']);
  pgm.createTable('index_pools', {
    chain_id: chainId,
    pool_id: { ...bigint, primaryKey: true },
    address: text,
    owner: text,
    staking_token: text,
    ...tokenColumns,
    apr_bps: integer,
    pending_apr_bps: { type: 'integer' },
    pending_apr_at: { type: 'bigint' },
    created_at: bigint,
    end_time: bigint,
    active: flag,
    total_staked: amount,
    total_claimed: amount,
    total_funded: amount,
    reserve_withdrawn: amount,
    stakers_count: integer,
    emergency_recipient: { type: 'text' },
    emergency_execute_after: { type: 'bigint' },
    emergency_expires_at: { type: 'bigint' },
    created_block: bigint,
    created_tx: text,
  });
  pgm.createIndex('index_pools', ['chain_id', 'address'], { unique: true });
  pgm.createIndex('index_pools', ['chain_id', 'end_time', 'pool_id']);
  pgm.createIndex('index_pools', ['chain_id', 'stakers_count', 'pool_id']);
  pgm.createIndex('index_pools', ['chain_id', 'owner', 'pool_id']);
  pgm.createIndex('index_pools', ['chain_id', 'staking_token']);
  pgm.createTable('index_bond_positions', {
    chain_id: chainId,
    buyer: { ...text, primaryKey: true },
    sale_id: { ...bigint, primaryKey: true },
    bought: amount,
    claimed: amount,
    paid: amount,
    purchases: integer,
    first_at: bigint,
    last_at: bigint,
    open: flag,
  });
  pgm.createIndex('index_bond_positions', ['chain_id', 'buyer', 'last_at', 'sale_id']);
  pgm.createIndex('index_bond_positions', ['chain_id', 'sale_id']);
  pgm.createTable('index_stake_positions', {
    chain_id: chainId,
    staker: { ...text, primaryKey: true },
    pool_id: { ...bigint, primaryKey: true },
    staked: amount,
    rewards_claimed: amount,
    stakes: integer,
    first_at: bigint,
    last_at: bigint,
    staking: flag,
  });
  pgm.createIndex('index_stake_positions', ['chain_id', 'staker', 'last_at', 'pool_id']);
  pgm.createIndex('index_stake_positions', ['chain_id', 'pool_id']);
  pgm.createTable('index_events', {
    chain_id: chainId,
    block_number: { ...bigint, primaryKey: true },
    log_index: { ...integer, primaryKey: true },
    tx_hash: text,
    block_timestamp: bigint,
    listing_kind: { ...text, check: "listing_kind IN ('sale', 'pool')" },
    listing_id: bigint,
    kind: text,
    account: { type: 'text' },
    amount: { type: 'numeric(78,0)' },
    data: text,
  });
  pgm.createIndex('index_events', ['chain_id', 'listing_kind', 'listing_id', 'block_number', 'log_index']);
  pgm.createIndex('index_events', ['chain_id', 'account', 'block_number', 'log_index']);
}

export function down(pgm: MigrationBuilder): void {
  for (const table of ['index_events', 'index_stake_positions', 'index_bond_positions', 'index_pools', 'index_sales', 'index_tokens', 'index_blocks', 'index_state']) {
    pgm.dropTable(table);
  }
}
