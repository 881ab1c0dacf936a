/**
 * Gas of the staking operations, measured on Hardhat's in-process network in warm state: the pool already
 * has stakers, the staker holds tokens and has approved the pool (2^256-1, as the app does), and a day
 * passes between operations so every one of them settles rewards.
 */
import { MaxUint256, parseEther, type JsonRpcSigner } from 'ethers';
import { MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { gasHarness, row } from './harness';
import type { GasRow } from './types';

const DAY = 86_400;

export async function measureStakingGas(): Promise<GasRow[]> {
  const { signers, deploy, time, gasOf } = await gasHarness();
  const [deployer, poolOwner, staker, other] = [signers[0]!, signers[2]!, signers[3]!, signers[4]!];
  const passDay = () => time(DAY);

  const token = await deploy('MockERC20', 'Schmeckle', 'SCHM', 18);
  const fee = parseEther('0.01');
  const factoryAddress = await deploy('StakingFactory', fee);
  const approveAll = async (signer: JsonRpcSigner, spender: string) => {
    await (await MockERC20__factory.connect(token, deployer).mint(await signer.getAddress(), parseEther('1000000'))).wait();
    await (await MockERC20__factory.connect(token, signer).approve(spender, MaxUint256)).wait();
  };
  await approveAll(poolOwner, factoryAddress);
  const factory = StakingFactory__factory.connect(factoryAddress, poolOwner);
  // A first pool warms the factory's pool list and the owner's id list, as on a live factory.
  await (await factory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: fee })).wait();
  const createPool = await gasOf(factory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: fee }));
  const poolAddress = await factory.getPoolAddress(2);
  await approveAll(staker, poolAddress);
  await approveAll(other, poolAddress);
  await (await StakingPool__factory.connect(poolAddress, other).stake(parseEther('5000'))).wait();
  await passDay();

  const pool = StakingPool__factory.connect(poolAddress, staker);
  const stakeFirst = await gasOf(pool.stake(parseEther('1000')));
  await passDay();
  const stakeAgain = await gasOf(pool.stake(parseEther('1000')));
  await passDay();
  const claim = await gasOf(pool.claim());
  await passDay();
  const unstake = await gasOf(pool.unstake());

  return [
    row('stake, first', stakeFirst, 110_000n, 'Synthetix 137.7k, SmartChef 134.1k'),
    row('stake, again', stakeAgain, 90_000n, 'Synthetix 106.4k, SmartChef 119.4k'),
    row('claim rewards', claim, 65_000n, 'Synthetix 76.4k, SmartChef 84.1k'),
    row('unstake all', unstake, 75_000n, 'SmartChef 83.2k, Synthetix 96.9k'),
    row('createPool', createPool, 450_000n, '—'),
  ];
}
