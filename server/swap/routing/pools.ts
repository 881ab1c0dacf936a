import { AbiCoder, getCreate2Address, keccak256, solidityPacked } from 'ethers';
import type { DexConfig } from '../../../common/deployment/schema';

/** A pool a route may use. Tokens are lowercase; token0 < token1 as both DEXes sort them. */
export interface V2PoolRef {
  protocol: 'V2';
  address: string;
  token0: string;
  token1: string;
  /** millionths */
  fee: number;
}

export interface V3PoolRef {
  protocol: 'V3';
  address: string;
  token0: string;
  token1: string;
  fee: number;
  tickSpacing: number;
}

export type PoolRef = V2PoolRef | V3PoolRef;

export function sortTokens(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** V2 pair address: CREATE2 by the factory, salt keccak(token0 ‖ token1). */
export function v2PairAddress(dex: DexConfig, a: string, b: string): string {
  const [token0, token1] = sortTokens(a, b);
  const salt = keccak256(solidityPacked(['address', 'address'], [token0, token1]));
  return getCreate2Address(dex.v2.factory, salt, dex.v2.initCodeHash).toLowerCase();
}

/** V3 pool address: CREATE2 by the pool deployer, salt keccak(abi.encode(token0, token1, fee)). */
export function v3PoolAddress(dex: DexConfig, a: string, b: string, fee: number): string {
  const [token0, token1] = sortTokens(a, b);
  const salt = keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'address', 'uint24'], [token0, token1, fee]));
  return getCreate2Address(dex.v3.poolDeployer, salt, dex.v3.initCodeHash).toLowerCase();
}

/** Every pool that could exist between two tokens: the V2 pair and one V3 pool per fee tier. */
export function poolsBetween(dex: DexConfig, a: string, b: string): PoolRef[] {
  const [token0, token1] = sortTokens(a, b);
  return [
    { protocol: 'V2', address: v2PairAddress(dex, a, b), token0, token1, fee: dex.v2.feePpm },
    ...dex.v3.feeTiers.map(
      (tier): V3PoolRef => ({
        protocol: 'V3',
        address: v3PoolAddress(dex, a, b, tier.fee),
        token0,
        token1,
        fee: tier.fee,
        tickSpacing: tier.tickSpacing,
      }),
    ),
  ];
}

/**
 * Token paths from `src` to `dst` of up to 3 hops: direct; through one connector; through two
 * connectors in either order, at least one of them a base token. Connectors are the base tokens
 * and the listed tokens: a trade large enough to move every pool on the way finds what the
 * listed tokens' own pools add, as an aggregator's connector tokens do.
 */
export function tokenPaths(src: string, dst: string, bases: readonly string[], listed: readonly string[] = []): string[][] {
  const baseSet = new Set(bases);
  const via = [...new Set([...bases, ...listed])].filter((token) => token !== src && token !== dst);
  const paths = [[src, dst], ...via.map((token) => [src, token, dst])];
  for (const first of via) {
    for (const second of via) if (first !== second && (baseSet.has(first) || baseSet.has(second))) paths.push([src, first, second, dst]);
  }
  return paths;
}

/** The distinct token pairs the paths between `src` and `dst` use. */
export function pairsOfPaths(paths: readonly string[][]): Array<[string, string]> {
  const seen = new Map<string, [string, string]>();
  for (const path of paths) {
    for (let i = 0; i + 1 < path.length; i++) {
      const pair = sortTokens(path[i], path[i + 1]);
      seen.set(pair.join('/'), pair);
    }
  }
  return [...seen.values()];
}
