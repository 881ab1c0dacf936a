import { AbiCoder, ZeroAddress, encodeBytes32String } from 'ethers';
import { MockERC20__factory, StakingPool__factory, type StakingPool } from '../../typechain-types';
import {
  DAY,
  STAKING_FEE,
  YEAR,
  balanceOf,
  createPool,
  deploy,
  deployStakingWorld,
  arr,
  e18,
  obj,
  eventsOf,
  expectRevert,
  latestTime,
  mineAt,
  mined,
  revertTo,
  setNextTime,
  snapshot,
  stakeAs,
  type StakingWorld,
} from './helpers';

let world: StakingWorld;
let snap: string;

beforeAll(async () => {
  world = await deployStakingWorld();
});
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await revertTo(snap);
});

const OWNER = 2;
const STRANGER = 5;
const ALICE = 3;
const BOB = 4;

function poolAs(address: string, index: number): StakingPool {
  return StakingPool__factory.connect(address, world.signers[index]!);
}

async function userStake(pool: StakingPool, index: number) {
  const { amount, claimable, claimed, lastClaimTs, rewards } = await pool.getUserStake(world.addresses[index]!);
  return { amount, claimable, claimed, lastClaimTs, rewards };
}

/** Stakes at an exact timestamp so reward maths can be checked to the wei. */
async function stakeAt(poolAddress: string, index: number, amount: bigint, timestamp: bigint) {
  await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[index]!).approve(poolAddress, amount));
  await setNextTime(timestamp);
  return mined(poolAs(poolAddress, index).stake(amount));
}

/** Pool invariant: the token balance covers principal plus reserve. */
async function expectSolvent(poolAddress: string) {
  const pool = poolAs(poolAddress, OWNER);
  expect(await world.token.balanceOf(poolAddress)).toBeGreaterThanOrEqual((await pool.totalStaked()) + (await pool.rewardReserve()));
}

describe('StakingFactory.createPool', () => {
  it('creates pool 1 with PoolCreated, takes the fee and funds the reserve from the factory allowance', async () => {
    const ownerBefore = await world.token.balanceOf(world.addresses[OWNER]!);
    const { poolId, poolAddress, pool, receipt } = await createPool(world, { aprBps: 1500n, duration: 30n * DAY, reward: e18(5000) });
    expect(poolId).toBe(1n);
    const created = await latestTime();
    // every setting, so an event index needs no read of the pool
    expect(eventsOf(receipt, world.factory.interface, 'PoolCreated')[0]!.args.toArray()).toEqual([
      1n,
      poolAddress,
      world.addresses[OWNER],
      world.tokenAddress,
      1500n,
      created,
      created + 30n * DAY,
      e18(5000),
    ]);
    expect(ownerBefore - (await world.token.balanceOf(world.addresses[OWNER]!))).toBe(e18(5000));
    expect(await pool.rewardReserve()).toBe(e18(5000));
    expect(await world.token.balanceOf(poolAddress)).toBe(e18(5000));
    expect(await balanceOf(world.factoryAddress)).toBe(STAKING_FEE);
    expect(await world.factory.getPoolCreationFee()).toBe(STAKING_FEE);
    expect(await world.factory.totalPoolsCount()).toBe(1n);
    expect(await world.factory.getPoolAddress(1n)).toBe(poolAddress);
    // A clone of the factory's one implementation: the 45-byte EIP-1167 proxy plus its settings.
    const code = await world.signers[0]!.provider.getCode(poolAddress);
    const implementation = await world.factory.poolImplementation();
    expect(code.slice(0, 2 + 20 + 40).toLowerCase()).toBe(`0x363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}`);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 0, 100)).toEqual([1n]);
    const now = await latestTime();
    expect(obj(await world.factory.getPoolByIndex(0))).toEqual({
      poolId: 1n,
      poolAddress,
      owner: world.addresses[OWNER],
      stakingToken: world.tokenAddress,
      rewardToken: world.tokenAddress,
      aprBps: 1500n,
      createdAt: now,
      duration: 30n * DAY,
      endTime: now + 30n * DAY,
      active: true,
      totalStaked: 0n,
      totalClaimed: 0n,
    });
    expect(obj(await pool.getPoolStats())).toEqual({
      totalStaked: 0n,
      totalClaimed: 0n,
      rewardReserve: e18(5000),
      aprBps: 1500n,
      endTime: now + 30n * DAY,
      active: true,
    });
    expect(await pool.poolId()).toBe(1n);
    expect(await pool.owner()).toBe(world.addresses[OWNER]);
    expect(await pool.stakingToken()).toBe(world.tokenAddress);
    expect(await pool.rewardToken()).toBe(world.tokenAddress);
  });

  it('lists pools by index and range, clamped', async () => {
    await createPool(world);
    await createPool(world, { owner: STRANGER });
    await createPool(world, { reward: 0n });
    expect((await world.factory.getPoolsInRange(0, 50)).map((p) => p.poolId)).toEqual([1n, 2n, 3n]);
    expect((await world.factory.getPoolsInRange(1, 2)).map((p) => p.poolId)).toEqual([2n]);
    expect(await world.factory.getPoolsInRange(5, 9)).toEqual([]);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 0, 100)).toEqual([1n, 3n]);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[STRANGER]!, 0, 100)).toEqual([2n]);
    // paged over indices [from, to), clamped to the count
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 1, 3)).toEqual([3n]);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 0, 1)).toEqual([1n]);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 3, 9)).toEqual([]);
    expect(await world.factory.getOwnerPoolIdsInRange(world.addresses[OWNER]!, 2, 1)).toEqual([]);
    await expectRevert(world.factory.getPoolByIndex(3), 'UnknownPool', [4n]);
    await expectRevert(world.factory.getPoolAddress(0), 'UnknownPool', [0n]);
  });

  it('refuses a wrong fee, bad parameters and fee-on-transfer tokens', async () => {
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await expectRevert(asOwner.createPool(world.tokenAddress, 100n, DAY, 0n, { value: 0n }), 'IncorrectCreationFee', [STAKING_FEE, 0n]);
    await expectRevert(asOwner.createPool(ZeroAddress, 100n, DAY, 0n, { value: STAKING_FEE }), 'ZeroAddress');
    await expectRevert(asOwner.createPool(world.tokenAddress, 100n, 0n, 0n, { value: STAKING_FEE }), 'InvalidDuration');
    await expectRevert(asOwner.createPool(world.tokenAddress, 100n, 3651n * DAY, 0n, { value: STAKING_FEE }), 'InvalidDuration');
    await expectRevert(asOwner.createPool(world.tokenAddress, 1_000_001n, DAY, 0n, { value: STAKING_FEE }), 'InvalidApr');
    await expectRevert(asOwner.createPool(world.tokenAddress, 100n, DAY, e18(1), { value: STAKING_FEE }), 'ERC20InsufficientAllowance');
    const taxed = await deploy('TaxedERC20', world.signers[OWNER]!, 100n);
    const taxedToken = MockERC20__factory.connect(taxed, world.signers[OWNER]!);
    await mined(taxedToken.mint(world.addresses[OWNER]!, e18(1000)));
    await mined(taxedToken.approve(world.factoryAddress, e18(1000)));
    await expectRevert(asOwner.createPool(taxed, 100n, DAY, e18(1000), { value: STAKING_FEE }), 'FeeOnTransferNotSupported');
    // A taxed token pool without reward can exist, but nobody can stake in it.
    const { poolAddress } = await createPool(world, { token: taxed, reward: 0n });
    await mined(taxedToken.mint(world.addresses[ALICE]!, e18(10)));
    await mined(MockERC20__factory.connect(taxed, world.signers[ALICE]!).approve(poolAddress, e18(10)));
    await expectRevert(poolAs(poolAddress, ALICE).stake(e18(10)), 'FeeOnTransferNotSupported');
    await expectRevert(poolAs(poolAddress, OWNER).fundRewards(e18(10)), 'ERC20InsufficientAllowance');
    await mined(taxedToken.approve(poolAddress, e18(10)));
    await expectRevert(poolAs(poolAddress, OWNER).fundRewards(e18(10)), 'FeeOnTransferNotSupported');
  });

  it('keeps the factory-only pool entry points closed, and neither a pool nor the implementation can be re-initialised', async () => {
    const { pool } = await createPool(world);
    await expectRevert(pool.initialize(1n, 0n), 'NotFactory');
    await expectRevert(pool.withdrawUnallocatedReserve(world.addresses[OWNER]!), 'NotFactory');
    const implementation = StakingPool__factory.connect(await world.factory.poolImplementation(), world.signers[STRANGER]!);
    await expectRevert(implementation.initialize(1n, 0n), 'NotFactory');
    expect(await implementation.active()).toBe(false);
  });
});

describe('StakingFactory.getPoolPage', () => {
  const abi = AbiCoder.defaultAbiCoder();

  it("reads a pool's page in one call: its record, reserve, announced APR change, token and the chain time", async () => {
    const { pool } = await createPool(world, { aprBps: 1200n, duration: 30n * DAY, reward: e18(5000) });
    await stakeAs(world, await pool.getAddress(), ALICE, e18(1000));
    await mined(pool.setAPR(2400n));
    const page = await world.factory.getPoolPage(1n);
    expect(obj(page.info)).toEqual(obj(await world.factory.getPoolByIndex(0)));
    expect(page.rewardReserve).toBe(await pool.rewardReserve());
    expect(page.unallocatedReserve).toBe(await pool.unallocatedReserve());
    expect([page.pendingAprBps, page.pendingAprEffectiveAt]).toEqual(arr(await pool.pendingAprChange()));
    expect(page.pendingAprBps).toBe(2400n);
    expect(abi.decode(['string'], page.tokenName)[0]).toBe(await world.token.name());
    expect(abi.decode(['string'], page.tokenSymbol)[0]).toBe(await world.token.symbol());
    expect(abi.decode(['uint8'], page.tokenDecimals)[0]).toBe(18n);
    expect(page.chainTime).toBeGreaterThanOrEqual(await latestTime());
    await expectRevert(world.factory.getPoolPage(2n), 'UnknownPool', [2n]);
    await expectRevert(world.factory.getPoolPage(0n), 'UnknownPool', [0n]);
  });

  it("still answers for a token that answers oddly or not at all: what it cannot answer comes back empty", async () => {
    const odd = await deploy('OddMetadataToken', world.signers[0]!);
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await mined(asOwner.createPool(odd, 1200n, 30n * DAY, 0n, { value: STAKING_FEE }));
    // an address with no code at all
    await mined(asOwner.createPool(world.addresses[STRANGER]!, 1200n, 30n * DAY, 0n, { value: STAKING_FEE }));

    const oddPage = await world.factory.getPoolPage(1n);
    expect(oddPage.tokenName).toBe('0x'); // spent its gas: the page still comes back
    expect(oddPage.tokenSymbol).toBe(encodeBytes32String('MKR'));
    expect(oddPage.tokenDecimals).toBe('0x');
    expect(oddPage.info.stakingToken).toBe(odd);

    const noCodePage = await world.factory.getPoolPage(2n);
    expect([noCodePage.tokenName, noCodePage.tokenSymbol, noCodePage.tokenDecimals]).toEqual(['0x', '0x', '0x']);
  });
});

describe('StakingPool rewards', () => {
  it('accrues exactly staked × APR × time / (10000 × 365 days) per staker', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: 2n * YEAR, reward: e18(100_000) });
    const t0 = (await latestTime()) + 100n;
    await stakeAt(poolAddress, ALICE, e18(1000), t0);
    await stakeAt(poolAddress, BOB, e18(3000), t0 + YEAR / 2n);
    await mineAt(t0 + YEAR);
    const alice = await userStake(pool, ALICE);
    const bob = await userStake(pool, BOB);
    expect(alice.amount).toBe(e18(1000));
    expect(alice.rewards).toBe(e18(120));
    expect(alice.claimable).toBe(e18(120));
    expect(bob.rewards).toBe(e18(180));
    expect(await pool.totalStaked()).toBe(e18(4000));
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[ALICE]!, 0, 100)).toEqual([1n]);
  });

  it('stops accruing at the end time and refuses new stakes after it', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 3650n, duration: 10n * DAY });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(1000), t0);
    const endTime = await pool.endTime();
    const expected = (e18(1000) * 3650n * (endTime - t0)) / (10_000n * YEAR);
    await mineAt(endTime);
    expect((await userStake(pool, ALICE)).rewards).toBe(expected);
    await mineAt(endTime + 30n * DAY);
    expect((await userStake(pool, ALICE)).rewards).toBe(expected);
    await stakeAs(world, poolAddress, BOB, 1n).then(
      () => {
        throw new Error('stake after the end should revert');
      },
      () => undefined,
    );
    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[BOB]!).approve(poolAddress, 1n));
    await expectRevert(poolAs(poolAddress, BOB).stake(1n), 'PoolEnded');
    // Ended pools with a position stay in the user's list.
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[ALICE]!, 0, 100)).toEqual([1n]);
    await mined(poolAs(poolAddress, ALICE).unstake());
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[ALICE]!, 0, 100)).toEqual([]);
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBe(e18(1_000_000) + expected);
  });

  it('setAPR announces the rate, applies it after the notice and splits accrual exactly at that time', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: 2n * YEAR, reward: e18(100_000) });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(1000), t0);
    await setNextTime(t0 + YEAR / 2n);
    const receipt = await mined(pool.setAPR(2400n));
    const effectiveAt = t0 + YEAR / 2n + DAY;
    expect(await pool.APR_CHANGE_NOTICE()).toBe(DAY);
    expect(eventsOf(receipt, pool.interface, 'AprChangeScheduled')[0]!.args.toArray()).toEqual([1200n, 2400n, effectiveAt]);
    expect(arr(await pool.pendingAprChange())).toEqual([2400n, effectiveAt]);
    expect(await pool.aprBps()).toBe(1200n);
    await mineAt(effectiveAt - 1n);
    expect(await pool.aprBps()).toBe(1200n);
    await mineAt(effectiveAt);
    expect(await pool.aprBps()).toBe(2400n);
    expect(arr(await pool.pendingAprChange())).toEqual([0n, 0n]);
    // No transaction touched the pool at the effective time: the accrual splits at it all the same.
    await mineAt(t0 + YEAR);
    const oldRate = (e18(1000) * 1200n * (YEAR / 2n + DAY)) / (10_000n * YEAR);
    const newRate = (e18(1000) * 2400n * (YEAR / 2n - DAY)) / (10_000n * YEAR);
    const rewards = (await userStake(pool, ALICE)).rewards;
    expect(rewards - (oldRate + newRate)).toBeGreaterThanOrEqual(-1n);
    expect(rewards - (oldRate + newRate)).toBeLessThanOrEqual(1n);
    expect((await pool.getPoolStats()).aprBps).toBe(2400n);
    expect((await world.factory.getPoolByIndex(0)).aprBps).toBe(2400n);
    await expectRevert(pool.setAPR(1_000_001n), 'InvalidApr');
    await expectRevert(poolAs(poolAddress, STRANGER).setAPR(1n), 'NotPoolOwner');
  });

  it('a later setAPR replaces an announced change and restarts the notice', async () => {
    const { pool } = await createPool(world, { aprBps: 1200n });
    const t = (await latestTime()) + 10n;
    await setNextTime(t);
    await mined(pool.setAPR(5000n));
    await setNextTime(t + DAY / 2n);
    await mined(pool.setAPR(100n));
    expect(arr(await pool.pendingAprChange())).toEqual([100n, t + DAY / 2n + DAY]);
    await mineAt(t + DAY);
    expect(await pool.aprBps()).toBe(1200n);
    await mineAt(t + DAY / 2n + DAY);
    expect(await pool.aprBps()).toBe(100n);
  });

  it('allocates the reserve as time passes and stops accrual for everyone when it is used up, whatever the claim order', async () => {
    // 100 % APR on 2 × 100 staked allocates 200 a year: a reserve of 50 lasts a quarter of a year, for both.
    const { poolAddress, pool } = await createPool(world, { aprBps: 10_000n, duration: 2n * YEAR, reward: e18(50) });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(100), t0);
    await stakeAt(poolAddress, BOB, e18(100), t0);
    await mineAt(t0 + YEAR / 8n);
    expect((await userStake(pool, ALICE)).rewards).toBe(e18('12.5'));
    await setNextTime(t0 + YEAR);
    const receipt = await mined(poolAs(poolAddress, ALICE).claim());
    const alicePaid = eventsOf(receipt, pool.interface, 'RewardsClaimed')[0]!.args[1] as bigint;
    // Each earned half of the whole reserve (rounded down by at most a few wei): not first come, first served.
    expect(e18(25) - alicePaid).toBeLessThanOrEqual(2n);
    expect(e18(25) - alicePaid).toBeGreaterThanOrEqual(0n);
    const alice = await userStake(pool, ALICE);
    expect(alice).toMatchObject({ claimed: alicePaid, rewards: 0n, claimable: 0n, lastClaimTs: t0 + YEAR });
    const bob = await userStake(pool, BOB);
    expect(bob.rewards).toBe(alicePaid);
    expect(bob.claimable).toBe(bob.rewards);
    expect(await pool.unallocatedReserve()).toBeLessThanOrEqual(2n);
    expect(await pool.totalClaimed()).toBe(alicePaid);
    expect(await pool.totalStaked()).toBe(e18(200));
    await expectSolvent(poolAddress);
    // Nothing more accrues while the reserve is empty.
    await mineAt(t0 + YEAR + 30n * DAY);
    expect((await userStake(pool, BOB)).rewards).toBe(bob.rewards);
    await expectRevert(poolAs(poolAddress, ALICE).claim(), 'NothingToClaim');
    // Bob claims much later and still gets his whole share with his principal.
    await mined(poolAs(poolAddress, BOB).unstake());
    expect(await world.token.balanceOf(world.addresses[BOB]!)).toBe(e18(1_000_000) + bob.rewards);
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[BOB]!, 0, 100)).toEqual([]);
    await expectSolvent(poolAddress);
  });

  it('funding an exhausted reserve resumes accrual from then on, not for the dry spell', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 10_000n, duration: 2n * YEAR, reward: 0n });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(100), t0);
    await mineAt(t0 + YEAR / 2n);
    expect((await userStake(pool, ALICE)).rewards).toBe(0n);
    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[OWNER]!).approve(poolAddress, e18(1000)));
    await setNextTime(t0 + YEAR / 2n + 1n);
    const fund = await mined(pool.fundRewards(e18(1000)));
    expect(eventsOf(fund, pool.interface, 'RewardsFunded')[0]!.args.toArray()).toEqual([world.addresses[OWNER], e18(1000)]);
    await mineAt(t0 + YEAR / 2n + 1n + YEAR / 4n);
    expect((await userStake(pool, ALICE)).rewards).toBe(e18(25));
    expect(await pool.rewardReserve()).toBe(e18(1000));
  });

  it('unstake with an empty reserve returns the whole principal; nothing was earned', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 5000n, duration: YEAR, reward: 0n });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(500), t0);
    await setNextTime(t0 + YEAR / 2n);
    const receipt = await mined(poolAs(poolAddress, ALICE).unstake());
    expect(eventsOf(receipt, pool.interface, 'Unstaked')[0]!.args.toArray()).toEqual([world.addresses[ALICE], e18(500), 0n, e18(500)]);
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBe(e18(1_000_000));
    expect(await userStake(pool, ALICE)).toMatchObject({ amount: 0n, rewards: 0n, claimable: 0n });
    await expectRevert(poolAs(poolAddress, ALICE).unstake(), 'NothingStaked');
    await expectRevert(poolAs(poolAddress, ALICE).claim(), 'NothingToClaim');
  });

  it('unstake pays the rewards the reserve can cover together with the principal', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 1000n, duration: 2n * YEAR, reward: e18(1000) });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(1000), t0);
    await setNextTime(t0 + YEAR);
    await mined(poolAs(poolAddress, ALICE).unstake());
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBe(e18(1_000_100));
    expect(await pool.rewardReserve()).toBe(e18(900));
    expect(await pool.totalStaked()).toBe(0n);
    expect(await userStake(pool, ALICE)).toMatchObject({ amount: 0n, rewards: 0n, claimed: e18(100) });
  });

  it('stake refuses zero, inactive pools and unapproved amounts; setActive is owner-only', async () => {
    const { poolAddress, pool } = await createPool(world);
    await expectRevert(poolAs(poolAddress, ALICE).stake(0n), 'ZeroAmount');
    await expectRevert(poolAs(poolAddress, ALICE).stake(1n), 'ERC20InsufficientAllowance');
    await expectRevert(poolAs(poolAddress, STRANGER).setActive(false), 'NotPoolOwner');
    await stakeAs(world, poolAddress, ALICE, e18(10));
    const receipt = await mined(pool.setActive(false));
    expect(eventsOf(receipt, pool.interface, 'ActiveUpdated')[0]!.args.toArray()).toEqual([false]);
    expect((await world.factory.getPoolByIndex(0)).active).toBe(false);
    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[BOB]!).approve(poolAddress, 1n));
    await expectRevert(poolAs(poolAddress, BOB).stake(1n), 'PoolInactive');
    // Exits stay open on an inactive pool.
    await mined(poolAs(poolAddress, ALICE).unstake());
    await mined(pool.setActive(true));
    await mined(poolAs(poolAddress, BOB).stake(1n));
    expect(await pool.totalStaked()).toBe(1n);
  });

  it('fundRewards is owner-only and refuses zero', async () => {
    const { poolAddress, pool } = await createPool(world);
    await expectRevert(poolAs(poolAddress, STRANGER).fundRewards(1n), 'NotPoolOwner');
    await expectRevert(pool.fundRewards(0n), 'ZeroAmount');
  });

  it('lists every pool with a position, ended ones included, without a per-user list', async () => {
    const a = await createPool(world, { duration: 5n * DAY });
    const b = await createPool(world);
    await createPool(world);
    await stakeAs(world, a.poolAddress, ALICE, e18(1));
    await stakeAs(world, b.poolAddress, ALICE, e18(1));
    await stakeAs(world, b.poolAddress, ALICE, e18(1));
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[ALICE]!, 0, 100)).toEqual([1n, 2n]);
    await mineAt((await a.pool.endTime()) + DAY);
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[ALICE]!, 0, 100)).toEqual([1n, 2n]);
    expect(await a.pool.hasPosition(world.addresses[ALICE]!)).toBe(true);
    expect(await world.factory.getUserActivePoolsInRange(world.addresses[BOB]!, 0, 100)).toEqual([]);
  });
});

describe('emergency withdraw (timelocked, unallocated reserve only)', () => {
  it('runs initiate → wait 2 days → execute and never reaches principal or earned rewards', async () => {
    const { poolId, poolAddress, pool } = await createPool(world, { aprBps: 10_000n, duration: 2n * YEAR, reward: e18(1000) });
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(100), t0);
    const recipient = world.addresses[7]!;
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await expectRevert(world.factory.connect(world.signers[STRANGER]!).initiateEmergencyWithdraw(poolId, recipient), 'NotPoolOwner');
    await expectRevert(asOwner.initiateEmergencyWithdraw(poolId, ZeroAddress), 'ZeroAddress');
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'NoEmergencyWithdrawPending');
    await expectRevert(asOwner.cancelEmergencyWithdraw(poolId), 'NoEmergencyWithdrawPending');
    await expectRevert(asOwner.initiateEmergencyWithdraw(9n, recipient), 'UnknownPool', [9n]);

    await setNextTime(t0 + YEAR - 3n * DAY);
    const init = await mined(asOwner.initiateEmergencyWithdraw(poolId, recipient));
    const executeAfter = t0 + YEAR - DAY;
    const expiresAt = executeAfter + 3n * DAY;
    expect(eventsOf(init, world.factory.interface, 'EmergencyWithdrawInitiated')[0]!.args.toArray()).toEqual([poolId, recipient, executeAfter, expiresAt]);
    expect(arr(await world.factory.emergencyRequests(poolId))).toEqual([recipient, executeAfter, expiresAt]);
    await expectRevert(asOwner.initiateEmergencyWithdraw(poolId, recipient), 'EmergencyWithdrawPending');
    await setNextTime(executeAfter - 1n);
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'TimelockNotElapsed', [executeAfter]);
    await expectRevert(world.factory.connect(world.signers[STRANGER]!).executeEmergencyWithdraw(poolId), 'NotPoolOwner');
    await expectRevert(world.factory.connect(world.signers[STRANGER]!).cancelEmergencyWithdraw(poolId), 'NotPoolOwner');

    await mineAt(t0 + YEAR - 1n);
    // 100 % APR on 100 for (a year − 1 s) is earned: only the rest of the reserve is unallocated.
    const earned = (e18(100) * (YEAR - 1n)) / YEAR;
    // allocation is rounded down once (the fraction carried), so exactly what was earned is allocated
    expect(await pool.unallocatedReserve()).toBe(e18(1000) - earned);
    await setNextTime(t0 + YEAR);
    const exec = await mined(asOwner.executeEmergencyWithdraw(poolId));
    // After one year at 100 % APR, Alice has earned 100 of the 1000 reserve: 900 may go.
    expect(eventsOf(exec, world.factory.interface, 'EmergencyWithdrawExecuted')[0]!.args.toArray()).toEqual([poolId, recipient, e18(900)]);
    expect(await world.token.balanceOf(recipient)).toBe(e18(1_000_900));
    expect(await pool.rewardReserve()).toBe(e18(100));
    expect(await pool.totalStaked()).toBe(e18(100));
    expect((await world.factory.emergencyRequests(poolId)).executeAfter).toBe(0n);
    await expectSolvent(poolAddress);
    // Alice still gets principal and her earned reward in full.
    await setNextTime(t0 + YEAR + 1n);
    await mined(poolAs(poolAddress, ALICE).unstake());
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBeGreaterThanOrEqual(e18(1_000_100));
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBeLessThanOrEqual(e18(1_000_100) + e18(1) / 1000n);
  });

  it('can be cancelled, and finds nothing when every reserve token is earned', async () => {
    const { poolId, poolAddress } = await createPool(world, { aprBps: 10_000n, duration: 2n * YEAR, reward: e18(10) });
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    const cancel = await mined(asOwner.cancelEmergencyWithdraw(poolId));
    expect(eventsOf(cancel, world.factory.interface, 'EmergencyWithdrawCancelled')[0]!.args.toArray()).toEqual([poolId]);
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'NoEmergencyWithdrawPending');

    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(100), t0);
    await setNextTime(t0 + YEAR - 2n * DAY);
    await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    await setNextTime(t0 + YEAR);
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'NothingToWithdraw');
  });
});

describe('a pool after the emergency withdrawal', () => {
  it("reads 'Ended' everywhere, refuses new stakes and funding, and still pays everyone what they earned and their principal", async () => {
    const { poolId, poolAddress, pool } = await createPool(world, { aprBps: 1000n, duration: 90n * DAY, reward: e18(1000) });
    const createdAt = await pool.createdAt();
    const t0 = (await latestTime()) + 10n;
    await stakeAt(poolAddress, ALICE, e18(1000), t0);
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await setNextTime(t0 + 10n * DAY);
    await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    const closedAt = t0 + 12n * DAY;
    await setNextTime(closedAt);
    const exec = await mined(asOwner.executeEmergencyWithdraw(poolId));
    const earned = (e18(1000) * 1000n * 12n * DAY) / (10_000n * YEAR);
    expect(eventsOf(exec, pool.interface, 'ReserveWithdrawn')[0]!.args.toArray()).toEqual([world.addresses[OWNER], e18(1000) - earned]);

    expect(await pool.closedAt()).toBe(closedAt);
    expect(await pool.endTime()).toBe(closedAt);
    expect(await pool.duration()).toBe(closedAt - createdAt);
    expect(await pool.active()).toBe(false);
    expect(obj(await world.factory.getPoolByIndex(poolId - 1n))).toMatchObject({ endTime: closedAt, duration: closedAt - createdAt, active: false });
    expect(obj(await pool.getPoolStats())).toMatchObject({ endTime: closedAt, active: false });
    expect(obj((await world.factory.getPoolPage(poolId)).info)).toMatchObject({ endTime: closedAt, active: false });

    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[BOB]!).approve(poolAddress, e18(10)));
    await expectRevert(poolAs(poolAddress, BOB).stake(e18(10)), 'PoolClosed');
    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[OWNER]!).approve(poolAddress, e18(10)));
    await expectRevert(pool.fundRewards(e18(10)), 'PoolClosed');
    await expectRevert(pool.setActive(true), 'PoolClosed');
    await expectRevert(pool.setAPR(2000n), 'PoolClosed');

    // nothing accrues after the close; Alice claims her 12 days, then takes her principal back
    await mineAt(closedAt + 30n * DAY);
    expect((await userStake(pool, ALICE)).rewards).toBe(earned);
    await mined(poolAs(poolAddress, ALICE).claim());
    await mined(poolAs(poolAddress, ALICE).unstake());
    expect(await world.token.balanceOf(world.addresses[ALICE]!)).toBe(e18(1_000_000) + earned);
    expect(await world.token.balanceOf(poolAddress)).toBe(0n);
  });
});

describe('reward rounding', () => {
  it('freezes no more than one base unit per staker action: a 0-decimal token, 200 stakes of 1, a 1,000-token reserve', async () => {
    const tokenAddress = await deploy('MockERC20', world.signers[0]!, 'Whole', 'WHOLE', 0);
    const token = MockERC20__factory.connect(tokenAddress, world.signers[0]!);
    const stakers = [3, 4, 5, 6];
    for (const i of [OWNER, ...stakers]) await mined(token.mint(world.addresses[i]!, 10_000n));
    const { poolAddress, pool } = await createPool(world, { token: tokenAddress, aprBps: 1200n, duration: 90n * DAY, reward: 1000n });
    for (const i of stakers) await mined(token.connect(world.signers[i]!).approve(poolAddress, 10_000n));
    let t = (await latestTime()) + 10n;
    for (let n = 0; n < 200; n++) {
      await setNextTime(t);
      await mined(poolAs(poolAddress, stakers[n % stakers.length]!).stake(1n));
      t += 1n;
    }
    // Σ staked·seconds·APR over those 200 seconds: the true accrual is a fraction of one token
    const trueAccrual = (200n * 199n) / 2n; // staked·seconds
    expect((trueAccrual * 1200n) / (10_000n * YEAR)).toBe(0n);
    let owedToStakers = 0n;
    for (const i of stakers) owedToStakers += (await userStake(pool, i)).rewards;
    const allocated = (await pool.rewardReserve()) - (await pool.unallocatedReserve());
    // what is allocated but owed to nobody is frozen; the old rounding froze 201 of the 1,000 here
    expect(allocated - owedToStakers).toBeLessThanOrEqual(200n);
    expect(allocated).toBe(0n);
    for (const i of stakers) await mined(poolAs(poolAddress, i).unstake());
    expect(await pool.unallocatedReserve()).toBe(1000n);
    expect(await token.balanceOf(poolAddress)).toBe(1000n);
  });
});

describe('StakingFactory platform owner', () => {
  it('sets the creation fee, withdraws fees and transfers ownership; strangers cannot', async () => {
    const stranger = world.addresses[STRANGER]!;
    const asStranger = world.factory.connect(world.signers[STRANGER]!);
    await expectRevert(asStranger.setPoolCreationFee(0n), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.withdrawFees(stranger), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.transferOwnership(stranger), 'OwnableUnauthorizedAccount', [stranger]);

    const receipt = await mined(world.factory.setPoolCreationFee(e18('0.05')));
    expect(eventsOf(receipt, world.factory.interface, 'PoolCreationFeeUpdated')[0]!.args.toArray()).toEqual([STAKING_FEE, e18('0.05')]);
    expect(await world.factory.getPoolCreationFee()).toBe(e18('0.05'));
    await mined(world.factory.setPoolCreationFee(STAKING_FEE));

    await expectRevert(world.factory.withdrawFees(world.addresses[7]!), 'NothingToWithdraw');
    await createPool(world);
    await createPool(world);
    await expectRevert(world.factory.withdrawFees(ZeroAddress), 'ZeroAddress');
    const before = await balanceOf(world.addresses[7]!);
    const withdrawal = await mined(world.factory.withdrawFees(world.addresses[7]!));
    expect(eventsOf(withdrawal, world.factory.interface, 'FeesWithdrawn')[0]!.args.toArray()).toEqual([world.addresses[7], 2n * STAKING_FEE]);
    expect((await balanceOf(world.addresses[7]!)) - before).toBe(2n * STAKING_FEE);

    // Two steps: the new owner must accept before anything changes hands.
    await mined(world.factory.transferOwnership(stranger));
    expect(await world.factory.owner()).toBe(world.addresses[0]);
    expect(await world.factory.pendingOwner()).toBe(stranger);
    await expectRevert(world.factory.connect(world.signers[ALICE]!).acceptOwnership(), 'OwnableUnauthorizedAccount', [world.addresses[ALICE]]);
    await mined(asStranger.acceptOwnership());
    expect(await world.factory.owner()).toBe(stranger);
    await mined(asStranger.setPoolCreationFee(1n));
    await expectRevert(world.factory.setPoolCreationFee(2n), 'OwnableUnauthorizedAccount', [world.addresses[0]]);
  });
});
