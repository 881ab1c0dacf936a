import type { TagScope } from '../../../shared/api/tagScopes';
import { chainApi, chainQuery, chainTags } from '../../../shared/chain/chainApi';
import './stakingContracts';
import type { ChainReader } from '../../../shared/chain/loadChainClient';
import { readChainTime } from '../../../shared/chain/clock/readChainTime';
import { sameAddress } from '../../../shared/lib/sameAddress';
import { config } from '../../../config';
import { readIdsInPages } from '../../../shared/listing/pagedIds';
import { OWNER_POOLS_SCAN, USER_POOLS_SCAN } from './poolScan';
import {
  decimalsOrDefault,
  orNull,
  readTokenFacts,
  tokenFactsFromAnswers,
  UNKNOWN_TOKEN_NAME,
  UNKNOWN_TOKEN_SYMBOL,
  type TokenFacts,
} from '../../../shared/listing/tokenReads';
import type {
  PoolListResult,
  PoolRecord,
  PoolTokenInfo,
  PoolView,
  UserPosition,
  UserPositionsResult,
  UserStakeRecord,
  UserStakeView,
} from './types';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/**
 * Chain reads of the staking section (SPEC section 7 "Staking registry" and "Pool").
 * Every endpoint issues its reads in as few ticks as it can; reads of one tick become one
 * Multicall3 call (shared/chain), so a list is the registry page plus ONE batch for every
 * row's reserve, token and the chain time, whatever the number of rows.
 */

interface PoolInfoLike {
  poolId: bigint;
  poolAddress: string;
  owner: string;
  stakingToken: string;
  rewardToken: string;
  aprBps: bigint;
  createdAt: bigint;
  duration: bigint;
  endTime: bigint;
  active: boolean;
  totalStaked: bigint;
  totalClaimed: bigint;
}

export function toPoolRecord(info: PoolInfoLike): PoolRecord {
  return {
    poolId: info.poolId.toString(),
    poolAddress: info.poolAddress,
    owner: info.owner,
    stakingToken: info.stakingToken,
    rewardToken: info.rewardToken,
    aprBps: info.aprBps.toString(),
    createdAt: Number(info.createdAt),
    duration: Number(info.duration),
    endTime: Number(info.endTime),
    active: info.active,
    totalStaked: info.totalStaked.toString(),
    totalClaimed: info.totalClaimed.toString(),
  };
}

type Contracts = ChainReader['contracts'];

/**
 * name, symbol, decimals of each distinct token, issued now (same tick as the caller's other
 * reads). Tolerant: a token that does not answer a field shows it as unknown instead of failing
 * the whole list.
 */
function readTokens(contracts: Contracts, addresses: string[]): Promise<Map<string, PoolTokenInfo>> {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
  return Promise.all(unique.map(async (address) => toPoolTokenInfo(address, await readTokenFacts(contracts, address)))).then(
    (infos) => new Map(infos.map((info) => [info.address, info])),
  );
}

/** What the pages show of a token: a field it did not answer as unknown. */
function toPoolTokenInfo(address: string, facts: TokenFacts): PoolTokenInfo {
  return {
    address: address.toLowerCase(),
    name: facts.name ?? UNKNOWN_TOKEN_NAME,
    symbol: facts.symbol ?? UNKNOWN_TOKEN_SYMBOL,
    decimals: decimalsOrDefault(facts.decimals),
  };
}

interface PoolReserveState {
  rewardReserve: bigint;
  unallocatedReserve: bigint;
  pendingApr: { newAprBps: bigint; effectiveAt: bigint };
}

function readReserveState(contracts: Contracts, poolAddress: string): Promise<PoolReserveState> {
  const pool = contracts.stakingPool(poolAddress);
  return Promise.all([pool.rewardReserve(), pool.unallocatedReserve(), pool.pendingAprChange()]).then(
    ([rewardReserve, unallocatedReserve, pendingApr]) => ({ rewardReserve, unallocatedReserve, pendingApr }),
  );
}

function toPoolView(record: PoolRecord, reserve: PoolReserveState, token: PoolTokenInfo): PoolView {
  return {
    ...record,
    rewardReserve: reserve.rewardReserve.toString(),
    unallocatedReserve: reserve.unallocatedReserve.toString(),
    pendingApr:
      reserve.pendingApr.effectiveAt === 0n
        ? null
        : { aprBps: reserve.pendingApr.newAprBps.toString(), effectiveAt: Number(reserve.pendingApr.effectiveAt) },
    token,
  };
}

/** Reserve, announced APR change, token and chain time of every record, in ONE batch. */
async function completePools(
  contracts: Contracts,
  records: PoolRecord[],
): Promise<{ pools: PoolView[]; readAt: number }> {
  const [reserves, tokens, readAt] = await Promise.all([
    Promise.all(records.map((r) => readReserveState(contracts, r.poolAddress))),
    readTokens(
      contracts,
      records.map((r) => r.stakingToken),
    ),
    readChainTime(contracts),
  ]);
  const pools = records.map((record, i) => toPoolView(record, reserves[i], tokens.get(record.stakingToken.toLowerCase())!));
  return { pools, readAt };
}

/**
 * One pool with everything its page shows, in ONE call (`StakingFactory.getPoolPage`): read from
 * the registry record, the page would wait for a second round trip before its title could show.
 */
async function readPoolPage(reader: ChainReader, poolId: string): Promise<{ pool: PoolView; readAt: number }> {
  const page = await reader.contracts.stakingFactory().getPoolPage(BigInt(poolId));
  const record = toPoolRecord(page.info);
  const facts = tokenFactsFromAnswers(reader.decodeValueOrNull, { name: page.tokenName, symbol: page.tokenSymbol, decimals: page.tokenDecimals });
  const reserve: PoolReserveState = {
    rewardReserve: page.rewardReserve,
    unallocatedReserve: page.unallocatedReserve,
    pendingApr: { newAprBps: page.pendingAprBps, effectiveAt: page.pendingAprEffectiveAt },
  };
  return { pool: toPoolView(record, reserve, toPoolTokenInfo(record.stakingToken, facts)), readAt: Number(page.chainTime) };
}

/**
 * The pools of these ids with everything a card shows, in ONE round: each pool's page
 * (`getPoolPage`: record, reserve, announced APR, token) beside the count and the chain time; an
 * id the registry does not know is left out.
 */
async function readPoolPagesByIds(reader: ChainReader, ids: readonly string[]): Promise<{ pools: PoolView[]; readAt: number }> {
  // the count in the same round: an unreachable node fails it (an error, not an empty list)
  const [, readAt, pages] = await Promise.all([
    reader.contracts.stakingFactory().totalPoolsCount(),
    readChainTime(reader.contracts),
    Promise.all(ids.map((id) => orNull(readPoolPage(reader, id)))),
  ]);
  return { pools: pages.flatMap((page) => (page ? [page.pool] : [])), readAt };
}

/** Page `page` (0-based) of the registry's records and how many pools there are, in one round. */
async function readPoolRecordsPage(contracts: Contracts, page: number, pageSize: number): Promise<{ total: number; records: PoolRecord[] }> {
  const factory = contracts.stakingFactory();
  const from = BigInt(page * pageSize);
  const [count, records] = await Promise.all([factory.totalPoolsCount(), factory.getPoolsInRange(from, from + BigInt(pageSize))]);
  return { total: Number(count), records: records.map(toPoolRecord) };
}

/** The records of these ids in one round, in the order given; an id the registry does not know is left out. */
async function readPoolRecordsByIds(contracts: Contracts, ids: readonly string[]): Promise<PoolRecord[]> {
  const factory = contracts.stakingFactory();
  // the count in the same round: an unreachable node fails it (an error, not an empty list)
  const [, infos] = await Promise.all([factory.totalPoolsCount(), Promise.all(ids.map((id) => orNull(factory.getPoolByIndex(BigInt(id) - 1n))))]);
  return infos.filter((info): info is NonNullable<typeof info> => info !== null).map(toPoolRecord);
}

function toStakeRecord(stake: {
  amount: bigint;
  claimable: bigint;
  claimed: bigint;
  lastClaimTs: bigint;
  rewards: bigint;
}): UserStakeRecord {
  return {
    amount: stake.amount.toString(),
    claimable: stake.claimable.toString(),
    claimed: stake.claimed.toString(),
    lastClaimTs: Number(stake.lastClaimTs),
    rewards: stake.rewards.toString(),
  };
}

/** The wallet's position in each pool of `ids`: the records, then one batch for the pools and the stakes. */
async function readPositions(contracts: Contracts, user: string, ids: readonly string[]): Promise<UserPositionsResult> {
  if (ids.length === 0) return { positions: [], readAt: await readChainTime(contracts) };
  const records = await readPoolRecordsByIds(contracts, ids);
  const [{ pools, readAt }, stakes] = await Promise.all([
    completePools(contracts, records),
    Promise.all(records.map((r) => contracts.stakingPool(r.poolAddress).getUserStake(user))),
  ]);
  const positions: UserPosition[] = pools.map((pool, i) => ({ pool, stake: toStakeRecord(stakes[i]) }));
  return { positions, readAt };
}

/** Each pool's contract address as the event index names it, by pool id: where a first round may read a stake. */
export type PoolAddressHints = Record<string, Partial<Record<string, string>>>;

/**
 * The wallet's position in each pool of `ids` in ONE round when the index names the pools'
 * addresses: each pool's page beside the wallet's stake at the hinted address. A stake is kept only
 * when the hint is the address the factory itself gives the pool (`getPoolPage`), so a wrong index
 * can never put another contract's figures on a card; a pool without a matching hint has its stake
 * read in a second round, at the factory's address. An id the registry does not know is left out.
 */
async function readPositionsByIds(reader: ChainReader, user: string, ids: readonly string[], hints: PoolAddressHints = {}): Promise<UserPositionsResult> {
  const { contracts } = reader;
  const stakeAt = (address: string) => contracts.stakingPool(address).getUserStake(user);
  const hinted = ids.map((id) => hints[id]?.poolAddress ?? null);
  const [, readAt, pages, early] = await Promise.all([
    // the count in the same round: an unreachable node fails it (an error, not an empty list)
    contracts.stakingFactory().totalPoolsCount(),
    readChainTime(contracts),
    Promise.all(ids.map((id) => orNull(readPoolPage(reader, id)))),
    Promise.all(hinted.map((address) => (address ? orNull(stakeAt(address)) : null))),
  ]);
  const known = pages.flatMap((page, i) => (page ? [{ pool: page.pool, early: hinted[i] && sameAddress(hinted[i], page.pool.poolAddress) ? early[i] : null }] : []));
  const stakes = await Promise.all(known.map(({ pool, early: stake }) => stake ?? stakeAt(pool.poolAddress)));
  return { positions: known.map(({ pool }, i) => ({ pool, stake: toStakeRecord(stakes[i]) })), readAt };
}

export interface PoolDetailResult {
  pool: PoolView;
  readAt: number;
  /** wall-clock ms when the read arrived, to project chain time forward */
  receivedAt: number;
}

export interface UserStakeArg {
  poolAddress: string;
  user: string;
}

declare module '../../../shared/chain/chainApi' {
  interface ChainTags {
    Pool: TagScope;
    Stake: TagScope;
    PoolOwner: TagScope;
  }
}

chainTags.add({ Pool: 'chain', Stake: 'account', PoolOwner: 'account' });

export const stakingChainApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Page `page` (0-based, `config.lists.pageSize` pools) of the registry with each pool's reserve
     * and token, in id order: the list while the event index cannot answer.
     */
    stakingPoolsPage: build.query<PoolListResult & { total: number }, { page: number }>({
      queryFn: chainQuery(async ({ page }, { contracts }) => {
        const { total, records } = await readPoolRecordsPage(contracts, page, config.lists.pageSize);
        return { ...(await completePools(contracts, records)), total };
      }, 'Failed to load pools. Please try again later.'),
      providesTags: (result) => [
        { type: 'Pool', id: 'LIST' },
        ...(result?.pools ?? []).map((p) => ({ type: 'Pool' as const, id: p.poolId })),
      ],
    }),

    /**
     * The pools of these ids as the chain has them, in the order given, in one round: the cards of
     * a list whose ids the event index chose.
     */
    stakingPoolsByIds: build.query<PoolListResult, string[]>({
      queryFn: chainQuery((ids, reader) => readPoolPagesByIds(reader, ids), 'Failed to load pools. Please try again later.'),
      providesTags: (result, _error, ids) => [
        { type: 'Pool', id: 'LIST' },
        ...(result?.pools.map((p) => p.poolId) ?? ids).map((id) => ({ type: 'Pool' as const, id })),
      ],
    }),

    /** One pool by id (1-based decimal string); fails with the contract's UnknownPool for an id that does not exist. */
    stakingPool: build.query<PoolDetailResult, string>({
      queryFn: chainQuery(async (poolId, reader) => {
        const { pool, readAt } = await readPoolPage(reader, poolId);
        return { pool, readAt, receivedAt: Date.now() };
      }, 'Failed to load the pool'),
      providesTags: (_result, _error, poolId) => [{ type: 'Pool', id: poolId }],
    }),

    /** The wallet's position in one pool, with the chain time it was computed at. */
    userStake: build.query<UserStakeView, UserStakeArg>({
      queryFn: chainQuery(async ({ poolAddress, user }, { contracts }) => {
        const [stake, readAt] = await Promise.all([
          contracts.stakingPool(poolAddress).getUserStake(user),
          readChainTime(contracts),
        ]);
        return { ...toStakeRecord(stake), readAt, receivedAt: Date.now() };
      }, 'Failed to load your stake'),
      providesTags: (_result, _error, { poolAddress, user }) => [
        { type: 'Stake', id: `${poolAddress.toLowerCase()}:${user.toLowerCase()}` },
        { type: 'Stake', id: user.toLowerCase() },
      ],
    }),

    /** Pools where the wallet has stake or rewards (ended ones included), each with its position. */
    userPositions: build.query<UserPositionsResult, string>({
      queryFn: chainQuery(async (user, { contracts }) => {
        const factory = contracts.stakingFactory();
        const count = Number(await factory.totalPoolsCount());
        const ids = await readIdsInPages(count, (from, to) => factory.getUserActivePoolsInRange(user, from, to), USER_POOLS_SCAN);
        return readPositions(contracts, user, ids);
      }, 'Failed to load your stakes'),
      providesTags: (result, _error, user) => [
        { type: 'Stake', id: user.toLowerCase() },
        ...(result?.positions ?? []).map((p) => ({ type: 'Pool' as const, id: p.pool.poolId })),
      ],
    }),

    /**
     * The wallet's positions in the pools of these ids (a page the event index chose), as the chain
     * has them, in the order given; a pool where the chain says it holds nothing is left out.
     */
    userPositionsByIds: build.query<UserPositionsResult, { user: string; ids: string[]; hints?: PoolAddressHints }>({
      queryFn: chainQuery(async ({ user, ids, hints }, reader) => {
        const result = await readPositionsByIds(reader, user, ids, hints);
        return { ...result, positions: result.positions.filter((p) => BigInt(p.stake.amount) > 0n || BigInt(p.stake.rewards) > 0n) };
      }, 'Failed to load your stakes'),
      providesTags: (result, _error, { user }) => [
        { type: 'Stake', id: user.toLowerCase() },
        ...(result?.positions ?? []).map((p) => ({ type: 'Pool' as const, id: p.pool.poolId })),
      ],
    }),

    /** Pools the wallet created (dashboard). */
    ownerPools: build.query<PoolListResult, string>({
      queryFn: chainQuery(async (owner, { contracts }) => {
        const factory = contracts.stakingFactory();
        const count = Number(await factory.totalPoolsCount());
        const ids = await readIdsInPages(count, (from, to) => factory.getOwnerPoolIdsInRange(owner, from, to), OWNER_POOLS_SCAN);
        if (ids.length === 0) return { pools: [], readAt: await readChainTime(contracts) };
        const records = await readPoolRecordsByIds(contracts, ids);
        return completePools(contracts, records);
      }, 'Failed to load your pools'),
      providesTags: (result, _error, owner) => [
        { type: 'PoolOwner', id: owner.toLowerCase() },
        { type: 'Pool', id: 'LIST' },
        ...(result?.pools ?? []).map((p) => ({ type: 'Pool' as const, id: p.poolId })),
      ],
    }),

    /** createPool's fee in wei (decimal string), sent as the transaction's value. */
    poolCreationFee: build.query<string, void>({
      queryFn: chainQuery(
        async (_arg, { contracts }) => (await contracts.stakingFactory().getPoolCreationFee()).toString(),
        'Failed to read the pool creation fee',
      ),
      providesTags: [{ type: 'Pool', id: 'FEE' }],
    }),
  }),
});

export const {
  useStakingPoolsPageQuery,
  useStakingPoolsByIdsQuery,
  useStakingPoolQuery,
  useUserStakeQuery,
  useUserPositionsQuery,
  useUserPositionsByIdsQuery,
  useOwnerPoolsQuery,
  usePoolCreationFeeQuery,
} = recoveringQueryHooks(stakingChainApi);
