import type { PoolState } from './poolState';
import type { V2PoolRef } from './pools';
import { chooseRoute, enumerateRoutes, priceImpactPpm, splitAmount, SPLIT_STEPS } from './search';
import { v2AmountOut } from './v2Math';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const C = '0x00000000000000000000000000000000000000c3';
const E18 = 10n ** 18n;

function v2(address: string, t0: string, t1: string, r0: bigint, r1: bigint): PoolState {
  const ref: V2PoolRef = { protocol: 'V2', address, token0: t0, token1: t1, fee: 3000 };
  return { ref, reserve0: r0, reserve1: r1 };
}

function statesOf(...pools: PoolState[]) {
  return new Map(pools.map((p) => [p.ref.address, p]));
}

function routesOf(states: Map<string, PoolState>, paths: string[][]) {
  return enumerateRoutes(paths, (a, b) => [...states.values()].filter((s) => [a, b].sort().join() === [s.ref.token0, s.ref.token1].join()).map((s) => s.ref));
}

const noGas = () => 0n;

describe('splitAmount', () => {
  it('gives each route its steps of the amount and the last one the rest, summing exactly', () => {
    expect(splitAmount(1001n, [13, 7])).toEqual([650n, 351n]);
    const parts = splitAmount(10n ** 18n + 7n, [1, 1, SPLIT_STEPS - 2]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(10n ** 18n + 7n);
  });
});

describe('chooseRoute', () => {
  it('takes the one pool for a small amount and splits a large one over two equal pools, half each', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 1000n * E18), v2('0x02', A, B, 1000n * E18, 1000n * E18));
    const routes = routesOf(states, [[A, B]]);
    // Gas of a second route costs more than splitting a tiny amount gains.
    const small = chooseRoute(routes, states, E18 / 1000n, (gas) => gas * 10n ** 9n)!;
    expect(small.parts).toHaveLength(1);
    const large = chooseRoute(routes, states, 200n * E18, noGas)!;
    expect(large.parts.map((p) => p.amountIn)).toEqual([100n * E18, 100n * E18]);
    expect(large.amountOut).toBe(2n * v2AmountOut(100n * E18, 1000n * E18, 1000n * E18, 3000));
  });

  it('prefers the two-hop route when it pays more, and never splits over a shared pool', () => {
    const states = statesOf(
      v2('0x01', A, C, 10n * E18, 10n * E18), // thin direct pair
      v2('0x02', A, B, 1000n * E18, 1000n * E18),
      v2('0x03', B, C, 1000n * E18, 1000n * E18),
    );
    const routes = routesOf(states, [
      [A, C],
      [A, B, C],
    ]);
    const choice = chooseRoute(routes, states, 5n * E18, noGas)!;
    const used = choice.parts.flatMap((p) => p.route.pools.map((pool) => pool.address));
    expect(new Set(used).size).toBe(used.length);
    expect(choice.parts.some((p) => p.route.pools.length === 2)).toBe(true);
    expect(choice.amountOut).toBeGreaterThan(v2AmountOut(5n * E18, 1000n * E18, 1000n * E18, 3000) - E18);
  });

  it('never answers below the best single pool even when gas favours a worse route', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 1000n * E18), v2('0x02', A, B, 1000n * E18, 1010n * E18));
    const routes = routesOf(states, [[A, B]]);
    const choice = chooseRoute(routes, states, E18, noGas)!;
    expect(choice.amountOut).toBe(v2AmountOut(E18, 1000n * E18, 1010n * E18, 3000));
  });

  it('is null when no route can take the amount', () => {
    expect(chooseRoute([], new Map(), E18, noGas)).toBeNull();
  });
});

describe('priceImpactPpm', () => {
  it('is the fee plus the price movement against the pools’ mid price', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 2000n * E18));
    const choice = chooseRoute(routesOf(states, [[A, B]]), states, 10n * E18, noGas)!;
    // 10 of 1000: 0.3 % fee and about 1 % movement
    const impact = priceImpactPpm(choice, states);
    expect(impact).toBe(((20n * E18 - choice.amountOut) * 1_000_000n) / (20n * E18));
    expect(impact).toBeGreaterThan(12_000n);
    expect(impact).toBeLessThan(13_500n);
  });
});
