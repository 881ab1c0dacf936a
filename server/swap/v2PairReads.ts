import type { Interface } from 'ethers';
import type { DexConfig } from '../../common/deployment/schema';
import { UniswapV2Pair__factory } from '../../typechain-types';
import type { Call, CallResult } from '../chain/context';
import { v2PairAddress } from './routing/pools';

/** A V2 pair's reserves and cumulative prices at one block. */
export interface PairState {
  address: string;
  token0: string;
  token1: string;
  reserve0: bigint;
  reserve1: bigint;
  blockTimestampLast: number;
  price0CumulativeLast: bigint;
  price1CumulativeLast: bigint;
}

const pairIface = UniswapV2Pair__factory.createInterface() as unknown as Interface;

/** Bounded: requests and sales name arbitrary tokens, so arbitrary pairs. */
const MAX_REMEMBERED_ADDRESSES = 20_000;
const addresses = new Map<string, string>();

/** The V2 pair address of a pairKey ('token0/token1'), computed once (two hashes) and remembered. */
export function pairAddressOf(dex: DexConfig, key: string): string {
  const known = addresses.get(key);
  if (known) return known;
  const [token0, token1] = key.split('/');
  const address = v2PairAddress(dex, token0, token1);
  if (addresses.size < MAX_REMEMBERED_ADDRESSES) addresses.set(key, address);
  return address;
}

/** The three reads of a V2 pair's state, for a Multicall3 batch. */
export function v2PairCalls(address: string): Call[] {
  return [
    { target: address, iface: pairIface, method: 'getReserves' },
    { target: address, iface: pairIface, method: 'price0CumulativeLast' },
    { target: address, iface: pairIface, method: 'price1CumulativeLast' },
  ];
}

/** The pair's state from the answers to {@link v2PairCalls}; null when it does not exist or holds nothing. */
export function v2PairState(address: string, key: string, results: readonly CallResult[]): PairState | null {
  const [reserves, cumulative0, cumulative1] = results;
  if (!reserves || !cumulative0 || !cumulative1) return null;
  const reserve0 = reserves[0] as bigint;
  const reserve1 = reserves[1] as bigint;
  if (reserve0 === 0n || reserve1 === 0n) return null;
  // Uniswap sorts token0 < token1 by address, as pairKey does.
  const [token0, token1] = key.split('/');
  return {
    address,
    token0,
    token1,
    reserve0,
    reserve1,
    blockTimestampLast: Number(reserves[2] as bigint),
    price0CumulativeLast: cumulative0[0] as bigint,
    price1CumulativeLast: cumulative1[0] as bigint,
  };
}
