import { AbiCoder, getBytes, keccak256 } from 'ethers';
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

const bytesOf = (hex: string): Uint8Array => Uint8Array.from(Buffer.from(hex.slice(2), 'hex'));

function joined(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * CREATE2's address, lowercase: keccak256(0xff ‖ deployer ‖ salt ‖ initCodeHash)[12:]. Built from
 * raw bytes rather than ethers' getCreate2Address, which checks and checksums every part and is
 * four times slower: the bond price sampler computes a few addresses per sale, for every sale.
 */
function create2Address(deployer: string, salt: Uint8Array, initCodeHash: string): string {
  return `0x${keccak256(joined(Uint8Array.of(0xff), bytesOf(deployer), salt, bytesOf(initCodeHash))).slice(26)}`;
}

/** V2 pair address: CREATE2 by the factory, salt keccak(token0 ‖ token1). */
export function v2PairAddress(dex: DexConfig, a: string, b: string): string {
  const [token0, token1] = sortTokens(a.toLowerCase(), b.toLowerCase());
  const salt = getBytes(keccak256(joined(bytesOf(token0), bytesOf(token1))));
  return create2Address(dex.v2.factory, salt, dex.v2.initCodeHash);
}

/** V3 pool address: CREATE2 by the pool deployer, salt keccak(abi.encode(token0, token1, fee)). */
export function v3PoolAddress(dex: DexConfig, a: string, b: string, fee: number): string {
  const [token0, token1] = sortTokens(a.toLowerCase(), b.toLowerCase());
  const salt = getBytes(keccak256(AbiCoder.defaultAbiCoder().encode(['address', 'address', 'uint24'], [token0, token1, fee])));
  return create2Address(dex.v3.poolDeployer, salt, dex.v3.initCodeHash);
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
