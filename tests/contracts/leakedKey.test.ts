/**
 * The leaked quote key, as an attacker holding it would use it, and the platform's answer on chain:
 * - the key buys with quotes across several sales, fresh buyer addresses and all, but no more than each
 *   sale's hourly budget in any 60 minutes;
 * - the guardian pauses buying on every sale at once, then revokes the signer; quotes signed before stay
 *   worthless until a newly proposed signer activates, two days later;
 * - a sale owner raises the floor, and quotes below it revert;
 * - nobody but the guardian or the owner can pause or revoke, and the guardian can do nothing else.
 */
import { Wallet, ZeroAddress, type BaseWallet } from 'ethers';
import { BondSale__factory, MockERC20__factory, type BondSale } from '../../typechain-types';
import type { QuoteValue } from '../../scripts/quote';
import {
  DAY,
  MIN_PRICE,
  arr,
  createSale,
  deployBondWorld,
  e18,
  eventsOf,
  expectRevert,
  increaseTime,
  latestTime,
  makeQuote,
  mineAt,
  mined,
  quoteSigner,
  revertTo,
  setNextTime,
  sign,
  snapshot,
  type BondWorld,
} from './helpers';

let world: BondWorld;
let snap: string;
beforeAll(async () => {
  world = await deployBondWorld();
  await mined(world.factory.setGuardian(world.addresses[GUARDIAN]!));
});
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await revertTo(snap);
});

const PLATFORM = 0;
const OWNER = 1;
const STRANGER = 2;
const BUYERS = [3, 4, 5, 6];
const GUARDIAN = 8;
const CAP = e18(1000);
const BUDGET = e18(250);
const HOUR = 3_600n;

/** A quote for `buyer` signed by `signer` (the leaked key by default), valid for a day. */
async function signedQuote(sale: BondSale, buyer: number, tokenAmount: bigint, overrides: Partial<QuoteValue> = {}, signer: BaseWallet = quoteSigner) {
  const quote = await makeQuote(
    { buyer: world.addresses[buyer]!, saleAddress: await sale.getAddress(), currency: Number(await sale.currency()), tokenAmount },
    { deadline: (await latestTime()) + DAY, ...overrides },
  );
  return { quote, signature: await sign(quote, { signer }) };
}

/** Sends a signed quote as its buyer, paying in the sale's currency. */
async function send(sale: BondSale, buyer: number, { quote, signature }: { quote: QuoteValue; signature: string }) {
  const saleAddress = await sale.getAddress();
  const asBuyer = BondSale__factory.connect(saleAddress, world.signers[buyer]!);
  if (quote.currency === 0) return asBuyer.buyWithQuote(quote, signature, { value: quote.paymentAmount });
  await mined(MockERC20__factory.connect(await sale.paymentToken(), world.signers[buyer]!).approve(saleAddress, quote.paymentAmount));
  return asBuyer.buyWithQuote(quote, signature);
}

/** Three live sales, one per currency, each with a hard cap of 1,000 and an hourly budget of 250. */
async function threeSales() {
  const sales: BondSale[] = [];
  for (const currency of [0, 1, 2]) sales.push((await createSale(world, { currency, maxTokens: CAP, hourlyBudget: BUDGET })).sale);
  return sales;
}

describe('a leaked quote key', () => {
  it('buys at most one hourly budget of each sale, whatever buyers it uses', async () => {
    const sales = await threeSales();
    for (const sale of sales) {
      // 100 per quote at most (a tenth of the cap): 100 + 100 + 50 from three fresh addresses fills the budget
      for (const [i, amount] of [e18(100), e18(100), e18(50)].entries()) await mined(send(sale, BUYERS[i]!, await signedQuote(sale, BUYERS[i]!, amount)));
      expect((await sale.hourlyBudgetLeft()).left).toBe(0n);
      for (const buyer of BUYERS) {
        await expectRevert(send(sale, buyer, await signedQuote(sale, buyer, 1n)), 'ExceedsHourlyBudget', [1n, 0n]);
      }
      // the sale is far from sold out: the budget alone stopped the key
      expect(await sale.soldTokens()).toBe(BUDGET);
      expect(await sale.hasEnded()).toBe(false);
    }
  });

  it('cannot buy a second budget across an hour or slot boundary: a purchase counts for 60 to 80 minutes', async () => {
    // a quote may buy a tenth of 2,500: the whole budget of 250 in one purchase
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(2500), hourlyBudget: BUDGET });
    const start = await sale.startTime();
    const slot = await sale.BUDGET_SLOT();
    // the last second of slot 2: the purchase counts in slots 2–5, so it frees the budget at the start of slot 6
    const boughtAt = start + 3n * slot - 1n;
    const buyAt = async (at: bigint, buyer: number, amount: bigint) => {
      const q = await signedQuote(sale, buyer, amount);
      await setNextTime(at);
      return send(sale, buyer, q);
    };
    await mined(buyAt(boughtAt, BUYERS[0]!, BUDGET));
    const [left, refillAt, refillAmount] = await sale.hourlyBudgetLeft();
    expect([left, refillAt, refillAmount]).toEqual([0n, start + 6n * slot, BUDGET]);
    // one second into the next slot, 59 minutes later, and the last second before the refill: nothing more
    for (const at of [boughtAt + 1n, boughtAt + HOUR - 60n, start + 6n * slot - 1n]) {
      await expectRevert(buyAt(at, BUYERS[1]!, 1n), 'ExceedsHourlyBudget', [1n, 0n]);
    }
    expect((await sale.hourlyBudgetLeft()).left).toBe(0n);
    // at the start of slot 6 (60 min + 1 s after the purchase) the whole budget is back
    await mineAt(start + 6n * slot);
    expect(arr(await sale.hourlyBudgetLeft())).toEqual([BUDGET, 0n, 0n]);
    await mined(buyAt(start + 6n * slot + 1n, BUYERS[1]!, e18(100)));
    expect((await sale.hourlyBudgetLeft()).left).toBe(BUDGET - e18(100));
  });

  it('spreads over an hour buy no more than one budget in any 60 minutes', async () => {
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(2500), hourlyBudget: BUDGET });
    const start = await sale.startTime();
    // 50 every 15 minutes: five purchases fit in the first hour, the sixth would make 300 within 60 minutes
    const times: bigint[] = [];
    for (let i = 0n; i < 5n; i++) times.push(start + 100n + i * 900n);
    for (const [i, at] of times.entries()) {
      const q = await signedQuote(sale, BUYERS[i % BUYERS.length]!, e18(50));
      await setNextTime(at);
      await mined(send(sale, BUYERS[i % BUYERS.length]!, q));
    }
    const q = await signedQuote(sale, BUYERS[0]!, e18(50));
    await setNextTime(start + 100n + 5n * 900n);
    await expectRevert(send(sale, BUYERS[0]!, q), 'ExceedsHourlyBudget', [e18(50), 0n]);
    expect(await sale.soldTokens()).toBe(BUDGET);
  });

  it('is stopped on every sale in the guardian’s one transaction: pause and revocation from that block', async () => {
    const sales = await threeSales();
    // quotes the attacker signed ahead, valid for a day
    const ahead = await Promise.all(sales.map((sale) => signedQuote(sale, BUYERS[0]!, e18(10))));
    const receipt = await mined(world.factory.connect(world.signers[GUARDIAN]!).emergencyStop());
    expect(eventsOf(receipt, world.factory.interface, 'QuotesPaused')[0]!.args.toArray()).toEqual([world.addresses[GUARDIAN]]);
    expect(eventsOf(receipt, world.factory.interface, 'QuoteSignerRevoked')[0]!.args.toArray()).toEqual([
      world.addresses[GUARDIAN],
      quoteSigner.address,
      ZeroAddress,
    ]);
    expect(await world.factory.quotesPaused()).toBe(true);
    expect(await world.factory.quoteSigner()).toBe(ZeroAddress);
    for (const [i, sale] of sales.entries()) {
      await expectRevert(send(sale, BUYERS[0]!, ahead[i]!), 'QuotesPaused');
      // through the factory's forwarders too
      const asBuyer = world.factory.connect(world.signers[BUYERS[0]!]!);
      const saleId = await sale.saleId();
      const { quote, signature } = ahead[i]!;
      await expectRevert(
        i === 0 ? asBuyer.buyWithBNB(saleId, quote, signature, { value: quote.paymentAmount }) : asBuyer.buyWithUSDT(saleId, quote, signature),
        'QuotesPaused',
      );
    }
  });

  it('pausing alone stops every buy with a still-valid quote; claims, withdrawals, ending early and emergency exits go on', async () => {
    const [bnbSale, usdtSale] = await threeSales();
    for (const sale of [bnbSale!, usdtSale!]) await mined(send(sale, BUYERS[0]!, await signedQuote(sale, BUYERS[0]!, e18(100))));
    const stillValid = await signedQuote(bnbSale!, BUYERS[1]!, e18(10));
    await mined(world.factory.connect(world.signers[GUARDIAN]!).pauseQuotes());
    await expectRevert(send(bnbSale!, BUYERS[1]!, stillValid), 'QuotesPaused');
    await increaseTime(10n * DAY);
    await expectRevert(send(bnbSale!, BUYERS[1]!, await signedQuote(bnbSale!, BUYERS[1]!, e18(10))), 'QuotesPaused');

    await mined(BondSale__factory.connect(await bnbSale!.getAddress(), world.signers[BUYERS[0]!]!).claim());
    await mined(world.factory.connect(world.signers[BUYERS[0]!]!).claim(await usdtSale!.saleId()));
    await mined(bnbSale!.endEarly());
    await mined(bnbSale!.withdrawProceeds(world.addresses[OWNER]!));
    await mined(bnbSale!.withdrawUnsoldTokens(world.addresses[OWNER]!));
    await mined(bnbSale!.withdrawPlatformFee());
    await mined(usdtSale!.emergencyWithdraw(world.addresses[OWNER]!));
    expect(await usdtSale!.hasEnded()).toBe(true);
  });

  it('after a revocation its quotes revert until a newly proposed signer activates two days later', async () => {
    const [sale] = await threeSales();
    const leaked = await signedQuote(sale!, BUYERS[0]!, e18(10), { deadline: (await latestTime()) + 10n * DAY });
    await mined(world.factory.connect(world.signers[GUARDIAN]!).revokeQuoteSigner());
    await expectRevert(send(sale!, BUYERS[0]!, leaked), 'NoQuoteSigner');

    const fresh = Wallet.createRandom();
    await mined(world.factory.proposeQuoteSigner(fresh.address));
    const activatesAt = await world.factory.quoteSignerActivatesAt();
    await mineAt(activatesAt - 2n);
    await expectRevert(send(sale!, BUYERS[0]!, leaked), 'NoQuoteSigner');
    await expectRevert(send(sale!, BUYERS[1]!, await signedQuote(sale!, BUYERS[1]!, e18(1), {}, fresh)), 'NoQuoteSigner');
    await mineAt(activatesAt);
    expect(await world.factory.quoteSigner()).toBe(fresh.address);
    // the leaked key's quote is now simply not the signer's
    await expectRevert(send(sale!, BUYERS[0]!, leaked), 'InvalidSigner');
    await mined(send(sale!, BUYERS[1]!, await signedQuote(sale!, BUYERS[1]!, e18(1), {}, fresh)));
  });

  it('revocation also drops a pending signer the attacker might have been waiting for', async () => {
    const [sale] = await threeSales();
    const pending = Wallet.createRandom();
    await mined(world.factory.proposeQuoteSigner(pending.address));
    await increaseTime(DAY);
    const receipt = await mined(world.factory.connect(world.signers[GUARDIAN]!).revokeQuoteSigner());
    expect(eventsOf(receipt, world.factory.interface, 'QuoteSignerRevoked')[0]!.args.toArray()).toEqual([
      world.addresses[GUARDIAN],
      quoteSigner.address,
      pending.address,
    ]);
    expect(await world.factory.pendingQuoteSigner()).toBe(ZeroAddress);
    await increaseTime(2n * DAY);
    await expectRevert(send(sale!, BUYERS[0]!, await signedQuote(sale!, BUYERS[0]!, e18(1), {}, pending)), 'NoQuoteSigner');
  });

  it('resumes only on the owner’s unpause, two days later, and the guardian can pause again meanwhile', async () => {
    const [sale] = await threeSales();
    await expectRevert(world.factory.unpauseQuotes(), 'NotPaused');
    await mined(world.factory.connect(world.signers[GUARDIAN]!).pauseQuotes());
    await expectRevert(world.factory.connect(world.signers[GUARDIAN]!).unpauseQuotes(), 'OwnableUnauthorizedAccount', [world.addresses[GUARDIAN]]);
    const receipt = await mined(world.factory.unpauseQuotes());
    const resumeAt = (await latestTime()) + 2n * DAY;
    expect(eventsOf(receipt, world.factory.interface, 'QuotesUnpauseScheduled')[0]!.args.toArray()).toEqual([world.addresses[PLATFORM], resumeAt]);
    expect(await world.factory.quotesResumeAt()).toBe(resumeAt);
    await expectRevert(world.factory.unpauseQuotes(), 'NotPaused');
    await mineAt(resumeAt - 2n);
    await expectRevert(send(sale!, BUYERS[0]!, await signedQuote(sale!, BUYERS[0]!, e18(1))), 'QuotesPaused');
    await mineAt(resumeAt);
    expect(await world.factory.quotesPaused()).toBe(false);
    await mined(send(sale!, BUYERS[0]!, await signedQuote(sale!, BUYERS[0]!, e18(1))));

    // paused again, the scheduled end is gone: only a new unpause resumes
    await mined(world.factory.connect(world.signers[GUARDIAN]!).pauseQuotes());
    await mined(world.factory.unpauseQuotes());
    await mined(world.factory.connect(world.signers[GUARDIAN]!).pauseQuotes());
    await increaseTime(3n * DAY);
    expect(await world.factory.quotesPaused()).toBe(true);
  });
});

describe('a raised floor', () => {
  it('makes quotes below it revert with PriceBelowMinimum; it never goes down, and only the owner of a live sale raises it', async () => {
    const [sale] = await threeSales();
    const cheap = await signedQuote(sale!, BUYERS[0]!, e18(10), { pricePerToken: MIN_PRICE * 2n });
    const floor = MIN_PRICE * 3n;
    await expectRevert(BondSale__factory.connect(await sale!.getAddress(), world.signers[STRANGER]!).raiseMinPrice(floor), 'NotProjectOwner');
    const receipt = await mined(sale!.raiseMinPrice(floor));
    expect(eventsOf(receipt, sale!.interface, 'MinPriceRaised')[0]!.args.toArray()).toEqual([MIN_PRICE, floor]);
    expect(await sale!.minPricePerToken()).toBe(floor);
    expect((await world.factory.getSaleByIndex(0)).minPricePerToken).toBe(floor);
    await expectRevert(send(sale!, BUYERS[0]!, cheap), 'PriceBelowMinimum', [MIN_PRICE * 2n, floor]);
    await mined(send(sale!, BUYERS[1]!, await signedQuote(sale!, BUYERS[1]!, e18(10), { pricePerToken: floor })));

    await expectRevert(sale!.raiseMinPrice(floor), 'MinPriceNotRaised', [floor, floor]);
    await expectRevert(sale!.raiseMinPrice(MIN_PRICE), 'MinPriceNotRaised', [floor, MIN_PRICE]);
    await expectRevert(sale!.raiseMinPrice(2n ** 96n), 'MinPriceTooHigh', [2n ** 96n, 2n ** 96n - 1n]);
    await mined(sale!.raiseMinPrice(2n ** 96n - 1n));
    await mined(sale!.endEarly());
    await expectRevert(sale!.raiseMinPrice(2n ** 96n - 1n), 'SaleEnded');
  });
});

describe('who may stop quotes', () => {
  it('only the guardian or the owner pauses and revokes; the guardian cannot unpause, sign, or name itself', async () => {
    const stranger = world.factory.connect(world.signers[STRANGER]!);
    for (const call of [() => stranger.pauseQuotes(), () => stranger.revokeQuoteSigner(), () => stranger.emergencyStop()]) {
      await expectRevert(call(), 'NotGuardian');
    }
    const guardian = world.factory.connect(world.signers[GUARDIAN]!);
    const g = world.addresses[GUARDIAN]!;
    await expectRevert(guardian.setGuardian(world.addresses[STRANGER]!), 'OwnableUnauthorizedAccount', [g]);
    await expectRevert(guardian.proposeQuoteSigner(g), 'OwnableUnauthorizedAccount', [g]);
    await expectRevert(guardian.cancelQuoteSigner(), 'OwnableUnauthorizedAccount', [g]);
    await expectRevert(guardian.withdrawFees(g), 'OwnableUnauthorizedAccount', [g]);
    // the owner stops quotes as well
    await mined(world.factory.emergencyStop());
    expect([await world.factory.quotesPaused(), await world.factory.quoteSigner()]).toEqual([true, ZeroAddress]);
  });

  it('a guardian that keeps pausing is replaced by the owner at once', async () => {
    expect(await world.factory.guardian()).toBe(world.addresses[GUARDIAN]);
    const receipt = await mined(world.factory.setGuardian(world.addresses[7]!));
    expect(eventsOf(receipt, world.factory.interface, 'GuardianUpdated')[0]!.args.toArray()).toEqual([world.addresses[GUARDIAN], world.addresses[7]]);
    await expectRevert(world.factory.connect(world.signers[GUARDIAN]!).pauseQuotes(), 'NotGuardian');
    await mined(world.factory.connect(world.signers[7]!).pauseQuotes());
    await mined(world.factory.setGuardian(ZeroAddress));
    await expectRevert(world.factory.connect(world.signers[7]!).pauseQuotes(), 'NotGuardian');
    await mined(world.factory.unpauseQuotes());
  });
});
