/**
 * A plan priced exactly as SwapRouter02 runs it: call after call on copies of the pool states, each
 * swap at the state the swaps before it left (shared pools included), the router's balances of
 * each token carried from call to call. What it pays in dst is the quote.
 *
 * For the route description it also tells how much of each leg went through each of its hops:
 * where legs meet, the shared calls' amounts are shared among them in proportion to what each
 * brought.
 */
import type { PoolState } from './poolState';
import type { Plan } from './plan';
import { swapExact } from './route';

export interface PlanOutcome {
  amountOut: bigint;
  ticksCrossed: number;
  /** per leg, per hop of its route: the amount that went into that hop */
  hopInputs: bigint[][];
}

type Shares = Map<number, bigint>;

function addShares(into: Shares, from: Shares): void {
  for (const [leg, amount] of from) into.set(leg, (into.get(leg) ?? 0n) + amount);
}

/** The plan's outcome at `states`, or null when a pool cannot take its part. */
export function executePlan(plan: Plan, states: ReadonlyMap<string, PoolState>): PlanOutcome | null {
  if (plan.legs.length === 0) return null;
  const route0 = plan.legs[0].route;
  const dst = route0.path[route0.path.length - 1];
  const working = new Map(states);
  const balances = new Map<string, bigint>();
  const shares = new Map<string, Shares>();
  const hopInputs = plan.legs.map((leg) => leg.route.pools.map(() => 0n));
  let ticksCrossed = 0;

  for (const call of plan.calls) {
    const tokenIn = call.tokens[0];
    let amount: bigint;
    let owners: Shares;
    if (call.leg !== null) {
      amount = plan.legs[call.leg].amountIn;
      owners = new Map([[call.leg, amount]]);
    } else {
      amount = balances.get(tokenIn) ?? 0n;
      owners = shares.get(tokenIn) ?? new Map();
      balances.delete(tokenIn);
      shares.delete(tokenIn);
    }
    for (let hop = 0; hop < call.pools.length; hop++) {
      const pool = call.pools[hop];
      const state = working.get(pool.address);
      const step = state && swapExact(state, call.tokens[hop], amount);
      if (!step) return null;
      for (const [leg, share] of owners) {
        const position = plan.legs[leg].route.pools.indexOf(pool);
        if (position >= 0) hopInputs[leg][position] += share;
      }
      const scaled: Shares = new Map();
      for (const [leg, share] of owners) scaled.set(leg, (share * step.amountOut) / amount);
      owners = scaled;
      working.set(pool.address, step.after);
      ticksCrossed += step.ticksCrossed;
      amount = step.amountOut;
    }
    const tokenOut = call.tokens[call.tokens.length - 1];
    balances.set(tokenOut, (balances.get(tokenOut) ?? 0n) + amount);
    const held = shares.get(tokenOut) ?? new Map<number, bigint>();
    addShares(held, owners);
    shares.set(tokenOut, held);
  }
  return { amountOut: balances.get(dst) ?? 0n, ticksCrossed, hopInputs };
}
