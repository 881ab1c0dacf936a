/**
 * Property runs over random sequences of every public bond call by buyers, the sale owner and the
 * platform, with time travel. After every step: the sale holds at least everything it owes, and no
 * owner or platform action lowers what another account can take out. At the end every buyer exits in
 * full, sending with wallet-style gas (estimate × 1.25, as the helpers' provider does).
 *
 * Seeded: BOND_INVARIANT_SEED reproduces a run (the seed is printed); BOND_INVARIANT_RUNS raises the
 * number of runs (default 100).
 */
import fc from 'fast-check';
import { Wallet, type BaseWallet } from 'ethers';
import { BondSale__factory, MockERC20__factory, type BondSale } from '../../typechain-types';
import {
  DAY,
  MIN_PRICE,
  attempt,
  balanceOf,
  createSale,
  deployBondWorld,
  e18,
  expectRevert,
  increaseTime,
  makeQuote,
  mined,
  revertTo,
  sign,
  snapshot,
  type BondWorld,
} from './helpers';

const SEED = Number(process.env.BOND_INVARIANT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.BOND_INVARIANT_RUNS ?? 100);
const OWNER = 1;
const BUYERS = [3, 4, 5] as const;
const STRANGER = 6;

type Action =
  | { kind: 'buy'; buyer: number; permille: number; priceBps: number; viaFactory: boolean }
  | { kind: 'claim'; buyer: number; viaFactory: boolean }
  | { kind: 'wait'; seconds: number }
  | { kind: 'endEarly' | 'withdrawUnsold' | 'withdrawProceeds' | 'withdrawFee' | 'emergency' | 'sweepPayment' | 'sweepToken' }
  | { kind: 'donate'; what: 'token' | 'payment'; amount: number }
  | { kind: 'rotateSigner' | 'cancelSigner' | 'sellerWithdraw' }
  | { kind: 'feeRecipient'; rejecting: boolean }
  | { kind: 'sameTokenSale' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('buy' as const), buyer: fc.constantFrom(...BUYERS), permille: fc.integer({ min: 1, max: 1000 }), priceBps: fc.integer({ min: 9_000, max: 30_000 }), viaFactory: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), buyer: fc.constantFrom(...BUYERS), viaFactory: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 20 * 86_400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('endEarly' as const, 'withdrawUnsold' as const, 'withdrawProceeds' as const, 'withdrawFee' as const, 'emergency' as const, 'sweepPayment' as const, 'sweepToken' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('donate' as const), what: fc.constantFrom('token' as const, 'payment' as const), amount: fc.integer({ min: 1, max: 1000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('rotateSigner' as const, 'cancelSigner' as const, 'sellerWithdraw' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('feeRecipient' as const), rejecting: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sameTokenSale' as const }) },
);

let world: BondWorld;
beforeAll(async () => {
  world = await deployBondWorld();
  console.log(`bond invariants: seed ${SEED}, ${RUNS} runs (BOND_INVARIANT_SEED / BOND_INVARIANT_RUNS)`);
});

interface Snapshot {
  owed: Map<number, bigint>;
  claimable: Map<number, bigint>;
  fee: bigint;
}

async function payables(sale: BondSale, world_: BondWorld): Promise<Snapshot> {
  const owed = new Map<number, bigint>();
  const claimable = new Map<number, bigint>();
  for (const b of BUYERS) {
    const [amount, claimed, now] = await sale.getBuyerInfo(world_.addresses[b]!);
    owed.set(b, amount - claimed);
    claimable.set(b, now);
  }
  return { owed, claimable, fee: (await sale.feeWithdrawn()) ? 0n : await sale.platformFee() };
}

async function assertSolvent(sale: BondSale, saleAddress: string, paymentToken: string, snap: Snapshot) {
  const owedToBuyers = [...snap.owed.values()].reduce((a, b) => a + b, 0n);
  expect(await world.token.balanceOf(saleAddress)).toBeGreaterThanOrEqual(owedToBuyers + (await sale.unsoldTokens()));
  const paymentHeld = paymentToken === '0x0000000000000000000000000000000000000000'
    ? await balanceOf(saleAddress)
    : await MockERC20__factory.connect(paymentToken, world.signers[0]!).balanceOf(saleAddress);
  expect(paymentHeld).toBeGreaterThanOrEqual(await sale.accountedPayment(paymentToken));
}

it('a sale always holds what it owes, owners never lower others\' payables, and every buyer exits in full', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.array(actionArb, { minLength: 1, maxLength: 10 }), async (currency, actions) => {
      const start = await snapshot();
      try {
        const { sale, saleAddress, saleId } = await createSale(world, { currency, maxTokens: e18(1000), vesting: 10n * DAY, maxPerBuyer: e18(400) });
        const paymentToken = await sale.paymentToken();
        const ownerAddress = world.addresses[OWNER]!;
        const quoteCap = await sale.maxPerQuote();
        let signer: BaseWallet | undefined;

        for (const action of actions) {
          const before = await payables(sale, world);
          const byOwnerOrPlatform = !['buy', 'claim', 'wait', 'donate'].includes(action.kind);
          switch (action.kind) {
            case 'buy': {
              const tokenAmount = (quoteCap * BigInt(action.permille)) / 1000n || 1n;
              const pricePerToken = (MIN_PRICE * BigInt(action.priceBps)) / 10_000n;
              const quote = await makeQuote({ buyer: world.addresses[action.buyer]!, saleAddress, currency, tokenAmount, pricePerToken });
              const signature = await sign(quote, signer ? { signer } : {});
              if (currency !== 0) {
                await mined(MockERC20__factory.connect(paymentToken, world.signers[action.buyer]!).approve(saleAddress, quote.paymentAmount));
              }
              const value = currency === 0 ? quote.paymentAmount : 0n;
              const buyer = world.signers[action.buyer]!;
              const send = !action.viaFactory
                ? () => BondSale__factory.connect(saleAddress, buyer).buyWithQuote(quote, signature, { value })
                : currency === 0
                  ? () => world.factory.connect(buyer).buyWithBNB(saleId, quote, signature, { value })
                  : () => world.factory.connect(buyer).buyWithUSDT(saleId, quote, signature);
              await attempt(() => mined(send()));
              break;
            }
            case 'claim': {
              const buyer = world.signers[action.buyer]!;
              const send = action.viaFactory ? () => world.factory.connect(buyer).claim(saleId) : () => BondSale__factory.connect(saleAddress, buyer).claim();
              await attempt(() => mined(send()));
              break;
            }
            case 'sellerWithdraw':
              await attempt(() => mined(world.factory.connect(world.signers[OWNER]!).sellerWithdraw(saleId)));
              break;
            case 'cancelSigner':
              await attempt(() => mined(world.factory.cancelQuoteSigner()));
              break;
            case 'feeRecipient':
              // a contract without receive() rejects BNB: it may block only the fee's own withdrawal
              await mined(world.factory.setFeeRecipient(action.rejecting ? world.tokenAddress : world.addresses[0]!));
              break;
            case 'wait':
              await increaseTime(BigInt(action.seconds));
              break;
            case 'endEarly':
              await attempt(() => mined(sale.endEarly()));
              break;
            case 'withdrawUnsold':
              await attempt(() => mined(sale.withdrawUnsoldTokens(ownerAddress)));
              break;
            case 'withdrawProceeds':
              await attempt(() => mined(sale.withdrawProceeds(ownerAddress)));
              break;
            case 'withdrawFee':
              await attempt(() => mined(BondSale__factory.connect(saleAddress, world.signers[STRANGER]!).withdrawPlatformFee()));
              break;
            case 'emergency':
              await attempt(() => mined(sale.emergencyWithdraw(ownerAddress)));
              break;
            case 'sweepPayment':
              await attempt(() => mined(sale.sweepExcess(paymentToken, ownerAddress)));
              break;
            case 'sweepToken':
              await expectRevert(sale.sweepExcess(world.tokenAddress, ownerAddress), 'SaleTokenNotSweepable');
              break;
            case 'donate': {
              const amount = e18(action.amount) / 1000n;
              if (action.what === 'token') await mined(world.token.connect(world.signers[STRANGER]!).transfer(saleAddress, amount));
              else if (currency === 0) continue; // a BNB sale has no receive(): nobody can send it BNB by mistake
              else await mined(MockERC20__factory.connect(paymentToken, world.signers[STRANGER]!).transfer(saleAddress, amount));
              break;
            }
            case 'rotateSigner': {
              // The platform rotates; the new key signs only after the notice, so until then quotes keep the old key.
              const next = Wallet.createRandom();
              await mined(world.factory.proposeQuoteSigner(next.address));
              await increaseTime(2n * DAY);
              signer = next;
              break;
            }
            case 'sameTokenSale': {
              const sameToken = currency === 1 ? world.usdtAddress : currency === 2 ? world.usd1Address : world.wbnbAddress;
              await expectRevert(
                world.factory.connect(world.signers[OWNER]!).createSale(sameToken, currency, DAY, 1n, 0n, MIN_PRICE, 0n, { value: await world.factory.saleCreationFee() }),
                currency === 0 ? 'SaleTokenIsWBNB' : 'SaleTokenIsPaymentToken',
              );
              break;
            }
          }
          const after = await payables(sale, world);
          await assertSolvent(sale, saleAddress, paymentToken, after);
          if (byOwnerOrPlatform) {
            for (const b of BUYERS) {
              expect(after.owed.get(b)).toBe(before.owed.get(b));
              expect(after.claimable.get(b)! >= before.claimable.get(b)!).toBe(true);
            }
            if (action.kind !== 'withdrawFee') expect(after.fee).toBeGreaterThanOrEqual(before.fee);
          }
        }

        // Exit: the sale ends, vesting completes, every buyer claims everything they are owed.
        if (!(await sale.hasEnded())) await mined(sale.endEarly());
        await increaseTime(10n * DAY + 1n);
        for (const b of BUYERS) {
          const [amount, claimed] = await sale.getBuyerInfo(world.addresses[b]!);
          if (amount === claimed) continue;
          const before = await world.token.balanceOf(world.addresses[b]!);
          await mined(BondSale__factory.connect(saleAddress, world.signers[b]!).claim());
          expect((await world.token.balanceOf(world.addresses[b]!)) - before).toBe(amount - claimed);
        }
        if (!(await sale.proceedsWithdrawn())) await mined(sale.withdrawProceeds(ownerAddress));
        await mined(world.factory.setFeeRecipient(world.addresses[0]!));
        if (!(await sale.feeWithdrawn())) await mined(sale.withdrawPlatformFee());
        await assertSolvent(sale, saleAddress, paymentToken, await payables(sale, world));
        expect(await sale.accountedPayment(paymentToken)).toBe(0n);
      } finally {
        await revertTo(start);
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
}, 60 * 60_000);
