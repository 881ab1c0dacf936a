import type { Abi } from 'viem';
import type { ERC20 } from '../../../typechain-types/ERC20';
import type { Multicall3 } from '../../../typechain-types/Multicall3';
import type { TypedContractMethod } from '../../../typechain-types/common';
import type { SentTransaction } from './receipts';

/**
 * The one contract registry of the app, for reads and for writes, over one library (viem: it
 * encodes calls and decodes answers, logs and errors; nothing else of it is loaded). Each contract
 * is its ABI from `abis/` and, for a singleton, its deployed address; its type is the TypeChain
 * interface generated from the same ABI (`npm run typechain`), so every call is type-checked.
 *
 * The kernel registers the ERC-20 and Multicall3 contracts; a feature registers its own where its
 * data layer starts, and declares their types by merging into `ContractTypes`:
 *
 *   declare module '../../../shared/chain/contracts' { interface ContractTypes { dropFactory: DropFactory } }
 *   registerContracts({ dropFactory: { abi: dropFactoryAbi, address: config.contracts.dropFactory } });
 */
export interface ContractTypes {
  erc20: ERC20;
  multicall3: Multicall3;
}

export type ContractName = Extract<keyof ContractTypes, string>;

export interface ContractEntry {
  abi: Abi;
  /** where a singleton is deployed; listings (one contract each) are addressed per call */
  address?: string;
}

const registry = new Map<string, ContractEntry>();

export function registerContracts(entries: { [K in ContractName]?: { abi: unknown; address?: string } }): void {
  for (const [name, entry] of Object.entries(entries)) registry.set(name, entry as ContractEntry);
}

export function contractEntry(name: string): ContractEntry {
  const entry = registry.get(name);
  if (!entry) throw new Error(`No contract '${name}' is registered`);
  return entry;
}

/** The address of a call: the one given, else the registered singleton's. */
export function contractAddress(name: string, address: string | undefined): string {
  const target = address ?? contractEntry(name).address;
  if (!target) throw new Error(`Contract '${name}' has no registered address: pass one`);
  return target.toLowerCase();
}

/** Read-only contracts: every view method is one call in the next Multicall3 batch. */
export type ContractReaders = { [K in ContractName]: (address?: string) => ContractTypes[K] };

/** What a write takes beyond the method's arguments. */
export interface WriteOptions {
  /** BNB sent with a payable call, in wei */
  value?: bigint;
}

/** The state-changing methods of a contract, each sending one transaction through the wallet. */
export type ContractWrites<T> = {
  [K in keyof T as T[K] extends TypedContractMethod<infer _A, infer _R, 'nonpayable' | 'payable'> ? K : never]: T[K] extends TypedContractMethod<
    infer A,
    infer _R,
    infer S
  >
    ? (...args: S extends 'payable' ? [...A, WriteOptions?] : A) => Promise<SentTransaction>
    : never;
};

export type ContractWriters = { [K in ContractName]: (address?: string) => ContractWrites<ContractTypes[K]> };
