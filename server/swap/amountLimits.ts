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
 * Above this many base units (10^12 whole tokens of 18 decimals) an amount is checked against
 * the token's total supply before any route is searched: no real swap is that large, and a route
 * search may still "find" one by draining a pool. Smaller amounts cost no extra read.
 */
export const SUPPLY_CHECK_FROM = 10n ** 30n;

/**
 * Finds the route, and says why when the amount itself is the reason: an amount above the
 * token's total supply (2^256−1, say) can drain every pool or overflow their arithmetic, which
 * would otherwise read as a quote or as 'Insufficient liquidity'. Costs a read only for huge
 * amounts and on the no-route path.
 */
export async function routeOrAmountReason<Route>(
  chain: ChainContext,
  block: BlockRef,
  token: { address: string; symbol: string },
  amount: bigint,
  findRoute: () => Promise<Route>,
): Promise<Route> {
  if (amount >= SUPPLY_CHECK_FROM) await refuseAboveSupply(chain, block, token, amount);
  try {
    return await findRoute();
  } catch (error) {
    if (!(error instanceof ApiError) || !/liquidity/i.test(error.message)) throw error;
    await refuseAboveSupply(chain, block, token, amount);
    throw error;
  }
}

async function refuseAboveSupply(chain: ChainContext, block: BlockRef, token: { address: string; symbol: string }, amount: bigint): Promise<void> {
  const supply = await totalSupply(chain, block, token.address);
  if (supply !== null && amount > supply) {
    throw badRequest(`The amount is more than the total supply of ${token.symbol} (${supply} base units), so no swap can use it`);
  }
}

async function totalSupply(chain: ChainContext, block: BlockRef, address: string): Promise<bigint | null> {
  if (isNative(address)) return MAX_BNB_SUPPLY_WEI;
  const [result] = await chain.multicall(block, [{ target: address, iface: erc20, method: 'totalSupply' }]);
  return result ? (result[0] as bigint) : null;
}
