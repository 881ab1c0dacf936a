import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { usdNumber } from '../lib/priceMath';
import { choosePriceRoute, priceRoutePairs, routeSpot, type Liquidity } from './liquidity';
import { isNative, type TokenRegistry } from './tokens';

/**
 * USD prices of the listed tokens from pool reserves against USDT (USDT = 1), through the
 * token's deepest pair directly or via WBNB. Display-only numbers; cached per block hash.
 * Tokens without a priced route are left out rather than shown as worth 0.
 */
export async function usdPrices(
  chain: ChainContext,
  tokens: TokenRegistry,
  liquidity: Liquidity,
  block: BlockRef,
): Promise<Record<string, number>> {
  return chain.cache.get(block, 'usd-prices', async () => {
    const usdt = liquidity.usdt;
    const listed = tokens.listed();
    const erc20s = [...new Set(listed.map((t) => (isNative(t.address) ? liquidity.wbnb : t.address)))];
    const wanted = erc20s.filter((t) => t !== usdt).flatMap((t) => priceRoutePairs(t, usdt, [liquidity.wbnb]));
    const pairs = await liquidity.pairs(block, wanted);
    const usdtDecimals = (await tokens.get(block, usdt)).decimals;
    const prices: Record<string, number> = {};
    for (const token of listed) {
      const address = isNative(token.address) ? liquidity.wbnb : token.address;
      if (address === usdt) {
        prices[token.address] = 1;
        continue;
      }
      const route = choosePriceRoute(pairs, address, usdt, [liquidity.wbnb]);
      if (route) prices[token.address] = usdNumber(routeSpot(route), token.decimals, usdtDecimals);
    }
    return prices;
  });
}
