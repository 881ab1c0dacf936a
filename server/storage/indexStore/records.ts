/**
 * What the event index stores, as the indexer and the API see it: amounts are bigints, addresses
 * lowercase, times chain seconds. The store maps these to the rows of ./tables.ts and back.
 */

export type ListingKind = 'sale' | 'pool';

/** A sale or pool the index knows, by address or id (its owner is fixed at creation). */
export interface ListingRef {
  kind: ListingKind;
  id: number;
  address: string;
  owner: string;
}

/** A block the index has reached: the cursor, and the block every index answer names. */
export interface IndexedBlock {
  number: number;
  hash: string;
  timestamp: number;
}

export interface IndexCursor extends IndexedBlock {
  /** +1 per commit; a commit names the version it builds on */
  version: number;
}

export interface TokenFacts {
  address: string;
  /** null when the token does not answer name() / symbol() / decimals() */
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

/** A sale's settings, as its creation fixed them (the owner may raise the price floor later). */
export interface SaleTerms {
  token: string;
  currency: number;
  hardCap: bigint;
  discountBps: number;
  startTime: number;
  endTime: number;
  vestingDuration: number;
  minPricePerToken: bigint;
  maxPerBuyer: bigint;
  maxPerQuote: bigint;
  /** raw tokens quotes may buy in any 60 minutes */
  hourlyBudget: bigint;
}

export interface SaleRecord extends SaleTerms {
  saleId: number;
  address: string;
  owner: string;
  tokenFacts: TokenFacts;
  soldTokens: bigint;
  totalProceeds: bigint;
  totalClaimed: bigint;
  buyersCount: number;
  endedEarly: boolean;
  /** chain time it was ended early or sold out, else null */
  closedAt: number | null;
  proceedsWithdrawn: boolean;
  unsoldWithdrawn: boolean;
  feeWithdrawn: boolean;
  createdBlock: number;
  createdTx: string;
  createdAt: number;
}

export interface PoolTerms {
  stakingToken: string;
  aprBps: number;
  createdAt: number;
  endTime: number;
}

export interface PoolRecord extends PoolTerms {
  poolId: number;
  address: string;
  owner: string;
  tokenFacts: TokenFacts;
  /** an announced APR change: in force from `pendingAprAt` */
  pendingAprBps: number | null;
  pendingAprAt: number | null;
  active: boolean;
  totalStaked: bigint;
  totalClaimed: bigint;
  totalFunded: bigint;
  reserveWithdrawn: bigint;
  stakersCount: number;
  emergency: { recipient: string; executeAfter: number; expiresAt: number } | null;
  createdBlock: number;
  createdTx: string;
}

/** Sold over cap in basis points, floored, at most 10000. */
export function progressBps(sold: bigint, hardCap: bigint): number {
  if (hardCap <= 0n) return 0;
  const bps = (sold * 10_000n) / hardCap;
  return Number(bps > 10_000n ? 10_000n : bps);
}

/** The earlier of the sale's end time and the time it was closed (ended early or sold out). */
export function saleEndsAt(sale: Pick<SaleRecord, 'endTime' | 'closedAt'>): number {
  return sale.closedAt === null ? sale.endTime : Math.min(sale.endTime, sale.closedAt);
}

/** The APR in force at `now`: an announced change applies from its effective time. */
export function aprInForce(pool: Pick<PoolRecord, 'aprBps' | 'pendingAprBps' | 'pendingAprAt'>, now: number): number {
  return pool.pendingAprBps !== null && pool.pendingAprAt !== null && now >= pool.pendingAprAt ? pool.pendingAprBps : pool.aprBps;
}

export interface BondPosition {
  saleId: number;
  buyer: string;
  bought: bigint;
  claimed: bigint;
  paid: bigint;
  purchases: number;
  firstAt: number;
  lastAt: number;
}

export interface StakePosition {
  poolId: number;
  staker: string;
  staked: bigint;
  rewardsClaimed: bigint;
  stakes: number;
  firstAt: number;
  lastAt: number;
}

/** What happened, one name per contract event the index follows. */
export const SALE_EVENT_KINDS = [
  'saleCreated',
  'purchase',
  'claim',
  'proceedsWithdrawn',
  'platformFeeWithdrawn',
  'unsoldWithdrawn',
  'endedEarly',
  'emergencyWithdrawn',
  'minPriceRaised',
  'excessSwept',
] as const;
export const POOL_EVENT_KINDS = [
  'poolCreated',
  'stake',
  'unstake',
  'rewardsClaimed',
  'rewardsFunded',
  'activeSet',
  'aprScheduled',
  'excessSwept',
  'emergencyRequested',
  'emergencyCancelled',
  'emergencyExecuted',
] as const;
export type SaleEventKind = (typeof SALE_EVENT_KINDS)[number];
export type PoolEventKind = (typeof POOL_EVENT_KINDS)[number];
export type EventKind = SaleEventKind | PoolEventKind;

/** An event's own fields beyond account and amount; every uint256 a decimal string. */
export type EventData = Record<string, string | number | boolean | null>;

/** One indexed contract event, tied to its listing. */
export interface StoredEvent {
  blockNumber: number;
  logIndex: number;
  txHash: string;
  timestamp: number;
  listingKind: ListingKind;
  listingId: number;
  kind: EventKind;
  /** who acted (buyer, staker, owner, recipient), lowercase; null when nobody in particular */
  account: string | null;
  /** the event's main amount (tokens bought, claimed, staked…), in the listing token's units unless data says otherwise */
  amount: bigint | null;
  data: EventData;
}

/** The records a batch of events may change, keyed as the store keys them. */
export interface WorkingSet {
  sales: Map<number, SaleRecord>;
  pools: Map<number, PoolRecord>;
  /** key: bondKey(saleId, buyer) */
  bonds: Map<string, BondPosition>;
  /** key: stakeKey(poolId, staker) */
  stakes: Map<string, StakePosition>;
  /** token facts by lowercase address, for the listings created in the batch */
  tokens: Map<string, TokenFacts>;
}

export const bondKey = (saleId: number, buyer: string) => `${saleId}:${buyer}`;
export const stakeKey = (poolId: number, staker: string) => `${poolId}:${staker}`;

export function emptyWorkingSet(): WorkingSet {
  return { sales: new Map(), pools: new Map(), bonds: new Map(), stakes: new Map(), tokens: new Map() };
}

