/**
 * The transaction of a quoted swap: a wrap or unwrap through WBNB itself, or SwapRouter02's
 * multicall for a plan (routing/swapCalldata.ts).
 */
import type { Interface } from 'ethers';
import { WBNB__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import type { QuotedRoute } from './routing/quote';
import { encodeSwap } from './routing/swapCalldata';
import { isNative } from './tokens';

const wbnbIface = WBNB__factory.createInterface() as unknown as Interface;

/** Router deadline: generous, since the wallet may sit on the confirmation a while. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;

export interface SwapTransaction {
  to: string;
  data: string;
  value: bigint;
}

export interface SwapTransactionRequest {
  src: string;
  dst: string;
  amount: bigint;
  from: string;
  minOut: bigint;
  /** the gas price the route was chosen with (part of the memo key: it can change the plan) */
  gasPrice: bigint;
}

/**
 * Chain time rules (tests move it forward), but an idle dev chain lags the wall clock and its
 * next block takes the wall-clock time: the later of the two keeps the deadline ahead.
 */
export function swapDeadline(block: BlockRef, now = Date.now()): bigint {
  return BigInt(Math.max(block.timestamp, Math.floor(now / 1000)) + SWAP_DEADLINE_SECONDS);
}

export async function swapTransaction(
  chain: ChainContext,
  block: BlockRef,
  route: QuotedRoute,
  request: SwapTransactionRequest,
  contracts: { wbnb: string; router: string },
): Promise<SwapTransaction> {
  const { src, dst, amount, from, minOut, gasPrice } = request;
  const value = isNative(src) ? amount : 0n;
  if (route.kind === 'wrap') return { to: contracts.wbnb, data: wbnbIface.encodeFunctionData('deposit'), value };
  if (route.kind === 'unwrap') return { to: contracts.wbnb, data: wbnbIface.encodeFunctionData('withdraw', [amount]), value };
  const deadline = swapDeadline(block);
  // ABI-encoding the router multicall costs about 1 ms of the event loop, ten times the rest of
  // the answer: memoised per block, argument set and deadline (which moves once a second).
  const key = `swap-calldata:${src}:${dst}:${amount}:${gasPrice}:${from}:${minOut}:${deadline}`;
  const data = await chain.cache.get(block, key, async () =>
    encodeSwap({ plan: route.choice.plan, dst: route.dst, unwrap: isNative(dst), refund: isNative(src), recipient: from, minOut, deadline }),
  );
  return { to: contracts.router, data, value };
}
