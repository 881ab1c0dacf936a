import { Interface } from 'ethers';
import type { DexConfig } from '../../common/deployment/schema';
import type { Call, CallResult } from '../chain/context';
import type { Ratio } from '../lib/priceMath';
import { sortTokens, v3PoolAddress } from '../swap/routing/pools';
import { arithmeticMeanTick, harmonicMeanLiquidity, sqrtPriceAtTick, sqrtPriceRatio, virtualReserve } from './v3Twap';

const poolIface = new Interface([
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
]);

/** A V3 pool's own time-weighted price of one pair over the whole window. */
export interface V3Twap {
  pool: string;
  /** millionths */
  fee: number;
  token0: string;
  token1: string;
  /**
   * price of token0 in base units of token1 per base unit: the window's mean tick, and the last
   * second's (the pool's current price, but for a swap in the very block being read)
   */
  twap0: Ratio;
  spot0: Ratio;
  /** the window's harmonic-mean in-range liquidity, at the mean price */
  liquidity: bigint;
  sqrtMeanPriceX96: bigint;
}

/** The pool's depth in `token`: the virtual reserve its mean liquidity gives at its mean price. */
export function v3Depth(twap: V3Twap, token: string): bigint {
  return virtualReserve(twap.liquidity, twap.sqrtMeanPriceX96, token === twap.token0);
}

/** `token`'s TWAP and spot price in the pair's other token, per base unit. */
export function v3Prices(twap: V3Twap, token: string): { twap: Ratio; spot: Ratio } {
  const invert = (r: Ratio): Ratio => ({ num: r.den, den: r.num });
  return token === twap.token0 ? { twap: twap.twap0, spot: twap.spot0 } : { twap: invert(twap.twap0), spot: invert(twap.spot0) };
}

/** The V3 pools an oracle read covers: one per fee tier of the DEX for each pair. */
export interface V3PoolRead {
  key: string;
  token0: string;
  token1: string;
  fee: number;
  address: string;
}

/**
 * The calls that read the V3 pools of token pairs (by pairKey) through their own oracle, one
 * `observe` per pool (the window ago, a second ago, now), to go in the caller's Multicall3 batch.
 * A pool whose oracle cannot look back the whole window (too few observation slots for its
 * trading, or created too recently) reverts, and is no source. This history lives on chain, so it
 * survives restarts and serves a new instance at once.
 */
export function v3OracleCalls(dex: DexConfig, keys: readonly string[], windowSeconds: number): { pools: V3PoolRead[]; calls: Call[] } {
  const pools = keys.flatMap((key) => {
    const [token0, token1] = sortTokens(...(key.split('/') as [string, string]));
    return dex.v3.feeTiers.map((tier) => ({ key, token0, token1, fee: tier.fee, address: v3PoolAddress(dex, token0, token1, tier.fee) }));
  });
  const calls: Call[] = pools.map((pool) => ({ target: pool.address, iface: poolIface, method: 'observe', args: [[windowSeconds, 1, 0]] }));
  return { pools, calls };
}

/** For each pair, the deepest of its pools whose oracle covered the window, or null; `results` answer {@link v3OracleCalls}. */
export function bestV3Twaps(pools: readonly V3PoolRead[], results: readonly CallResult[], windowSeconds: number): Map<string, V3Twap | null> {
  const best = new Map<string, V3Twap | null>(pools.map((pool) => [pool.key, null]));
  pools.forEach((pool, i) => {
    const observed = results[i];
    if (!observed) return;
    const [ticks, secondsPerLiquidity] = observed as [bigint[], bigint[]];
    const sqrtMeanPriceX96 = sqrtPriceAtTick(arithmeticMeanTick(ticks[0], ticks[2], windowSeconds));
    const twap: V3Twap = {
      pool: pool.address,
      fee: pool.fee,
      token0: pool.token0,
      token1: pool.token1,
      twap0: sqrtPriceRatio(sqrtMeanPriceX96),
      spot0: sqrtPriceRatio(sqrtPriceAtTick(arithmeticMeanTick(ticks[1], ticks[2], 1))),
      liquidity: harmonicMeanLiquidity(secondsPerLiquidity[0], secondsPerLiquidity[2], windowSeconds),
      sqrtMeanPriceX96,
    };
    const current = best.get(pool.key);
    if (twap.liquidity > 0n && (!current || v3Depth(twap, pool.token0) > v3Depth(current, pool.token0))) best.set(pool.key, twap);
  });
  return best;
}
