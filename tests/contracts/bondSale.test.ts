import {
  BondSale__factory,
  MockERC20__factory,
  type BondSale,
} from '../../typechain-types';
import { Wallet, ZeroAddress } from 'ethers';
import {
  BOND_FEE,
  buyBond,
  DAY,
  MIN_PRICE,
  balanceOf,
  createSale,
  deploy,
  deployBondWorld,
  arr,
  e18,
  obj,
  eventsOf,
  expectRevert,
  getChain,
  increaseTime,
  latestTime,
  makeQuote,
  mineAt,
  mined,
  revertTo,
  setNextTime,
  sign,
  snapshot,
  type BondWorld,
} from './helpers';
import type { QuoteValue } from '../../scripts/quote';

let world: BondWorld;
let snap: string;

beforeAll(async () => {
  world = await deployBondWorld();
});
beforeEach(async () => {
  snap = await snapshot();
});
afterEach(async () => {
  await revertTo(snap);
});

const OWNER = 1;
const STRANGER = 2;
const BUYER = 3;
const BUYER2 = 4;

function saleAs(address: string, index: number): BondSale {
  return BondSale__factory.connect(address, world.signers[index]!);
}

/** A signed quote for `buyerIndex` and the sale, with the sale's currency and discount. */
async function quoteFor(sale: BondSale, buyerIndex: number, tokenAmount: bigint, overrides: Partial<QuoteValue> = {}) {
  const quote = await makeQuote(
    {
      buyer: world.addresses[buyerIndex]!,
      saleAddress: await sale.getAddress(),
      currency: Number(await sale.currency()),
      tokenAmount,
      discountBps: await sale.discountBps(),
    },
    overrides,
  );
  return { quote, signature: await sign(quote) };
}

const buy = (sale: BondSale, buyerIndex: number, tokenAmount: bigint, overrides: Partial<QuoteValue> = {}) =>
  buyBond(world, sale, buyerIndex, tokenAmount, overrides);

describe('BondFactory.createSale', () => {
  it('creates sale 1 with the SaleCreated event, pulls the tokens into the sale and keeps the fee', async () => {
    const before = await world.token.balanceOf(world.addresses[OWNER]!);
    const { saleId, saleAddress, receipt } = await createSale(world, {
      currency: 1,
      maxTokens: e18(5000),
      discountBps: 700n,
      vesting: 30n * DAY,
      maxPerBuyer: e18(800),
      hourlyBudget: e18(600),
    });
    expect(saleId).toBe(1n);
    const created = await latestTime();
    const [event] = eventsOf(receipt, world.factory.interface, 'SaleCreated');
    expect(event!.args.toArray().slice(0, 3)).toEqual([1n, saleAddress, world.addresses[OWNER]]);
    // every setting, so an event index needs no read of the sale
    expect(obj(event!.args.config)).toEqual({
      factory: world.factoryAddress,
      saleId: 1n,
      token: world.tokenAddress,
      currency: 1n,
      paymentToken: world.usdtAddress,
      projectOwner: world.addresses[OWNER],
      discountBps: 700n,
      startTime: created,
      endTime: created + 30n * DAY,
      vestingDuration: 30n * DAY,
      hardCap: e18(5000),
      tokenUnit: 10n ** 18n,
      minPricePerToken: MIN_PRICE,
      maxPerBuyer: e18(800),
      maxPerQuote: e18(500),
      hourlyBudget: e18(600),
      budgetUnit: 10n ** 12n, // the smallest power of ten that counts 600 tokens in < 2^32 steps
    });
    expect(await world.token.balanceOf(saleAddress)).toBe(e18(5000));
    expect(before - (await world.token.balanceOf(world.addresses[OWNER]!))).toBe(e18(5000));
    expect(await balanceOf(world.factoryAddress)).toBe(BOND_FEE);
    expect(await world.factory.totalSales()).toBe(1n);
    expect(await world.factory.getSaleAddress(1)).toBe(saleAddress);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[OWNER]!, 0, 100)).toEqual([1n]);

    const now = await latestTime();
    const info = await world.factory.getSaleByIndex(0);
    expect(obj(info)).toEqual({
      saleId: 1n,
      saleAddress,
      token: world.tokenAddress,
      currency: 1n,
      hardCap: e18(5000),
      soldTokens: 0n,
      discount: 700n,
      startTime: now,
      endTime: now + 30n * DAY,
      vestingDuration: 30n * DAY,
      buyersCount: 0n,
      endedEarly: false,
      projectOwner: world.addresses[OWNER],
      minPricePerToken: MIN_PRICE,
      maxPerBuyer: e18(800),
      maxPerQuote: e18(500),
      hourlyBudget: e18(600),
      hourlyBudgetLeft: e18(600),
    });
    const sale = saleAs(saleAddress, OWNER);
    expect(await sale.paymentToken()).toBe(world.usdtAddress);
    expect(await sale.hasEnded()).toBe(false);
    expect(await sale.proceedsWithdrawn()).toBe(false);
    expect(await sale.factory()).toBe(world.factoryAddress);
    expect(await sale.tokenUnit()).toBe(10n ** 18n);
    expect(await sale.saleId()).toBe(1n);
    expect(await sale.token()).toBe(world.tokenAddress);
    expect(await sale.projectOwner()).toBe(world.addresses[OWNER]);
    expect(await sale.vestingDuration()).toBe(30n * DAY);
    expect(await sale.hardCap()).toBe(e18(5000));
  });

  it('maps currencies to payment tokens: BNB → none, USDT, USD1', async () => {
    const bnb = await createSale(world, { currency: 0 });
    const usdt = await createSale(world, { currency: 1 });
    const usd1 = await createSale(world, { currency: 2 });
    expect(await bnb.sale.paymentToken()).toBe(ZeroAddress);
    expect(await usdt.sale.paymentToken()).toBe(world.usdtAddress);
    expect(await usd1.sale.paymentToken()).toBe(world.usd1Address);
    expect([bnb.saleId, usdt.saleId, usd1.saleId]).toEqual([1n, 2n, 3n]);
  });

  it('lists sales by index and range, clamping the range to the count', async () => {
    for (let i = 0; i < 3; i++) await createSale(world, { owner: i === 2 ? STRANGER : OWNER });
    expect((await world.factory.getSalesInRange(0, 100)).map((s) => s.saleId)).toEqual([1n, 2n, 3n]);
    expect((await world.factory.getSalesInRange(1, 2)).map((s) => s.saleId)).toEqual([2n]);
    expect(await world.factory.getSalesInRange(3, 10)).toEqual([]);
    expect(await world.factory.getSalesInRange(2, 1)).toEqual([]);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[OWNER]!, 0, 100)).toEqual([1n, 2n]);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[STRANGER]!, 0, 100)).toEqual([3n]);
    // paged over indices [from, to), clamped to the count
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[OWNER]!, 1, 3)).toEqual([2n]);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[STRANGER]!, 0, 2)).toEqual([]);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[OWNER]!, 3, 9)).toEqual([]);
    expect(await world.factory.getOwnerSaleIdsInRange(world.addresses[OWNER]!, 2, 1)).toEqual([]);
    expect(await world.factory.defaultHourlyBudget(e18(1000))).toBe(e18(100));
    expect(await world.factory.defaultHourlyBudget(11n)).toBe(2n); // a tenth, rounded up
    await expectRevert(world.factory.getSaleByIndex(3), 'UnknownSale', [4n]);
    await expectRevert(world.factory.getSaleAddress(0), 'UnknownSale', [0n]);
  });

  it('refuses a wrong creation fee, bad parameters and unapproved tokens', async () => {
    const owner = world.factory.connect(world.signers[OWNER]!);
    const args = [world.tokenAddress, 0, 90n * DAY, e18(100), 500n, MIN_PRICE, 0n, e18(10)] as const;
    await mined(world.token.connect(world.signers[OWNER]!).approve(world.factoryAddress, e18(100)));
    await expectRevert(owner.createSale(...args, { value: BOND_FEE - 1n }), 'IncorrectCreationFee', [BOND_FEE, BOND_FEE - 1n]);
    await expectRevert(owner.createSale(...args, { value: BOND_FEE + 1n }), 'IncorrectCreationFee', [BOND_FEE, BOND_FEE + 1n]);
    await expectRevert(owner.createSale(ZeroAddress, 0, 90n * DAY, e18(100), 500n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }), 'ZeroAddress');
    await expectRevert(owner.createSale(world.tokenAddress, 3, 90n * DAY, e18(100), 500n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }), 'InvalidCurrency');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, 0n, 500n, MIN_PRICE, 0n, 1n, { value: BOND_FEE }), 'ZeroAmount');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, 2n ** 104n, 500n, MIN_PRICE, 0n, 2n ** 104n, { value: BOND_FEE }), 'AmountTooLarge');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(100), 500n, MIN_PRICE, 0n, 0n, { value: BOND_FEE }), 'InvalidHourlyBudget');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(100), 500n, MIN_PRICE, 0n, e18(100) + 1n, { value: BOND_FEE }), 'InvalidHourlyBudget');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(100), 500n, 0n, 0n, e18(10), { value: BOND_FEE }), 'ZeroMinPrice');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(100), 500n, 2n ** 96n, 0n, e18(10), { value: BOND_FEE }), 'MinPriceTooHigh', [
      2n ** 96n,
      2n ** 96n - 1n,
    ]);
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(100), 10_001n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }), 'InvalidDiscount');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 0n, e18(100), 500n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }), 'InvalidVestingDuration');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 3651n * DAY, e18(100), 500n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }), 'InvalidVestingDuration');
    await expectRevert(owner.createSale(world.tokenAddress, 0, 90n * DAY, e18(101), 500n, MIN_PRICE, 0n, e18(101), { value: BOND_FEE }), 'ERC20InsufficientAllowance');
    const hugeDecimals = await deploy('MockERC20', world.signers[OWNER]!, 'Huge', 'HUGE', 40);
    await expectRevert(owner.createSale(hugeDecimals, 0, 90n * DAY, 1n, 500n, MIN_PRICE, 0n, 1n, { value: BOND_FEE }), 'UnsupportedTokenDecimals');
    // A full 100 % discount is allowed (the spec's 0–10000 bp range).
    await mined(owner.createSale(world.tokenAddress, 0, 1n, e18(100), 10_000n, MIN_PRICE, 0n, e18(100), { value: BOND_FEE }));
    expect(await world.factory.totalSales()).toBe(1n);
  });

  it('refuses a fee-on-transfer sale token', async () => {
    const taxed = await deploy('TaxedERC20', world.signers[OWNER]!, 100n);
    const taxedToken = MockERC20__factory.connect(taxed, world.signers[OWNER]!);
    await mined(taxedToken.mint(world.addresses[OWNER]!, e18(1000)));
    await mined(taxedToken.approve(world.factoryAddress, e18(1000)));
    await expectRevert(
      world.factory.connect(world.signers[OWNER]!).createSale(taxed, 1, DAY, e18(1000), 0n, MIN_PRICE, 0n, e18(1000), { value: BOND_FEE }),
      'FeeOnTransferNotSupported',
    );
  });
});

describe('BondSale.buyWithQuote', () => {
  it('sells against a valid signed quote in BNB and records the buyer', async () => {
    const { sale, saleAddress, saleId } = await createSale(world, { currency: 0, maxTokens: e18(1000) });
    const { quote, signature } = await quoteFor(sale, BUYER, e18(100), { pricePerToken: e18('0.0012'), paymentAmount: e18('0.12') });
    const buyerBefore = await balanceOf(world.addresses[BUYER]!);
    const receipt = await mined(saleAs(saleAddress, BUYER).buyWithQuote(quote, signature, { value: quote.paymentAmount }));
    const [event] = eventsOf(receipt, sale.interface, 'Purchased');
    expect(event!.args.toArray()).toEqual([world.addresses[BUYER], e18(100), e18('0.12'), e18('0.0012'), quote.nonce, e18(100)]);
    const gas = receipt.gasUsed * receipt.gasPrice;
    expect(buyerBefore - (await balanceOf(world.addresses[BUYER]!))).toBe(e18('0.12') + gas);
    expect(await balanceOf(saleAddress)).toBe(e18('0.12'));
    expect(await sale.soldTokens()).toBe(e18(100));
    expect(await sale.totalProceeds()).toBe(e18('0.12'));
    expect(await sale.buyersCount()).toBe(1n);
    expect(await sale.usedNonces(quote.nonce)).toBe(true);
    expect(await sale.purchaseCount(world.addresses[BUYER]!)).toBe(1n);
    expect(obj(await sale.getBuyerInfo(world.addresses[BUYER]!))).toEqual({ amount: e18(100), claimed: 0n, claimable: 0n });
    expect(await world.factory.getUserSaleIdsInRange(world.addresses[BUYER]!, 0, 100)).toEqual([saleId]);
    expect(obj(await world.factory.getUserSaleInfo(world.addresses[BUYER]!, saleId))).toEqual({ purchased: e18(100), claimable: 0n });
    // A second purchase adds up without counting the buyer twice.
    await buy(sale, BUYER, e18(50));
    expect(await sale.buyersCount()).toBe(1n);
    expect(await world.factory.getUserSaleIdsInRange(world.addresses[BUYER]!, 0, 100)).toEqual([saleId]);
    expect((await sale.getBuyerInfo(world.addresses[BUYER]!)).amount).toBe(e18(150));
    await buy(sale, BUYER2, e18(10));
    expect(await sale.buyersCount()).toBe(2n);
    expect((await world.factory.getSaleByIndex(0)).buyersCount).toBe(2n);
  });

  it('sells in USDT and USD1, pulling the payment approved to the sale', async () => {
    for (const [currency, payment] of [[1, world.usdt], [2, world.usd1]] as const) {
      const { sale, saleAddress } = await createSale(world, { currency });
      const before = await payment.balanceOf(world.addresses[BUYER]!);
      const receipt = await buy(sale, BUYER, e18(200));
      const [event] = eventsOf(receipt, sale.interface, 'Purchased');
      const paid = event!.args.paymentAmount as bigint;
      expect(paid).toBe(e18('0.2'));
      expect(before - (await payment.balanceOf(world.addresses[BUYER]!))).toBe(paid);
      expect(await payment.balanceOf(saleAddress)).toBe(paid);
    }
  });

  it('rounds the payment up in the seller favour and refuses a quote whose payment does not match', async () => {
    const { sale } = await createSale(world, { currency: 1 });
    const { quote: exact } = await quoteFor(sale, BUYER, 3n, { pricePerToken: e18('0.5') });
    expect(exact.paymentAmount).toBe(2n); // ceil(3 × 0.5)
    const { quote, signature } = await quoteFor(sale, BUYER, 3n, { pricePerToken: e18('0.5'), paymentAmount: 1n });
    await expectRevert(saleAs(await sale.getAddress(), BUYER).buyWithQuote(quote, signature), 'PaymentMismatch');
  });

  it('refuses every quote that does not fit', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0, maxTokens: e18(1000) });
    const other = await createSale(world, { currency: 0, maxTokens: e18(1000) });
    const buyerSale = saleAs(saleAddress, BUYER);
    const send = (q: QuoteValue, signature: string, value = q.paymentAmount) => buyerSale.buyWithQuote(q, signature, { value });
    const base = { buyer: world.addresses[BUYER]!, saleAddress, currency: 0, tokenAmount: e18(10) };

    // expired
    const expired = await makeQuote({ ...base, deadline: (await latestTime()) + 10n });
    await mineAt((await latestTime()) + 11n);
    await expectRevert(send(expired, await sign(expired)), 'QuoteExpired');
    // reused nonce
    const first = await makeQuote(base);
    await mined(send(first, await sign(first)));
    const again = await makeQuote({ ...base, nonce: first.nonce });
    await expectRevert(send(again, await sign(again)), 'NonceAlreadyUsed');
    // quote for another buyer
    const forOther = await makeQuote({ ...base, buyer: world.addresses[BUYER2]! });
    await expectRevert(send(forOther, await sign(forOther)), 'WrongBuyer');
    // quote for another sale (named in the quote, or only in the signed domain)
    const otherSale = await makeQuote({ ...base, saleAddress: other.saleAddress });
    await expectRevert(send(otherSale, await sign(otherSale)), 'WrongSale');
    const otherDomain = await makeQuote(base);
    await expectRevert(send(otherDomain, await sign(otherDomain, { domainSale: other.saleAddress })), 'InvalidSigner');
    // another currency, another discount
    const usdtQuote = await makeQuote({ ...base, currency: 1 });
    await expectRevert(send(usdtQuote, await sign(usdtQuote)), 'WrongCurrency');
    const discount = await makeQuote({ ...base, discountBps: 501n });
    await expectRevert(send(discount, await sign(discount)), 'WrongDiscount');
    // signed for another chain (BSC) or by someone else
    const bsc = await makeQuote(base);
    await expectRevert(send(bsc, await sign(bsc, { chainId: 56n })), 'InvalidSigner');
    const stranger = await makeQuote(base);
    await expectRevert(send(stranger, await sign(stranger, { signer: Wallet.createRandom() })), 'InvalidSigner');
    // a signature for different content
    const tampered = await makeQuote(base);
    const tamperedSig = await sign(tampered);
    await expectRevert(send({ ...tampered, priceSource: 'other' }, tamperedSig), 'InvalidSigner');
    await expectRevert(send(tampered, '0x1234'), 'ECDSAInvalidSignatureLength', [2n]);
    // more than one quote may buy (a tenth of the 1000 cap)
    const pastCap = await makeQuote({ ...base, tokenAmount: e18(101) });
    await expectRevert(send(pastCap, await sign(pastCap)), 'ExceedsQuoteCap', [e18(101), e18(100)]);
    // below the owner's minimum price
    const cheap = await makeQuote({ ...base, pricePerToken: MIN_PRICE - 1n });
    await expectRevert(send(cheap, await sign(cheap)), 'PriceBelowMinimum', [MIN_PRICE - 1n, MIN_PRICE]);
    const zero = await makeQuote({ ...base, tokenAmount: 0n });
    await expectRevert(send(zero, await sign(zero)), 'ZeroAmount');
    // BNB must match exactly: neither less nor more
    const exact = await makeQuote(base);
    const exactSig = await sign(exact);
    await expectRevert(send(exact, exactSig, exact.paymentAmount - 1n), 'IncorrectPayment', [exact.paymentAmount, exact.paymentAmount - 1n]);
    await expectRevert(send(exact, exactSig, exact.paymentAmount + 1n), 'IncorrectPayment', [exact.paymentAmount, exact.paymentAmount + 1n]);
    // nothing of the failed attempts stuck: the exact quote still buys, and the nonce is then spent
    await mined(send(exact, exactSig));
    expect(await sale.soldTokens()).toBe(e18(20));
    await expectRevert(send(exact, exactSig), 'NonceAlreadyUsed');
  });

  it('refuses BNB on a token sale and an unapproved token payment', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 1 });
    const { quote, signature } = await quoteFor(sale, BUYER, e18(10));
    await expectRevert(saleAs(saleAddress, BUYER).buyWithQuote(quote, signature, { value: 1n }), 'IncorrectPayment', [0n, 1n]);
    await expectRevert(saleAs(saleAddress, BUYER).buyWithQuote(quote, signature), 'ERC20InsufficientAllowance');
  });

  it('refuses a fee-on-transfer payment token', async () => {
    const deployer = world.signers[0]!;
    const taxed = await deploy('TaxedERC20', deployer, 50n);
    const factoryAddress = await deploy('BondFactory', deployer, taxed, world.usd1Address, world.wbnbAddress, (await import('./helpers')).quoteSigner.address, world.addresses[0], 0n);
    const { BondFactory__factory } = await import('../../typechain-types');
    const taxedWorld = { ...world, factory: BondFactory__factory.connect(factoryAddress, deployer), factoryAddress };
    const { sale, saleAddress } = await createSale(taxedWorld, { currency: 1 });
    const taxedToken = MockERC20__factory.connect(taxed, world.signers[BUYER]!);
    await mined(taxedToken.mint(world.addresses[BUYER]!, e18(1000)));
    await mined(taxedToken.approve(saleAddress, e18(1000)));
    const { quote, signature } = await quoteFor(sale, BUYER, e18(10));
    await expectRevert(saleAs(saleAddress, BUYER).buyWithQuote(quote, signature), 'FeeOnTransferNotSupported');
  });

  it('accepts the new signer only, once the factory owner change has taken effect', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0 });
    const newSigner = Wallet.createRandom();
    await mined(world.factory.proposeQuoteSigner(newSigner.address));
    await increaseTime(2n * DAY);
    const old = await makeQuote({ buyer: world.addresses[BUYER]!, saleAddress, currency: 0, tokenAmount: e18(1) });
    await expectRevert(saleAs(saleAddress, BUYER).buyWithQuote(old, await sign(old), { value: old.paymentAmount }), 'InvalidSigner');
    await mined(saleAs(saleAddress, BUYER).buyWithQuote(old, await sign(old, { signer: newSigner }), { value: old.paymentAmount }));
    expect(await sale.soldTokens()).toBe(e18(1));
  });

  it('refuses purchases once the sale has ended: end time, ended early, sold out', async () => {
    const timed = await createSale(world, { currency: 0 });
    const early = await createSale(world, { currency: 0 });
    const soldOut = await createSale(world, { currency: 0, maxTokens: e18(5) });
    for (let i = 0; i < 10; i++) await buy(soldOut.sale, BUYER, e18('0.5')); // one quote buys at most a tenth
    expect(await soldOut.sale.hasEnded()).toBe(true);
    await expectRevert(buy(soldOut.sale, BUYER2, 1n), 'SaleEnded');

    await mined(early.sale.endEarly());
    expect(await early.sale.endedEarly()).toBe(true);
    await expectRevert(buy(early.sale, BUYER, e18(1)), 'SaleEnded');

    const endTime = await timed.sale.endTime();
    await mineAt(endTime - 2n);
    expect(await timed.sale.hasEnded()).toBe(false);
    await buy(timed.sale, BUYER, e18(1)); // mined at endTime - 1
    await mineAt(endTime);
    expect(await timed.sale.hasEnded()).toBe(true);
    await expectRevert(buy(timed.sale, BUYER, e18(1)), 'SaleEnded');
  });

  it('limits a buyer to 100 purchases per sale', async () => {
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(1000) });
    for (let i = 0; i < 100; i++) await buy(sale, BUYER, 1n);
    await expectRevert(buy(sale, BUYER, 1n), 'TooManyPurchases');
    await buy(sale, BUYER2, 1n);
  });
});

describe('BondFactory forwarders', () => {
  it('buyWithBNB and buyWithUSDT buy for the caller', async () => {
    const bnb = await createSale(world, { currency: 0 });
    const usdt = await createSale(world, { currency: 1 });
    const asBuyer = world.factory.connect(world.signers[BUYER]!);
    const q1 = await quoteFor(bnb.sale, BUYER, e18(10));
    await mined(asBuyer.buyWithBNB(bnb.saleId, q1.quote, q1.signature, { value: q1.quote.paymentAmount }));
    const q2 = await quoteFor(usdt.sale, BUYER, e18(20));
    await mined(world.usdt.connect(world.signers[BUYER]!).approve(usdt.saleAddress, q2.quote.paymentAmount));
    await mined(asBuyer.buyWithUSDT(usdt.saleId, q2.quote, q2.signature));
    expect((await bnb.sale.getBuyerInfo(world.addresses[BUYER]!)).amount).toBe(e18(10));
    expect((await usdt.sale.getBuyerInfo(world.addresses[BUYER]!)).amount).toBe(e18(20));
    expect(await world.factory.getUserSaleIdsInRange(world.addresses[BUYER]!, 0, 100)).toEqual([1n, 2n]);
    expect(await world.factory.getUserSaleIdsInRange(world.addresses[BUYER]!, 1, 2)).toEqual([2n]);
    expect(await world.factory.getUserSaleIdsInRange(world.addresses[BUYER2]!, 0, 2)).toEqual([]);
    // A quote for someone else cannot be used through the factory either.
    const q3 = await quoteFor(bnb.sale, BUYER2, e18(1));
    await expectRevert(asBuyer.buyWithBNB(bnb.saleId, q3.quote, q3.signature, { value: q3.quote.paymentAmount }), 'WrongBuyer');
    await expectRevert(asBuyer.buyWithBNB(99n, q1.quote, q1.signature), 'UnknownSale', [99n]);
  });

  it('claim and sellerWithdraw act for the caller', async () => {
    const { sale, saleId } = await createSale(world, { currency: 0, vesting: 10n * DAY });
    await buy(sale, BUYER, e18(100));
    await increaseTime(10n * DAY);
    const asBuyer = world.factory.connect(world.signers[BUYER]!);
    await mined(asBuyer.claim(saleId));
    expect(await world.token.balanceOf(world.addresses[BUYER]!)).toBe(e18(1_000_100));
    await expectRevert(asBuyer.claim(saleId), 'NothingToClaim');

    await mined(sale.endEarly());
    await expectRevert(world.factory.connect(world.signers[STRANGER]!).sellerWithdraw(saleId), 'NotProjectOwner');
    const before = await balanceOf(world.addresses[OWNER]!);
    const receipt = await mined(world.factory.connect(world.signers[OWNER]!).sellerWithdraw(saleId));
    expect((await balanceOf(world.addresses[OWNER]!)) - before + receipt.gasUsed * receipt.gasPrice).toBe(e18('0.099'));
    expect(await sale.proceedsWithdrawn()).toBe(true);
  });

  it('keeps the factory-only entry points and the buyer registry closed to others', async () => {
    const { sale } = await createSale(world, { currency: 0 });
    const { quote, signature } = await quoteFor(sale, BUYER, e18(1));
    const asStranger = saleAs(await sale.getAddress(), STRANGER);
    await expectRevert(asStranger.buyWithQuoteFor(world.addresses[BUYER]!, quote, signature, { value: quote.paymentAmount }), 'NotFactory');
    await expectRevert(asStranger.claimFor(world.addresses[BUYER]!), 'NotFactory');
    await expectRevert(asStranger.withdrawProceedsFor(world.addresses[OWNER]!, world.addresses[STRANGER]!), 'NotFactory');
  });
});

describe('vesting and claims', () => {
  it('vests each purchase linearly from its own time; a later purchase never delays an earlier one', async () => {
    const V = 40n * DAY; // the second purchase at V/2 falls inside the 30-day sale
    const { sale, saleAddress } = await createSale(world, { currency: 0, vesting: V });
    const buyer = world.addresses[BUYER]!;
    const t0 = (await latestTime()) + 10n;
    await setNextTime(t0);
    await buy(sale, BUYER, e18(1000));
    await mineAt(t0 + V / 4n);
    expect(await sale.vestedAmount(buyer)).toBe(e18(250));
    expect(await sale.claimable(buyer)).toBe(e18(250));

    await setNextTime(t0 + V / 2n);
    await buy(sale, BUYER, e18(400), { deadline: t0 + V }); // second purchase half way through the first
    expect(await sale.vestedAmount(buyer)).toBe(e18(500));

    await setNextTime(t0 + V / 2n + 10n);
    const receipt = await mined(saleAs(saleAddress, BUYER).claim());
    const claimed = e18(1000) * (V / 2n + 10n) / V + e18(400) * 10n / V;
    expect(eventsOf(receipt, sale.interface, 'Claimed')[0]!.args.toArray()).toEqual([buyer, claimed]);
    expect(arr(await sale.getBuyerInfo(buyer))).toEqual([e18(1400), claimed, 0n]);

    await mineAt(t0 + V);
    expect(await sale.vestedAmount(buyer)).toBe(e18(1000) + e18(200));
    await mineAt(t0 + V / 2n + V);
    expect(await sale.vestedAmount(buyer)).toBe(e18(1400));
    await mined(saleAs(saleAddress, BUYER).claim());
    expect(await world.token.balanceOf(buyer)).toBe(e18(1_001_400));
    expect(arr(await sale.getBuyerInfo(buyer))).toEqual([e18(1400), e18(1400), 0n]);
    await expectRevert(saleAs(saleAddress, BUYER).claim(), 'NothingToClaim');
    await mineAt(t0 + 10n * V);
    expect(await sale.claimable(buyer)).toBe(0n);
  });

  it('lets a non-buyer claim nothing, and keeps vesting running after the sale ends', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0, vesting: 60n * DAY });
    await expectRevert(saleAs(saleAddress, STRANGER).claim(), 'NothingToClaim');
    await buy(sale, BUYER, e18(600));
    await mined(sale.endEarly());
    await increaseTime(30n * DAY);
    const claimable = await sale.claimable(world.addresses[BUYER]!);
    expect(claimable).toBeGreaterThanOrEqual(e18(300));
    expect(claimable).toBeLessThan(e18(301));
  });
});

describe('end of sale and withdrawals', () => {
  it('withdraws proceeds once after the end, less 1 %, which the fee recipient gets separately (BNB)', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0 });
    const owner = world.addresses[OWNER]!;
    await buy(sale, BUYER, e18(1000)); // 1 BNB
    await expectRevert(sale.withdrawProceeds(owner), 'SaleNotEnded');
    await expectRevert(saleAs(saleAddress, STRANGER).withdrawProceeds(world.addresses[STRANGER]!), 'NotProjectOwner');
    await expectRevert(sale.withdrawPlatformFee(), 'SaleNotEnded');
    await increaseTime(30n * DAY);
    expect(await sale.hasEnded()).toBe(true);
    const feeBefore = await balanceOf(world.addresses[0]!);
    const ownerBefore = await balanceOf(owner);
    const receipt = await mined(sale.withdrawProceeds(owner));
    expect(eventsOf(receipt, sale.interface, 'ProceedsWithdrawn')[0]!.args.toArray()).toEqual([owner, owner, e18('0.99')]);
    expect((await balanceOf(owner)) - ownerBefore + receipt.gasUsed * receipt.gasPrice).toBe(e18('0.99'));
    expect(await balanceOf(saleAddress)).toBe(e18('0.01'));
    await mined(saleAs(saleAddress, STRANGER).withdrawPlatformFee());
    expect((await balanceOf(world.addresses[0]!)) - feeBefore).toBe(e18('0.01'));
    expect(await balanceOf(saleAddress)).toBe(0n);
    expect(await sale.proceedsWithdrawn()).toBe(true);
    await expectRevert(sale.withdrawProceeds(owner), 'ProceedsAlreadyWithdrawn');
    await expectRevert(sale.withdrawPlatformFee(), 'NothingToWithdraw');
  });

  it('pays token proceeds to the owner and the fee recipient the factory names at withdrawal', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 1 });
    await buy(sale, BUYER, e18(1000));
    await buy(sale, BUYER, e18(1000));
    await buy(sale, BUYER, e18(1000)); // 3 USDT in all
    await mined(world.factory.setFeeRecipient(world.addresses[8]!));
    await mined(sale.endEarly());
    const ownerBefore = await world.usdt.balanceOf(world.addresses[OWNER]!);
    const feeBefore = await world.usdt.balanceOf(world.addresses[8]!);
    await mined(sale.withdrawProceeds(world.addresses[OWNER]!));
    await mined(sale.withdrawPlatformFee());
    expect((await world.usdt.balanceOf(world.addresses[OWNER]!)) - ownerBefore).toBe(e18('2.97'));
    expect((await world.usdt.balanceOf(world.addresses[8]!)) - feeBefore).toBe(e18('0.03'));
    expect(await world.usdt.balanceOf(saleAddress)).toBe(0n);
  });

  it('withdraws unsold tokens after the end and leaves what buyers are owed', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0, maxTokens: e18(1000), vesting: 10n * DAY });
    for (let i = 0; i < 3; i++) await buy(sale, BUYER, e18(100));
    const recipient = world.addresses[7]!;
    await expectRevert(sale.withdrawUnsoldTokens(recipient), 'SaleNotEnded');
    await mined(sale.endEarly());
    await expectRevert(saleAs(saleAddress, STRANGER).withdrawUnsoldTokens(recipient), 'NotProjectOwner');
    await expectRevert(sale.withdrawUnsoldTokens(ZeroAddress), 'ZeroAddress');
    const before = await world.token.balanceOf(recipient);
    const receipt = await mined(sale.withdrawUnsoldTokens(recipient));
    expect(eventsOf(receipt, sale.interface, 'UnsoldTokensWithdrawn')[0]!.args.toArray()).toEqual([recipient, e18(700), 0n]);
    expect(await sale.unsoldTokens()).toBe(0n);
    expect(await sale.unsoldPaid()).toBe(e18(700));
    expect((await world.token.balanceOf(recipient)) - before).toBe(e18(700));
    expect(await world.token.balanceOf(saleAddress)).toBe(e18(300));
    await expectRevert(sale.withdrawUnsoldTokens(recipient), 'NothingToWithdraw');
    await increaseTime(10n * DAY);
    await mined(saleAs(saleAddress, BUYER).claim());
    expect(await world.token.balanceOf(saleAddress)).toBe(0n);
  });

  it('ends early only by the owner and only once', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0 });
    await expectRevert(saleAs(saleAddress, STRANGER).endEarly(), 'NotProjectOwner');
    const receipt = await mined(sale.endEarly());
    expect(eventsOf(receipt, sale.interface, 'SaleEndedEarly')[0]!.args.toArray()).toEqual([world.addresses[OWNER]]);
    expect((await world.factory.getSaleByIndex(0)).endedEarly).toBe(true);
    await expectRevert(sale.endEarly(), 'SaleEnded');
  });

  it('emergency withdraw ends a live sale at once and returns only unsold tokens', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 1, maxTokens: e18(1000), vesting: DAY });
    for (const amount of [100, 100, 50]) await buy(sale, BUYER, e18(amount));
    const recipient = world.addresses[6]!;
    await expectRevert(saleAs(saleAddress, STRANGER).emergencyWithdraw(recipient), 'NotProjectOwner');
    await expectRevert(sale.emergencyWithdraw(ZeroAddress), 'ZeroAddress');
    const receipt = await mined(sale.emergencyWithdraw(recipient));
    expect(eventsOf(receipt, sale.interface, 'EmergencyWithdrawn')[0]!.args.toArray()).toEqual([recipient, e18(750), 0n]);
    expect(eventsOf(receipt, sale.interface, 'SaleEndedEarly')).toHaveLength(1);
    expect(await sale.hasEnded()).toBe(true);
    expect(await sale.endedEarly()).toBe(true);
    expect(await world.token.balanceOf(recipient)).toBe(e18(1_000_750));
    await expectRevert(sale.emergencyWithdraw(recipient), 'NothingToWithdraw');
    await increaseTime(DAY);
    await mined(saleAs(saleAddress, BUYER).claim());
    expect(await world.token.balanceOf(world.addresses[BUYER]!)).toBe(e18(1_000_250));
    // Proceeds are untouched by the emergency withdraw and still go to the owner.
    await mined(sale.withdrawProceeds(world.addresses[OWNER]!));
  });

  it('emergency withdraw on an ended sale returns the unsold rest without a second end event', async () => {
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(100) });
    await increaseTime(31n * DAY);
    const receipt = await mined(sale.emergencyWithdraw(world.addresses[OWNER]!));
    expect(eventsOf(receipt, sale.interface, 'SaleEndedEarly')).toHaveLength(0);
    expect(await sale.endedEarly()).toBe(false);
  });
});

describe('BondFactory platform owner', () => {
  it('sets signer, fee recipient, fee and sale duration; strangers cannot', async () => {
    const asStranger = world.factory.connect(world.signers[STRANGER]!);
    const stranger = world.addresses[STRANGER]!;
    await expectRevert(asStranger.proposeQuoteSigner(stranger), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.cancelQuoteSigner(), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.setFeeRecipient(stranger), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.setSaleCreationFee(0n), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.setSaleDuration(DAY), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.withdrawFees(stranger), 'OwnableUnauthorizedAccount', [stranger]);
    await expectRevert(asStranger.transferOwnership(stranger), 'OwnableUnauthorizedAccount', [stranger]);

    await expectRevert(world.factory.proposeQuoteSigner(ZeroAddress), 'ZeroAddress');
    await expectRevert(world.factory.setFeeRecipient(ZeroAddress), 'ZeroAddress');
    await expectRevert(world.factory.setSaleDuration(0n), 'InvalidSaleDuration');
    await expectRevert(world.factory.setSaleDuration(366n * DAY), 'InvalidSaleDuration');

    let receipt = await mined(world.factory.proposeQuoteSigner(stranger));
    const activatesAt = (await latestTime()) + 2n * DAY;
    expect(eventsOf(receipt, world.factory.interface, 'QuoteSignerProposed')[0]!.args.toArray()).toEqual([stranger, activatesAt]);
    expect(await world.factory.pendingQuoteSigner()).toBe(stranger);
    expect(await world.factory.quoteSignerActivatesAt()).toBe(activatesAt);
    expect(await world.factory.quoteSigner()).toBe((await import('./helpers')).quoteSigner.address);
    await mineAt(activatesAt);
    expect(await world.factory.quoteSigner()).toBe(stranger);
    receipt = await mined(world.factory.setFeeRecipient(stranger));
    expect(eventsOf(receipt, world.factory.interface, 'FeeRecipientUpdated')).toHaveLength(1);
    expect(await world.factory.feeRecipient()).toBe(stranger);
    receipt = await mined(world.factory.setSaleCreationFee(e18('0.005')));
    expect(eventsOf(receipt, world.factory.interface, 'SaleCreationFeeUpdated')[0]!.args.toArray()).toEqual([BOND_FEE, e18('0.005')]);
    expect(await world.factory.saleCreationFee()).toBe(e18('0.005'));
    expect(await world.factory.saleDuration()).toBe(30n * DAY);
    receipt = await mined(world.factory.setSaleDuration(7n * DAY));
    expect(await world.factory.saleDuration()).toBe(7n * DAY);
    expect(eventsOf(receipt, world.factory.interface, 'SaleDurationUpdated')[0]!.args.toArray()).toEqual([30n * DAY, 7n * DAY]);
    const { sale } = await createSale(world);
    expect((await sale.endTime()) - (await sale.startTime())).toBe(7n * DAY);
    expect(await world.factory.usdt()).toBe(world.usdtAddress);
    expect(await world.factory.usd1()).toBe(world.usd1Address);
  });

  it('withdraws collected creation fees to a recipient', async () => {
    await expectRevert(world.factory.withdrawFees(world.addresses[7]!), 'NothingToWithdraw');
    await createSale(world);
    await createSale(world);
    await expectRevert(world.factory.withdrawFees(ZeroAddress), 'ZeroAddress');
    const before = await balanceOf(world.addresses[7]!);
    const receipt = await mined(world.factory.withdrawFees(world.addresses[7]!));
    expect(eventsOf(receipt, world.factory.interface, 'FeesWithdrawn')[0]!.args.toArray()).toEqual([world.addresses[7], 2n * BOND_FEE]);
    expect((await balanceOf(world.addresses[7]!)) - before).toBe(2n * BOND_FEE);
    expect(await balanceOf(world.factoryAddress)).toBe(0n);
  });

  it('refuses zero addresses at construction', async () => {
    const { signers, addresses } = await getChain();
    const { usdtAddress, usd1Address, wbnbAddress } = world;
    await expectRevert(deploy('BondFactory', signers[0]!, ZeroAddress, usd1Address, wbnbAddress, addresses[9], addresses[0], 0n), 'ZeroAddress');
    await expectRevert(deploy('BondFactory', signers[0]!, usdtAddress, usd1Address, ZeroAddress, addresses[9], addresses[0], 0n), 'ZeroAddress');
    await expectRevert(deploy('BondFactory', signers[0]!, usdtAddress, usd1Address, wbnbAddress, ZeroAddress, addresses[0], 0n), 'ZeroAddress');
  });
});
