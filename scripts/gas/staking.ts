/**
 * Gas of the staking operations, measured on Hardhat's in-process network in warm state: the pool already
 * has stakers, the staker holds tokens and has approved the pool (2^256-1, as the app does), and a day
 * passes between operations so every one of them settles rewards.
 */
import { BrowserProvider, ContractFactory, MaxUint256, parseEther, type ContractTransactionResponse, type InterfaceAbi, type JsonRpcSigner } from 'ethers';
import { MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { readOwnArtifact } from '../artifacts';
import type { GasRow } from './types';

const DAY = 86_400;

export async function measureStakingGas(): Promise<GasRow[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const hre = require('hardhat') as { network: { provider: ConstructorParameters<typeof BrowserProvider>[0] } };
  const provider = new BrowserProvider(hre.network.provider, 31337, { cacheTimeout: -1 });
  const [deployer, poolOwner, staker, other] = await Promise.all([0, 2, 3, 4].map((i) => provider.getSigner(i)));
  const deploy = async (name: 'MockERC20' | 'StakingFactory', ...args: unknown[]) => {
    const artifact = readOwnArtifact(name);
    const contract = await new ContractFactory(artifact.abi as InterfaceAbi, artifact.bytecode, deployer!).deploy(...args);
    await contract.waitForDeployment();
    return contract.getAddress();
  };
  const passDay = async () => {
    await provider.send('evm_increaseTime', [DAY]);
    await provider.send('evm_mine', []);
  };
  const gasOf = async (tx: Promise<ContractTransactionResponse>) => (await (await tx).wait())!.gasUsed;

  const token = await deploy('MockERC20', 'Schmeckle', 'SCHM', 18);
  const fee = parseEther('0.01');
  const factoryAddress = await deploy('StakingFactory', fee);
  const approveAll = async (signer: JsonRpcSigner, spender: string) => {
    await (await MockERC20__factory.connect(token, deployer!).mint(await signer.getAddress(), parseEther('1000000'))).wait();
    await (await MockERC20__factory.connect(token, signer).approve(spender, MaxUint256)).wait();
  };
  await approveAll(poolOwner!, factoryAddress);
  const factory = StakingFactory__factory.connect(factoryAddress, poolOwner!);
  // A first pool warms the factory's pool list and the owner's id list, as on a live factory.
  await (await factory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: fee })).wait();
  const createPool = await gasOf(factory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: fee }));
  const poolAddress = await factory.getPoolAddress(2);
  await approveAll(staker!, poolAddress);
  await approveAll(other!, poolAddress);
  await (await StakingPool__factory.connect(poolAddress, other!).stake(parseEther('5000'))).wait();
  await passDay();

  const pool = StakingPool__factory.connect(poolAddress, staker!);
  const stakeFirst = await gasOf(pool.stake(parseEther('1000')));
  await passDay();
  const stakeAgain = await gasOf(pool.stake(parseEther('1000')));
  await passDay();
  const claim = await gasOf(pool.claim());
  await passDay();
  const unstake = await gasOf(pool.unstake());

  return [
    { operation: 'stake, first', gas: stakeFirst, goal: 110_000n, anchors: 'Synthetix 137.7k, SmartChef 134.1k' },
    { operation: 'stake, again', gas: stakeAgain, goal: 90_000n, anchors: 'Synthetix 106.4k, SmartChef 119.4k' },
    { operation: 'claim rewards', gas: claim, goal: 65_000n, anchors: 'Synthetix 76.4k, SmartChef 84.1k' },
    { operation: 'unstake all', gas: unstake, goal: 75_000n, anchors: 'SmartChef 83.2k, Synthetix 96.9k' },
    { operation: 'createPool', gas: createPool, goal: 450_000n, anchors: '—' },
  ];
}
