/**
 * Routes: a token path from src to dst with one pool per hop. Every route of up to 3 hops through
 * the base tokens is a candidate; the search combines them into a flow (see plan.ts).
 */
import type { PoolState } from './poolState';
import type { PoolRef } from './pools';
import { v2AmountOut } from './v2Math';
import { v3AmountOut } from './v3Math';

export interface Route {
  /** tokens along the route, src first */
  path: string[];
  pools: PoolRef[];
}

/** Every route along the token paths whose every hop has a live pool. */
export function enumerateRoutes(paths: readonly string[][], poolsOf: (a: string, b: string) => PoolRef[]): Route[] {
  const routes: Route[] = [];
  for (const path of paths) {
    let partial: PoolRef[][] = [[]];
    for (let i = 0; i + 1 < path.length; i++) {
      const hop = poolsOf(path[i], path[i + 1]);
      partial = partial.flatMap((pools) => hop.map((pool) => [...pools, pool]));
    }
    for (const pools of partial) if (pools.length === path.length - 1) routes.push({ path, pools });
  }
  return routes;
}

export interface SwapStep {
  amountOut: bigint;
  ticksCrossed: number;
  after: PoolState;
}

/**
 * One swap through one pool with the exact maths, and the pool's state after it; null when the
 * pool cannot take the amount or would pay nothing (a V2 pair reverts on a zero output, and
 * nothing can be swapped on from zero).
 */
export function swapExact(state: PoolState, tokenIn: string, amountIn: bigint): SwapStep | null {
  if (amountIn <= 0n) return null;
  const zeroForOne = tokenIn === state.ref.token0;
  if ('v3' in state) {
    const result = v3AmountOut(state.v3, zeroForOne, amountIn);
    if (!result || result.amountOut === 0n) return null;
    return { amountOut: result.amountOut, ticksCrossed: result.ticksCrossed, after: { ref: state.ref, v3: result.after } };
  }
  const [reserveIn, reserveOut] = zeroForOne ? [state.reserve0, state.reserve1] : [state.reserve1, state.reserve0];
  const amountOut = v2AmountOut(amountIn, reserveIn, reserveOut, state.ref.fee);
  if (amountOut === 0n) return null;
  const [newIn, newOut] = [reserveIn + amountIn, reserveOut - amountOut];
  return {
    amountOut,
    ticksCrossed: 0,
    after: zeroForOne ? { ref: state.ref, reserve0: newIn, reserve1: newOut } : { ref: state.ref, reserve0: newOut, reserve1: newIn },
  };
}

/** Output of one route for one amount with the exact maths, or null when a pool cannot take it. */
export function simulateRoute(route: Route, states: ReadonlyMap<string, PoolState>, amountIn: bigint): bigint | null {
  let amount = amountIn;
  for (let i = 0; i < route.pools.length; i++) {
    const state = states.get(route.pools[i].address);
    const step = state && swapExact(state, route.path[i], amount);
    if (!step) return null;
    amount = step.amountOut;
  }
  return amount;
}

const Q192 = 2n ** 192n;

/** What `amountIn` would buy along the route at the pools' current (mid) prices, before fees and price movement. */
export function spotOutput(route: Route, states: ReadonlyMap<string, PoolState>, amountIn: bigint): bigint {
  let amount = amountIn;
  for (let i = 0; i < route.pools.length; i++) {
    const state = states.get(route.pools[i].address);
    if (!state) return 0n;
    const zeroForOne = route.path[i] === state.ref.token0;
    if ('v3' in state) {
      const priceX192 = state.v3.sqrtPriceX96 * state.v3.sqrtPriceX96;
      amount = zeroForOne ? (amount * priceX192) / Q192 : (amount * Q192) / priceX192;
    } else {
      amount = zeroForOne ? (amount * state.reserve1) / state.reserve0 : (amount * state.reserve0) / state.reserve1;
    }
  }
  return amount;
}
