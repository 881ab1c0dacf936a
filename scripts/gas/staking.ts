/**
 * Gas of the staking user operations (stake first and again, claim, unstake all, createPool), measured
 * on the current StakingFactory/StakingPool.
 */
import { MaxUint256, parseEther } from 'ethers';
import { MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import { gasHarness, row } from './harness';
import type { GasRow } from './types';

const DAY = 86_400;

export async function measureStakingGas(): Promise<GasRow[]> {
  const h = await gasHarness();
  const [deployer, poolOwner, staker] = [h.signers[0]!, h.signers[2]!, h.signers[5]!];
  const token = await h.deploy('MockERC20', 'Schmeckle', 'SCHM', 18);
  const factoryAddress = await h.deploy('StakingFactory', parseEther('0.01'));
  for (const signer of [poolOwner, staker]) {
    await (await MockERC20__factory.connect(token, deployer).mint(await signer.getAddress(), parseEther('1000000'))).wait();
  }
  const factory = StakingFactory__factory.connect(factoryAddress, poolOwner);
  await (await MockERC20__factory.connect(token, poolOwner).approve(factoryAddress, MaxUint256)).wait();
  const createPool = await h.gasOf(factory.createPool(token, 1200, 90 * DAY, parseEther('10000'), { value: parseEther('0.01') }));
  const pool = StakingPool__factory.connect(await factory.getPoolAddress(1), staker);
  await (await MockERC20__factory.connect(token, staker).approve(await pool.getAddress(), MaxUint256)).wait();
  const stakeFirst = await h.gasOf(pool.stake(parseEther('1000')));
  await h.time(DAY);
  const stakeAgain = await h.gasOf(pool.stake(parseEther('1000')));
  await h.time(DAY);
  const claim = await h.gasOf(pool.claim());
  await h.time(DAY);
  const unstake = await h.gasOf(pool.unstake());
  return [
    row('stake, first', stakeFirst, 110_000n, 'Synthetix 137.7k, SmartChef 134.1k'),
    row('stake, again', stakeAgain, 90_000n, 'Synthetix 106.4k, SmartChef 119.4k'),
    row('claim rewards', claim, 65_000n, 'Synthetix 76.4k, SmartChef 84.1k'),
    row('unstake all', unstake, 75_000n, 'SmartChef 83.2k, Synthetix 96.9k'),
    row('createPool', createPool, 450_000n, '—'),
  ];
}
