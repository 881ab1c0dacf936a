/**
 * The index's one rule book: how each event changes a sale, a pool and the positions in them.
 * Pure and in memory: the follower loads the records a batch of events touches, folds the events
 * in chain order, and writes the records back; a rollback folds a listing's remaining events from
 * its creation. The same fold either way, so an index rebuilt after a reorg equals a fresh one.
 */
import {
  bondKey,
  stakeKey,
  type BondPosition,
  type EventData,
  type PoolRecord,
  type SaleRecord,
  type StakePosition,
  type StoredEvent,
  type TokenFacts,
  type WorkingSet,
} from '../storage/indexStore/records';

const big = (data: EventData, field: string): bigint => BigInt(String(data[field] ?? '0'));
const num = (data: EventData, field: string): number => Number(data[field] ?? 0);
const str = (data: EventData, field: string): string => String(data[field] ?? '');

function unknownToken(address: string): TokenFacts {
  return { address, name: null, symbol: null, decimals: null };
}

function sale(set: WorkingSet, event: StoredEvent): SaleRecord {
  const found = set.sales.get(event.listingId);
  if (!found) throw new Error(`event ${event.kind} at ${event.blockNumber}/${event.logIndex} names sale ${event.listingId}, which is not loaded`);
  return found;
}

function pool(set: WorkingSet, event: StoredEvent): PoolRecord {
  const found = set.pools.get(event.listingId);
  if (!found) throw new Error(`event ${event.kind} at ${event.blockNumber}/${event.logIndex} names pool ${event.listingId}, which is not loaded`);
  return found;
}

function bondOf(set: WorkingSet, saleId: number, buyer: string, at: number): BondPosition {
  const key = bondKey(saleId, buyer);
  let position = set.bonds.get(key);
  if (!position) {
    position = { saleId, buyer, bought: 0n, claimed: 0n, paid: 0n, purchases: 0, firstAt: at, lastAt: at };
    set.bonds.set(key, position);
  }
  return position;
}

function stakeOf(set: WorkingSet, poolId: number, staker: string, at: number): StakePosition {
  const key = stakeKey(poolId, staker);
  let position = set.stakes.get(key);
  if (!position) {
    position = { poolId, staker, staked: 0n, rewardsClaimed: 0n, stakes: 0, firstAt: at, lastAt: at };
    set.stakes.set(key, position);
  }
  return position;
}

function createSale(set: WorkingSet, event: StoredEvent): void {
  const d = event.data;
  const token = str(d, 'token');
  set.sales.set(event.listingId, {
    saleId: event.listingId,
    address: str(d, 'sale'),
    owner: str(d, 'owner'),
    token,
    currency: num(d, 'currency'),
    hardCap: big(d, 'hardCap'),
    discountBps: num(d, 'discountBps'),
    startTime: num(d, 'startTime'),
    endTime: num(d, 'endTime'),
    vestingDuration: num(d, 'vestingDuration'),
    minPricePerToken: big(d, 'minPricePerToken'),
    maxPerBuyer: big(d, 'maxPerBuyer'),
    maxPerQuote: big(d, 'maxPerQuote'),
    hourlyBudget: big(d, 'hourlyBudget'),
    tokenFacts: set.tokens.get(token) ?? unknownToken(token),
    soldTokens: 0n,
    totalProceeds: 0n,
    totalClaimed: 0n,
    buyersCount: 0,
    endedEarly: false,
    closedAt: null,
    proceedsWithdrawn: false,
    unsoldWithdrawn: false,
    feeWithdrawn: false,
    createdBlock: event.blockNumber,
    createdTx: event.txHash,
    createdAt: event.timestamp,
  });
}

function createPool(set: WorkingSet, event: StoredEvent): void {
  const d = event.data;
  const token = str(d, 'stakingToken');
  set.pools.set(event.listingId, {
    poolId: event.listingId,
    address: str(d, 'pool'),
    owner: str(d, 'owner'),
    stakingToken: token,
    aprBps: num(d, 'aprBps'),
    createdAt: num(d, 'createdAt'),
    endTime: num(d, 'endTime'),
    tokenFacts: set.tokens.get(token) ?? unknownToken(token),
    pendingAprBps: null,
    pendingAprAt: null,
    active: true,
    totalStaked: 0n,
    totalClaimed: 0n,
    totalFunded: 0n,
    reserveWithdrawn: 0n,
    stakersCount: 0,
    emergency: null,
    createdBlock: event.blockNumber,
    createdTx: event.txHash,
  });
}

function applySaleEvent(set: WorkingSet, event: StoredEvent): void {
  if (event.kind === 'saleCreated') return createSale(set, event);
  const s = sale(set, event);
  const amount = event.amount ?? 0n;
  switch (event.kind) {
    case 'purchase': {
      const position = bondOf(set, s.saleId, event.account!, event.timestamp);
      if (position.purchases === 0) s.buyersCount += 1;
      position.bought += amount;
      position.paid += big(event.data, 'paymentAmount');
      position.purchases += 1;
      position.lastAt = event.timestamp;
      s.soldTokens += amount;
      s.totalProceeds += big(event.data, 'paymentAmount');
      if (s.closedAt === null && s.hardCap > 0n && s.soldTokens >= s.hardCap) s.closedAt = event.timestamp;
      return;
    }
    case 'claim': {
      const position = bondOf(set, s.saleId, event.account!, event.timestamp);
      position.claimed += amount;
      position.lastAt = event.timestamp;
      s.totalClaimed += amount;
      return;
    }
    case 'endedEarly':
      s.endedEarly = true;
      if (s.closedAt === null) s.closedAt = event.timestamp;
      return;
    case 'proceedsWithdrawn':
      s.proceedsWithdrawn = true;
      return;
    case 'platformFeeWithdrawn':
      s.feeWithdrawn = true;
      return;
    case 'unsoldWithdrawn':
    case 'emergencyWithdrawn':
      s.unsoldWithdrawn = true;
      return;
    case 'minPriceRaised':
      s.minPricePerToken = big(event.data, 'newMinPrice');
      return;
    case 'excessSwept':
      return;
    default:
      throw new Error(`${event.kind} is not a sale event`);
  }
}

function applyPoolEvent(set: WorkingSet, event: StoredEvent): void {
  if (event.kind === 'poolCreated') return createPool(set, event);
  const p = pool(set, event);
  const amount = event.amount ?? 0n;
  switch (event.kind) {
    case 'stake': {
      const position = stakeOf(set, p.poolId, event.account!, event.timestamp);
      if (position.staked === 0n) p.stakersCount += 1;
      position.staked += amount;
      position.stakes += 1;
      position.lastAt = event.timestamp;
      p.totalStaked += amount;
      return;
    }
    case 'unstake': {
      const position = stakeOf(set, p.poolId, event.account!, event.timestamp);
      const rewards = big(event.data, 'rewards');
      if (position.staked > 0n && position.staked <= amount) p.stakersCount -= 1;
      position.staked = position.staked > amount ? position.staked - amount : 0n;
      position.rewardsClaimed += rewards;
      position.lastAt = event.timestamp;
      p.totalStaked = p.totalStaked > amount ? p.totalStaked - amount : 0n;
      p.totalClaimed += rewards;
      return;
    }
    case 'rewardsClaimed': {
      const position = stakeOf(set, p.poolId, event.account!, event.timestamp);
      position.rewardsClaimed += amount;
      position.lastAt = event.timestamp;
      p.totalClaimed += amount;
      return;
    }
    case 'rewardsFunded':
      p.totalFunded += amount;
      return;
    case 'activeSet':
      p.active = event.data.active === true;
      return;
    case 'aprScheduled':
      p.aprBps = num(event.data, 'currentAprBps');
      p.pendingAprBps = num(event.data, 'newAprBps');
      p.pendingAprAt = num(event.data, 'effectiveAt');
      return;
    case 'emergencyRequested':
      p.emergency = { recipient: str(event.data, 'recipient'), executeAfter: num(event.data, 'executeAfter'), expiresAt: num(event.data, 'expiresAt') };
      return;
    case 'emergencyCancelled':
      p.emergency = null;
      return;
    case 'emergencyExecuted':
      // the withdrawal closes the pool for good: it ends now and takes no stake again
      p.emergency = null;
      p.reserveWithdrawn += amount;
      p.active = false;
      p.endTime = Math.min(p.endTime, event.timestamp);
      return;
    case 'excessSwept':
      return;
    default:
      throw new Error(`${event.kind} is not a pool event`);
  }
}

const CREATIONS = new Set(['saleCreated', 'poolCreated']);

/** Chain order, except that creations come first: a pool's first funding is logged before its PoolCreated. */
export function foldOrder(a: StoredEvent, b: StoredEvent): number {
  const created = Number(CREATIONS.has(b.kind)) - Number(CREATIONS.has(a.kind));
  return created !== 0 ? created : a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;
}

/** Applies `events` to the working set, creations first, then in chain order. */
export function applyEvents(set: WorkingSet, events: readonly StoredEvent[]): void {
  for (const event of [...events].sort(foldOrder)) {
    if (event.listingKind === 'sale') applySaleEvent(set, event);
    else applyPoolEvent(set, event);
  }
}
