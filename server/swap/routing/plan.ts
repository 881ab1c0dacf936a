/**
 * A flow over the pool graph as SwapRouter02 executes it: the legs (routes with their amounts of
 * src) become one ordered list of router calls.
 *
 * SwapRouter02 takes an explicit amount only from the wallet; from its own balance it can only
 * spend all of a token (the "contract balance" amount, 0). So:
 * - legs whose routes end with the same pools (they meet at an intermediate token) deliver that
 *   token to the router, and the shared rest of the route runs once on the router's balance;
 * - legs that share their first pools and part later (a split at an intermediate token) each run
 *   through the shared pools in turn, the second at the pool's price after the first.
 * Calls run in an order where, whenever a call spends the router's balance of a token, every leg
 * that delivers that token has run and nothing else of it is in the router.
 */
import type { PoolRef } from './pools';
import type { Route } from './route';

export interface Leg {
  route: Route;
  amountIn: bigint;
}

/** One router call: consecutive hops of one protocol (one `swapExactTokensForTokens` or `exactInput`). */
export interface PlanCall {
  protocol: 'V2' | 'V3';
  /** tokens along the call, its input first */
  tokens: string[];
  pools: PoolRef[];
  /** the leg whose amount the call takes from the wallet, or null: it spends the router's balance of tokens[0] */
  leg: number | null;
  /** the legs whose flow goes through this call */
  carries: number[];
}

export interface Plan {
  legs: Leg[];
  calls: PlanCall[];
  /** all legs end in one chain of calls into dst, so its last call can pay the wallet itself */
  singleChain: boolean;
}

interface Node {
  pool: PoolRef;
  tokenIn: string;
  tokenOut: string;
  children: Map<string, Node>;
  leg: number | null;
  /** legs through this node */
  legs: number[];
}

/** The calls that carry every leg, in execution order (see the file comment). */
export function planCalls(routes: readonly Route[]): { calls: PlanCall[]; singleChain: boolean } {
  // A tree from dst backwards: a node is a pool (in one direction) and all that leads to it.
  const root = new Map<string, Node>();
  routes.forEach((route, leg) => {
    let level = root;
    for (let hop = route.pools.length - 1; hop >= 0; hop--) {
      const pool = route.pools[hop];
      const key = `${pool.address}:${route.path[hop]}`;
      let node = level.get(key);
      if (!node) {
        node = { pool, tokenIn: route.path[hop], tokenOut: route.path[hop + 1], children: new Map(), leg: null, legs: [] };
        level.set(key, node);
      }
      node.legs.push(leg);
      if (hop === 0) node.leg = leg;
      level = node.children;
    }
  });

  const calls: PlanCall[] = [];
  const emit = (last: Node) => {
    // The chain of hops that ends with `last`: back to a leg's first hop or to a meeting point.
    const chain = [last];
    let first = last;
    while (first.leg === null && first.children.size === 1) {
      first = first.children.values().next().value!;
      chain.unshift(first);
    }
    if (first.leg === null) for (const child of first.children.values()) emit(child);
    let current: PlanCall | null = null;
    for (const node of chain) {
      if (current && current.protocol === node.pool.protocol) {
        current.tokens.push(node.tokenOut);
        current.pools.push(node.pool);
        continue;
      }
      current = { protocol: node.pool.protocol, tokens: [node.tokenIn, node.tokenOut], pools: [node.pool], leg: current ? null : first.leg, carries: node.legs };
      calls.push(current);
    }
  };
  for (const node of root.values()) emit(node);
  return { calls, singleChain: root.size === 1 };
}

export function planOf(legs: Leg[]): Plan {
  return { legs, ...planCalls(legs.map((leg) => leg.route)) };
}
