/**
 * Route search over pool states of one block: every route of up to 3 hops through the base
 * tokens (any V2 pair or V3 pool per hop), then splits of the amount over up to 3 routes that
 * share no pool, in steps of 5 %. Routes are ranked by output net of gas (gas priced in the
 * destination token); the answer never gives less than the best single pool between the two
 * tokens, so it is never worse than a one-pool swap on the same DEXes.
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

export interface RoutePart {
  route: Route;
  amountIn: bigint;
  amountOut: bigint;
  gas: bigint;
}

export interface RouteChoice {
  parts: RoutePart[];
  amountOut: bigint;
  gas: bigint;
}

/**
 * Gas model of SwapRouter02, fitted to the gas used by the transactions of
 * tests/server/routing.test.ts on the dev chain (one V3 hop ≈ 130 000, one V2 hop ≈ 141 000,
 * a V2 + V3 split ≈ 249 000).
 */
export const GAS = {
  /** the transaction and the multicall */
  base: 45_000n,
  v2Hop: 95_000n,
  v3Hop: 85_000n,
  v3TickCrossed: 25_000n,
  /** split routes deliver to the router, which then pays the wallet once */
  splitPayout: 20_000n,
} as const;

/** Split granularity: 20 steps of 5 %. */
export const SPLIT_STEPS = 20;
export const MAX_SPLIT_ROUTES = 3;
/** Routes kept for the split search (best whole-amount routes first): bounds the work per quote. */
const SPLIT_CANDIDATES = 6;

/** Output and gas of one route for one amount, or null when a pool cannot take it. */
export function simulateRoute(route: Route, states: ReadonlyMap<string, PoolState>, amountIn: bigint): { amountOut: bigint; gas: bigint } | null {
  let amount = amountIn;
  let gas = 0n;
  for (let i = 0; i < route.pools.length; i++) {
    const state = states.get(route.pools[i].address);
    if (!state) return null;
    const tokenIn = route.path[i];
    if ('v3' in state) {
      const result = v3AmountOut(state.v3, tokenIn === state.ref.token0, amount);
      if (!result) return null;
      amount = result.amountOut;
      gas += GAS.v3Hop + GAS.v3TickCrossed * BigInt(result.ticksCrossed);
    } else {
      const zeroForOne = tokenIn === state.ref.token0;
      amount = v2AmountOut(amount, zeroForOne ? state.reserve0 : state.reserve1, zeroForOne ? state.reserve1 : state.reserve0, state.ref.fee);
      gas += GAS.v2Hop;
    }
    if (amount === 0n) return null;
  }
  return { amountOut: amount, gas };
}

const Q192 = 2n ** 192n;

/** What `amountIn` would buy at the pools' current (mid) prices, before fees and price movement. */
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

/**
 * Price impact of a choice in millionths: how much less it gives than its routes' mid prices
 * would (pool fees included, as the Uniswap SDK counts them). Never negative.
 */
export function priceImpactPpm(choice: RouteChoice, states: ReadonlyMap<string, PoolState>): bigint {
  const spot = choice.parts.reduce((sum, part) => sum + spotOutput(part.route, states, part.amountIn), 0n);
  if (spot <= choice.amountOut || spot === 0n) return 0n;
  return ((spot - choice.amountOut) * 1_000_000n) / spot;
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

/** Splits `amount` into parts proportional to `steps` (of SPLIT_STEPS); the last part takes the rest. */
export function splitAmount(amount: bigint, steps: readonly number[]): bigint[] {
  let left = amount;
  return steps.map((step, i) => {
    const part = i === steps.length - 1 ? left : (amount * BigInt(step)) / BigInt(SPLIT_STEPS);
    left -= part;
    return part;
  });
}

/** Step combinations of k routes summing to SPLIT_STEPS, each at least one step. */
function compositions(k: number): number[][] {
  if (k === 1) return [[SPLIT_STEPS]];
  const out: number[][] = [];
  const walk = (prefix: number[], left: number, parts: number) => {
    if (parts === 1) {
      out.push([...prefix, left]);
      return;
    }
    for (let step = 1; step <= left - (parts - 1); step++) walk([...prefix, step], left - step, parts - 1);
  };
  walk([], SPLIT_STEPS, k);
  return out;
}
const COMPOSITIONS = [1, 2, 3].map(compositions);

function sharesPool(routes: readonly Route[]): boolean {
  const seen = new Set<string>();
  for (const route of routes) {
    for (const pool of route.pools) {
      if (seen.has(pool.address)) return true;
      seen.add(pool.address);
    }
  }
  return false;
}

/**
 * The best way to swap `amountIn` along `routes`: maximises output minus `gasCost(gas)` (gas in
 * destination-token units). Null when no route can take the amount.
 */
export function chooseRoute(
  routes: readonly Route[],
  states: ReadonlyMap<string, PoolState>,
  amountIn: bigint,
  gasCost: (gas: bigint) => bigint,
): RouteChoice | null {
  const whole = routes
    .map((route) => ({ route, result: simulateRoute(route, states, amountIn) }))
    .filter((r): r is { route: Route; result: { amountOut: bigint; gas: bigint } } => r.result !== null);
  const singles: RouteChoice[] = whole.map(({ route, result }) => ({
    parts: [{ route, amountIn, amountOut: result.amountOut, gas: result.gas }],
    amountOut: result.amountOut,
    gas: GAS.base + result.gas,
  }));
  // Candidates for splitting: the best routes for the whole amount, plus routes that cannot take
  // the whole amount but may take a share of it.
  const ranked = [...whole].sort((a, b) => (b.result.amountOut > a.result.amountOut ? 1 : b.result.amountOut < a.result.amountOut ? -1 : 0));
  const smallestShare = amountIn / BigInt(SPLIT_STEPS);
  const partial = routes.filter((route) => !whole.some((w) => w.route === route) && simulateRoute(route, states, smallestShare) !== null);
  const candidates = [...ranked.map((r) => r.route), ...partial].slice(0, SPLIT_CANDIDATES);

  const net = (choice: RouteChoice) => choice.amountOut - gasCost(choice.gas);
  let best: RouteChoice | null = null;
  const consider = (choice: RouteChoice) => {
    if (!best || net(choice) > net(best)) best = choice;
  };
  singles.forEach(consider);
  const split = bestSplit(candidates, states, amountIn, gasCost);
  if (split) consider(split);

  // Never below the best single pool between the two tokens, whatever the gas model says.
  const direct = singles.filter((s) => s.parts[0].route.pools.length === 1);
  const bestDirect = direct.reduce<RouteChoice | null>((b, s) => (!b || s.amountOut > b.amountOut ? s : b), null);
  const chosen = best as RouteChoice | null;
  if (chosen && bestDirect && chosen.amountOut < bestDirect.amountOut) return bestDirect;
  return chosen;
}

/**
 * The best split over the candidates: each candidate's output for every 5 % share is simulated
 * once (grid[c][steps]); combinations are ranked on that grid, and the winner is simulated again
 * with its exact amounts (the last route takes the rounding rest, so it can only gain).
 */
function bestSplit(
  candidates: readonly Route[],
  states: ReadonlyMap<string, PoolState>,
  amountIn: bigint,
  gasCost: (gas: bigint) => bigint,
): RouteChoice | null {
  const grid = candidates.map((route) => {
    const row: Array<{ amountOut: bigint; gas: bigint } | null> = [null];
    for (let steps = 1; steps < SPLIT_STEPS; steps++) row.push(simulateRoute(route, states, (amountIn * BigInt(steps)) / BigInt(SPLIT_STEPS)));
    return row;
  });
  let winner: { combo: number[]; steps: number[]; net: bigint } | null = null;
  for (let k = 2; k <= MAX_SPLIT_ROUTES; k++) {
    for (const combo of combinations(candidates.length, k)) {
      if (sharesPool(combo.map((i) => candidates[i]))) continue;
      for (const steps of COMPOSITIONS[k - 1]) {
        let out = 0n;
        let gas = GAS.base + GAS.splitPayout;
        let ok = true;
        for (let j = 0; j < k; j++) {
          const cell = grid[combo[j]][steps[j]];
          if (!cell) {
            ok = false;
            break;
          }
          out += cell.amountOut;
          gas += cell.gas;
        }
        if (!ok) continue;
        const net = out - gasCost(gas);
        if (!winner || net > winner.net) winner = { combo, steps, net };
      }
    }
  }
  if (!winner) return null;
  const amounts = splitAmount(amountIn, winner.steps);
  const parts: RoutePart[] = [];
  for (const [j, index] of winner.combo.entries()) {
    const result = simulateRoute(candidates[index], states, amounts[j]);
    if (!result) return null;
    parts.push({ route: candidates[index], amountIn: amounts[j], amountOut: result.amountOut, gas: result.gas });
  }
  return {
    parts,
    amountOut: parts.reduce((sum, p) => sum + p.amountOut, 0n),
    gas: GAS.base + GAS.splitPayout + parts.reduce((sum, p) => sum + p.gas, 0n),
  };
}

function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, prefix: number[]) => {
    if (prefix.length === k) {
      out.push(prefix);
      return;
    }
    for (let i = start; i < n; i++) walk(i + 1, [...prefix, i]);
  };
  walk(0, []);
  return out;
}
