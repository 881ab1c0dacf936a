import type { ProtocolHop } from '../api/types';
import { describeRoutes, formatFeeTier } from './route';

const BNB = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDT = '0x00000000000000000000000000000000000000aa';
const USD1 = '0x00000000000000000000000000000000000000bb';
const WBNB = '0x00000000000000000000000000000000000000dd';
const symbols: Record<string, string> = { [BNB]: 'BNB', [USDT]: 'USDT', [WBNB]: 'WBNB', [USD1]: 'USD1' };
const pool = (from: string, to: string, name: string, fee: number, part: number, routePart: number): ProtocolHop => ({
  name,
  part,
  routePart,
  fromTokenAddress: from,
  toTokenAddress: to,
  pool: '0x00000000000000000000000000000000000000cc',
  fee,
});

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
  it('shows one route as a path whose hops list their pools and, where a hop splits, each pool’s share', () => {
    const lines = describeRoutes(
      [
        [
          [pool(USD1, USDT, 'V2', 3000, 84, 100), pool(USD1, USDT, 'V3', 100, 16, 100)],
          [pool(USDT, BNB, 'V2', 3000, 100, 100)],
        ],
      ],
      (a) => symbols[a],
    );
    expect(lines).toEqual(['USD1 → USDT (V2 84%, V3 0.01% 16%) → BNB (V2)']);
  });

  it('starts each line with its route’s share when the amount takes several routes; unknown tokens are shortened', () => {
    const other = '0x00000000000000000000000000000000000000ee';
    const lines = describeRoutes(
      [
        [[pool(BNB, USDT, 'V3', 500, 100, 65.5)]],
        [[pool(BNB, other, 'V2', 3000, 100, 34.5)], [pool(other, USDT, 'V3', 100, 100, 34.5)]],
      ],
      (a) => symbols[a],
    );
    expect(lines).toEqual(['65.5%: BNB → USDT (V3 0.05%)', '34.5%: BNB → 0x0000…00ee (V2) → USDT (V3 0.01%)']);
  });

  it('shows nothing for a wrap or a quote without routes', () => {
    expect(describeRoutes(undefined, () => undefined)).toEqual([]);
    expect(describeRoutes([[[pool(BNB, WBNB, 'WBNB', 0, 100, 100)]]], (a) => symbols[a])).toEqual([]);
  });
});
