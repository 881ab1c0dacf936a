/**
 * The swap transaction pays its output to `from`. Some addresses must never be that recipient,
 * whatever the client asks (disableEstimate included), because the output would be lost or left
 * for anyone to take: refused with a 400 that names the reason. A contract wallet stays allowed.
 */
import { Interface } from 'ethers';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest } from '../lib/errors';
import { ADDRESS_THIS } from './routing/swapCalldata';

/** SwapRouter02's Constants.MSG_SENDER: as a recipient it means "whoever calls". */
export const MSG_SENDER = '0x0000000000000000000000000000000000000001';
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Addresses up to here are the zero address, the router's flags and the chain's precompiles. */
const RESERVED_UP_TO = 0xffffn;
const tokenProbe = new Interface(['function totalSupply() view returns (uint256)']);

/** Why `from` may not receive a swap's output, or null when it may. */
export function reservedSenderReason(from: string, router: string): string | null {
  if (from === ZERO_ADDRESS) return 'from is the zero address: the swap would pay its output to no one';
  if (from === MSG_SENDER) return `from is ${from}, which SwapRouter02 reads as "the caller" (MSG_SENDER), not as a wallet`;
  if (from === ADDRESS_THIS) return `from is ${from}, which SwapRouter02 reads as "this router" (ADDRESS_THIS): the output would stay in the router for anyone to take`;
  if (BigInt(from) <= RESERVED_UP_TO) return `from is ${from}, a reserved address (a precompile), not a wallet: the output would be lost`;
  if (from === router) return 'from is the swap router itself: the output would stay in the router for anyone to take';
  return null;
}

/** Refuses a `from` that is reserved, the router, or a token contract (it answers totalSupply()). */
export async function refuseUnsafeSender(chain: ChainContext, block: BlockRef, from: string, router: string): Promise<void> {
  const reason = reservedSenderReason(from, router);
  if (reason) throw badRequest(reason);
  const code = await chain.cache.get(block, `code:${from}`, () => chain.guard(() => chain.provider.getCode(from, block.number)));
  if (code === '0x') return;
  const [supply] = await chain.cache.get(block, `token-probe:${from}`, () => chain.multicall(block, [{ target: from, iface: tokenProbe, method: 'totalSupply' }]));
  if (supply) throw badRequest(`from is a token contract (${from}): tokens sent to a token contract are lost`);
}
