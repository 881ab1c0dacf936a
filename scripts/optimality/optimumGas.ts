/**
 * The router's gas model applied to the optimum's legs, as SwapRouter02 would run them (plan.ts),
 * so both outputs are netted of gas alike. Ticks crossed are not counted for the optimum, which
 * can only flatter it.
 */
import { planCalls } from '../../server/swap/routing/plan';
import { planGas, type PayoutOptions } from '../../server/swap/routing/planGas';
import type { PoolRef } from '../../server/swap/routing/pools';
import type { OptimumLeg } from './greedyOptimum';

export function optimumGas(legs: readonly OptimumLeg[], payout: PayoutOptions): bigint {
  const plan = planCalls(legs.map((leg) => ({ path: leg.path, pools: leg.pools as PoolRef[] })));
  return planGas(plan, 0, payout);
}
