/**
 * Route choice over pool states of one block. The flow search (flow.ts) proposes plans on float
 * models of the pools: the best flow over every route of up to 3 hops through the base tokens
 * (splits at any token, pools shared between legs), and the flows with fewer legs where gas costs
 * more than a leg adds; the best single routes are proposed too. Each proposal is then priced
 * with the exact maths as SwapRouter02 runs it (executePlan.ts), and the choice is made on those
 * exact figures:
 * - output net of gas (gas priced in dst) decides,
 * - among the plans that give at least MAX_GROSS_GIVEUP less than the most any gives, so saving
 *   gas never costs the user more than 0.05 % of the output;
 * - and never less than the best single pool between the two tokens.
 */
import { executePlan, type PlanOutcome } from './executePlan';
import { FlowSearch, type FlowLegs } from './flow';
import { planOf, type Leg, type Plan } from './plan';
import { planGas, type PayoutOptions } from './planGas';
import type { PoolState } from './poolState';
import { spotOutput, type Route } from './route';

export interface RouteChoice {
  plan: Plan;
  amountOut: bigint;
  gas: bigint;
  /** per leg, per hop of its route: the amount that went into that hop */
  hopInputs: bigint[][];
}

/** Output a plan may give up for gas, in millionths of the most any plan gives. */
export const MAX_GROSS_GIVEUP_PPM = 500n;

/** Leg amounts in base units from the flow's float shares: they add up to `amountIn` exactly. */
export function legsOf(flow: Pick<FlowLegs, 'routes' | 'amounts'>, amountIn: bigint): Leg[] {
  const total = flow.amounts.reduce((a, b) => a + b, 0);
  const scale = 1_000_000_000_000n;
  const legs = flow.routes.map((route, i) => ({ route, amountIn: (amountIn * BigInt(Math.round((flow.amounts[i] / total) * 1e12))) / scale }));
  const largest = legs.reduce((best, leg, i) => (leg.amountIn > legs[best].amountIn ? i : best), 0);
  const rest = amountIn - legs.reduce((sum, leg) => sum + leg.amountIn, 0n);
  legs[largest].amountIn += rest;
  return legs.filter((leg) => leg.amountIn > 0n);
}

interface Priced {
  plan: Plan;
  outcome: PlanOutcome;
  gas: bigint;
  net: bigint;
}

/** Picks, among options with an output and a net, the best net among those within the give-up of the most output. */
function pick<T>(options: readonly T[], out: (o: T) => bigint, net: (o: T) => bigint): T | null {
  const most = options.reduce((max, o) => (out(o) > max ? out(o) : max), 0n);
  const floor = most - (most * MAX_GROSS_GIVEUP_PPM) / 1_000_000n;
  let chosen: T | null = null;
  for (const o of options) {
    if (out(o) < floor) continue;
    if (!chosen || net(o) > net(chosen) || (net(o) === net(chosen) && out(o) > out(chosen))) chosen = o;
  }
  return chosen;
}

export function chooseRoute(
  routes: readonly Route[],
  states: ReadonlyMap<string, PoolState>,
  amountIn: bigint,
  gasCost: (gas: bigint) => bigint,
  payout: PayoutOptions,
  steps?: number,
): RouteChoice | null {
  if (routes.length === 0 || amountIn <= 0n) return null;
  const search = new FlowSearch(routes, states, Number(amountIn), (gas) => Number(gasCost(gas)), payout);
  // Proposals ranked on the float models first (flows and single routes alike); the exact maths
  // then price the float favourites: the best by the rule below and the one with the most output.
  const floats: FlowLegs[] = [...search.candidates(steps)];
  for (const single of search.singles()) {
    if (single.out <= 0) continue;
    const gas = planGas(planOf([{ route: single.route, amountIn }]), single.crossed, payout);
    floats.push({ routes: [single.route], amounts: [Number(amountIn)], out: single.out, net: single.out - Number(gasCost(gas)) });
  }
  const scaled = (x: number) => BigInt(Math.round(x));
  const favourite = pick(floats, (f) => scaled(f.out), (f) => scaled(f.net));
  const most = floats.reduce<FlowLegs | null>((best, f) => (!best || f.out > best.out ? f : best), null);
  // The best single pool by the float models, priced exactly too: the floor of every answer.
  const direct = floats.filter((f) => f.routes.length === 1 && f.routes[0].pools.length === 1 && f.amounts[0] === Number(amountIn));
  const bestDirect = direct.reduce<FlowLegs | null>((best, f) => (!best || f.out > best.out ? f : best), null);
  const proposals = [...new Set([favourite, most, bestDirect])].filter((f): f is FlowLegs => f !== null).map((f) => legsOf(f, amountIn));

  const priced: Priced[] = [];
  const price = (legs: Leg[]) => {
    if (legs.length === 0) return;
    const plan = planOf(legs);
    const outcome = executePlan(plan, states);
    if (!outcome || outcome.amountOut === 0n) return;
    const gas = planGas(plan, outcome.ticksCrossed, payout);
    priced.push({ plan, outcome, gas, net: outcome.amountOut - gasCost(gas) });
  };
  proposals.forEach(price);
  // Where the exact maths refuse every proposal (a few base units that a split rounds to nothing
  // on some leg), the single routes are tried, best first, until one pays.
  if (priced.length === 0) {
    const singles = floats.filter((f) => f.routes.length === 1 && f.amounts[0] === Number(amountIn)).sort((a, b) => b.out - a.out);
    for (const single of singles) {
      price([{ route: single.routes[0], amountIn }]);
      if (priced.length > 0) break;
    }
  }
  let chosen = pick(priced, (p) => p.outcome.amountOut, (p) => p.net);
  if (!chosen) return null;
  // Never below the best single pool between the two tokens, whatever the gas model says.
  const single = priced
    .filter((p) => p.plan.legs.length === 1 && p.plan.legs[0].route.pools.length === 1)
    .reduce<Priced | null>((best, p) => (!best || p.outcome.amountOut > best.outcome.amountOut ? p : best), null);
  if (single && chosen.outcome.amountOut < single.outcome.amountOut) chosen = single;
  return { plan: chosen.plan, amountOut: chosen.outcome.amountOut, gas: chosen.gas, hopInputs: chosen.outcome.hopInputs };
}

/**
 * Price impact of a choice in millionths: how much less it gives than its legs' mid prices would
 * (pool fees included, as the Uniswap SDK counts them). Never negative.
 */
export function priceImpactPpm(choice: RouteChoice, states: ReadonlyMap<string, PoolState>): bigint {
  const spot = choice.plan.legs.reduce((sum, leg) => sum + spotOutput(leg.route, states, leg.amountIn), 0n);
  if (spot <= choice.amountOut || spot === 0n) return 0n;
  return ((spot - choice.amountOut) * 1_000_000n) / spot;
}
