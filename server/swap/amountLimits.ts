import type { Interface } from 'ethers';
import { ERC20__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { ApiError, badRequest } from '../lib/errors';
import { isNative } from './tokens';

const erc20 = ERC20__factory.createInterface() as unknown as Interface;
/** BNB's maximum supply ever (200 million BNB), in wei. */
export const MAX_BNB_SUPPLY_WEI = 200_000_000n * 10n ** 18n;

/**
 * Finds the route, and when there is none says why if the amount itself is the reason: an
 * amount above the token's total supply (2^256−1, say) overflows the pools' arithmetic, which
 * would otherwise read as 'Insufficient liquidity'. Costs a read only on that failure path.
 */
export async function routeOrAmountReason<Route>(
  chain: ChainContext,
  block: BlockRef,
  token: { address: string; symbol: string },
  amount: bigint,
  findRoute: () => Promise<Route>,
): Promise<Route> {
  try {
    return await findRoute();
  } catch (error) {
    if (!(error instanceof ApiError) || !/liquidity/i.test(error.message)) throw error;
    const supply = await totalSupply(chain, block, token.address);
    if (supply !== null && amount > supply) {
      throw badRequest(`The amount is more than the total supply of ${token.symbol} (${supply} base units), so no swap can use it`);
    }
    throw error;
  }
}

async function totalSupply(chain: ChainContext, block: BlockRef, address: string): Promise<bigint | null> {
  if (isNative(address)) return MAX_BNB_SUPPLY_WEI;
  const [result] = await chain.multicall(block, [{ target: address, iface: erc20, method: 'totalSupply' }]);
  return result ? (result[0] as bigint) : null;
}
