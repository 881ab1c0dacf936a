/**
 * The attacks of the contracts review, each written as the attacker would try it, against v2:
 * each now reverts or leaves every buyer whole.
 */
import { Wallet, type BaseWallet } from 'ethers';
import { BondSale__factory, type BondSale } from '../../typechain-types';
import type { QuoteValue } from '../../scripts/quote';
import {
  DAY,
  MIN_PRICE,
  buyBond,
  balanceOf,
  createSale,
  deployBondWorld,
  e18,
  expectRevert,
  increaseTime,
  mined,
  revertTo,
  snapshot,
  type BondWorld,
} from './helpers';

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

const PLATFORM = 0;
const OWNER = 1;
const BUYER = 3;

const saleAs = (address: string, index: number): BondSale => BondSale__factory.connect(address, world.signers[index]!);

const buy = (sale: BondSale, buyer: number, tokenAmount: bigint, overrides: Partial<QuoteValue> = {}, signer?: BaseWallet) =>
  buyBond(world, sale, buyer, tokenAmount, overrides, signer);

describe('a sale paying its owner out of the buyers', () => {
  it('refuses a sale whose token is its payment token, or WBNB for BNB', async () => {
    const owner = world.factory.connect(world.signers[OWNER]!);
    await mined(world.usdt.connect(world.signers[OWNER]!).approve(world.factoryAddress, e18(1000)));
    const fee = await world.factory.saleCreationFee();
    await expectRevert(owner.createSale(world.usdtAddress, 1, DAY, e18(1000), 0n, MIN_PRICE, 0n, e18(1000), { value: fee }), 'SaleTokenIsPaymentToken');
    await expectRevert(owner.createSale(world.usd1Address, 2, DAY, e18(1000), 0n, MIN_PRICE, 0n, e18(1000), { value: fee }), 'SaleTokenIsPaymentToken');
    await expectRevert(owner.createSale(world.wbnbAddress, 0, DAY, e18(1000), 0n, MIN_PRICE, 0n, e18(1000), { value: fee }), 'SaleTokenIsWBNB');
  });

  it('withdrawUnsoldTokens + withdrawProceeds pay the owner only the unsold part and the net proceeds', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 1, maxTokens: e18(1000), vesting: DAY });
    for (let i = 0; i < 4; i++) await buy(sale, BUYER, e18(100));
    // a third party (or the owner) tops the sale up, hoping it counts as unsold
    await mined(world.token.connect(world.signers[OWNER]!).transfer(saleAddress, e18(50)));
    await mined(sale.endEarly());
    const owner = world.addresses[OWNER]!;
    const tokenBefore = await world.token.balanceOf(owner);
    const usdtBefore = await world.usdt.balanceOf(owner);
    await mined(sale.withdrawUnsoldTokens(owner));
    await mined(sale.withdrawProceeds(owner));
    await expectRevert(sale.withdrawUnsoldTokens(owner), 'NothingToWithdraw');
    await expectRevert(sale.emergencyWithdraw(owner), 'NothingToWithdraw');
    await expectRevert(sale.withdrawProceeds(owner), 'ProceedsAlreadyWithdrawn');
    await expectRevert(sale.sweepExcess(world.tokenAddress, owner), 'SaleTokenNotSweepable');
    expect((await world.token.balanceOf(owner)) - tokenBefore).toBe(e18(600));
    expect((await world.usdt.balanceOf(owner)) - usdtBefore).toBe(e18('0.396')); // 0.4 USDT less 1 %
    await increaseTime(DAY);
    const buyerBefore = await world.token.balanceOf(world.addresses[BUYER]!);
    await mined(saleAs(saleAddress, BUYER).claim());
    expect((await world.token.balanceOf(world.addresses[BUYER]!)) - buyerBefore).toBe(e18(400));
  });

  it('emergencyWithdraw during a live sale returns only the unsold tokens; buyers and proceeds stay whole', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0, maxTokens: e18(1000), vesting: DAY });
    await buy(sale, BUYER, e18(100));
    const owner = world.addresses[OWNER]!;
    const before = await world.token.balanceOf(owner);
    await mined(sale.emergencyWithdraw(owner));
    expect((await world.token.balanceOf(owner)) - before).toBe(e18(900));
    expect(await balanceOf(saleAddress)).toBe(e18('0.1'));
    await increaseTime(DAY);
    await mined(saleAs(saleAddress, BUYER).claim());
    expect(await world.token.balanceOf(saleAddress)).toBe(0n);
  });
});

describe('a leaked quote key or the platform owner', () => {
  it('cannot buy at price 0 or below the minimum price', async () => {
    const { sale } = await createSale(world, { currency: 0 });
    await expectRevert(buy(sale, BUYER, e18(100), { pricePerToken: 0n }), 'PriceBelowMinimum', [0n, MIN_PRICE]);
    await expectRevert(buy(sale, BUYER, e18(100), { pricePerToken: MIN_PRICE - 1n }), 'PriceBelowMinimum', [MIN_PRICE - 1n, MIN_PRICE]);
    await buy(sale, BUYER, e18(100), { pricePerToken: MIN_PRICE });
  });

  it('cannot buy the whole inventory in one quote, nor more than the per-buyer cap in several', async () => {
    const { sale } = await createSale(world, { currency: 0, maxTokens: e18(10_000), maxPerBuyer: e18(1500) });
    await expectRevert(buy(sale, BUYER, e18(10_000)), 'ExceedsQuoteCap', [e18(10_000), e18(1000)]);
    await buy(sale, BUYER, e18(1000));
    await expectRevert(buy(sale, BUYER, e18(501)), 'ExceedsBuyerCap', [e18(501), e18(500)]);
    await buy(sale, BUYER, e18(500));
  });

  it('cannot rotate the quote signer at once: the new key signs only after 2 days, the old one until then', async () => {
    const { sale } = await createSale(world, { currency: 0 });
    const attackerKey = Wallet.createRandom();
    await mined(world.factory.connect(world.signers[PLATFORM]!).proposeQuoteSigner(attackerKey.address));
    await expectRevert(buy(sale, BUYER, e18(10), {}, attackerKey), 'InvalidSigner');
    await buy(sale, BUYER, e18(10)); // the current signer's quotes keep working
    await increaseTime(2n * DAY - 10n);
    await expectRevert(buy(sale, BUYER, e18(10), {}, attackerKey), 'InvalidSigner');
    await increaseTime(10n);
    await buy(sale, BUYER, e18(10), {}, attackerKey);
    await expectRevert(buy(sale, BUYER, e18(10)), 'InvalidSigner');
  });
});

describe('lesser findings', () => {
  it('a fee recipient that rejects BNB does not block the owner\'s proceeds', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 0 });
    await buy(sale, BUYER, e18(1000)); // 1 BNB
    await mined(world.factory.setFeeRecipient(world.tokenAddress)); // a contract without receive()
    await mined(sale.endEarly());
    const owner = world.addresses[OWNER]!;
    const before = await balanceOf(owner);
    const receipt = await mined(sale.withdrawProceeds(owner));
    expect((await balanceOf(owner)) - before + receipt.gasUsed * receipt.gasPrice).toBe(e18('0.99'));
    await expectRevert(sale.withdrawPlatformFee(), 'BNBTransferFailed');
    await mined(world.factory.setFeeRecipient(world.addresses[PLATFORM]!));
    await mined(sale.withdrawPlatformFee());
    expect(await balanceOf(saleAddress)).toBe(0n);
  });

  it('ownership cannot be renounced and moves in two steps', async () => {
    await expectRevert(world.factory.renounceOwnership(), 'RenounceOwnershipDisabled');
    await mined(world.factory.transferOwnership(world.addresses[2]!));
    expect(await world.factory.owner()).toBe(world.addresses[PLATFORM]);
    await mined(world.factory.connect(world.signers[2]!).acceptOwnership());
    expect(await world.factory.owner()).toBe(world.addresses[2]);
  });

  it('tokens sent straight to a sale never count as unsold; a sweep takes only payment-side excess', async () => {
    const { sale, saleAddress } = await createSale(world, { currency: 1, maxTokens: e18(1000) });
    await buy(sale, BUYER, e18(100));
    await mined(world.token.connect(world.signers[2]!).transfer(saleAddress, e18(77)));
    await mined(world.usdt.connect(world.signers[2]!).transfer(saleAddress, e18(5)));
    expect(await sale.unsoldTokens()).toBe(e18(900));
    const owner = world.addresses[OWNER]!;
    await expectRevert(sale.sweepExcess(world.tokenAddress, owner), 'SaleTokenNotSweepable');
    const before = await world.usdt.balanceOf(owner);
    await mined(sale.sweepExcess(world.usdtAddress, owner));
    expect((await world.usdt.balanceOf(owner)) - before).toBe(e18(5));
    await expectRevert(sale.sweepExcess(world.usdtAddress, owner), 'NothingToWithdraw');
    expect(await world.usdt.balanceOf(saleAddress)).toBe(e18('0.1'));
    await mined(sale.endEarly());
    const tokenBefore = await world.token.balanceOf(owner);
    await mined(sale.withdrawUnsoldTokens(owner));
    expect((await world.token.balanceOf(owner)) - tokenBefore).toBe(e18(900));
  });

  it('the implementation itself refuses every write', async () => {
    const implementation = saleAs(await world.factory.saleImplementation(), BUYER);
    await expectRevert(implementation.claim(), 'NotClone');
    await expectRevert(implementation.endEarly(), 'NotClone');
  });
});
