/**
 * The swap router: candidate pools between two tokens (V2 pairs and V3 pools of every fee tier,
 * through the base tokens), their state at a block, and the best plan for an amount, cached per
 * block.
 */
import type { BlockRef } from '../../chain/blockCache';
import type { ChainContext } from '../../chain/context';
import { PoolStateReader, type PoolState } from './poolState';
import { pairsOfPaths, poolsBetween, sortTokens, tokenPaths, type PoolRef } from './pools';
import { isNative } from '../tokens';
import type { PayoutOptions } from './planGas';
import { enumerateRoutes, simulateRoute, type Route } from './route';
import { chooseRoute, priceImpactPpm, type RouteChoice } from './search';

/** Bounded: requests can name any tokens, so any pairs. */
const MAX_REMEMBERED_PAIRS = 10_000;

export class SwapRouter {
  private readonly reader: PoolStateReader;
  readonly wbnb: string;
  /** Tokens a route may pass through: the DEX's base tokens first, then the listed ERC-20s. */
  private readonly bases: string[];
  private readonly listed: string[];
  /** Pool addresses per token pair: CREATE2 hashing is the costliest part of a quote otherwise. */
  private readonly poolsOfPair = new Map<string, PoolRef[]>();

  constructor(private readonly chain: ChainContext) {
    this.reader = new PoolStateReader(chain, chain.deployment.dex.v3.tickLens.toLowerCase());
    this.wbnb = chain.deployment.contracts.wbnb.toLowerCase();
    this.bases = chain.deployment.dex.baseTokens.map((t) => t.toLowerCase());
    this.listed = chain.deployment.tokens.map((t) => t.address.toLowerCase()).filter((t) => !isNative(t));
  }

  private get dex() {
    return this.chain.deployment.dex;
  }

  /** Pool states for every pool a route from `src` to `dst` may use (ERC-20 addresses). */
  async states(block: BlockRef, src: string, dst: string): Promise<{ paths: string[][]; gasPaths: string[][]; states: Map<string, PoolState> }> {
    const paths = tokenPaths(src, dst, this.bases, this.listed);
    // Routes from WBNB to dst price the gas in dst; read in the same batch.
    const gasPaths = dst === this.wbnb ? [] : tokenPaths(this.wbnb, dst, this.bases);
    const pools = pairsOfPaths([...paths, ...gasPaths]).flatMap(([a, b]) => this.poolsBetween(a, b));
    return { paths, gasPaths, states: await this.reader.read(block, pools) };
  }

  private poolsBetween(a: string, b: string): PoolRef[] {
    const key = sortTokens(a, b).join('/');
    const known = this.poolsOfPair.get(key);
    if (known) return known;
    const pools = poolsBetween(this.dex, a, b);
    if (this.poolsOfPair.size < MAX_REMEMBERED_PAIRS) this.poolsOfPair.set(key, pools);
    return pools;
  }

  /** The best plan for `amountIn` of `src` into `dst` (both ERC-20s) and its price impact, or null if none. */
  best(
    block: BlockRef,
    src: string,
    dst: string,
    amountIn: bigint,
    gasPrice: bigint,
    payout: PayoutOptions,
  ): Promise<(RouteChoice & { priceImpactPpm: bigint }) | null> {
    return this.chain.cache.get(block, `flow-route:${src}:${dst}:${amountIn}:${gasPrice}:${payout.unwrap}:${payout.refund}`, async () => {
      const { paths, gasPaths, states } = await this.states(block, src, dst);
      const poolsOf = (a: string, b: string) => livePools(states, a, b);
      const routes = enumerateRoutes(paths, poolsOf);
      // What 0.001 BNB buys of dst: the same for every quote into dst in this block.
      const perBnbUnit = await this.chain.cache.get(block, `bnb-unit-in:${dst}`, async () => bnbUnitIn(states, enumerateRoutes(gasPaths, poolsOf), this.wbnb, dst));
      const gasInDst = (gas: bigint) => (gas * gasPrice * perBnbUnit) / BNB_UNIT;
      const choice = chooseRoute(routes, states, amountIn, gasInDst, payout);
      return choice && { ...choice, priceImpactPpm: priceImpactPpm(choice, states) };
    });
  }
}

function livePools(states: ReadonlyMap<string, PoolState>, a: string, b: string): PoolRef[] {
  const [token0, token1] = sortTokens(a, b);
  const pools: PoolRef[] = [];
  for (const state of states.values()) if (state.ref.token0 === token0 && state.ref.token1 === token1) pools.push(state.ref);
  return pools;
}

const BNB_UNIT = 10n ** 15n;

/**
 * What BNB_UNIT (0.001 BNB) buys of dst along its best route from WBNB: gas × gas price is
 * priced in dst at that rate. Zero when no route prices BNB in dst (gas then breaks no ties).
 */
function bnbUnitIn(states: ReadonlyMap<string, PoolState>, bnbRoutes: readonly Route[], wbnb: string, dst: string): bigint {
  if (dst === wbnb) return BNB_UNIT;
  let best = 0n;
  for (const route of bnbRoutes) {
    const out = simulateRoute(route, states, BNB_UNIT) ?? 0n;
    if (out > best) best = out;
  }
  return best;
}
