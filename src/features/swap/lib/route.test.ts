import type { ProtocolHop } from '../api/types';
import { describeRoutes, formatFeeTier } from './route';

const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDT = '0x00000000000000000000000000000000000000aa';
const USD1 = '0x00000000000000000000000000000000000000bb';
const symbols: Record<string, string> = { [BNB]: 'BNB', [USDT]: 'USDT' };
const hop = (from: string, to: string, name: string, fee: number, part: number): ProtocolHop[] => [
  { name, part, fromTokenAddress: from, toTokenAddress: to, pool: '0x00000000000000000000000000000000000000cc', fee },
];

describe('formatFeeTier', () => {
  it.each([
    [100, '0.01%'],
    [500, '0.05%'],
    [2500, '0.25%'],
    [3000, '0.3%'],
    [10000, '1%'],
  ])('%i ppm is %s', (fee, text) => {
    expect(formatFeeTier(fee)).toBe(text);
  });
});

describe('describeRoutes', () => {
  it('lists each route with its share and its hops with protocol and fee tier', () => {
    const lines = describeRoutes(
      [[hop(BNB, USDT, 'V3', 500, 65)], [hop(BNB, USD1, 'V2', 3000, 35), hop(USD1, USDT, 'V3', 100, 35)]],
      (a) => symbols[a],
    );
    expect(lines).toEqual([
      { share: '65%', hops: ['BNB → USDT (V3 0.05%)'] },
      { share: '35%', hops: ['BNB → 0x0000…00bb (V2 0.3%)', '0x0000…00bb → USDT (V3 0.01%)'] },
    ]);
  });

  it('shows nothing for a wrap or a quote without routes', () => {
    expect(describeRoutes(undefined, () => undefined)).toEqual([]);
    expect(describeRoutes([[hop(BNB, USDT, 'WBNB', 0, 100)]], (a) => symbols[a])).toEqual([]);
  });
});
