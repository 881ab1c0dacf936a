/**
 * Every pool between the dev chain's tokens at one block, read in full and independently of the
 * API server's pool reader: V2 reserves from the factory's pairs; V3 pools of every fee tier with
 * all their initialised ticks (the tick bitmap over the whole tick range, then TickLens for each
 * word that has ticks). Used to compute the best achievable output of a swap at that block.
 */
import { Contract, Interface, type JsonRpcProvider } from 'ethers';
import { TickMath } from '@uniswap/v3-sdk';
import type { Deployment } from '../../common/deployment/schema';
import { ERC20__factory, Multicall3__factory, UniswapV2Factory__factory, UniswapV2Pair__factory } from '../../typechain-types';
import { readUniswapV3Artifact } from '../artifacts';
import { compress, wordOf, type PopulatedTick, type V3State } from '../../server/swap/routing/v3Math';

export interface GraphPool {
  protocol: 'V2' | 'V3';
  address: string;
  token0: string;
  token1: string;
  /** millionths */
  fee: number;
  reserve0?: bigint;
  reserve1?: bigint;
  v3?: V3State;
}

const abi = (name: Parameters<typeof readUniswapV3Artifact>[0]) => new Interface(readUniswapV3Artifact(name).abi as never);
const multicallIface = Multicall3__factory.createInterface() as unknown as Interface;
const v2FactoryIface = UniswapV2Factory__factory.createInterface() as unknown as Interface;
const v2PairIface = UniswapV2Pair__factory.createInterface() as unknown as Interface;
const erc20Iface = ERC20__factory.createInterface() as unknown as Interface;
const v3FactoryIface = abi('UniswapV3Factory');
const v3PoolIface = abi('UniswapV3Pool');
const tickLensIface = abi('TickLens');

interface Read {
  target: string;
  iface: Interface;
  method: string;
  args?: unknown[];
}

/** Reads in Multicall3 batches of 500 at `blockTag`; a reverted call gives null. */
async function readAll(provider: JsonRpcProvider, multicall: string, reads: Read[], blockTag: number): Promise<Array<readonly unknown[] | null>> {
  const contract = new Contract(multicall, multicallIface, provider);
  const out: Array<readonly unknown[] | null> = [];
  for (let i = 0; i < reads.length; i += 500) {
    const chunk = reads.slice(i, i + 500);
    const results = (await contract.aggregate3.staticCall(
      chunk.map((r) => ({ target: r.target, allowFailure: true, callData: r.iface.encodeFunctionData(r.method, r.args ?? []) })),
      { blockTag },
    )) as Array<[boolean, string]>;
    results.forEach(([success, data], j) => {
      if (!success || data === '0x') {
        out.push(null);
        return;
      }
      try {
        out.push(chunk[j].iface.decodeFunctionResult(chunk[j].method, data));
      } catch {
        out.push(null);
      }
    });
  }
  return out;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Every live pool between any two of `tokens` (lowercase ERC-20 addresses) at `blockTag`. */
export async function readPoolGraph(provider: JsonRpcProvider, deployment: Deployment, tokens: readonly string[], blockTag: number): Promise<GraphPool[]> {
  const { dex, contracts } = deployment;
  const multicall = contracts.multicall3;
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < tokens.length; i++) for (let j = i + 1; j < tokens.length; j++) pairs.push(tokens[i] < tokens[j] ? [tokens[i], tokens[j]] : [tokens[j], tokens[i]]);

  const lookups: Read[] = [];
  for (const [a, b] of pairs) {
    lookups.push({ target: dex.v2.factory, iface: v2FactoryIface, method: 'getPair', args: [a, b] });
    for (const tier of dex.v3.feeTiers) lookups.push({ target: dex.v3.factory, iface: v3FactoryIface, method: 'getPool', args: [a, b, tier.fee] });
  }
  const found = await readAll(provider, multicall, lookups, blockTag);
  const candidates: Array<Omit<GraphPool, 'reserve0' | 'reserve1' | 'v3'> & { tickSpacing: number }> = [];
  let k = 0;
  for (const [token0, token1] of pairs) {
    const pair = String(found[k++]?.[0] ?? ZERO_ADDRESS).toLowerCase();
    if (pair !== ZERO_ADDRESS) candidates.push({ protocol: 'V2', address: pair, token0, token1, fee: dex.v2.feePpm, tickSpacing: 0 });
    for (const tier of dex.v3.feeTiers) {
      const pool = String(found[k++]?.[0] ?? ZERO_ADDRESS).toLowerCase();
      if (pool !== ZERO_ADDRESS) candidates.push({ protocol: 'V3', address: pool, token0, token1, fee: tier.fee, tickSpacing: tier.tickSpacing });
    }
  }

  const stateReads: Read[] = candidates.flatMap((p): Read[] =>
    p.protocol === 'V2'
      ? [{ target: p.address, iface: v2PairIface, method: 'getReserves' }]
      : [
          { target: p.address, iface: v3PoolIface, method: 'slot0' },
          { target: p.address, iface: v3PoolIface, method: 'liquidity' },
        ],
  );
  const states = await readAll(provider, multicall, stateReads, blockTag);
  const pools: GraphPool[] = [];
  k = 0;
  for (const p of candidates) {
    if (p.protocol === 'V2') {
      const reserves = states[k++];
      if (reserves && (reserves[0] as bigint) > 0n && (reserves[1] as bigint) > 0n) {
        pools.push({ protocol: 'V2', address: p.address, token0: p.token0, token1: p.token1, fee: p.fee, reserve0: reserves[0] as bigint, reserve1: reserves[1] as bigint });
      }
      continue;
    }
    const slot0 = states[k++];
    const liquidity = states[k++];
    if (!slot0 || !liquidity || (slot0[0] as bigint) === 0n) continue;
    const ticks = await populatedTicks(provider, multicall, dex.v3.tickLens, p.address, p.tickSpacing, blockTag);
    if (ticks.length === 0) continue;
    // Beyond the outermost initialised ticks there is no liquidity: one word past them on each
    // side is as far as any swap can usefully go.
    const words = ticks.map((t) => wordOf(compress(t.tick, p.tickSpacing)));
    pools.push({
      protocol: 'V3',
      address: p.address,
      token0: p.token0,
      token1: p.token1,
      fee: p.fee,
      v3: {
        sqrtPriceX96: slot0[0] as bigint,
        tick: Number(slot0[1] as bigint),
        liquidity: liquidity[0] as bigint,
        tickSpacing: p.tickSpacing,
        fee: p.fee,
        ticks,
        wordLow: Math.min(...words, wordOf(compress(Number(slot0[1] as bigint), p.tickSpacing))) - 1,
        wordHigh: Math.max(...words, wordOf(compress(Number(slot0[1] as bigint), p.tickSpacing))) + 1,
      },
    });
  }
  return pools;
}

/** All initialised ticks of a pool: its bitmap over the whole tick range, then TickLens per non-empty word. */
async function populatedTicks(provider: JsonRpcProvider, multicall: string, tickLens: string, pool: string, spacing: number, blockTag: number): Promise<PopulatedTick[]> {
  const low = wordOf(compress(TickMath.MIN_TICK, spacing));
  const high = wordOf(compress(TickMath.MAX_TICK, spacing));
  const wordIndexes = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  const bitmaps = await readAll(
    provider,
    multicall,
    wordIndexes.map((w) => ({ target: pool, iface: v3PoolIface, method: 'tickBitmap', args: [w] })),
    blockTag,
  );
  const used = wordIndexes.filter((_, i) => bitmaps[i] && (bitmaps[i]![0] as bigint) !== 0n);
  const lens = await readAll(
    provider,
    multicall,
    used.map((w) => ({ target: tickLens, iface: tickLensIface, method: 'getPopulatedTicksInWord', args: [pool, w] })),
    blockTag,
  );
  const ticks: PopulatedTick[] = [];
  for (const result of lens) for (const t of (result?.[0] ?? []) as Array<[bigint, bigint, bigint]>) ticks.push({ tick: Number(t[0]), liquidityNet: t[1] });
  return ticks.sort((a, b) => a.tick - b.tick);
}

/** What the pools hold of each token: the sum of its balances in every pool that trades it. */
export async function pooledLiquidity(provider: JsonRpcProvider, deployment: Deployment, pools: readonly GraphPool[], blockTag: number): Promise<Map<string, bigint>> {
  const reads = pools.flatMap((p): Read[] => [
    { target: p.token0, iface: erc20Iface, method: 'balanceOf', args: [p.address] },
    { target: p.token1, iface: erc20Iface, method: 'balanceOf', args: [p.address] },
  ]);
  const balances = await readAll(provider, deployment.contracts.multicall3, reads, blockTag);
  const total = new Map<string, bigint>();
  pools.forEach((p, i) => {
    for (const [token, result] of [
      [p.token0, balances[2 * i]],
      [p.token1, balances[2 * i + 1]],
    ] as const) {
      total.set(token, (total.get(token) ?? 0n) + ((result?.[0] as bigint | undefined) ?? 0n));
    }
  });
  return total;
}
