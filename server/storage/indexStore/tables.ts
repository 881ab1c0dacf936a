/**
 * The event index's tables as Kysely sees them (one query code for SQLite and PostgreSQL). The DDL
 * is in `server/storage/sqlite.ts` (MIGRATIONS) and `server/storage/migrations/` (PostgreSQL).
 *
 * Column types are chosen so both adapters give the same JavaScript values back: uint256 amounts
 * are decimal strings (TEXT in SQLite, NUMERIC(78,0) in PostgreSQL, which pg returns as a string),
 * flags are 0/1 integers, and block numbers, times and ids are integers (PostgreSQL BIGINT is read
 * as a JavaScript number by the index store's pool: every such value stays far below 2^53).
 */

/** 0 or 1: SQLite has no boolean type, so PostgreSQL uses SMALLINT too. */
export type Flag = 0 | 1;

export interface IndexStateTable {
  chain_id: number;
  block_number: number;
  block_hash: string;
  block_timestamp: number;
  /** +1 on every commit: a writer commits only on top of the version it read (no double count, no gap) */
  version: number;
  /** wall-clock ms of the last commit */
  updated_at: number;
}

/** Hashes of recent indexed blocks: where a reorg's common ancestor is looked for. */
export interface IndexBlocksTable {
  chain_id: number;
  block_number: number;
  block_hash: string;
}

export interface IndexTokensTable {
  chain_id: number;
  address: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

export interface IndexSalesTable {
  chain_id: number;
  sale_id: number;
  address: string;
  owner: string;
  token: string;
  currency: number;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: number | null;
  /** lowercase "name symbol", what a search matches */
  search_text: string;
  hard_cap: string;
  sold_tokens: string;
  total_proceeds: string;
  total_claimed: string;
  discount_bps: number;
  start_time: number;
  end_time: number;
  vesting_duration: number;
  min_price_per_token: string;
  max_per_buyer: string;
  max_per_quote: string;
  hourly_budget: string;
  buyers_count: number;
  ended_early: Flag;
  /** chain time it was ended early or sold out; null while neither */
  closed_at: number | null;
  /** the earlier of end_time and closed_at: live while the chain time is before it */
  ends_at: number;
  progress_bps: number;
  proceeds_withdrawn: Flag;
  unsold_withdrawn: Flag;
  fee_withdrawn: Flag;
  created_block: number;
  created_tx: string;
  created_at: number;
}

export interface IndexPoolsTable {
  chain_id: number;
  pool_id: number;
  address: string;
  owner: string;
  staking_token: string;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: number | null;
  search_text: string;
  apr_bps: number;
  pending_apr_bps: number | null;
  pending_apr_at: number | null;
  created_at: number;
  end_time: number;
  active: Flag;
  total_staked: string;
  total_claimed: string;
  total_funded: string;
  reserve_withdrawn: string;
  stakers_count: number;
  emergency_recipient: string | null;
  emergency_execute_after: number | null;
  emergency_expires_at: number | null;
  created_block: number;
  created_tx: string;
}

export interface IndexBondPositionsTable {
  chain_id: number;
  buyer: string;
  sale_id: number;
  bought: string;
  claimed: string;
  paid: string;
  purchases: number;
  first_at: number;
  last_at: number;
  /** 1 while bought > claimed */
  open: Flag;
}

export interface IndexStakePositionsTable {
  chain_id: number;
  staker: string;
  pool_id: number;
  staked: string;
  rewards_claimed: string;
  stakes: number;
  first_at: number;
  last_at: number;
  /** 1 while staked > 0 */
  staking: Flag;
}

export interface IndexEventsTable {
  chain_id: number;
  block_number: number;
  log_index: number;
  tx_hash: string;
  block_timestamp: number;
  listing_kind: 'sale' | 'pool';
  listing_id: number;
  kind: string;
  account: string | null;
  amount: string | null;
  /** JSON of the event's other fields (every uint256 a decimal string) */
  data: string;
}

export interface IndexDatabase {
  index_state: IndexStateTable;
  index_blocks: IndexBlocksTable;
  index_tokens: IndexTokensTable;
  index_sales: IndexSalesTable;
  index_pools: IndexPoolsTable;
  index_bond_positions: IndexBondPositionsTable;
  index_stake_positions: IndexStakePositionsTable;
  index_events: IndexEventsTable;
}
