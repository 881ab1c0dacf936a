import { decodeAbiParameters, decodeFunctionResult, encodeFunctionData, type Abi, type AbiFunction, type AbiParameter } from 'viem';
import bondFactoryAbi from '../../../abis/BondFactory.json';
import bondSaleAbi from '../../../abis/BondSale.json';
import erc20Abi from '../../../abis/ERC20.json';
import multicall3Abi from '../../../abis/Multicall3.json';
import stakingFactoryAbi from '../../../abis/StakingFactory.json';
import stakingPoolAbi from '../../../abis/StakingPool.json';
import type { BondFactory } from '../../../typechain-types/BondFactory';
import type { BondSale } from '../../../typechain-types/BondSale';
import type { ERC20 } from '../../../typechain-types/ERC20';
import type { Multicall3 } from '../../../typechain-types/Multicall3';
import type { StakingFactory } from '../../../typechain-types/StakingFactory';
import type { StakingPool } from '../../../typechain-types/StakingPool';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { MulticallBatcher } from './multicall';
import { jsonRpc } from './rpcTransport';

/**
 * The chain reader: every read the screens make, without ethers (DESIGN.md section 2). Lists and
 * details read through it, so a section route paints and settles without parsing ethers; the
 * ethers client (`./client`) loads only for a transaction. Contract methods keep their TypeChain
 * types and all go through the Multicall3 batcher:
 * `Promise.all(rows.map((r) => contracts.bondSale(r).soldTokens()))` is one eth_call.
 *
 * Results follow ethers' shapes where the callers rely on them: uints are bigints, a struct is an
 * object with its field names, several outputs are an array; addresses come checksummed (callers
 * lowercase them).
 */

/** The two node methods the reader needs (an ethers JsonRpcProvider has both: tests hand in fakes). */
export interface ReaderNode {
  call(tx: { to: string; data: string }): Promise<string>;
  getBlock(tag: 'latest'): Promise<{ number: number; timestamp: number } | null>;
}

interface RpcBlock {
  number: string;
  timestamp: string;
}

/** The deployment's RPC endpoints over `fetch`. */
const rpcNode: ReaderNode = {
  call: (tx) => jsonRpc<string>('eth_call', [tx, 'latest']),
  getBlock: async (tag) => {
    const block = await jsonRpc<RpcBlock | null>('eth_getBlockByNumber', [tag, false]);
    return block && { number: Number(BigInt(block.number)), timestamp: Number(BigInt(block.timestamp)) };
  },
};

let node: ReaderNode = rpcNode;
let batcher: MulticallBatcher | null = null;

export function getBatcher(): MulticallBatcher {
  if (!batcher) batcher = new MulticallBatcher(node, config.chain.multicall3);
  return batcher;
}

/**
 * viem's decoded value in ethers' Result shape, which the TypeChain types promise: a tuple (a
 * struct, or a function's several outputs) is an array that also has its fields by name.
 */
export function asResult(params: readonly AbiParameter[], values: readonly unknown[]): unknown[] {
  const result = params.map((param, i) => asResultValue(param, values[i]));
  params.forEach((param, i) => {
    if (param.name && !(param.name in result)) Object.defineProperty(result, param.name, { value: result[i] });
  });
  return result;
}

function asResultValue(param: AbiParameter, value: unknown): unknown {
  const arrayOf = /^(.*)\[\d*\]$/.exec(param.type);
  if (arrayOf) return (value as unknown[]).map((item) => asResultValue({ ...param, type: arrayOf[1]! }, item));
  if (param.type !== 'tuple' || !('components' in param)) return value;
  const fields = Array.isArray(value) ? value : param.components.map((component) => (value as Record<string, unknown>)[component.name!]);
  return asResult(param.components, fields);
}

function decodeResult(abi: Abi, name: string, data: string): unknown {
  const fn = abi.find((item): item is AbiFunction => item.type === 'function' && item.name === name)!;
  const decoded = decodeFunctionResult({ abi: [fn], functionName: name, data: data as `0x${string}` }) as unknown;
  if (fn.outputs.length === 1) return asResultValue(fn.outputs[0]!, decoded);
  return asResult(fn.outputs, decoded as unknown[]);
}

/** A TypeChain-typed read-only contract whose every method is one call in the next batch. */
function readContract<T>(abi: Abi, address: string): T {
  const target = address.toLowerCase();
  return new Proxy({} as Record<string, unknown>, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const callData = encodeFunctionData({ abi, functionName: name, args });
        const { returnData } = await getBatcher().call({ target, callData });
        return decodeResult(abi, name, returnData);
      };
    },
  }) as T;
}

/** Read-only contracts on the batcher (default addresses from the deployment). */
export const contracts = {
  erc20: (address: string) => readContract<ERC20>(erc20Abi as Abi, address),
  multicall3: () => readContract<Multicall3>(multicall3Abi as Abi, config.chain.multicall3),
  bondFactory: (address: string = config.contracts.bondFactory) => readContract<BondFactory>(bondFactoryAbi as Abi, address),
  bondSale: (address: string) => readContract<BondSale>(bondSaleAbi as Abi, address),
  stakingFactory: (address: string = config.contracts.stakingFactory) => readContract<StakingFactory>(stakingFactoryAbi as Abi, address),
  stakingPool: (address: string) => readContract<StakingPool>(stakingPoolAbi as Abi, address),
};

/**
 * `data` (a call's raw return data) decoded as one value of `type`, or null where it does not
 * decode: what a contract passes on from a token that answered oddly or not at all.
 */
export function decodeValueOrNull(type: 'string' | 'uint8', data: string): string | bigint | number | null {
  try {
    return decodeAbiParameters([{ type }], data as `0x${string}`)[0] as string | bigint | number;
  } catch {
    return null;
  }
}

export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** Raw balance as a decimal string; BNB through Multicall3's getEthBalance (same batch). */
export async function readBalance(token: string, owner: string): Promise<string> {
  if (isNativeToken(token)) return (await contracts.multicall3().getEthBalance(owner)).toString();
  return (await contracts.erc20(token).balanceOf(owner)).toString();
}

export async function readLatestBlock(): Promise<{ number: number; timestamp: number }> {
  const block = await node.getBlock('latest');
  if (!block) throw new Error('Could not read the latest block');
  return { number: block.number, timestamp: block.timestamp };
}

/** Tests: read from another node (or a fake; none = the deployment's) and drop the cached batcher. */
export function resetChainReader(readerNode: ReaderNode | null = null): void {
  node = readerNode ?? rpcNode;
  batcher = null;
}
