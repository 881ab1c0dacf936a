import { encodeBytes32String } from 'ethers';
import { http, HttpResponse } from 'msw';
import { config } from '../../../config';
import { ERC20__factory } from '../../../../typechain-types/factories/ERC20__factory';
import { Multicall3__factory } from '../../../../typechain-types/factories/Multicall3__factory';
import { StakingFactory__factory } from '../../../../typechain-types/factories/StakingFactory__factory';
import { StakingPool__factory } from '../../../../typechain-types/factories/StakingPool__factory';
import type { PoolRecord } from '../api/types';
import { indexAnswer } from '../../../shared/testing/indexAnswer';

/**
 * A fake JSON-RPC node for component tests (msw on the RPC URL): answers the Multicall3
 * `aggregate3` eth_calls the chain client sends by decoding each inner call and encoding
 * the answer from the in-memory state below. Counts the eth_calls so tests can check batching.
 */
const multicall = Multicall3__factory.createInterface();
const factory = StakingFactory__factory.createInterface();
const pool = StakingPool__factory.createInterface();
const erc20 = ERC20__factory.createInterface();

export interface FakePool extends PoolRecord {
  rewardReserve: string;
  /** defaults to the whole reserve */
  unallocatedReserve?: string;
  /** [new APR, effective time]; none by default */
  pendingApr?: [string, string];
}

export interface FakeChainState {
  pools: FakePool[];
  /** `symbolAsBytes32`: answers symbol() as a bytes32 (old tokens like MKR); `decimalsReverts`: decimals() reverts */
  tokens: Record<string, { name: string; symbol: string; decimals: number; symbolAsBytes32?: boolean; decimalsReverts?: boolean }>;
  /** user (lowercase) → pool ids */
  userPools: Record<string, number[]>;
  /** `${pool}:${user}` lowercase → [amount, claimable, claimed, lastClaimTs, rewards] */
  stakes: Record<string, [string, string, string, string, string]>;
  timestamp: number;
  /** every ERC-20 allowance read answers this (raw) */
  allowance: string;
  /** answer every RPC request with HTTP 500 */
  down: boolean;
  ethCalls: number;
}

export const chain: FakeChainState = {
  pools: [],
  tokens: {},
  userPools: {},
  stakes: {},
  timestamp: 1_800_000_000,
  allowance: '0',
  down: false,
  ethCalls: 0,
};

export function resetChain(): void {
  poolIndex.calls = [];
  poolIndex.lag = 0;
  poolIndex.displays = {};
  poolIndex.summaryCalls = [];
  chain.pools = [];
  chain.tokens = {};
  chain.userPools = {};
  chain.stakes = {};
  chain.timestamp = 1_800_000_000;
  chain.allowance = '0';
  chain.down = false;
  chain.ethCalls = 0;
}

const E18 = 10n ** 18n;
/** The token every `fakePool` stakes unless told otherwise. */
export const FAKE_POOL_TOKEN = '0x' + 'a1'.repeat(20);

/** A live pool of the fake registry: 12.5 % APR, 1,500 staked, ending in a little over 30 days. */
export function fakePool(id: number, overrides: Partial<FakePool> = {}): FakePool {
  return {
    poolId: String(id),
    poolAddress: '0x' + id.toString(16).padStart(40, 'c'),
    owner: '0x' + 'd4'.repeat(20),
    stakingToken: FAKE_POOL_TOKEN,
    rewardToken: FAKE_POOL_TOKEN,
    aprBps: '1250',
    createdAt: chain.timestamp - 1000,
    duration: 40 * 86_400,
    endTime: chain.timestamp + 30 * 86_400 + 3600,
    active: true,
    totalStaked: (1500n * E18).toString(),
    totalClaimed: '0',
    rewardReserve: (250n * E18 + E18 / 2n).toString(),
    ...overrides,
  };
}

function poolTuple(p: FakePool) {
  return [
    BigInt(p.poolId), p.poolAddress, p.owner, p.stakingToken, p.rewardToken, BigInt(p.aprBps), BigInt(p.createdAt),
    BigInt(p.duration), BigInt(p.endTime), p.active, BigInt(p.totalStaked), BigInt(p.totalClaimed),
  ];
}

function answer(target: string, callData: string): string {
  const t = target.toLowerCase();
  if (t === config.contracts.stakingFactory.toLowerCase()) {
    const call = factory.parseTransaction({ data: callData })!;
    switch (call.name) {
      case 'totalPoolsCount':
        return factory.encodeFunctionResult(call.name, [chain.pools.length]);
      case 'getPoolsInRange': {
        const [from, to] = call.args as unknown as [bigint, bigint];
        return factory.encodeFunctionResult(call.name, [chain.pools.slice(Number(from), Number(to)).map(poolTuple)]);
      }
      case 'getPoolByIndex':
        return factory.encodeFunctionResult(call.name, [poolTuple(chain.pools[Number(call.args[0])])]);
      case 'getPoolPage': {
        const entry = chain.pools[Number(call.args[0]) - 1];
        if (!entry) throw new Error(`fakeChain: UnknownPool(${call.args[0]})`);
        const token = entry.stakingToken.toLowerCase();
        const [pendingAprBps, pendingAprEffectiveAt] = (entry.pendingApr ?? ['0', '0']).map(BigInt);
        return factory.encodeFunctionResult(call.name, [
          [
            poolTuple(entry),
            BigInt(entry.rewardReserve),
            BigInt(entry.unallocatedReserve ?? entry.rewardReserve),
            pendingAprBps,
            pendingAprEffectiveAt,
            tokenAnswer(token, 'name'),
            tokenAnswer(token, 'symbol'),
            tokenAnswer(token, 'decimals'),
            BigInt(chain.timestamp),
          ],
        ]);
      }
      case 'getUserActivePoolsInRange': {
        const [user, from, to] = call.args as unknown as [string, bigint, bigint];
        const ids = (chain.userPools[user.toLowerCase()] ?? []).filter((id) => BigInt(id) > from && BigInt(id) <= to);
        return factory.encodeFunctionResult(call.name, [ids]);
      }
      case 'getOwnerPoolIdsInRange': {
        const [owner, from, to] = call.args as unknown as [string, bigint, bigint];
        return factory.encodeFunctionResult(call.name, [
          chain.pools
            .slice(Number(from), Number(to))
            .filter((p) => p.owner.toLowerCase() === owner.toLowerCase())
            .map((p) => BigInt(p.poolId)),
        ]);
      }

      case 'getPoolCreationFee':
        return factory.encodeFunctionResult(call.name, [10n ** 16n]);
    }
  }
  if (t === config.chain.multicall3.toLowerCase()) {
    const call = multicall.parseTransaction({ data: callData })!;
    if (call.name === 'getCurrentBlockTimestamp') return multicall.encodeFunctionResult(call.name, [chain.timestamp]);
  }
  const poolEntry = chain.pools.find((p) => p.poolAddress.toLowerCase() === t);
  if (poolEntry) {
    const call = pool.parseTransaction({ data: callData })!;
    if (call.name === 'rewardReserve') return pool.encodeFunctionResult(call.name, [BigInt(poolEntry.rewardReserve)]);
    if (call.name === 'unallocatedReserve') {
      return pool.encodeFunctionResult(call.name, [BigInt(poolEntry.unallocatedReserve ?? poolEntry.rewardReserve)]);
    }
    if (call.name === 'pendingAprChange') return pool.encodeFunctionResult(call.name, (poolEntry.pendingApr ?? ['0', '0']).map(BigInt));
    if (call.name === 'getUserStake') {
      const stake = chain.stakes[`${t}:${String(call.args[0]).toLowerCase()}`] ?? ['0', '0', '0', '0', '0'];
      return pool.encodeFunctionResult(call.name, stake.map(BigInt));
    }
  }
  const token = chain.tokens[t];
  if (token) {
    const call = erc20.parseTransaction({ data: callData })!;
    if (call.name === 'name') return erc20.encodeFunctionResult('name', [token.name]);
    if (call.name === 'symbol') return token.symbolAsBytes32 ? encodeBytes32String(token.symbol) : erc20.encodeFunctionResult('symbol', [token.symbol]);
    if (call.name === 'decimals') {
      if (token.decimalsReverts) throw new Error('fakeChain: decimals() reverts');
      return erc20.encodeFunctionResult('decimals', [token.decimals]);
    }
    if (call.name === 'allowance') return erc20.encodeFunctionResult('allowance', [BigInt(chain.allowance)]);
    if (call.name === 'balanceOf') return erc20.encodeFunctionResult('balanceOf', [10n ** 24n]);
  }
  throw new Error(`fakeChain: no answer for ${target} ${callData.slice(0, 10)}`);
}

/** A token's return data for a metadata read, as the factory passes it on: '0x' where the call fails. */
function tokenAnswer(token: string, name: 'name' | 'symbol' | 'decimals'): string {
  try {
    return answer(token, erc20.getFunction(name).selector);
  } catch {
    return '0x';
  }
}

function handle(request: { id: number; method: string; params: unknown[] }) {
  if (request.method !== 'eth_call') {
    return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: `unsupported ${request.method}` } };
  }
  chain.ethCalls += 1;
  const tx = request.params[0] as { to: string; data: string };
  const call = multicall.parseTransaction({ data: tx.data })!;
  const calls = call.args[0] as Array<{ target: string; callData: string }>;
  const results = calls.map((c) => {
    try {
      return [true, answer(c.target, c.callData)];
    } catch (error) {
      console.warn(String(error));
      return [false, '0x'];
    }
  });
  return { jsonrpc: '2.0', id: request.id, result: multicall.encodeFunctionResult('aggregate3', [results]) };
}

export const rpcHandler = http.post(config.chain.rpcUrl, async ({ request }) => {
  if (chain.down) return HttpResponse.json({ message: 'down' }, { status: 500 });
  const body = (await request.json()) as unknown;
  if (Array.isArray(body)) return HttpResponse.json(body.map(handle));
  return HttpResponse.json(handle(body as { id: number; method: string; params: unknown[] }));
});

/** The event index of the fake chain: what it lists follows `chain.pools`, as a caught-up index would. */
export const poolIndex = {
  calls: [] as URLSearchParams[],
  /** blocks the index trails the head by */
  lag: 0,
  /** what the API knows of a pool beside the chain (pool id → logo, metadata stored); none by default */
  displays: {} as Record<string, { logoUrl: string | null; hasMetadata: boolean }>,
  /** the ids of every `/stake-pools/summaries` request */
  summaryCalls: [] as string[][],
};

function displayOf(poolId: string): { logoUrl: string | null; hasMetadata: boolean } {
  return poolIndex.displays[poolId] ?? { logoUrl: null, hasMetadata: false };
}

/** Whether the wallet has stake in the pool now, as the fake chain says. */
function holdsStake(wallet: string, p: FakePool): boolean {
  return BigInt(chain.stakes[`${p.poolAddress.toLowerCase()}:${wallet}`]?.[0] ?? '0') > 0n;
}

const POOL_ORDERS: Record<string, (a: FakePool, b: FakePool) => number> = {
  newest: (a, b) => Number(b.poolId) - Number(a.poolId),
  apr: (a, b) => Number(b.aprBps) - Number(a.aprBps) || Number(a.poolId) - Number(b.poolId),
};

/** `GET /index/pools` over the fake chain: status, search, 'Staked only', sort, and an offset as the cursor. */
export const poolIndexHandler = http.get(`${config.apiBase}/index/pools`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  poolIndex.calls.push(query);
  const status = query.get('status') ?? 'live';
  const q = query.get('q')?.toLowerCase();
  const stakedBy = query.get('stakedBy')?.toLowerCase();
  const owner = query.get('owner')?.toLowerCase();
  const finished = status === 'finished';
  const ending = (a: FakePool, b: FakePool) => (finished ? b.endTime - a.endTime : a.endTime - b.endTime) || Number(a.poolId) - Number(b.poolId);
  const items = chain.pools
    .filter((p) => status === 'all' || (p.endTime > chain.timestamp) === (status === 'live'))
    .filter((p) => {
      const token = chain.tokens[p.stakingToken.toLowerCase()];
      return !q || [token?.name, token?.symbol, p.stakingToken, p.poolAddress].some((text) => text?.toLowerCase().includes(q));
    })
    .filter((p) => !stakedBy || (chain.userPools[stakedBy] ?? []).includes(Number(p.poolId)))
    .filter((p) => !owner || p.owner.toLowerCase() === owner)
    .sort(POOL_ORDERS[query.get('sort') ?? ''] ?? ending);
  const owned = owner ? chain.pools.filter((p) => p.owner.toLowerCase() === owner) : [];
  const ownerTotals = owner
    ? { ownerTotals: { listings: owned.length, live: owned.filter((p) => p.endTime > chain.timestamp).length, participants: 0 } }
    : {};
  const from = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const nextCursor = from + limit < items.length ? String(from + limit) : null;
  return HttpResponse.json(
    {
      ...indexAnswer(
        items
          .slice(from, from + limit)
          .map((p) => ({ poolId: p.poolId, poolAddress: p.poolAddress, aprBps: p.aprBps, totalStaked: p.totalStaked, endTime: p.endTime, ...displayOf(p.poolId) })),
        { indexedBlock: 100, head: 100 + poolIndex.lag, nextCursor },
      ),
      ...ownerTotals,
    },
  );
});

/**
 * `GET /index/wallets/{address}/stakes` over the fake chain: the wallet's pools (`chain.userPools`),
 * in that order, a page after the offset `cursor`, with the totals of those it holds stake in.
 */
export const walletStakesIndexHandler = http.get(`${config.apiBase}/index/wallets/:address/stakes`, ({ params, request }) => {
  const query = new URL(request.url).searchParams;
  poolIndex.calls.push(query);
  const wallet = String(params.address).toLowerCase();
  const ids = chain.userPools[wallet] ?? [];
  const held = chain.pools.filter((p) => ids.includes(Number(p.poolId)) && holdsStake(wallet, p));
  const from = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const nextCursor = from + limit < ids.length ? String(from + limit) : null;
  return HttpResponse.json({
    ...indexAnswer(
      ids.slice(from, from + limit).map((id) => ({
        pool: { poolId: String(id), poolAddress: chain.pools[id - 1]?.poolAddress, ...displayOf(String(id)) },
        position: { stakes: 1 },
      })),
      { indexedBlock: 100, head: 100 + poolIndex.lag, nextCursor },
    ),
    totals: { positions: held.length, live: held.filter((p) => p.endTime > chain.timestamp).length },
  });
});

/** `GET /stake-pools/summaries?ids=` of the fake pools: each id's logo and metadata flag, in request order. */
export const poolSummariesHandler = http.get(`${config.apiBase}/stake-pools/summaries`, ({ request }) => {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
  poolIndex.summaryCalls.push(ids);
  return HttpResponse.json(ids.map((poolId) => ({ poolId, ...displayOf(poolId) })));
});
