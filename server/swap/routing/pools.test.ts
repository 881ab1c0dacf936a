import type { DexConfig } from '../../../common/deployment/schema';
import { pairsOfPaths, poolsBetween, tokenPaths, v2PairAddress, v3PoolAddress } from './pools';

// Ethereum mainnet Uniswap: known pool addresses check the CREATE2 maths.
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const dex: DexConfig = {
  v2: { factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f', initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f', feePpm: 3000 },
  v3: {
    factory: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
    poolDeployer: '0x1f98431c8ad98523631ae4a59f267346ea31f984',
    initCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
    feeTiers: [
      { fee: 500, tickSpacing: 10 },
      { fee: 3000, tickSpacing: 60 },
    ],
    swapRouter02: '0x68b3465833fb72a70ecdf485e0e4c7bd8665fc45',
    quoterV2: '0x61ffe014ba17989e743c5f6cb21bf9697530b21e',
    tickLens: '0xbfd8137f7d1516d3ea5ca83523914859ec47f573',
    positionManager: '0xc36442b4a4522e871399cd717abdd847ab11fe88',
  },
  baseTokens: [],
};

describe('pool addresses', () => {
  it('computes the V2 pair and V3 pool addresses in either token order', () => {
    expect(v2PairAddress(dex, WETH, USDC)).toBe('0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc');
    expect(v2PairAddress(dex, USDC, WETH)).toBe('0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc');
    expect(v3PoolAddress(dex, WETH, USDC, 500)).toBe('0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640');
    expect(v3PoolAddress(dex, USDC, WETH, 3000)).toBe('0x8ad599c3a0ff1de082011efddc58f1908eb6e6d8');
  });

  it('lists the V2 pair and one V3 pool per fee tier, tokens sorted', () => {
    const pools = poolsBetween(dex, WETH, USDC);
    expect(pools.map((p) => [p.protocol, p.fee])).toEqual([
      ['V2', 3000],
      ['V3', 500],
      ['V3', 3000],
    ]);
    expect(pools.every((p) => p.token0 === USDC && p.token1 === WETH)).toBe(true);
  });
});

describe('tokenPaths', () => {
  it('goes direct, through one connector, and through two in either order', () => {
    expect(tokenPaths('a', 'd', ['b', 'c', 'a'])).toEqual([
      ['a', 'd'],
      ['a', 'b', 'd'],
      ['a', 'c', 'd'],
      ['a', 'b', 'c', 'd'],
      ['a', 'c', 'b', 'd'],
    ]);
    // listed tokens connect too, but two of them only with a base token among them
    expect(tokenPaths('a', 'd', ['b'], ['x', 'y'])).toEqual([
      ['a', 'd'],
      ['a', 'b', 'd'],
      ['a', 'x', 'd'],
      ['a', 'y', 'd'],
      ['a', 'b', 'x', 'd'],
      ['a', 'b', 'y', 'd'],
      ['a', 'x', 'b', 'd'],
      ['a', 'y', 'b', 'd'],
    ]);
    expect(pairsOfPaths(tokenPaths('a', 'd', ['b']))).toEqual([
      ['a', 'd'],
      ['a', 'b'],
      ['b', 'd'],
    ]);
  });
});
