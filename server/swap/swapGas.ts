/**
 * The gas limit of a swap transaction: never below the node's estimate of that very transaction
 * and never below what the router's gas model allows the plan (routing/planGas.ts), so the limit
 * the app sends covers the plan even when its pools move a little before it is mined.
 */
import { GAS_HEADROOM_PERCENT } from '../../common/chain/gasHeadroom';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest, ServiceUnavailableError } from '../lib/errors';
import { gasLimit } from './routing/planGas';
import type { QuotedRoute } from './routing/quote';
import type { SwapTransaction } from './swapTransaction';

/** A wrap or unwrap through WBNB (its first deposit to an address costs the most, about 45 000). */
export const WRAP_GAS = 60_000n;

/** The gas the route's model allows it: the limit sent when no estimate is asked for. */
export function modelGasLimit(route: QuotedRoute): bigint {
  return route.kind === 'swap' ? gasLimit(route.choice.gas) : WRAP_GAS;
}

/**
 * The gas limit of the transaction, checked on the node: the transaction is run (eth_call at the
 * route's block) with the model's limit, and when it completes within it, that limit is the
 * answer — at least what eth_estimateGas would say, since that is the least limit it completes
 * within, for one execution instead of the estimate's search over many. When it does not, the
 * node's estimate (with headroom) is taken, or its revert reason becomes a 400 naming it. A node
 * that cannot answer is a 503.
 */
export async function checkedGasLimit(
  chain: ChainContext,
  block: BlockRef,
  route: QuotedRoute,
  tx: SwapTransaction & { from: string },
  /** what identifies the transaction in this block, the deadline aside (it moves every second, the gas does not) */
  key: string,
): Promise<bigint> {
  const limit = modelGasLimit(route);
  const request = { from: tx.from, to: tx.to, data: tx.data, value: tx.value };
  try {
    await chain.cache.get(block, `gas-check:${key}`, () => chain.guard(() => chain.provider.call({ ...request, gasLimit: limit, blockTag: block.number })));
    return limit;
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw error; // node down, busy or contracts missing: 503, not the swap's fault
  }
  let estimate: bigint;
  try {
    estimate = await chain.cache.get(block, `gas:${key}`, () => chain.guard(() => chain.provider.estimateGas(request)));
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw error;
    const reason = (error as { shortMessage?: string }).shortMessage ?? 'the transaction would revert';
    throw badRequest(`The swap cannot be executed: ${reason}`);
  }
  // the app's share without its fixed part: a swap's gas depends on its pools, not on chain time
  const withHeadroom = (estimate * (100n + GAS_HEADROOM_PERCENT)) / 100n;
  return withHeadroom > limit ? withHeadroom : limit;
}
