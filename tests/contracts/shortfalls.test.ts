/**
 * Tokens whose balances change on their own — rebasing down or up, taxing the sender — leave a sale or a
 * pool holding less than it owes. Then no owner exit is paid in full while a buyer or staker is short, the
 * shortfall is shared pro rata, and claims and unstakes pay what they can instead of reverting.
 */
import { Contract, MaxUint256 } from 'ethers';
import { BondSale__factory, MockERC20__factory, StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import {
  BOND_FEE,
  DAY,
  MIN_PRICE,
  STAKING_FEE,
  buyBond,
  deploy,
  deployBondWorld,
  e18,
  eventsOf,
  expectRevert,
  increaseTime,
  mined,
  revertTo,
  snapshot,
  type BondWorld,
} from './helpers';

let world: BondWorld;
let snap: string;
let token: string;
/** rebase(numerator, denominator) scales every balance; setTax(bps) charges senders on top */
let elastic: Contract;

beforeAll(async () => {
  world = await deployBondWorld();
  token = await deploy('RebasingERC20', world.signers[0]!, 'Elastic', 'ELA', 18);
  elastic = new Contract(token, ['function rebase(uint256,uint256)', 'function setTax(uint256)'], world.signers[0]!);
  for (let i = 1; i <= 8; i++) await mined(MockERC20__factory.connect(token, world.signers[0]!).mint(world.addresses[i]!, e18(1_000_000)));
});
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await revertTo(snap);
});

const OWNER = 1;
const BUYER_A = 3;
const BUYER_B = 4;
const RECIPIENT = 7;
const balance = (address: string) => MockERC20__factory.connect(token, world.signers[0]!).balanceOf(address);

async function elasticSale(vesting = 10n * DAY) {
  const owner = world.signers[OWNER]!;
  await mined(MockERC20__factory.connect(token, owner).approve(world.factoryAddress, e18(1000)));
  const receipt = await mined(world.factory.connect(owner).createSale(token, 0, vesting, e18(1000), 500n, MIN_PRICE, 0n, e18(1000), { value: BOND_FEE }));
  const saleAddress = eventsOf(receipt, world.factory.interface, 'SaleCreated')[0]!.args.sale as string;
  return { saleAddress, sale: BondSale__factory.connect(saleAddress, owner) };
}

describe('a sale whose token rebases down', () => {
  it("pays the owner's unsold part pro rata, never in full while buyers are short; claims pay what the sale holds", async () => {
    const { sale, saleAddress } = await elasticSale();
    for (let i = 0; i < 4; i++) await buyBond(world, sale, BUYER_A, e18(100));
    for (let i = 0; i < 2; i++) await buyBond(world, sale, BUYER_B, e18(100));
    await mined(sale.endEarly());
    await mined(elastic.rebase(1n, 2n)); // every balance halves: the sale holds 500 for 600 owed + 400 unsold
    expect(await balance(saleAddress)).toBe(e18(500));

    // the owner's entitlement is 400 / 1000 of everything the sale has had to hand out (500): 200, not 400
    expect(await sale.unsoldWithdrawable()).toBe(e18(200));
    const receipt = await mined(sale.withdrawUnsoldTokens(world.addresses[RECIPIENT]!));
    expect(eventsOf(receipt, sale.interface, 'UnsoldTokensWithdrawn')[0]!.args.toArray()).toEqual([world.addresses[RECIPIENT], e18(200), e18(200)]);
    await expectRevert(sale.withdrawUnsoldTokens(world.addresses[RECIPIENT]!), 'NothingToWithdraw');
    await expectRevert(sale.emergencyWithdraw(world.addresses[RECIPIENT]!), 'NothingToWithdraw');

    // the buyers' side keeps its share: 300 for 600 owed
    expect(await balance(saleAddress)).toBe(e18(300));
    await increaseTime(10n * DAY);
    const asA = BondSale__factory.connect(saleAddress, world.signers[BUYER_A]!);
    await mined(asA.claim()); // 400 claimable, 300 held: pays 300, 100 stays owed
    expect((await sale.getBuyerInfo(world.addresses[BUYER_A]!)).claimable).toBe(e18(100));
    // nothing is held now: B's claim has nothing to pay
    const asB = BondSale__factory.connect(saleAddress, world.signers[BUYER_B]!);
    await expectRevert(asB.claim(), 'SaleHoldsNothing', [e18(200)]);

    // the balance comes back (rebase up ×4: 0 → 0, but new tokens arrive for the sale): what stays owed is paid
    await mined(MockERC20__factory.connect(token, world.signers[8]!).transfer(saleAddress, e18(150)));
    const paid = await mined(asB.claim());
    expect(eventsOf(paid, sale.interface, 'PaidShort')[0]!.args.toArray()).toEqual([world.addresses[BUYER_B], e18(200), e18(150)]);
    expect(eventsOf(paid, sale.interface, 'Claimed')[0]!.args.toArray()).toEqual([world.addresses[BUYER_B], e18(150)]);
    expect((await sale.getBuyerInfo(world.addresses[BUYER_B]!)).claimable).toBe(e18(50));
  });

  it('pays the unsold part in full once the balance covers everything owed again (a rebase up)', async () => {
    const { sale, saleAddress } = await elasticSale();
    for (let i = 0; i < 3; i++) await buyBond(world, sale, BUYER_A, e18(100));
    await mined(sale.endEarly());
    await mined(elastic.rebase(1n, 2n));
    expect(await sale.unsoldWithdrawable()).toBe(e18(350)); // 700 × 500 / 1000
    await mined(elastic.rebase(3n, 1n)); // 1,500 held for 1,000 owed
    expect(await sale.unsoldWithdrawable()).toBe(e18(700));
    await mined(sale.withdrawUnsoldTokens(world.addresses[RECIPIENT]!));
    expect(await sale.unsoldTokens()).toBe(0n);
    // 300 owed to the buyer, 500 the rebase added (to the token's share rounding)
    expect(await balance(saleAddress)).toBeGreaterThanOrEqual(e18(800));
    expect(await balance(saleAddress)).toBeLessThan(e18(800) + 10_000n);
  });
});

describe('claims the sale has not recorded', () => {
  it('keep the owner below the full unsold part until recorded, never above it', async () => {
    const { sale, saleAddress } = await elasticSale(100n * DAY);
    for (let i = 0; i < 4; i++) await buyBond(world, sale, BUYER_A, e18(100));
    await increaseTime(50n * DAY);
    await mined(BondSale__factory.connect(saleAddress, world.signers[BUYER_A]!).claim()); // ≈ 200 while still vesting: not recorded
    const claimed = (await sale.getBuyerInfo(world.addresses[BUYER_A]!)).claimed;
    expect(await sale.claimsRecorded()).toBe(0n);
    expect(await sale.hasEnded()).toBe(true); // 50 days: the 30-day sale is over
    // held = 1000 − claimed: the owner's 600 are scaled by (1000 − claimed) / 1000 until the claim is recorded
    expect(await sale.unsoldWithdrawable()).toBe((e18(600) * (e18(1000) - claimed)) / e18(1000));
    const receipt = await mined(sale.syncClaims([world.addresses[BUYER_A]!, world.addresses[BUYER_B]!]));
    expect(eventsOf(receipt, sale.interface, 'ClaimsRecorded')[0]!.args.toArray()).toEqual([claimed]);
    expect(await sale.recordedClaims(world.addresses[BUYER_A]!)).toBe(claimed);
    expect(await sale.unsoldWithdrawable()).toBe(e18(600));
    await mined(sale.withdrawUnsoldTokens(world.addresses[RECIPIENT]!));
    expect(await balance(saleAddress)).toBe(e18(400) - claimed);
    // a claim after the first purchase has fully vested records itself
    await increaseTime(60n * DAY);
    await mined(BondSale__factory.connect(saleAddress, world.signers[BUYER_A]!).claim());
    expect(await sale.claimsRecorded()).toBe(e18(400));
    expect(await balance(saleAddress)).toBe(0n);
  });
});

describe('a pool whose token rebases down or taxes the sender', () => {
  async function elasticPool(reward: bigint) {
    const factoryAddress = await deploy('StakingFactory', world.signers[0]!, STAKING_FEE);
    const factory = StakingFactory__factory.connect(factoryAddress, world.signers[OWNER]!);
    await mined(MockERC20__factory.connect(token, world.signers[OWNER]!).approve(factoryAddress, reward));
    const receipt = await mined(factory.createPool(token, 0n, 90n * DAY, reward, { value: STAKING_FEE }));
    const poolAddress = eventsOf(receipt, factory.interface, 'PoolCreated')[0]!.args.pool as string;
    for (const i of [BUYER_A, BUYER_B, 5]) await mined(MockERC20__factory.connect(token, world.signers[i]!).approve(poolAddress, MaxUint256));
    const poolAs = (i: number) => StakingPool__factory.connect(poolAddress, world.signers[i]!);
    return { factory, poolAddress, poolAs };
  }

  it('pays every exit the same share, the owner’s emergency withdrawal included, and takes no new stake meanwhile', async () => {
    const { factory, poolAddress, poolAs } = await elasticPool(e18(1000));
    await mined(poolAs(BUYER_A).stake(e18(300)));
    await mined(poolAs(BUYER_B).stake(e18(100)));
    await mined(elastic.rebase(1n, 2n)); // 700 held for 1,400 owed
    await expectRevert(poolAs(5).stake(e18(10)), 'PoolShort', [e18(700), e18(1400)]);

    const b = await mined(poolAs(BUYER_B).unstake());
    const pool = poolAs(OWNER);
    expect(eventsOf(b, pool.interface, 'Unstaked')[0]!.args.toArray()).toEqual([world.addresses[BUYER_B], e18(100), 0n, e18(50)]);
    expect(eventsOf(b, pool.interface, 'PaidShort')[0]!.args.toArray()).toEqual([world.addresses[BUYER_B], e18(100), e18(50)]);

    await mined(factory.initiateEmergencyWithdraw(1n, world.addresses[RECIPIENT]!));
    await increaseTime(2n * DAY);
    const before = await balance(world.addresses[RECIPIENT]!);
    const exec = await mined(factory.executeEmergencyWithdraw(1n));
    // the owner's 1,000 of unallocated reserve is paid at the same half: never in full while stakers are short
    expect(eventsOf(exec, factory.interface, 'EmergencyWithdrawExecuted')[0]!.args.toArray()).toEqual([1n, world.addresses[RECIPIENT], e18(500)]);
    expect((await balance(world.addresses[RECIPIENT]!)) - before).toBe(e18(500));

    const a = await mined(poolAs(BUYER_A).unstake());
    expect(eventsOf(a, pool.interface, 'Unstaked')[0]!.args.toArray()).toEqual([world.addresses[BUYER_A], e18(300), 0n, e18(150)]);
    expect(await balance(poolAddress)).toBe(0n);
  });

  it('a tax on the pool’s own transfers leaves it short; the next exits share what is left instead of reverting', async () => {
    const { poolAddress, poolAs } = await elasticPool(0n);
    await mined(poolAs(BUYER_A).stake(e18(100)));
    await mined(poolAs(BUYER_B).stake(e18(100)));
    await mined(elastic.setTax(1000n)); // the sender pays 10 % on top
    await mined(poolAs(BUYER_A).unstake()); // pays 100, and 10 more leave the pool as tax
    expect(await balance(poolAddress)).toBe(e18(90));
    const b = await mined(poolAs(BUYER_B).unstake());
    expect(eventsOf(b, poolAs(OWNER).interface, 'Unstaked')[0]!.args.toArray()).toEqual([world.addresses[BUYER_B], e18(100), 0n, e18(90)]);
  });
});
