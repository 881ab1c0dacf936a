/**
 * Serializable shapes of staking data in the RTK Query caches (ARCHITECTURE.md "Shapes of ids,
 * times and addresses"): raw amounts decimal strings, ids decimal strings, times and durations
 * unix seconds as numbers, addresses checksummed as the chain returns them.
 */
export interface PoolRecord {
  poolId: string;
  poolAddress: string;
  owner: string;
  stakingToken: string;
  rewardToken: string;
  aprBps: string;
  /** unix seconds of chain time */
  createdAt: number;
  /** seconds */
  duration: number;
  /** unix seconds of chain time */
  endTime: number;
  active: boolean;
  totalStaked: string;
  totalClaimed: string;
}

export interface PoolTokenInfo {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** An announced APR change not yet in force (StakingPool.pendingAprChange). */
export interface PendingApr {
  aprBps: string;
  /** unix seconds of chain time */
  effectiveAt: number;
}

/** A pool as lists and the detail page show it: the registry record plus its reserve and token. */
export interface PoolView extends PoolRecord {
  /** earned-and-unpaid plus unallocated reward tokens */
  rewardReserve: string;
  /** the part nobody has earned yet: what future accrual draws on */
  unallocatedReserve: string;
  pendingApr: PendingApr | null;
  token: PoolTokenInfo;
}

export interface PoolListResult {
  pools: PoolView[];
  /** chain time of the read (latest block timestamp), seconds */
  readAt: number;
}

export interface UserStakeRecord {
  amount: string;
  claimable: string;
  claimed: string;
  /** unix seconds of chain time */
  lastClaimTs: number;
  /** earned and unpaid now; all of it is reserved for the staker, so claimable = rewards */
  rewards: string;
}

export interface UserStakeView extends UserStakeRecord {
  /** chain time of the read, seconds */
  readAt: number;
  /** wall-clock ms when the read arrived, to project chain time forward */
  receivedAt: number;
}

export interface UserPosition {
  pool: PoolView;
  stake: UserStakeRecord;
}

export interface UserPositionsResult {
  positions: UserPosition[];
  readAt: number;
}

export interface PoolSocials {
  website?: string;
  twitter?: string;
  telegram?: string;
  discord?: string;
}

export interface PoolMetadata {
  description: string;
  socials: PoolSocials;
  logoMimeType: string;
  /** path relative to the API base, '/stake-pools/{index}/logo' */
  logoUrl: string;
  updatedAt: string;
}

/**
 * What a pool card shows beside the chain's figures, from `GET /stake-pools/summaries?ids=` (the
 * list's fallback while the event index is down): its logo and whether its metadata is stored.
 */
export interface PoolSummary {
  /** 1-based pool id (decimal string) */
  poolId: string;
  /** path relative to the API base, '/stake-pools/{index}/logo'; null: no logo of its own */
  logoUrl: string | null;
  hasMetadata: boolean;
}
