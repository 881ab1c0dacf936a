/** @jest-environment node */
import type { PoolState } from './poolState';
import type { V2PoolRef } from './pools';
import { enumerateRoutes } from './route';
import { chooseRoute, legsOf, priceImpactPpm } from './search';
import { v2AmountOut } from './v2Math';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const C = '0x00000000000000000000000000000000000000c3';
const E18 = 10n ** 18n;
const payout = { unwrap: false, refund: false };

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

describe('legsOf', () => {
  it('turns float shares into base units that add up to the amount exactly', () => {
    const route = { path: [A, B], pools: [] };
    const legs = legsOf({ routes: [route, route, route], amounts: [1, 1, 1] }, 10n ** 18n + 7n);
    expect(legs.reduce((sum, leg) => sum + leg.amountIn, 0n)).toBe(10n ** 18n + 7n);
    for (const leg of legs) expect(Number(leg.amountIn) / 1e18).toBeCloseTo(1 / 3, 10);
  });
});

describe('chooseRoute', () => {
  it('takes the one pool for a small amount and splits a large one over two equal pools, half each', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 1000n * E18), v2('0x02', A, B, 1000n * E18, 1000n * E18));
    const routes = routesOf(states, [[A, B]]);
    // Gas of a second leg costs more than splitting a tiny amount gains.
    const small = chooseRoute(routes, states, E18 / 1000n, (gas) => gas * 10n ** 9n, payout)!;
    expect(small.plan.legs).toHaveLength(1);
    const large = chooseRoute(routes, states, 200n * E18, noGas, payout)!;
    const amounts = large.plan.legs.map((leg) => leg.amountIn);
    expect(amounts).toHaveLength(2);
    expect(Number(amounts[0] - amounts[1])).toBeLessThan(Number(E18) / 1000);
    expect(large.amountOut).toBeGreaterThanOrEqual(2n * v2AmountOut(100n * E18, 1000n * E18, 1000n * E18, 3000) - 10n ** 12n);
  });

  it('splits at an intermediate token: one pool into B, two pools out of it, the shared pool priced once after the other', () => {
    const states = statesOf(
      v2('0x01', A, B, 100_000n * E18, 100_000n * E18), // deep A → B
      v2('0x02', B, C, 1_000n * E18, 1_000n * E18),
      v2('0x03', B, C, 1_000n * E18, 1_000n * E18),
    );
    const routes = routesOf(states, [[A, B, C]]);
    const choice = chooseRoute(routes, states, 200n * E18, noGas, payout)!;
    expect(choice.plan.legs).toHaveLength(2);
    // Both legs go through the A/B pair: executed one after the other, the second at the pair's later price.
    expect(choice.plan.calls.map((call) => call.leg)).toEqual([0, 1]);
    const intoB = v2AmountOut(200n * E18, 100_000n * E18, 100_000n * E18, 3000);
    const ideal = 2n * v2AmountOut(intoB / 2n, 1_000n * E18, 1_000n * E18, 3000);
    expect(Number(choice.amountOut)).toBeGreaterThan(Number(ideal) * 0.9999);
  });

  it('merges legs that meet at an intermediate token into one call on the router balance', () => {
    const states = statesOf(
      v2('0x01', A, B, 1_000n * E18, 1_000n * E18),
      v2('0x02', A, B, 1_000n * E18, 1_000n * E18),
      v2('0x03', B, C, 1_000_000n * E18, 1_000_000n * E18), // deep B → C
    );
    const choice = chooseRoute(routesOf(states, [[A, B, C]]), states, 200n * E18, noGas, payout)!;
    expect(choice.plan.legs).toHaveLength(2);
    expect(choice.plan.calls.map((call) => call.leg)).toEqual([0, 1, null]);
    expect(choice.plan.calls[2].pools.map((p) => p.address)).toEqual(['0x03']);
  });

  it('never answers below the best single pool even when gas favours a worse route', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 1000n * E18), v2('0x02', A, B, 1000n * E18, 1010n * E18));
    const choice = chooseRoute(routesOf(states, [[A, B]]), states, E18, noGas, payout)!;
    expect(choice.amountOut).toBe(v2AmountOut(E18, 1000n * E18, 1010n * E18, 3000));
  });

  it('quotes a few base units that a split would round to nothing on one leg through one pool', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 1000n * E18), v2('0x02', A, B, 1000n * E18, 1000n * E18));
    const choice = chooseRoute(routesOf(states, [[A, B]]), states, 3n, noGas, payout)!;
    expect(choice.plan.legs).toHaveLength(1);
    expect(choice.amountOut).toBe(v2AmountOut(3n, 1000n * E18, 1000n * E18, 3000));
  });

  it('is null when no route can take the amount', () => {
    expect(chooseRoute([], new Map(), E18, noGas, payout)).toBeNull();
  });
});

describe('priceImpactPpm', () => {
  it('is the fee plus the price movement against the pools’ mid price', () => {
    const states = statesOf(v2('0x01', A, B, 1000n * E18, 2000n * E18));
    const choice = chooseRoute(routesOf(states, [[A, B]]), states, 10n * E18, noGas, payout)!;
    // 10 of 1000: 0.3 % fee and about 1 % movement
    const impact = priceImpactPpm(choice, states);
    expect(impact).toBe(((20n * E18 - choice.amountOut) * 1_000_000n) / (20n * E18));
    expect(impact).toBeGreaterThan(12_000n);
    expect(impact).toBeLessThan(13_500n);
  });
});
