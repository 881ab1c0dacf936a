/**
 * Plumbing shared by the gas measurements: Hardhat's in-process network through ethers, deploys from
 * our artifacts, chain time, and a recorder of a transaction's gas as a {@link GasRow}.
 */
import { BrowserProvider, ContractFactory, type ContractTransactionResponse, type InterfaceAbi, type JsonRpcSigner } from 'ethers';
import { readOwnArtifact, type OwnContractName } from '../artifacts';
import type { GasRow } from './types';

export interface GasHarness {
  provider: BrowserProvider;
  signers: JsonRpcSigner[];
  deploy(name: OwnContractName, ...args: unknown[]): Promise<string>;
  /** Moves chain time forward and mines a block. */
  time(seconds: number): Promise<void>;
  latest(): Promise<bigint>;
  /** Gas used by the mined transaction. */
  gasOf(tx: Promise<ContractTransactionResponse>): Promise<bigint>;
}

let harness: GasHarness | undefined;

export async function gasHarness(): Promise<GasHarness> {
  if (harness) return harness;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use: requiring hardhat boots its runtime environment
  const hre = require('hardhat') as { network: { provider: ConstructorParameters<typeof BrowserProvider>[0] } };
  const provider = new BrowserProvider(hre.network.provider, 31337, { cacheTimeout: -1 });
  const signers = await Promise.all(Array.from({ length: 8 }, (_, i) => provider.getSigner(i)));
  harness = {
    provider,
    signers,
    deploy: async (name, ...args) => {
      const artifact = readOwnArtifact(name);
      const contract = await new ContractFactory(artifact.abi as InterfaceAbi, artifact.bytecode, signers[0]).deploy(...args);
      await contract.waitForDeployment();
      return contract.getAddress();
    },
    time: async (seconds) => {
      await provider.send('evm_increaseTime', [seconds]);
      await provider.send('evm_mine', []);
    },
    latest: async () => BigInt(((await provider.send('eth_getBlockByNumber', ['latest', false])) as { timestamp: string }).timestamp),
    gasOf: async (tx) => {
      const receipt = await (await tx).wait();
      if (!receipt) throw new Error('no receipt');
      return receipt.gasUsed;
    },
  };
  return harness;
}

export function row(operation: string, gas: bigint, goal: bigint, anchors: string): GasRow {
  return { operation, gas, goal, anchors };
}
