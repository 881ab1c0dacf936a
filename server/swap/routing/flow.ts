/**
 * The flow search, on the floating-point pool models (poolModel.ts):
 *
 * 1. Greedy marginal allocation: the amount goes out in steps (1 % by default), each to the route
 *    that pays the most for it at the pools' states after the steps before it, so routes that
 *    share a pool see each other's effect. A step a pool cannot take whole goes in part, up to
 *    what its liquidity can take: a small pool is used for what it is worth.
 * 2. The routes that got a share become legs of a plan (plan.ts), and the legs' amounts are then
 *    refined by moving ever smaller parts (down to 0.01 %) from one leg to another while the
 *    plan's output, as executed call after call, grows.
 * 3. Gas: legs whose gas costs more than they add are dropped one by one, the rest re-optimised.
 *
 * It answers candidate leg sets with amounts; search.ts prices them exactly and chooses.
 */
import type { PoolState } from './poolState';
import { planCalls, type PlanCall } from './plan';
import { planGas, type PayoutOptions } from './planGas';
import { modelOf, type PoolModel } from './poolModel';
import type { Route } from './route';

export const DEFAULT_STEPS = 100;
/** Legs a plan may have: more would cost more gas than any split on real pools gains. */
export const MAX_LEGS = 8;
/** Refinement moves, as shares of the amount (each doubled while it pays): the finest fill a small pool to what it can take. */
const REFINE_MOVES = [1 / 100, 1 / 500, 1 / 2500, 1 / 10_000, 1 / 100_000, 1 / 1_000_000];
const REFINE_PASSES = 6;

interface Hop {
  model: PoolModel;
  zeroForOne: boolean;
}

interface FlowRoute {
  route: Route;
  hops: Hop[];
}

export interface FlowLegs {
  routes: Route[];
  /** amount of src per route (floats, summing to the amount) */
  amounts: number[];
  /** output in dst as the float models price the plan */
  out: number;
  /** output less gas priced in dst */
  net: number;
}

interface CompiledCall {
  hops: Hop[];
  leg: number | null;
  tokenIn: string;
  tokenOut: string;
  /** the legs whose flow goes through this call */
  carries: number[];
}

interface RunResult {
  out: number;
  crossed: number;
  /** index of the call whose pool could not take its amount, or -1 */
  failed: number;
}

/** Repairs of a plan whose pools cannot take what the greedy steps gave them, each moving 2 % of the legs concerned. */
const MAX_REPAIRS = 60;

export class FlowSearch {
  private readonly models = new Map<string, PoolModel>();
  private readonly initial = new Map<PoolModel, number[]>();
  private readonly flowRoutes: FlowRoute[];

  constructor(
    routes: readonly Route[],
    states: ReadonlyMap<string, PoolState>,
    private readonly amountIn: number,
    /** gas in dst units */
    private readonly gasCost: (gas: bigint) => number,
    private readonly payout: PayoutOptions,
  ) {
    this.flowRoutes = routes.map((route) => ({
      route,
      hops: route.pools.map((pool, i) => ({ model: this.modelFor(states.get(pool.address)!), zeroForOne: route.path[i] === pool.token0 })),
    }));
  }

  private modelFor(state: PoolState): PoolModel {
    let model = this.models.get(state.ref.address);
    if (!model) {
      model = modelOf(state);
      this.models.set(state.ref.address, model);
      this.initial.set(model, model.save());
    }
    return model;
  }

  private reset(): void {
    for (const [model, saved] of this.initial) model.restore(saved);
  }

  /** Output of `amount` along a route at the models' current states, without moving them; -1 when it cannot. */
  private quote(route: FlowRoute, amount: number): number {
    let x = amount;
    for (const hop of route.hops) {
      x = hop.model.quote(x, hop.zeroForOne);
      if (x <= 0) return -1;
      // Later hops must see the earlier hops' pools as they are now: no hop of one route shares a pool.
    }
    return x;
  }

  private apply(route: FlowRoute, amount: number): void {
    let x = amount;
    for (const hop of route.hops) x = hop.model.swap(x, hop.zeroForOne);
  }

  /** The most of `limit` the route can take now (bisection), or 0. */
  private capacity(route: FlowRoute, limit: number): number {
    let low = 0;
    let high = limit;
    for (let i = 0; i < 60 && high - low > limit * 1e-9; i++) {
      const mid = (low + high) / 2;
      if (this.quote(route, mid) > 0) low = mid;
      else high = mid;
    }
    return low * (1 - 1e-9);
  }

  /** Greedy marginal allocation of the amount over `indexes` of the routes, from the pools' read states. */
  greedy(indexes: readonly number[], steps = DEFAULT_STEPS): number[] | null {
    this.reset();
    const total = this.amountIn;
    const step = total / steps;
    const allocated = indexes.map(() => 0);
    const dead = indexes.map(() => false);
    let remaining = total;
    for (let round = 0; remaining > total * 1e-12 && round < steps * 4; round++) {
      const size = remaining < step * 1.5 ? remaining : step;
      let best = -1;
      let bestRate = 0;
      let bestSize = 0;
      indexes.forEach((index, k) => {
        if (dead[k]) return;
        const route = this.flowRoutes[index];
        let amount = size;
        let out = this.quote(route, amount);
        if (out < 0) {
          amount = this.capacity(route, size);
          if (amount <= size * 1e-6) {
            dead[k] = true;
            return;
          }
          out = this.quote(route, amount);
          if (out <= 0) return;
        }
        const rate = out / amount;
        if (rate > bestRate) {
          best = k;
          bestRate = rate;
          bestSize = amount;
        }
      });
      if (best < 0) return null;
      this.apply(this.flowRoutes[indexes[best]], bestSize);
      allocated[best] += bestSize;
      remaining -= bestSize;
    }
    if (remaining > total * 1e-9) return null;
    return allocated;
  }

  private compile(indexes: readonly number[]): { calls: CompiledCall[]; plan: { calls: PlanCall[]; singleChain: boolean } } {
    const routes = indexes.map((i) => this.flowRoutes[i].route);
    const plan = planCalls(routes);
    const calls = plan.calls.map((call) => ({
      hops: call.pools.map((pool, i) => ({ model: this.models.get(pool.address)!, zeroForOne: call.tokens[i] === pool.token0 })),
      leg: call.leg,
      tokenIn: call.tokens[0],
      tokenOut: call.tokens[call.tokens.length - 1],
      carries: call.carries,
    }));
    return { calls, plan };
  }

  /** Output and ticks crossed of the plan's calls for the legs' amounts, from the read states; -1 when a pool cannot take its part. */
  private run(calls: readonly CompiledCall[], amounts: readonly number[], dst: string): RunResult {
    this.reset();
    const balances = new Map<string, number>();
    let crossed = 0;
    for (let c = 0; c < calls.length; c++) {
      const call = calls[c];
      let x: number;
      if (call.leg !== null) x = amounts[call.leg];
      else {
        x = balances.get(call.tokenIn) ?? 0;
        balances.delete(call.tokenIn);
      }
      if (x <= 0) continue;
      for (const hop of call.hops) {
        x = hop.model.swap(x, hop.zeroForOne);
        if (x <= 0) return { out: -1, crossed, failed: c };
        crossed += hop.model.crossed;
      }
      balances.set(call.tokenOut, (balances.get(call.tokenOut) ?? 0) + x);
    }
    return { out: balances.get(dst) ?? 0, crossed, failed: -1 };
  }

  /** The leg with the largest amount among those not in `carries`, or -1. */
  private largestOutside(amounts: readonly number[], carries: readonly number[]): number {
    let receiver = -1;
    amounts.forEach((amount, leg) => {
      if (!carries.includes(leg) && (receiver < 0 || amount > amounts[receiver])) receiver = leg;
    });
    return receiver;
  }

  /**
   * Plans run leg after leg, the greedy step by step: a leg that runs first through a shared pool
   * gets a better price than its steps did, and can then bring a pool downstream more than it
   * can take. Such a plan is repaired by moving part of the legs through that pool to the largest
   * leg that does not use it, until it runs; null when every leg uses it.
   */
  private feasible(calls: readonly CompiledCall[], amounts: number[], dst: string): RunResult | null {
    let result = this.run(calls, amounts, dst);
    for (let repair = 0; result.failed >= 0; repair++) {
      if (repair === MAX_REPAIRS) return null;
      const carries = calls[result.failed].carries;
      const receiver = this.largestOutside(amounts, carries);
      if (receiver < 0) return null;
      for (const leg of carries) {
        const moved = amounts[leg] * 0.02;
        amounts[leg] -= moved;
        amounts[receiver] += moved;
      }
      result = this.run(calls, amounts, dst);
    }
    return result;
  }

  /**
   * Moves parts of the amount between legs while the executed plan's output grows: for each pair
   * of legs, a move of the level's size, doubled for as long as each doubling still pays (a leg
   * that runs last through a pool pushed far may need a large share to carry a little).
   */
  private refine(indexes: readonly number[], start: readonly number[]): { amounts: number[]; out: number; crossed: number } | null {
    const { calls } = this.compile(indexes);
    const dst = this.flowRoutes[indexes[0]].route.path.at(-1)!;
    const amounts = [...start];
    const feasible = this.feasible(calls, amounts, dst);
    if (!feasible) return null;
    let best = feasible;
    if (indexes.length < 2 || best.out <= 0) return { amounts, ...best };
    const tryMove = (from: number, to: number, size: number): boolean => {
      const moved = Math.min(size, amounts[from]);
      if (moved <= 0) return false;
      const before = [...amounts];
      amounts[from] -= moved;
      amounts[to] += moved;
      let tried = this.run(calls, amounts, dst);
      // A move that overfills a pool downstream (one that legs meet in) may still pay once the
      // other legs through that pool give way: a few growing compensations are tried.
      for (let fix = moved / 4, k = 0; tried.failed >= 0 && k < 12; fix *= 2, k++) {
        const carries = calls[tried.failed].carries;
        // the leg the move came from gives way first, if that pool carries it
        const givers = (carries.includes(from) ? [from] : carries.filter((leg) => leg !== to)).filter((leg) => amounts[leg] > 0);
        const receiver = this.largestOutside(amounts, carries);
        if (givers.length === 0 || receiver < 0) break;
        for (const leg of givers) {
          const given = Math.min(fix, amounts[leg]);
          amounts[leg] -= given;
          amounts[receiver] += given;
        }
        tried = this.run(calls, amounts, dst);
      }
      if (tried.failed < 0 && tried.out > best.out * (1 + 1e-13)) {
        best = tried;
        return true;
      }
      amounts.splice(0, amounts.length, ...before);
      return false;
    };
    for (const move of REFINE_MOVES) {
      for (let pass = 0; pass < REFINE_PASSES; pass++) {
        let improved = false;
        for (let from = 0; from < amounts.length; from++) {
          for (let to = 0; to < amounts.length; to++) {
            if (from === to) continue;
            let size = this.amountIn * move;
            while (tryMove(from, to, size)) {
              improved = true;
              size *= 2;
            }
          }
        }
        if (!improved) break;
      }
    }
    return { amounts, ...best };
  }

  private legsOf(indexes: readonly number[], amounts: readonly number[], out: number, crossed: number): FlowLegs {
    const kept = indexes.map((index, k) => ({ index, amount: amounts[k] })).filter((l) => l.amount > this.amountIn * 1e-9);
    const { plan } = this.compile(kept.map((l) => l.index));
    const gas = planGas(plan, crossed, this.payout);
    return { routes: kept.map((l) => this.flowRoutes[l.index].route), amounts: kept.map((l) => l.amount), out, net: out - this.gasCost(gas) };
  }

  /**
   * Greedy allocation over the given routes, then (when `refine`) the refinement of the legs it
   * used; null when they cannot take the amount together.
   */
  optimise(indexes: readonly number[], steps = DEFAULT_STEPS, refine = true): FlowLegs | null {
    const allocated = this.greedy(indexes, steps);
    if (!allocated) return null;
    const used = indexes.filter((_, k) => allocated[k] > 0);
    if (used.length === 0) return null;
    const start = allocated.filter((a) => a > 0);
    const result = refine && used.length <= MAX_LEGS ? this.refine(used, start) : this.measure(used, start);
    if (!result || result.out <= 0) return null;
    return this.legsOf(used, result.amounts, result.out, result.crossed);
  }

  private measure(indexes: readonly number[], start: readonly number[]): { amounts: number[]; out: number; crossed: number } | null {
    const { calls } = this.compile(indexes);
    const amounts = [...start];
    const result = this.feasible(calls, amounts, this.flowRoutes[indexes[0]].route.path.at(-1)!);
    return result && { amounts, ...result };
  }

  /**
   * Candidate leg sets: the best gross flow over every route, and the flows left after dropping,
   * one at a time, the leg whose gas costs most against what it adds (down to one leg, and always
   * down to MAX_LEGS). Drops are ranked on the greedy allocation alone; each kept set is refined.
   */
  candidates(steps = DEFAULT_STEPS): FlowLegs[] {
    const all = this.flowRoutes.map((_, i) => i);
    const first = this.optimise(all, steps);
    if (!first) return [];
    let current: FlowLegs = first;
    const out: FlowLegs[] = [current];
    const indexOf = (route: Route) => this.flowRoutes.findIndex((r) => r.route === route);
    while (current.routes.length > 1) {
      const legs: number[] = current.routes.map(indexOf);
      let best: number[] | null = null;
      let bestNet = -Infinity;
      for (let drop = 0; drop < legs.length; drop++) {
        const kept: number[] = legs.filter((_, k) => k !== drop);
        const tried = this.optimise(kept, steps, false);
        if (tried && tried.net > bestNet) {
          best = kept;
          bestNet = tried.net;
        }
      }
      const next: FlowLegs | null = best && this.optimise(best, steps);
      if (!next) break;
      if (next.net <= current.net && current.routes.length <= MAX_LEGS) {
        // Not worth it now; smaller sets are still offered (a leg may be worth less than its gas
        // only once another is gone), but a set that loses to its parent ends the walk.
        break;
      }
      current = next;
      out.push(current);
    }
    return out;
  }

  /** Each route alone with the whole amount, as the float models price it (-1 when it cannot). */
  singles(): Array<{ route: Route; out: number; crossed: number }> {
    return this.flowRoutes.map((route) => {
      this.reset();
      let x = this.amountIn;
      let crossed = 0;
      for (const hop of route.hops) {
        x = hop.model.quote(x, hop.zeroForOne);
        if (x <= 0) return { route: route.route, out: -1, crossed };
        crossed += hop.model.crossed;
      }
      return { route: route.route, out: x, crossed };
    });
  }
}
