/**
 * The best split of an amount over a few routes by brute force, with the exact pool maths: every
 * split on a grid is executed leg after leg on copies of the pool states (a pool two legs share
 * prices the second at the state the first left), and the best output wins. The grid is
 * exhaustive at 0.5 % for two routes and 2 % for three, then exhaustive again on finer grids, down
 * to 0.005 %, around the best point so far (output is concave in the split, so the best point of
 * a finer grid lies next to the coarser one's).
 */
import type { PoolState } from '../poolState';
import { swapExact, type Route } from '../route';

/** Every simple route of up to 3 hops from src to dst over the pools, independently of the router's path rules. */
export function allRoutes(states: ReadonlyMap<string, PoolState>, src: string, dst: string): Route[] {
  const routes: Route[] = [];
  const pools = [...states.values()].map((s) => s.ref);
  const walk = (path: string[], used: Route['pools']) => {
    const at = path[path.length - 1];
    if (at === dst) {
      routes.push({ path, pools: used });
      return;
    }
    if (used.length === 3) return;
    for (const pool of pools) {
      const next = pool.token0 === at ? pool.token1 : pool.token1 === at ? pool.token0 : null;
      if (next && !path.includes(next)) walk([...path, next], [...used, pool]);
    }
  };
  walk([src], []);
  return routes;
}

/** Output (and V3 ticks crossed) of the legs run one after the other; null when a pool cannot take its part. */
export function runLegs(routes: readonly Route[], states: ReadonlyMap<string, PoolState>, amounts: readonly bigint[]): { amountOut: bigint; ticksCrossed: number } | null {
  const working = new Map(states);
  let total = 0n;
  let ticksCrossed = 0;
  for (let i = 0; i < routes.length; i++) {
    if (amounts[i] === 0n) continue;
    let amount = amounts[i];
    for (let hop = 0; hop < routes[i].pools.length; hop++) {
      const pool = routes[i].pools[hop];
      const step = swapExact(working.get(pool.address)!, routes[i].path[hop], amount);
      if (!step) return null;
      working.set(pool.address, step.after);
      ticksCrossed += step.ticksCrossed;
      amount = step.amountOut;
    }
    total += amount;
  }
  return { amountOut: total, ticksCrossed };
}

export interface Split {
  amounts: bigint[];
  amountOut: bigint;
  ticksCrossed: number;
}

/** Grid points: `parts` shares of `grid` each in [low, high], summing to `grid`. */
function* compositions(parts: number, grid: number, low: number[], high: number[], prefix: number[] = []): Generator<number[]> {
  const k = prefix.length;
  const used = prefix.reduce((a, b) => a + b, 0);
  if (k === parts - 1) {
    const last = grid - used;
    if (last >= low[k] && last <= high[k]) yield [...prefix, last];
    return;
  }
  for (let share = low[k]; share <= Math.min(high[k], grid - used); share++) yield* compositions(parts, grid, low, high, [...prefix, share]);
}

function bestOnGrid(routes: readonly Route[], states: ReadonlyMap<string, PoolState>, amountIn: bigint, grid: number, low: number[], high: number[], value: (split: Split) => bigint): Split | null {
  let best: Split | null = null;
  let bestValue = 0n;
  for (const shares of compositions(routes.length, grid, low, high)) {
    const amounts = shares.map((s) => (amountIn * BigInt(s)) / BigInt(grid));
    amounts[amounts.length - 1] += amountIn - amounts.reduce((a, b) => a + b, 0n);
    const run = runLegs(routes, states, amounts);
    if (run === null) continue;
    const split = { amounts, ...run };
    if (!best || value(split) > bestValue) {
      best = split;
      bestValue = value(split);
    }
  }
  return best;
}

/**
 * Grids of each refinement, coarsest first, as [points per amount, half-width of the box around
 * the previous best point in these points]: for two routes down to 0.005 %, for three down to 0.005 %
 * after an exhaustive 2 % grid.
 */
const LEVELS: Record<number, Array<[number, number]>> = {
  2: [
    [200, 200],
    [2000, 10],
    [20_000, 10],
  ],
  3: [
    [50, 50],
    [400, 8],
    [2000, 5],
    [20_000, 10],
  ],
};

/** The split of `amountIn` over 1–3 routes that maximises `value` (the output by default). */
export function bruteForceSplit(routes: readonly Route[], states: ReadonlyMap<string, PoolState>, amountIn: bigint, value: (split: Split) => bigint = (s) => s.amountOut): Split | null {
  const n = routes.length;
  if (n === 0 || n > 3) throw new Error(`brute force takes 1 to 3 routes, not ${n}`);
  if (n === 1) {
    const run = runLegs(routes, states, [amountIn]);
    return run === null ? null : { amounts: [amountIn], ...run };
  }
  let best: Split | null = null;
  for (const [grid, halfWidth] of LEVELS[n]) {
    const centre = best ? best.amounts.map((a) => Math.round((Number(a) / Number(amountIn)) * grid)) : routes.map(() => 0);
    const low = best ? centre.map((c) => Math.max(0, c - halfWidth)) : routes.map(() => 0);
    const high = best ? centre.map((c) => Math.min(grid, c + halfWidth)) : routes.map(() => grid);
    const found = bestOnGrid(routes, states, amountIn, grid, low, high, value);
    if (found && (!best || value(found) > value(best))) best = found;
    if (!best) return null;
  }
  return best;
}
