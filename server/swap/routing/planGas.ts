/**
 * Gas of a plan on SwapRouter02, as the route search prices it: fitted to the gas the swaps of
 * tests/server/routing.test.ts use on the dev chain (see GAS). The gas limit a transaction is sent
 * with is `gasLimit` of this, which covers the largest use measured with a margin.
 */
import type { Plan } from './plan';

export const GAS = {
  /** the transaction, its calldata head and the multicall */
  base: 45_000n,
  /** each call of the multicall: its calldata and the call itself */
  call: 10_000n,
  v2Hop: 85_000n,
  v3Hop: 75_000n,
  v3TickCrossed: 25_000n,
  /** the router pays the wallet the total: sweepToken */
  sweep: 20_000n,
  /** or unwraps WBNB to it: unwrapWETH9 */
  unwrap: 25_000n,
  /** BNB in: refundETH */
  refund: 10_000n,
} as const;

export interface PayoutOptions {
  /** BNB out: the router unwraps WBNB to the wallet */
  unwrap: boolean;
  /** BNB in: the router refunds what the hops did not take */
  refund: boolean;
}

/** The last call pays the wallet itself (no sweep): one chain into a token. */
export function paysWalletDirectly(plan: Pick<Plan, 'singleChain'>, options: PayoutOptions): boolean {
  return plan.singleChain && !options.unwrap;
}

export function planGas(plan: Pick<Plan, 'calls' | 'singleChain'>, ticksCrossed: number, options: PayoutOptions): bigint {
  let gas = GAS.base + GAS.v3TickCrossed * BigInt(ticksCrossed);
  for (const call of plan.calls) gas += GAS.call + BigInt(call.pools.length) * (call.protocol === 'V2' ? GAS.v2Hop : GAS.v3Hop);
  if (options.unwrap) gas += GAS.unwrap;
  else if (!plan.singleChain) gas += GAS.sweep;
  if (options.refund) gas += GAS.refund;
  return gas;
}

/** Share of the model added to the gas limit of a transaction sent without a node estimate. */
export const GAS_LIMIT_MARGIN_PERCENT = 30n;

/** A gas limit for the plan that covers its use on chain even when its pools moved a little since the quote. */
export function gasLimit(modelGas: bigint): bigint {
  return (modelGas * (100n + GAS_LIMIT_MARGIN_PERCENT)) / 100n;
}
