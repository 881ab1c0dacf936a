/**
 * The index's records as the API answers them: the app's names (docs/ARCHITECTURE.md, bond and
 * staking data layers), every uint256 a decimal string, addresses lowercase, times chain seconds.
 * Live or ended is judged at the indexed block's time, like everything else in one answer.
 */
import {
  aprInForce,
  saleEndsAt,
  progressBps,
  type BondPosition,
  type BondTotal,
  type PoolRecord,
  type SaleRecord,
  type StakePosition,
  type StoredEvent,
  type TokenFacts,
} from '../storage/indexStore';

export type SaleStatusName = 'live' | 'ended' | 'endedEarly' | 'soldOut';
export type PoolStatusName = 'active' | 'inactive' | 'ended';

export function saleStatus(sale: SaleRecord, now: number): SaleStatusName {
  if (sale.endedEarly) return 'endedEarly';
  if (sale.hardCap > 0n && sale.soldTokens >= sale.hardCap) return 'soldOut';
  return now >= sale.endTime ? 'ended' : 'live';
}

export function poolStatus(pool: PoolRecord, now: number): PoolStatusName {
  if (now >= pool.endTime) return 'ended';
  return pool.active ? 'active' : 'inactive';
}

export function saleAnswer(sale: SaleRecord, now: number) {
  const status = saleStatus(sale, now);
  return {
    saleId: String(sale.saleId),
    saleAddress: sale.address,
    projectOwner: sale.owner,
    token: sale.token,
    tokenName: sale.tokenFacts.name,
    tokenSymbol: sale.tokenFacts.symbol,
    tokenDecimals: sale.tokenFacts.decimals,
    currency: sale.currency,
    hardCap: sale.hardCap.toString(),
    soldTokens: sale.soldTokens.toString(),
    totalProceeds: sale.totalProceeds.toString(),
    totalClaimed: sale.totalClaimed.toString(),
    discount: String(sale.discountBps),
    progressBps: progressBps(sale.soldTokens, sale.hardCap),
    startTime: sale.startTime,
    endTime: sale.endTime,
    endsAt: saleEndsAt(sale),
    vestingDuration: sale.vestingDuration,
    buyersCount: sale.buyersCount,
    endedEarly: sale.endedEarly,
    hasEnded: status !== 'live',
    status,
    minPricePerToken: sale.minPricePerToken.toString(),
    maxPerBuyer: sale.maxPerBuyer.toString(),
    maxPerQuote: sale.maxPerQuote.toString(),
    hourlyBudget: sale.hourlyBudget.toString(),
    proceedsWithdrawn: sale.proceedsWithdrawn,
    unsoldWithdrawn: sale.unsoldWithdrawn,
    createdAt: sale.createdAt,
    createdBlock: sale.createdBlock,
    createdTx: sale.createdTx,
  };
}

export function poolAnswer(pool: PoolRecord, now: number) {
  const pendingAhead = pool.pendingAprBps !== null && pool.pendingAprAt !== null && now < pool.pendingAprAt;
  return {
    poolId: String(pool.poolId),
    poolAddress: pool.address,
    owner: pool.owner,
    stakingToken: pool.stakingToken,
    rewardToken: pool.stakingToken,
    token: { address: pool.stakingToken, name: pool.tokenFacts.name, symbol: pool.tokenFacts.symbol, decimals: pool.tokenFacts.decimals },
    aprBps: String(aprInForce(pool, now)),
    pendingApr: pendingAhead ? { aprBps: String(pool.pendingAprBps), effectiveAt: pool.pendingAprAt! } : null,
    createdAt: pool.createdAt,
    duration: pool.endTime - pool.createdAt,
    endTime: pool.endTime,
    active: pool.active,
    status: poolStatus(pool, now),
    totalStaked: pool.totalStaked.toString(),
    totalClaimed: pool.totalClaimed.toString(),
    totalFunded: pool.totalFunded.toString(),
    stakersCount: pool.stakersCount,
    emergencyRequest: pool.emergency,
    createdBlock: pool.createdBlock,
    createdTx: pool.createdTx,
  };
}

export function bondPositionAnswer(position: BondPosition) {
  return {
    bought: position.bought.toString(),
    claimed: position.claimed.toString(),
    paid: position.paid.toString(),
    purchases: position.purchases,
    firstPurchaseAt: position.firstAt,
    lastActivityAt: position.lastAt,
  };
}

export function stakePositionAnswer(position: StakePosition) {
  return {
    staked: position.staked.toString(),
    rewardsClaimed: position.rewardsClaimed.toString(),
    stakes: position.stakes,
    firstStakeAt: position.firstAt,
    lastActivityAt: position.lastAt,
  };
}

export function bondTotalAnswer(total: BondTotal) {
  return { ...total, bought: total.bought.toString(), claimed: total.claimed.toString(), vested: total.vested.toString() };
}

/** The listing an activity entry belongs to, enough to name it and format its amounts. */
export interface ListingSummary {
  kind: 'sale' | 'pool';
  id: string;
  address: string;
  token: { address: string; symbol: string | null; decimals: number | null };
  /** the sale's payment currency (0 BNB, 1 USDT, 2 USD1); null for pools */
  currency: number | null;
}

function listingSummary(kind: ListingSummary['kind'], id: number, address: string, token: string, facts: TokenFacts, currency: number | null): ListingSummary {
  return { kind, id: String(id), address, token: { address: token, symbol: facts.symbol, decimals: facts.decimals }, currency };
}

export const saleSummary = (sale: SaleRecord): ListingSummary => listingSummary('sale', sale.saleId, sale.address, sale.token, sale.tokenFacts, sale.currency);
export const poolSummary = (pool: PoolRecord): ListingSummary => listingSummary('pool', pool.poolId, pool.address, pool.stakingToken, pool.tokenFacts, null);

export function activityAnswer(event: StoredEvent, listing: ListingSummary | undefined) {
  return {
    kind: event.kind,
    listing: listing ?? null,
    account: event.account,
    amount: event.amount === null ? null : event.amount.toString(),
    details: event.data,
    timestamp: event.timestamp,
    blockNumber: event.blockNumber,
    logIndex: event.logIndex,
    txHash: event.txHash,
  };
}
