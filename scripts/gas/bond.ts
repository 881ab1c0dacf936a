/**
 * Gas of the bond user operations in warm state: the factory already holds sales, the sale already has
 * buyers and proceeds, and the claiming buyer has claimed before, as on a live market.
 */
import { MaxUint256, Wallet, parseEther } from 'ethers';
import { BondFactory__factory, BondSale__factory, MockERC20__factory, type BondSale } from '../../typechain-types';
import { devAccountKey, QUOTE_SIGNER_INDEX } from '../deploySeed';
import { paymentFor, signQuote, type QuoteValue } from '../quote';
import { gasHarness, row } from './harness';
import type { GasRow } from './types';

const DAY = 86_400;
const PRICE = { bnb: parseEther('0.001'), usdt: parseEther('0.6') };

export async function measureBondGas(): Promise<GasRow[]> {
  const h = await gasHarness();
  const [deployer, owner, buyer, firstBuyer] = [h.signers[0]!, h.signers[1]!, h.signers[3]!, h.signers[4]!];
  const quoteSigner = new Wallet(devAccountKey(QUOTE_SIGNER_INDEX));
  const usdt = await h.deploy('MockERC20', 'Tether USD', 'USDT', 18);
  const usd1 = await h.deploy('MockERC20', 'World Liberty Financial USD', 'USD1', 18);
  const wbnb = await h.deploy('MockERC20', 'Wrapped BNB', 'WBNB', 18);
  const token = await h.deploy('MockERC20', 'Sally', 'SALLY', 18);
  const fee = parseEther('0.002');
  const factoryAddress = await h.deploy('BondFactory', usdt, usd1, wbnb, quoteSigner.address, await deployer.getAddress(), fee);
  for (const address of [usdt, token]) {
    for (const signer of [owner, buyer, firstBuyer]) {
      await (await MockERC20__factory.connect(address, deployer).mint(await signer.getAddress(), parseEther('1000000'))).wait();
    }
  }
  const factory = BondFactory__factory.connect(factoryAddress, owner);
  await (await MockERC20__factory.connect(token, owner).approve(factoryAddress, MaxUint256)).wait();
  const createSale = async (currency: number, minPrice: bigint) => {
    const maxTokens = parseEther('100000');
    const gas = await h.gasOf(
      factory.createSale(token, currency, 30 * DAY, maxTokens, 500, minPrice / 2n, 0, await factory.defaultHourlyBudget(maxTokens), { value: fee }),
    );
    return { gas, sale: BondSale__factory.connect(await factory.getSaleAddress(await factory.totalSales()), owner) };
  };
  const bnbSale = (await createSale(0, PRICE.bnb)).sale;
  const { gas: createGas, sale: usdtSale } = await createSale(1, PRICE.usdt);

  let nonce = 1n;
  const buy = async (sale: BondSale, who: typeof buyer, currency: number, pricePerToken: bigint) => {
    const tokenAmount = parseEther('1000');
    const quote: QuoteValue = {
      buyer: await who.getAddress(),
      saleAddress: await sale.getAddress(),
      currency,
      tokenAmount,
      pricePerToken,
      paymentAmount: paymentFor(tokenAmount, pricePerToken, 18),
      discountBps: 500n,
      priceSource: 'gas-report',
      deadline: (await h.latest()) + 600n,
      nonce: nonce++,
    };
    const signature = await signQuote(quoteSigner, 31337n, quote);
    if (currency !== 0) {
      // An exact approval, as the app asks for: the sale spends it to zero.
      await (await MockERC20__factory.connect(usdt, who).approve(await sale.getAddress(), quote.paymentAmount)).wait();
    }
    return h.gasOf(sale.connect(who).buyWithQuote(quote, signature, { value: currency === 0 ? quote.paymentAmount : 0n }));
  };
  // Warm state: each sale already has a buyer and proceeds.
  await buy(bnbSale, firstBuyer, 0, PRICE.bnb);
  await buy(usdtSale, firstBuyer, 1, PRICE.usdt);
  const newBuyerBnb = await buy(bnbSale, buyer, 0, PRICE.bnb);
  const newBuyerUsdt = await buy(usdtSale, buyer, 1, PRICE.usdt);
  await buy(bnbSale, buyer, 0, PRICE.bnb);
  await h.time(10 * DAY);
  await h.gasOf(bnbSale.connect(buyer).claim());
  await h.time(10 * DAY);
  const claimWarm = await h.gasOf(bnbSale.connect(buyer).claim());
  // Once a buyer's first purchase has fully vested, a claim reads every purchase and records itself in the
  // sale's claim total (what shares a shortfall): the last claims of a position cost more.
  await h.time(20 * DAY);
  await h.gasOf(bnbSale.connect(firstBuyer).claim()); // another buyer's recorded claim: the sale's total is warm
  const claimVested = await h.gasOf(bnbSale.connect(buyer).claim());

  return [
    row('bond claim, warm (2 purchases vesting)', claimWarm, 48_000n, 'OZ VestingWallet 48.4k'),
    row('bond claim, vested (2 purchases, records it)', claimVested, 70_000n, '—'),
    row('buyWithQuote, new buyer (BNB)', newBuyerBnb, 150_000n, '—'),
    row('buyWithQuote, new buyer (USDT)', newBuyerUsdt, 150_000n, '—'),
    row('createSale', createGas, 400_000n, '—'),
  ];
}
