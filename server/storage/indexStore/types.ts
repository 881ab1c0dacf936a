import type {
  BondPosition,
  IndexCursor,
  IndexedBlock,
  ListingKind,
  ListingRef,
  PoolRecord,
  SaleRecord,
  StakePosition,
  StoredEvent,
  TokenFacts,
  WorkingSet,
} from './records';

export type SaleStatus = 'live' | 'finished' | 'all';
export type SaleSort = 'ending' | 'newest' | 'discount' | 'progress';
export type PoolSort = 'ending' | 'newest' | 'apr' | 'stakers';

/** Where the previous page stopped: its last row's sort value and id. */
export interface KeysetAfter {
  key: number;
  id: number;
}

/** A text (matched in the token's name or symbol) or an address (the token or the listing itself). */
export type ListingSearch = { text: string } | { address: string };

export interface ListQuery {
  /** chain time the live/finished split and the APR in force are judged at */
  now: number;
  status: SaleStatus;
  search?: ListingSearch;
  owner?: string;
  after?: KeysetAfter;
  limit: number;
}

export interface SalesQuery extends ListQuery {
  sort: SaleSort;
}

export interface PoolsQuery extends ListQuery {
  sort: PoolSort;
  /** only pools where this wallet has stake now ('Staked only') */
  stakedBy?: string;
}

export interface PositionsQuery {
  wallet: string;
  /** false: every position the wallet ever had; true: bonds with tokens left to claim, pools with stake */
  openOnly: boolean;
  /** keyset over (last activity time, listing id), newest first */
  after?: KeysetAfter;
  limit: number;
}

export interface ActivityAfter {
  blockNumber: number;
  logIndex: number;
}

export interface ActivityQuery {
  listing?: { kind: ListingKind; id: number };
  account?: string;
  listingKind?: ListingKind;
  after?: ActivityAfter;
  limit: number;
}

/** Folds events into a working set (the indexer's reducer; the store only loads and saves). */
export type Fold = (set: WorkingSet, events: readonly StoredEvent[]) => void;

export interface CommitBatch {
  /** the cursor this commit builds on (null: the first commit) */
  expected: IndexCursor | null;
  /** the last block of the batch: the new cursor */
  to: IndexedBlock;
  events: readonly StoredEvent[];
  /** facts of the tokens of the listings created in the batch */
  tokens: readonly TokenFacts[];
  fold: Fold;
  /** block hashes kept for finding a reorg's common ancestor */
  keepCheckpoints: number;
}

export interface RollbackRequest {
  expected: IndexCursor;
  /** the common ancestor: everything after it is removed and the listings it touched rebuilt */
  to: IndexedBlock;
  fold: Fold;
}

/** All of an owner's listings of one kind (docs/ARCHITECTURE.md, "Event index"). */
export interface OwnerTotals {
  listings: number;
  /** not ended at the indexed block */
  live: number;
  /** the sum of the sales' buyers or the pools' current stakers */
  participants: number;
}

/** The pools a wallet has stake in now. */
export interface StakeTotals {
  positions: number;
  /** of those, the pools not ended at the indexed block */
  live: number;
}

/** A wallet's bonds paying out one token. */
export interface BondTotal {
  token: string;
  symbol: string | null;
  decimals: number | null;
  bonds: number;
  bought: bigint;
  claimed: bigint;
  /** vested at the time asked, each sale by its own schedule (never more than bought) */
  vested: bigint;
}

/** Read side of the index, shared by every instance. */
export interface IndexReader {
  cursor(): Promise<IndexCursor | null>;
  sales(query: SalesQuery): Promise<SaleRecord[]>;
  pools(query: PoolsQuery): Promise<PoolRecord[]>;
  bonds(query: PositionsQuery): Promise<Array<{ position: BondPosition; sale: SaleRecord }>>;
  stakes(query: PositionsQuery): Promise<Array<{ position: StakePosition; pool: PoolRecord }>>;
  activity(query: ActivityQuery): Promise<StoredEvent[]>;
  salesByIds(ids: readonly number[]): Promise<SaleRecord[]>;
  poolsByIds(ids: readonly number[]): Promise<PoolRecord[]>;
  /** every listing of `owner` of one kind, live judged at `now` */
  ownerTotals(kind: ListingKind, owner: string, now: number): Promise<OwnerTotals>;
  stakeTotals(wallet: string, now: number): Promise<StakeTotals>;
  /** per payout token, ordered by its address; vested at `now` */
  bondTotals(wallet: string, now: number): Promise<BondTotal[]>;
}

/** The one writer (see IndexStore.acquireWriter). */
export interface IndexWriter {
  cursor(): Promise<IndexCursor | null>;
  /** every sale and pool indexed so far */
  listings(): Promise<ListingRef[]>;
  /** stored block hashes at or below `atOrBelow`, newest first */
  checkpoints(atOrBelow: number, limit: number): Promise<Array<{ number: number; hash: string }>>;
  tokens(addresses: readonly string[]): Promise<TokenFacts[]>;
  /** one transaction: the batch's events, the records they change, the new cursor; IndexConflictError when the cursor moved */
  commit(batch: CommitBatch): Promise<IndexCursor>;
  /** one transaction: back to the ancestor, with the listings it touched rebuilt from their remaining events */
  rollback(request: RollbackRequest): Promise<IndexCursor>;
  /** gives the write lease back */
  release(): Promise<void>;
}

export interface IndexStore extends IndexReader {
  /**
   * The write lease: the writer, or null while another instance holds it (PostgreSQL: a session
   * advisory lock, released by the server when this process or its connection dies; SQLite: one
   * instance, always granted). Commits are also conditional on the cursor they build on, so even
   * two writers could never both apply one block.
   */
  acquireWriter(): Promise<IndexWriter | null>;
  close(): Promise<void>;
}

/** Another writer moved the cursor (or the index was emptied) since this writer read it. */
export class IndexConflictError extends Error {
  constructor() {
    super('the index cursor moved under this writer');
    this.name = 'IndexConflictError';
  }
}
