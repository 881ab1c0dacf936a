/** @jest-environment node */
import { choosePriceRoute, pairKey, pricePaths, priceRoutePairs, routeSpot } from './liquidity';
import type { PairState } from './v2PairReads';

const [T, WBNB, USDT, USD1] = ['0x01', '0x02', '0x03', '0x04'].map((a) => a.padEnd(42, '0'));

function pair(a: string, b: string, reserveA: bigint, reserveB: bigint): PairState {
  const [token0, token1] = a < b ? [a, b] : [b, a];
  return {
    address: `0x${'f'.repeat(40)}`,
    token0,
    token1,
    reserve0: token0 === a ? reserveA : reserveB,
    reserve1: token0 === a ? reserveB : reserveA,
    blockTimestampLast: 0,
    price0CumulativeLast: 0n,
    price1CumulativeLast: 0n,
  };
}

function pairs(...list: PairState[]): Map<string, PairState> {
  return new Map(list.map((p) => [pairKey(p.token0, p.token1), p]));
}

describe('price routes', () => {
  it('tries direct, each hop, and the hops in order', () => {
    expect(pricePaths(T, USD1, [WBNB, USDT])).toEqual([[T, USD1], [T, WBNB, USD1], [T, USDT, USD1], [T, WBNB, USDT, USD1]]);
    expect(pricePaths(T, USDT, [WBNB, USDT])).toEqual([[T, USDT], [T, WBNB, USDT]]);
    expect(priceRoutePairs(T, USDT, [WBNB])).toEqual([[T, USDT], [T, WBNB], [WBNB, USDT]]);
  });

  it('prices through the pair holding the most of the token', () => {
    const thin = pair(T, USDT, 100n, 50n);
    const deep = pair(T, WBNB, 10_000n, 10n);
    const bnbUsdt = pair(WBNB, USDT, 1n, 600n);
    const route = choosePriceRoute(pairs(thin, deep, bnbUsdt), T, USDT, [WBNB]);
    expect(route?.path).toEqual([T, WBNB, USDT]);
    // 10 BNB per 10000 T × 600 USDT per BNB = 0.6 USDT per T
    const spot = routeSpot(route!);
    expect(Number(spot.num) / Number(spot.den)).toBeCloseTo(0.6);
  });

  it('reaches USD1 through WBNB and USDT', () => {
    const route = choosePriceRoute(pairs(pair(T, WBNB, 800n, 1n), pair(WBNB, USDT, 1n, 600n), pair(USDT, USD1, 1000n, 1000n)), T, USD1, [WBNB, USDT]);
    expect(route?.path).toEqual([T, WBNB, USDT, USD1]);
  });

  it('finds nothing without liquidity on every hop', () => {
    expect(choosePriceRoute(pairs(pair(T, WBNB, 800n, 1n)), T, USDT, [WBNB])).toBeNull();
    expect(choosePriceRoute(new Map(), T, USDT, [WBNB])).toBeNull();
  });
});
