/**
 * @jest-environment node
 *
 * The router against a brute-force optimum on random small pool graphs (testing/randomPools.ts):
 * 3–5 tokens, V2 pairs and V3 pools of random liquidity and tick ranges, amounts from 10⁻⁶ token
 * to 10× what the pools hold of the source token. The brute force (testing/bruteForce.ts) tries
 * every split over the routes on a fine grid with the same exact maths. The router must come
 * within 0.1 % of its output, and net of gas within 0.1 % of that split's net. Graphs are cut
 * down to at most 3 routes between the two tokens so the brute force stays exhaustive.
 *
 * The seed is printed; ROUTING_PROPERTY_SEED=<seed> replays a run. CI (CI=true) runs one fixed seed,
 * so a CI run is reproducible; elsewhere each run draws a new one. A failing case is reported as
 * found, not shrunk: shrinking these graphs can run for hours in one synchronous call.
 */
import fc from 'fast-check';
import { planCalls } from './plan';
import { planGas } from './planGas';
import type { PoolState } from './poolState';
import { tokenPaths } from './pools';
import { enumerateRoutes, type Route } from './route';
import { chooseRoute } from './search';
import { allRoutes, bruteForceSplit } from './testing/bruteForce';
import { poolGraph } from './testing/randomPools';

const CI_SEED = 1;
const seed = Number(process.env.ROUTING_PROPERTY_SEED ?? (process.env.CI === 'true' ? CI_SEED : Math.floor(Math.random() * 2 ** 31)));
const payout = { unwrap: false, refund: false };

/** Drops the last pools until at most `max` routes join the two tokens. */
function withFewRoutes(states: Map<string, PoolState>, src: string, dst: string, max: number): Map<string, PoolState> {
  const kept = new Map(states);
  for (const address of [...states.keys()].reverse()) {
    if (allRoutes(kept, src, dst).length <= max) break;
    kept.delete(address);
  }
  return kept;
}

function routerRoutes(states: ReadonlyMap<string, PoolState>, src: string, dst: string, intermediates: string[]): Route[] {
  const pools = [...states.values()].map((s) => s.ref);
  return enumerateRoutes(tokenPaths(src, dst, intermediates), (a, b) => pools.filter((p) => (p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a)));
}

/** The router within 0.1 % of the brute-force optimum on one random graph, amount and gas price. */
const routerNearOptimum = fc.property(poolGraph, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.01, noNaN: true }), (graph, size, gasShare) => {
      const src = graph.tokens[0];
      const dst = graph.tokens[graph.tokens.length - 1];
      const states = withFewRoutes(graph.states, src, dst, 3);
      const routes = allRoutes(states, src, dst);
      if (routes.length === 0) return;
      // 10⁻⁶ token to 10× the source's depth, log-uniform
      const high = Math.log10(Math.max(Number(graph.sourceDepth), 1e19) * 10);
      const amountIn = BigInt(Math.round(10 ** (12 + size * (high - 12))));

      const optimum = bruteForceSplit(routes, states, amountIn);
      const chosen = chooseRoute(routerRoutes(states, src, dst, graph.tokens.slice(1, -1)), states, amountIn, () => 0n, payout);
      if (!optimum) return; // no split can take the amount: nothing to compare
      expect(chosen).not.toBeNull();
      expect(chosen!.amountOut * 1000n).toBeGreaterThanOrEqual(optimum.amountOut * 999n);

      // Net of gas, gas priced at up to 1 % of the output per 100 000 gas.
      const perGas = (Number(optimum.amountOut) * gasShare) / 100_000;
      const gasCost = (gas: bigint) => BigInt(Math.round(Number(gas) * perGas));
      const withGas = chooseRoute(routerRoutes(states, src, dst, graph.tokens.slice(1, -1)), states, amountIn, gasCost, payout)!;
      const used = routes.filter((_, i) => optimum.amounts[i] > 0n);
      const optimumNet = optimum.amountOut - gasCost(planGas(planCalls(used), optimum.ticksCrossed, payout));
      if (optimumNet <= 0n) return;
      expect((withGas.amountOut - gasCost(withGas.gas)) * 1000n).toBeGreaterThanOrEqual(optimumNet * 999n);
    });

test(`the router is within 0.1 % of the brute-force optimum, gross and net of gas (seed ${seed})`, () => {
  console.log(`routing property seed ${seed} (ROUTING_PROPERTY_SEED=${seed} replays it)`);
  fc.assert(routerNearOptimum, { seed, numRuns: 40, endOnFailure: true });
});

// Known miss: selling 10x the source token's depth where one V3 pool is out of range at its price
// (no liquidity at the current tick, liquidity further down), the router gets 95.1 tokens where the
// brute force's split gets 171.0. This replays that case and fails the day the router finds it.
test.failing('known miss: a trade of 10x the depth through an out-of-range V3 pool (seed 277228409, case 30)', () => {
  fc.assert(routerNearOptimum, { seed: 277228409, path: '29', endOnFailure: true });
});
