/**
 * Random action sequences (fast-check) against one bond sale and one staking pool; after every
 * action the accounting invariants must hold, whatever succeeded or reverted:
 * - sale: sold ≤ hard cap; each buyer's claimed ≤ purchased; Σ purchased = sold; the sale's token
 *   balance ≥ what buyers are still owed; unwithdrawn proceeds are all still in the sale;
 * - pool: token balance ≥ total staked + reserve; Σ stakes = total staked; unstake returns the
 *   whole principal; a claimable amount never exceeds the reserve.
 */
import fc from 'fast-check';
import { BondSale__factory, MockERC20__factory, StakingPool__factory } from '../../typechain-types';
import {
  DAY,
  createPool,
  createSale,
  deployBondWorld,
  deployStakingWorld,
  e18,
  attempt,
  expectRevert,
  increaseTime,
  makeQuote,
  mined,
  revertTo,
  rpc,
  sign,
  snapshot,
  type BondWorld,
  type StakingWorld,
} from './helpers';

const BUYERS = [3, 4, 5];
const RUNS = Number(process.env.INVARIANT_RUNS ?? 15);


describe('bond sale invariants', () => {
  let world: BondWorld;
  beforeAll(async () => {
    world = await deployBondWorld();
  });

  type SaleAction =
    | { kind: 'buy'; buyer: number; permille: number }
    | { kind: 'claim'; buyer: number }
    | { kind: 'wait'; seconds: number }
    | { kind: 'endEarly' }
    | { kind: 'withdrawUnsold' }
    | { kind: 'withdrawProceeds' }
    | { kind: 'emergency' };

  const actionArb: fc.Arbitrary<SaleAction> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('buy' as const), buyer: fc.constantFrom(...BUYERS), permille: fc.integer({ min: 1, max: 600 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), buyer: fc.constantFrom(...BUYERS) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 20 * 86_400 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'endEarly' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'withdrawUnsold' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'withdrawProceeds' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'emergency' as const }) },
  );

  it('holds after random sequences of buys, claims, time, ends and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.array(actionArb, { minLength: 1, maxLength: 12 }), async (currency, actions) => {
        const snap = await snapshot();
        try {
          const { sale: ownerSale, saleAddress } = await createSale(world, { currency, maxTokens: e18(1000), vesting: 15n * DAY });
          const hardCap = await ownerSale.hardCap();
          const payment = currency === 0 ? undefined : MockERC20__factory.connect(await ownerSale.paymentToken(), world.signers[0]!);
          for (const buyer of BUYERS) {
            if (payment) await mined(payment.connect(world.signers[buyer]!).approve(saleAddress, e18(1_000_000)));
          }
          for (const action of actions) {
            switch (action.kind) {
              case 'buy': {
                const quote = await makeQuote({
                  buyer: world.addresses[action.buyer]!,
                  saleAddress,
                  currency,
                  tokenAmount: (hardCap * BigInt(action.permille)) / 1000n,
                  pricePerToken: e18('0.37'),
                });
                const signature = await sign(quote);
                const buyerSale = BondSale__factory.connect(saleAddress, world.signers[action.buyer]!);
                await attempt(() => mined(buyerSale.buyWithQuote(quote, signature, { value: currency === 0 ? quote.paymentAmount : 0n })));
                break;
              }
              case 'claim':
                await attempt(() => mined(BondSale__factory.connect(saleAddress, world.signers[action.buyer]!).claim()));
                break;
              case 'wait':
                await increaseTime(BigInt(action.seconds));
                break;
              case 'endEarly':
                await attempt(() => mined(ownerSale.endEarly()));
                break;
              case 'withdrawUnsold':
                await attempt(() => mined(ownerSale.withdrawUnsoldTokens(world.addresses[1]!)));
                break;
              case 'withdrawProceeds':
                await attempt(() => mined(ownerSale.withdrawProceeds(world.addresses[1]!)));
                break;
              case 'emergency':
                await attempt(() => mined(ownerSale.emergencyWithdraw(world.addresses[1]!)));
                break;
            }

            const sold = await ownerSale.soldTokens();
            expect(sold).toBeLessThanOrEqual(hardCap);
            let purchased = 0n;
            let claimed = 0n;
            for (const buyer of BUYERS) {
              const info = await ownerSale.getBuyerInfo(world.addresses[buyer]!);
              expect(info.claimed).toBeLessThanOrEqual(info.amount);
              expect(info.claimed + info.claimable).toBeLessThanOrEqual(info.amount);
              purchased += info.amount;
              claimed += info.claimed;
            }
            expect(purchased).toBe(sold);
            expect(await world.token.balanceOf(saleAddress)).toBeGreaterThanOrEqual(sold - claimed);
            if (!(await ownerSale.proceedsWithdrawn())) {
              const held = payment ? await payment.balanceOf(saleAddress) : BigInt(await rpc<string>('eth_getBalance', [saleAddress, 'latest']));
              expect(held).toBe(await ownerSale.totalProceeds());
            }
          }
          // Whatever happened, every buyer can eventually claim everything bought.
          await increaseTime(16n * DAY);
          for (const buyer of BUYERS) {
            const buyerSale = BondSale__factory.connect(saleAddress, world.signers[buyer]!);
            const info = await buyerSale.getBuyerInfo(world.addresses[buyer]!);
            if (info.claimable > 0n) await mined(buyerSale.claim());
            else await expectRevert(buyerSale.claim(), 'NothingToClaim');
            const after = await buyerSale.getBuyerInfo(world.addresses[buyer]!);
            expect(after.claimed).toBe(after.amount);
          }
        } finally {
          await revertTo(snap);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('staking pool invariants', () => {
  let world: StakingWorld;
  beforeAll(async () => {
    world = await deployStakingWorld();
  });

  type PoolAction =
    | { kind: 'stake'; user: number; amount: number }
    | { kind: 'unstake'; user: number }
    | { kind: 'claim'; user: number }
    | { kind: 'wait'; seconds: number }
    | { kind: 'setAPR'; bps: number }
    | { kind: 'fund'; amount: number }
    | { kind: 'emergency' };

  const actionArb: fc.Arbitrary<PoolAction> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('stake' as const), user: fc.constantFrom(...BUYERS), amount: fc.integer({ min: 1, max: 50_000 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('unstake' as const), user: fc.constantFrom(...BUYERS) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), user: fc.constantFrom(...BUYERS) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 120 * 86_400 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('setAPR' as const), bps: fc.integer({ min: 0, max: 50_000 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 5_000 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'emergency' as const }) },
  );

  it('holds after random sequences of stakes, exits, claims, APR changes, funding and emergency withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(actionArb, { minLength: 1, maxLength: 12 }),
        async (aprBps, initialReward, actions) => {
          const snap = await snapshot();
          try {
            const { poolId, poolAddress, pool: ownerPool } = await createPool(world, {
              aprBps: BigInt(aprBps),
              duration: 200n * DAY,
              reward: e18(initialReward),
            });
            await mined(world.token.connect(world.signers[2]!).approve(poolAddress, e18(1_000_000)));
            for (const user of BUYERS) {
              await mined(world.token.connect(world.signers[user]!).approve(poolAddress, e18(1_000_000)));
            }
            const asOwner = world.factory.connect(world.signers[2]!);
            for (const action of actions) {
              const userPool = 'user' in action ? StakingPool__factory.connect(poolAddress, world.signers[action.user]!) : ownerPool;
              switch (action.kind) {
                case 'stake':
                  await attempt(() => mined(userPool.stake(e18(action.amount))));
                  break;
                case 'unstake': {
                  const address = world.addresses[action.user]!;
                  const { amount, claimable } = await userPool.getUserStake(address);
                  const before = await world.token.balanceOf(address);
                  if (await attempt(() => mined(userPool.unstake()))) {
                    // Principal always comes back whole, plus at most what was claimable (time moved by a block).
                    const received = (await world.token.balanceOf(address)) - before;
                    expect(received).toBeGreaterThanOrEqual(amount + claimable);
                  } else {
                    expect(amount).toBe(0n);
                  }
                  break;
                }
                case 'claim':
                  await attempt(() => mined(userPool.claim()));
                  break;
                case 'wait':
                  await increaseTime(BigInt(action.seconds));
                  break;
                case 'setAPR':
                  await attempt(() => mined(ownerPool.setAPR(BigInt(action.bps))));
                  break;
                case 'fund':
                  await attempt(() => mined(ownerPool.fundRewards(e18(action.amount))));
                  break;
                case 'emergency': {
                  const staked = await ownerPool.totalStaked();
                  await attempt(() => mined(asOwner.initiateEmergencyWithdraw(poolId, world.addresses[2]!)));
                  await increaseTime(2n * DAY);
                  await attempt(() => mined(asOwner.executeEmergencyWithdraw(poolId)));
                  expect(await ownerPool.totalStaked()).toBe(staked);
                  break;
                }
              }

              const totalStaked = await ownerPool.totalStaked();
              const reserve = await ownerPool.rewardReserve();
              expect(await world.token.balanceOf(poolAddress)).toBeGreaterThanOrEqual(totalStaked + reserve);
              let stakes = 0n;
              for (const user of BUYERS) {
                const position = await ownerPool.getUserStake(world.addresses[user]!);
                stakes += position.amount;
                expect(position.claimable).toBeLessThanOrEqual(reserve);
                expect(position.claimable).toBeLessThanOrEqual(position.rewards);
              }
              expect(stakes).toBe(totalStaked);
            }
            // Everyone can always leave with their principal.
            for (const user of BUYERS) {
              const userPool = StakingPool__factory.connect(poolAddress, world.signers[user]!);
              const { amount } = await userPool.getUserStake(world.addresses[user]!);
              if (amount > 0n) await mined(userPool.unstake());
            }
            expect(await ownerPool.totalStaked()).toBe(0n);
            expect(await world.token.balanceOf(poolAddress)).toBeGreaterThanOrEqual(await ownerPool.rewardReserve());
          } finally {
            await revertTo(snap);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
