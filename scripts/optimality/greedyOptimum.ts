/**
 * The best achievable output of a swap over a pool graph, computed independently of the router's
 * search: greedy marginal allocation in 1 % steps over every route of up to 3 hops through any
 * tokens (pools of any route may be shared, and routes may split at any token), each step given
 * to the route that pays the most for it at the pools' states after the steps before it, with the
 * exact V2 and V3 maths. A step a V3 pool cannot take whole goes in part, up to what the pool's
 * liquidity can take.
 */
import { v2AmountOut } from '../../server/swap/routing/v2Math';
import { v3AmountOut, type V3State } from '../../server/swap/routing/v3Math';
import type { GraphPool } from './poolGraph';

export interface OptimumLeg {
  path: string[];
  pools: GraphPool[];
  amountIn: bigint;
}

export interface Optimum {
  amountOut: bigint;
  legs: OptimumLeg[];
}

type PoolState = { reserve0: bigint; reserve1: bigint } | { v3: V3State };

const MAX_HOPS = 3;

/** Every route (token path with one pool per hop) of up to MAX_HOPS hops from src to dst. */
export function graphRoutes(pools: readonly GraphPool[], src: string, dst: string): Array<{ path: string[]; pools: GraphPool[] }> {
  const routes: Array<{ path: string[]; pools: GraphPool[] }> = [];
  const walk = (path: string[], used: GraphPool[]) => {
    const at = path[path.length - 1];
    if (at === dst) {
      routes.push({ path: [...path], pools: [...used] });
      return;
    }
    if (used.length === MAX_HOPS) return;
    for (const pool of pools) {
      const next = pool.token0 === at ? pool.token1 : pool.token1 === at ? pool.token0 : null;
      if (!next || path.includes(next)) continue;
      walk([...path, next], [...used, pool]);
    }
  };
  walk([src], []);
  return routes;
}

function swapThrough(pool: GraphPool, state: PoolState, tokenIn: string, amountIn: bigint): { out: bigint; after: PoolState } | null {
  const zeroForOne = tokenIn === pool.token0;
  if ('v3' in state) {
    const result = v3AmountOut(state.v3, zeroForOne, amountIn);
    return result && { out: result.amountOut, after: { v3: result.after } };
  }
  const [rIn, rOut] = zeroForOne ? [state.reserve0, state.reserve1] : [state.reserve1, state.reserve0];
  const out = v2AmountOut(amountIn, rIn, rOut, pool.fee);
  const [newIn, newOut] = [rIn + amountIn, rOut - out];
  return { out, after: zeroForOne ? { reserve0: newIn, reserve1: newOut } : { reserve0: newOut, reserve1: newIn } };
}

/** Output of `amountIn` along a route at `states`, and the states after it; null when a pool cannot take it. */
function simulate(route: { path: string[]; pools: GraphPool[] }, states: Map<string, PoolState>, amountIn: bigint): { out: bigint; after: Array<[string, PoolState]> } | null {
  let amount = amountIn;
  const after: Array<[string, PoolState]> = [];
  for (let i = 0; i < route.pools.length; i++) {
    const pool = route.pools[i];
    const result = swapThrough(pool, states.get(pool.address)!, route.path[i], amount);
    if (!result || result.out === 0n) return null;
    amount = result.out;
    after.push([pool.address, result.after]);
  }
  return { out: amount, after };
}

/** The greedy optimum for `amountIn` of src into dst; null when no route can take any of it. */
export function greedyOptimum(pools: readonly GraphPool[], src: string, dst: string, amountIn: bigint, steps = 100): Optimum | null {
  const routes = graphRoutes(pools, src, dst);
  const states = new Map<string, PoolState>(
    pools.map((p) => [p.address, p.v3 ? { v3: p.v3 } : { reserve0: p.reserve0!, reserve1: p.reserve1! }]),
  );
  const allocated = new Map<number, bigint>();
  const dead = new Set<number>();
  const step = amountIn / BigInt(steps) > 0n ? amountIn / BigInt(steps) : amountIn;
  let remaining = amountIn;
  let total = 0n;
  while (remaining > 0n) {
    // The rounding rest rides with the last step rather than as a step of a few wei of its own.
    const size = remaining < 2n * step ? remaining : step;
    let best: { index: number; amount: bigint; out: bigint; after: Array<[string, PoolState]> } | null = null;
    routes.forEach((route, index) => {
      if (dead.has(index)) return;
      let amount = size;
      let result = simulate(route, states, amount);
      if (!result) {
        // What the route can still take: the largest amount it can carry, by bisection.
        let low = 0n;
        let high = amount;
        let found: ReturnType<typeof simulate> = null;
        while (high - low > size / 1_000_000n + 1n) {
          const mid = (low + high) / 2n;
          const attempt = simulate(route, states, mid);
          if (attempt) {
            low = mid;
            found = attempt;
          } else high = mid;
        }
        if (!found || low < size / 10_000n) {
          dead.add(index);
          return;
        }
        amount = low;
        result = found;
      }
      // Ranked by output per unit of input, so a part step competes fairly with a whole one.
      if (!best || result.out * best.amount > best.out * amount) best = { index, amount, ...result };
    });
    const chosen = best as { index: number; amount: bigint; out: bigint; after: Array<[string, PoolState]> } | null;
    if (!chosen) break;
    for (const [address, state] of chosen.after) states.set(address, state);
    allocated.set(chosen.index, (allocated.get(chosen.index) ?? 0n) + chosen.amount);
    remaining -= chosen.amount;
    total += chosen.out;
  }
  if (total === 0n || remaining > 0n) return null;
  if (process.env.DEBUG_GREEDY) for (const [a, st] of states) console.log('greedy final', a.slice(0, 8), 'v3' in st ? [st.v3.sqrtPriceX96, st.v3.liquidity] : [st.reserve0, st.reserve1]);
  return { amountOut: total, legs: [...allocated].map(([index, amount]) => ({ ...routes[index], amountIn: amount })) };
}
