/**
 * Gas of a plan on SwapRouter02, as the route search prices it: fitted to the gas used by the
 * swaps of tests/server/routing.test.ts on the dev chain (one V3 hop ≈ 128 000, one V2 hop ≈
 * 139 000, two V3 hops in one call ≈ 218 000, a V2 + V3 split with a sweep ≈ 250 000, eleven hops
 * in six calls ≈ 850 000). The gas limit a transaction is sent with is `gasLimit` of this, which
 * covers the node's estimate of every one of those swaps (see that test).
 */
import type { Plan } from './plan';

export const GAS = {
  /** the transaction and the multicall */
  base: 28_000n,
  /** each call of the multicall: its calldata, the call and its first payment */
  call: 10_000n,
  /** a V2 pair as the first hop of a call (the router pays it) */
  v2Hop: 100_000n,
  /** a further V2 pair in the same call (the pair before pays it directly) */
  v2NextHop: 70_000n,
  v3Hop: 90_000n,
  /** a pool an earlier call of the plan already used: its storage is warm */
  warmPoolSaving: 30_000n,
  v3TickCrossed: 25_000n,
  /** the router pays the wallet the total: sweepToken */
  sweep: 6_000n,
  /** or unwraps WBNB to it: unwrapWETH9 */
  unwrap: 13_000n,
  /** BNB in: refundETH */
  refund: 6_000n,
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
  const used = new Set<string>();
  for (const call of plan.calls) {
    gas += GAS.call;
    call.pools.forEach((pool, i) => {
      gas += pool.protocol === 'V3' ? GAS.v3Hop : i === 0 ? GAS.v2Hop : GAS.v2NextHop;
      if (used.has(pool.address)) gas -= GAS.warmPoolSaving;
      used.add(pool.address);
    });
  }
  if (options.unwrap) gas += GAS.unwrap;
  else if (!plan.singleChain) gas += GAS.sweep;
  if (options.refund) gas += GAS.refund;
  return gas;
}

/**
 * A gas limit for a plan the model prices at `modelGas`: the node's estimate runs up to a quarter
 * above the gas a swap uses (the gas refunds of clearing the router's balances are paid back only
 * after the transaction, and each nested call keeps 1/64 back), a wallet that receives a token
 * for the first time pays about 20 000 more to store its balance, and pools may have moved a
 * little by the time it is mined.
 */
export const GAS_LIMIT_MARGIN_PERCENT = 30n;
export const FIRST_BALANCE_GAS = 25_000n;

export function gasLimit(modelGas: bigint): bigint {
  return ((modelGas + FIRST_BALANCE_GAS) * (100n + GAS_LIMIT_MARGIN_PERCENT)) / 100n;
}
