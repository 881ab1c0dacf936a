/** Records (./records.ts) to rows (./tables.ts) and back; the only place that knows both shapes. */
import type { Selectable } from 'kysely';
import { progressBps, saleEndsAt, type BondPosition, type EventData, type PoolRecord, type SaleRecord, type StakePosition, type StoredEvent, type TokenFacts } from './records';
import type {
  Flag,
  IndexBondPositionsTable,
  IndexEventsTable,
  IndexPoolsTable,
  IndexSalesTable,
  IndexStakePositionsTable,
  IndexTokensTable,
} from './tables';

// PostgreSQL may hand integers back as strings where a driver setting does not reach (aggregates),
// so every integer column goes through Number() on the way out.
const n = (value: unknown): number => Number(value);
const nOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const flag = (value: boolean): Flag => (value ? 1 : 0);

/** lowercase "name symbol": what a text search looks in */
export function searchText(token: TokenFacts): string {
  return [token.name, token.symbol].filter(Boolean).join(' ').toLowerCase();
}

function tokenFacts(address: string, row: { token_name: string | null; token_symbol: string | null; token_decimals: number | null }): TokenFacts {
  return { address, name: row.token_name, symbol: row.token_symbol, decimals: nOrNull(row.token_decimals) };
}

export function saleRow(chainId: number, s: SaleRecord): IndexSalesTable {
  return {
    chain_id: chainId,
    sale_id: s.saleId,
    address: s.address,
    owner: s.owner,
    token: s.token,
    currency: s.currency,
    token_name: s.tokenFacts.name,
    token_symbol: s.tokenFacts.symbol,
    token_decimals: s.tokenFacts.decimals,
    search_text: searchText(s.tokenFacts),
    hard_cap: s.hardCap.toString(),
    sold_tokens: s.soldTokens.toString(),
    total_proceeds: s.totalProceeds.toString(),
    total_claimed: s.totalClaimed.toString(),
    discount_bps: s.discountBps,
    start_time: s.startTime,
    end_time: s.endTime,
    vesting_duration: s.vestingDuration,
    min_price_per_token: s.minPricePerToken.toString(),
    max_per_buyer: s.maxPerBuyer.toString(),
    max_per_quote: s.maxPerQuote.toString(),
    hourly_budget: s.hourlyBudget.toString(),
    buyers_count: s.buyersCount,
    ended_early: flag(s.endedEarly),
    closed_at: s.closedAt,
    ends_at: saleEndsAt(s),
    progress_bps: progressBps(s.soldTokens, s.hardCap),
    proceeds_withdrawn: flag(s.proceedsWithdrawn),
    unsold_withdrawn: flag(s.unsoldWithdrawn),
    fee_withdrawn: flag(s.feeWithdrawn),
    created_block: s.createdBlock,
    created_tx: s.createdTx,
    created_at: s.createdAt,
  };
}

export function saleRecord(row: Selectable<IndexSalesTable>): SaleRecord {
  return {
    saleId: n(row.sale_id),
    address: row.address,
    owner: row.owner,
    token: row.token,
    currency: n(row.currency),
    tokenFacts: tokenFacts(row.token, row),
    hardCap: BigInt(row.hard_cap),
    soldTokens: BigInt(row.sold_tokens),
    totalProceeds: BigInt(row.total_proceeds),
    totalClaimed: BigInt(row.total_claimed),
    discountBps: n(row.discount_bps),
    startTime: n(row.start_time),
    endTime: n(row.end_time),
    vestingDuration: n(row.vesting_duration),
    minPricePerToken: BigInt(row.min_price_per_token),
    maxPerBuyer: BigInt(row.max_per_buyer),
    maxPerQuote: BigInt(row.max_per_quote),
    hourlyBudget: BigInt(row.hourly_budget),
    buyersCount: n(row.buyers_count),
    endedEarly: n(row.ended_early) === 1,
    closedAt: nOrNull(row.closed_at),
    proceedsWithdrawn: n(row.proceeds_withdrawn) === 1,
    unsoldWithdrawn: n(row.unsold_withdrawn) === 1,
    feeWithdrawn: n(row.fee_withdrawn) === 1,
    createdBlock: n(row.created_block),
    createdTx: row.created_tx,
    createdAt: n(row.created_at),
  };
}

export function poolRow(chainId: number, p: PoolRecord): IndexPoolsTable {
  return {
    chain_id: chainId,
    pool_id: p.poolId,
    address: p.address,
    owner: p.owner,
    staking_token: p.stakingToken,
    token_name: p.tokenFacts.name,
    token_symbol: p.tokenFacts.symbol,
    token_decimals: p.tokenFacts.decimals,
    search_text: searchText(p.tokenFacts),
    apr_bps: p.aprBps,
    pending_apr_bps: p.pendingAprBps,
    pending_apr_at: p.pendingAprAt,
    created_at: p.createdAt,
    end_time: p.endTime,
    active: flag(p.active),
    total_staked: p.totalStaked.toString(),
    total_claimed: p.totalClaimed.toString(),
    total_funded: p.totalFunded.toString(),
    reserve_withdrawn: p.reserveWithdrawn.toString(),
    stakers_count: p.stakersCount,
    emergency_recipient: p.emergency?.recipient ?? null,
    emergency_execute_after: p.emergency?.executeAfter ?? null,
    emergency_expires_at: p.emergency?.expiresAt ?? null,
    created_block: p.createdBlock,
    created_tx: p.createdTx,
  };
}

export function poolRecord(row: Selectable<IndexPoolsTable>): PoolRecord {
  return {
    poolId: n(row.pool_id),
    address: row.address,
    owner: row.owner,
    stakingToken: row.staking_token,
    tokenFacts: tokenFacts(row.staking_token, row),
    aprBps: n(row.apr_bps),
    pendingAprBps: nOrNull(row.pending_apr_bps),
    pendingAprAt: nOrNull(row.pending_apr_at),
    createdAt: n(row.created_at),
    endTime: n(row.end_time),
    active: n(row.active) === 1,
    totalStaked: BigInt(row.total_staked),
    totalClaimed: BigInt(row.total_claimed),
    totalFunded: BigInt(row.total_funded),
    reserveWithdrawn: BigInt(row.reserve_withdrawn),
    stakersCount: n(row.stakers_count),
    emergency:
      row.emergency_recipient === null
        ? null
        : { recipient: row.emergency_recipient, executeAfter: n(row.emergency_execute_after), expiresAt: n(row.emergency_expires_at) },
    createdBlock: n(row.created_block),
    createdTx: row.created_tx,
  };
}

export function bondRow(chainId: number, b: BondPosition): IndexBondPositionsTable {
  return {
    chain_id: chainId,
    buyer: b.buyer,
    sale_id: b.saleId,
    bought: b.bought.toString(),
    claimed: b.claimed.toString(),
    paid: b.paid.toString(),
    purchases: b.purchases,
    first_at: b.firstAt,
    last_at: b.lastAt,
    open: flag(b.bought > b.claimed),
  };
}

export function bondPosition(row: Selectable<IndexBondPositionsTable>): BondPosition {
  return {
    saleId: n(row.sale_id),
    buyer: row.buyer,
    bought: BigInt(row.bought),
    claimed: BigInt(row.claimed),
    paid: BigInt(row.paid),
    purchases: n(row.purchases),
    firstAt: n(row.first_at),
    lastAt: n(row.last_at),
  };
}

export function stakeRow(chainId: number, s: StakePosition): IndexStakePositionsTable {
  return {
    chain_id: chainId,
    staker: s.staker,
    pool_id: s.poolId,
    staked: s.staked.toString(),
    rewards_claimed: s.rewardsClaimed.toString(),
    stakes: s.stakes,
    first_at: s.firstAt,
    last_at: s.lastAt,
    staking: flag(s.staked > 0n),
  };
}

export function stakePosition(row: Selectable<IndexStakePositionsTable>): StakePosition {
  return {
    poolId: n(row.pool_id),
    staker: row.staker,
    staked: BigInt(row.staked),
    rewardsClaimed: BigInt(row.rewards_claimed),
    stakes: n(row.stakes),
    firstAt: n(row.first_at),
    lastAt: n(row.last_at),
  };
}

export function eventRow(chainId: number, e: StoredEvent): IndexEventsTable {
  return {
    chain_id: chainId,
    block_number: e.blockNumber,
    log_index: e.logIndex,
    tx_hash: e.txHash,
    block_timestamp: e.timestamp,
    listing_kind: e.listingKind,
    listing_id: e.listingId,
    kind: e.kind,
    account: e.account,
    amount: e.amount === null ? null : e.amount.toString(),
    data: JSON.stringify(e.data),
  };
}

export function storedEvent(row: Selectable<IndexEventsTable>): StoredEvent {
  return {
    blockNumber: n(row.block_number),
    logIndex: n(row.log_index),
    txHash: row.tx_hash,
    timestamp: n(row.block_timestamp),
    listingKind: row.listing_kind,
    listingId: n(row.listing_id),
    kind: row.kind as StoredEvent['kind'],
    account: row.account,
    amount: row.amount === null ? null : BigInt(row.amount),
    data: JSON.parse(row.data) as EventData,
  };
}

export function tokenRow(chainId: number, t: TokenFacts): IndexTokensTable {
  return { chain_id: chainId, address: t.address, name: t.name, symbol: t.symbol, decimals: t.decimals };
}

export function tokenRecord(row: Selectable<IndexTokensTable>): TokenFacts {
  return { address: row.address, name: row.name, symbol: row.symbol, decimals: nOrNull(row.decimals) };
}
