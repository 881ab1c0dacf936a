/**
 * Typed contracts of the stack's deployment (TypeChain wrappers from typechain-types/),
 * connected to a dev account — for arranging state and checking results on chain.
 *
 *   const c = contracts(1);                  // as account 1 (owner of the seeded sales)
 *   await (await c.bondFactory.createSale(…)).wait();
 *   const sale = c.bondSale(saleAddress);
 */
import type { ContractRunner } from 'ethers';
import {
  BondFactory__factory,
  BondSale__factory,
  ERC20__factory,
  MockERC20__factory,
  Multicall3__factory,
  StakingFactory__factory,
  StakingPool__factory,
  UniswapV2Factory__factory,
  UniswapV2Router02__factory,
  WBNB__factory,
} from '../../../typechain-types';
import { stackDeployment } from '../../stack/env';
import { provider, signer } from './chain';

/** Contracts connected to dev account `account`, or read-only (the provider) without one. */
export function contracts(account?: number) {
  const runner: ContractRunner = account === undefined ? provider() : signer(account);
  const { contracts: addresses, testTokens = {} } = stackDeployment();
  return {
    bondFactory: BondFactory__factory.connect(addresses.bondFactory, runner),
    stakingFactory: StakingFactory__factory.connect(addresses.stakingFactory, runner),
    multicall3: Multicall3__factory.connect(addresses.multicall3, runner),
    wbnb: WBNB__factory.connect(addresses.wbnb, runner),
    usdt: MockERC20__factory.connect(addresses.usdt, runner),
    usd1: MockERC20__factory.connect(addresses.usd1, runner),
    uniswapV2Factory: UniswapV2Factory__factory.connect(addresses.uniswapV2Factory, runner),
    router: UniswapV2Router02__factory.connect(addresses.uniswapV2Router, runner),
    /** named dev tokens of the seed (sally, schm, noLiquidity, …) as mintable ERC-20s */
    testToken(name: string) {
      const tokenAddress = testTokens[name];
      if (!tokenAddress) throw new Error(`the deployment has no test token '${name}' (has: ${Object.keys(testTokens).join(', ')})`);
      return MockERC20__factory.connect(tokenAddress, runner);
    },
    erc20: (tokenAddress: string) => ERC20__factory.connect(tokenAddress, runner),
    bondSale: (saleAddress: string) => BondSale__factory.connect(saleAddress, runner),
    stakingPool: (poolAddress: string) => StakingPool__factory.connect(poolAddress, runner),
  };
}

export type StackContracts = ReturnType<typeof contracts>;
