import { Contract, type ContractRunner } from 'ethers';
import type { BondFactory } from '../../../typechain-types/BondFactory';
import type { BondSale } from '../../../typechain-types/BondSale';
import type { ERC20 } from '../../../typechain-types/ERC20';
import type { Multicall3 } from '../../../typechain-types/Multicall3';
import type { StakingFactory } from '../../../typechain-types/StakingFactory';
import type { StakingPool } from '../../../typechain-types/StakingPool';
import { BondFactory__factory } from '../../../typechain-types/factories/BondFactory__factory';
import { BondSale__factory } from '../../../typechain-types/factories/BondSale__factory';
import { ERC20__factory } from '../../../typechain-types/factories/ERC20__factory';
import { Multicall3__factory } from '../../../typechain-types/factories/Multicall3__factory';
import { StakingFactory__factory } from '../../../typechain-types/factories/StakingFactory__factory';
import { StakingPool__factory } from '../../../typechain-types/factories/StakingPool__factory';

/**
 * The one place the app loads TypeChain: it arrives with the chain client's chunk (through
 * `loadChainClient()`), never with a route. TypeChain's `connect` parses the whole ABI into a new
 * `Interface` for every instance; a market of N sales would parse BondSale's ABI N times on the main
 * thread. Here each ABI is parsed once, on first use, and every instance shares it.
 */

function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export const interfaces = {
  bondFactory: onFirstUse(() => BondFactory__factory.createInterface()),
  bondSale: onFirstUse(() => BondSale__factory.createInterface()),
  erc20: onFirstUse(() => ERC20__factory.createInterface()),
  multicall3: onFirstUse(() => Multicall3__factory.createInterface()),
  stakingFactory: onFirstUse(() => StakingFactory__factory.createInterface()),
  stakingPool: onFirstUse(() => StakingPool__factory.createInterface()),
};

type Kind = keyof typeof interfaces;

interface Instances {
  bondFactory: BondFactory;
  bondSale: BondSale;
  erc20: ERC20;
  multicall3: Multicall3;
  stakingFactory: StakingFactory;
  stakingPool: StakingPool;
}

// addresses are lowercased: ethers rejects a wrong mixed-case checksum, and user input may carry one
function connector<K extends Kind>(kind: K) {
  return (address: string, runner: ContractRunner): Instances[K] =>
    new Contract(address.toLowerCase(), interfaces[kind](), runner) as unknown as Instances[K];
}

/** TypeChain-typed contracts on any runner (a signer for writes, the batched reader for reads). */
export const connect = {
  bondFactory: connector('bondFactory'),
  bondSale: connector('bondSale'),
  erc20: connector('erc20'),
  multicall3: connector('multicall3'),
  stakingFactory: connector('stakingFactory'),
  stakingPool: connector('stakingPool'),
};
