/**
 * The attacks on staking pools found in review, each written as the attacker would try it, and what
 * everyone else must keep: principal plus every reward already earned, payable at any time.
 */
import { MaxUint256 } from 'ethers';
import { MockERC20__factory, StakingPool__factory, type StakingPool } from '../../typechain-types';
import {
  DAY,
  YEAR,
  createPool,
  deploy,
  deployStakingWorld,
  e18,
  eventsOf,
  expectRevert,
  increaseTime,
  latestTime,
  mineAt,
  mined,
  revertTo,
  setNextTime,
  snapshot,
  stakeAs,
  type StakingWorld,
} from './helpers';
import { sendWithWalletEstimate } from './walletGas';

const OWNER = 2;
const ALICE = 3;
const WHALE = 4;
const STRANGER = 5;
/** Dust the capped allocation may leave unallocated (≤ total staked / APR_DENOMINATOR): the reserve is used up. */
const USED_UP = e18(1) / 10_000n;

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

function poolAs(address: string, index: number): StakingPool {
  return StakingPool__factory.connect(address, world.signers[index]!);
}

/** What `index` could take out of the pool right now: principal plus earned rewards. */
async function payable(pool: StakingPool, index: number): Promise<bigint> {
  const { amount, claimable } = await pool.getUserStake(world.addresses[index]!);
  return amount + claimable;
}

async function tokenBalance(index: number): Promise<bigint> {
  return world.token.balanceOf(world.addresses[index]!);
}

/** Unstakes and returns what arrived in the wallet. */
async function exit(poolAddress: string, index: number): Promise<bigint> {
  const before = await tokenBalance(index);
  await mined(poolAs(poolAddress, index).unstake());
  return (await tokenBalance(index)) - before;
}

describe('a pool owner trying to take what stakers have earned', () => {
  it('raises the APR to 10 000 %, stakes big and claims minutes later: the old rate still applies, and after the notice the earned rewards stay payable', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: YEAR, reward: e18(10_000) });
    await stakeAs(world, poolAddress, ALICE, e18(10_000));
    await increaseTime(30n * DAY);
    const aliceBefore = await payable(pool, ALICE);
    expect(aliceBefore).toBeGreaterThan(e18(10_000));

    // The attack: APR to the maximum, a big stake of the owner's own, a claim ten minutes later.
    await mined(pool.setAPR(1_000_000n));
    await stakeAs(world, poolAddress, OWNER, e18(500_000));
    await increaseTime(600n);
    const ownerBalance = await tokenBalance(OWNER);
    await mined(pool.claim());
    const ownerTook = (await tokenBalance(OWNER)) - ownerBalance;
    // Ten minutes at the old 12 %: about 1.14 tokens, not the reserve.
    expect(ownerTook).toBeLessThan(e18(2));
    expect(await payable(pool, ALICE)).toBeGreaterThanOrEqual(aliceBefore);

    // Alice sees the pending change (pendingAprChange) and simply waits; the owner runs the reserve dry
    // once the new rate applies. Her earned rewards remain hers.
    const [, effectiveAt] = await pool.pendingAprChange();
    await setNextTime(effectiveAt - 1n);
    await mined(poolAs(poolAddress, ALICE).claim());
    await increaseTime(2n * DAY);
    expect(await pool.unallocatedReserve()).toBeLessThan(USED_UP);
    await mined(pool.claim());
    const aliceNow = await payable(pool, ALICE);
    expect(aliceNow).toBeGreaterThanOrEqual(e18(10_000));
    expect(await exit(poolAddress, ALICE)).toBe(aliceNow);
    expect(await exit(poolAddress, OWNER)).toBe(e18(500_000));
    expect(await world.token.balanceOf(poolAddress)).toBeGreaterThanOrEqual(await pool.rewardReserve());
  });

  it('deactivates the pool: nothing earned is lost, accrual goes on, exits stay open', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: YEAR, reward: e18(10_000) });
    await stakeAs(world, poolAddress, ALICE, e18(1000));
    await increaseTime(10n * DAY);
    const before = await payable(pool, ALICE);
    await mined(pool.setActive(false));
    expect(await payable(pool, ALICE)).toBeGreaterThanOrEqual(before);
    await increaseTime(10n * DAY);
    expect(await payable(pool, ALICE)).toBeGreaterThan(before);
    const owed = await payable(pool, ALICE);
    expect(await exit(poolAddress, ALICE)).toBeGreaterThanOrEqual(owed);
  });

  it('executes an emergency request after its window: refused; a fresh request shows again for 2 days and takes only unallocated reserve', async () => {
    const { poolId, poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: YEAR, reward: e18(10_000) });
    await stakeAs(world, poolAddress, ALICE, e18(1000));
    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    const request = await world.factory.emergencyRequests(poolId);
    expect(request.expiresAt - request.executeAfter).toBe(3n * DAY);
    await mineAt(request.expiresAt);
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'EmergencyWithdrawExpired', [request.expiresAt]);
    // A live request cannot be stacked, an expired one can be replaced: with a fresh 2-day delay.
    const renewed = await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    const [event] = eventsOf(renewed, world.factory.interface, 'EmergencyWithdrawInitiated');
    const executeAfter = event!.args.executeAfter as bigint;
    expect(executeAfter).toBe((await latestTime()) + 2n * DAY);
    await expectRevert(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!), 'EmergencyWithdrawPending');
    await mineAt(executeAfter - 1n);
    await expectRevert(asOwner.executeEmergencyWithdraw(poolId), 'TimelockNotElapsed', [executeAfter]);
    const aliceBefore = await payable(pool, ALICE);
    await setNextTime(executeAfter);
    await mined(asOwner.executeEmergencyWithdraw(poolId));
    expect(await pool.unallocatedReserve()).toBe(0n);
    expect(await payable(pool, ALICE)).toBeGreaterThanOrEqual(aliceBefore);
    // Accrual stopped with the reserve; what Alice earned is paid in full.
    await increaseTime(DAY);
    const owed = await payable(pool, ALICE);
    expect(await exit(poolAddress, ALICE)).toBe(owed);
  });

  it('counts tokens sent straight to the pool neither as reserve nor as withdrawable by emergency; sweep returns exactly that excess', async () => {
    const { poolId, poolAddress, pool } = await createPool(world, { aprBps: 1200n, duration: YEAR, reward: e18(100) });
    await stakeAs(world, poolAddress, ALICE, e18(1000));
    await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[STRANGER]!).transfer(poolAddress, e18(5000)));
    expect(await pool.rewardReserve()).toBe(e18(100));
    expect(await pool.unallocatedReserve()).toBeLessThanOrEqual(e18(100));

    const asOwner = world.factory.connect(world.signers[OWNER]!);
    await mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[OWNER]!));
    await increaseTime(2n * DAY);
    const ownerBefore = await tokenBalance(OWNER);
    await mined(asOwner.executeEmergencyWithdraw(poolId));
    expect((await tokenBalance(OWNER)) - ownerBefore).toBeLessThan(e18(100));

    await expectRevert(poolAs(poolAddress, STRANGER).sweep(world.tokenAddress, world.addresses[STRANGER]!), 'NotPoolOwner');
    const swept = await mined(pool.sweep(world.tokenAddress, world.addresses[STRANGER]!));
    expect(eventsOf(swept, pool.interface, 'ExcessSwept')[0]!.args.toArray()).toEqual([world.tokenAddress, world.addresses[STRANGER], e18(5000)]);
    await expectRevert(pool.sweep(world.tokenAddress, world.addresses[OWNER]!), 'NothingToWithdraw');
    // Another token sent by mistake goes back whole.
    const other = await deploy('MockERC20', world.signers[0]!, 'Other', 'OTH', 18);
    await mined(MockERC20__factory.connect(other, world.signers[0]!).mint(poolAddress, e18(7)));
    await mined(pool.sweep(other, world.addresses[STRANGER]!));
    expect(await MockERC20__factory.connect(other, world.signers[0]!).balanceOf(world.addresses[STRANGER]!)).toBe(e18(7));

    const owed = await payable(pool, ALICE);
    expect(await exit(poolAddress, ALICE)).toBe(owed);
    expect(await world.token.balanceOf(poolAddress)).toBe(await pool.rewardReserve());
  });
});

describe('a large staker racing a reserve about to run dry', () => {
  it('stakes huge just before the reserve is used up and claims first: the small staker keeps every reward earned', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 10_000n, duration: YEAR, reward: e18(100) });
    await stakeAs(world, poolAddress, ALICE, e18(100));
    // At 100 % on 100 the reserve of 100 lasts a year; 300 days in, Alice has earned ≈ 82.
    await increaseTime(300n * DAY);
    const earned = await payable(pool, ALICE);
    await stakeAs(world, poolAddress, WHALE, e18(900_000));
    await increaseTime(DAY);
    await mined(poolAs(poolAddress, WHALE).claim());
    expect(await pool.unallocatedReserve()).toBeLessThan(USED_UP);
    // Alice's earned part is untouched; she shares the rest of the reserve pro rata with the whale.
    expect(await payable(pool, ALICE)).toBeGreaterThanOrEqual(earned);
    const owed = await payable(pool, ALICE);
    expect(await exit(poolAddress, ALICE)).toBe(owed);
    const whaleOwed = await payable(pool, WHALE);
    expect(await exit(poolAddress, WHALE)).toBe(whaleOwed);
    expect(await world.token.balanceOf(poolAddress)).toBeGreaterThanOrEqual(await pool.rewardReserve());
  });
});

describe('the platform owner', () => {
  it('cannot renounce ownership (fees and settings would freeze); a stranger cannot either', async () => {
    await expectRevert(world.factory.renounceOwnership(), 'RenounceOwnershipDisabled');
    await expectRevert(world.factory.connect(world.signers[STRANGER]!).renounceOwnership(), 'OwnableUnauthorizedAccount', [world.addresses[STRANGER]]);
    expect(await world.factory.owner()).toBe(world.addresses[0]);
  });
});

describe('a wallet sending unstake with its own gas estimate', () => {
  it('estimates while the reserve is empty, the owner funds it before the transaction is mined: the estimate with the app’s headroom still pays principal and rewards', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 10_000n, duration: YEAR, reward: 0n });
    await stakeAs(world, poolAddress, ALICE, e18(1000));
    await increaseTime(DAY);
    let earned = 0n;
    const before = await tokenBalance(ALICE);
    const { receipt, estimate } = await sendWithWalletEstimate(
      world.addresses[ALICE]!,
      poolAddress,
      pool.interface.encodeFunctionData('unstake'),
      async () => {
        await mined(MockERC20__factory.connect(world.tokenAddress, world.signers[OWNER]!).approve(poolAddress, MaxUint256));
        await mined(pool.fundRewards(e18(5000)));
        await increaseTime(DAY);
        earned = (await pool.getUserStake(world.addresses[ALICE]!)).claimable;
      },
    );
    expect(earned).toBeGreaterThan(0n);
    expect((await tokenBalance(ALICE)) - before).toBeGreaterThanOrEqual(e18(1000) + earned);
    // The cost barely depends on the reserve: two slot writes that now change a value (2 × 2.8k) and the
    // reward arithmetic.
    expect(receipt.gasUsed - estimate).toBeLessThanOrEqual(6_500n);
  });

  it('an owner’s APR change estimated in the second of the pool’s last update and mined a second later goes through', async () => {
    const { poolAddress, pool } = await createPool(world, { aprBps: 36_831n, duration: 7n * DAY, reward: e18(5000) });
    await stakeAs(world, poolAddress, ALICE, e18(1000));
    await increaseTime(3_600n);
    const lastUpdate = (await latestTime()) + 1n;
    await setNextTime(lastUpdate);
    await mined(pool.setAPR(0n));
    const setApr = pool.interface.encodeFunctionData('setAPR', [0n]);
    // The node estimates at the latest block's time: nothing has accrued since, so the writes change nothing;
    // a second later they change three slots.
    const sendAsOwner = (limitOf?: (estimate: bigint) => bigint) =>
      sendWithWalletEstimate(world.addresses[OWNER]!, poolAddress, setApr, () => setNextTime(lastUpdate + 1n), limitOf);
    const snap = await snapshot();
    await expect(sendAsOwner((estimate) => (estimate * 125n) / 100n)).rejects.toThrow();
    await revertTo(snap);
    const { receipt } = await sendAsOwner();
    expect(receipt.status).toBe(1);
    const [newAprBps, effectiveAt] = await pool.pendingAprChange();
    expect([newAprBps, effectiveAt]).toEqual([0n, lastUpdate + 1n + DAY]);
  });
});
