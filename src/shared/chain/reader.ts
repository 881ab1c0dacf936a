import { decodeAbiParameters, encodeAbiParameters, toFunctionSelector, type Abi, type AbiFunction, type AbiParameter } from 'viem';
import erc20Abi from '../../../abis/ERC20.json';
import multicall3Abi from '../../../abis/Multicall3.json';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { contractAddress, contractEntry, registerContracts, type ContractName, type ContractReaders } from './contracts';
import { MulticallBatcher } from './multicall';
import { jsonRpc, jsonRpcBatch } from './rpcTransport';

/**
 * The chain reader: every read the screens make (DESIGN.md section 2), over the contract registry
 * (`./contracts`). Contract methods keep their TypeChain types and all go through the Multicall3
 * batcher: `Promise.all(rows.map((r) => contracts.erc20(r).symbol()))` is one eth_call.
 *
 * Results follow ethers' shapes where the callers rely on them: uints are bigints, a struct is an
 * object with its field names, several outputs are an array; addresses come checksummed (callers
 * lowercase them).
 */

/** The node method the reader needs (tests hand in fakes). */
export interface ReaderNode {
  call(tx: { to: string; data: string }): Promise<string>;
  callMany?(txs: ReadonlyArray<{ to: string; data: string }>): Promise<Array<PromiseSettledResult<string>>>;
}

/** The deployment's RPC endpoints over `fetch`. */
const rpcNode: ReaderNode = {
  call: (tx) => jsonRpc<string>('eth_call', [tx, 'latest']),
  callMany: (txs) => jsonRpcBatch<string>(txs.map((tx) => ({ method: 'eth_call', params: [tx, 'latest'] }))),
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

/** A contract function as a read needs it: its ABI entry and its selector. */
interface ReadMethod {
  fn: AbiFunction;
  selector: string;
}

const methodsByAbi = new WeakMap<Abi, Map<string, ReadMethod>>();

/**
 * `name`'s entry and selector in `abi`, worked out once per contract. viem's encodeFunctionData
 * looks the entry up and hashes its signature on every call: a page of listings is hundreds of
 * calls, and those hashes were a third of its longest task on a throttled phone.
 */
function readMethod(abi: Abi, name: string): ReadMethod {
  let methods = methodsByAbi.get(abi);
  if (!methods) methodsByAbi.set(abi, (methods = new Map()));
  let method = methods.get(name);
  if (!method) {
    const found = abi.filter((item): item is AbiFunction => item.type === 'function' && item.name === name);
    // overloads would need the arguments to choose; the contracts the app reads have none
    if (found.length !== 1) throw new Error(`The contract has ${found.length === 0 ? 'no' : 'several'} functions named ${name}`);
    method = { fn: found[0]!, selector: toFunctionSelector(found[0]!) };
    methods.set(name, method);
  }
  return method;
}

function encodeCall({ fn, selector }: ReadMethod, args: readonly unknown[]): string {
  return `${selector}${encodeAbiParameters(fn.inputs, args).slice(2)}`;
}

function decodeResult({ fn }: ReadMethod, data: string): unknown {
  const decoded = decodeAbiParameters(fn.outputs, data as `0x${string}`);
  if (fn.outputs.length === 1) return asResultValue(fn.outputs[0]!, decoded[0]);
  return asResult(fn.outputs, decoded);
}

/** A TypeChain-typed read-only contract whose every method is one call in the next batch. */
function readContract<T>(abi: Abi, target: string): T {
  return new Proxy({} as Record<string, unknown>, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const method = readMethod(abi, name);
        const { returnData } = await getBatcher().call({ target, callData: encodeCall(method, args) });
        return decodeResult(method, returnData);
      };
    },
  }) as T;
}

registerContracts({ erc20: { abi: erc20Abi }, multicall3: { abi: multicall3Abi, address: config.chain.multicall3 } });

/** Every registered contract, read-only, on the batcher: `contracts.erc20(token).symbol()`. */
export const contracts = new Proxy({} as ContractReaders, {
  get(_target, name) {
    if (typeof name !== 'string' || name === 'then') return undefined;
    return (address?: string) => readContract(contractEntry(name).abi, contractAddress(name as ContractName, address));
  },
});

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

/** Tests: read from another node (or a fake; none = the deployment's) and drop the cached batcher. */
export function resetChainReader(readerNode: ReaderNode | null = null): void {
  node = readerNode ?? rpcNode;
  batcher = null;
}
