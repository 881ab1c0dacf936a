/**
 * Bond prices and signed quotes against the shared dev chain: prices recomputed here from the
 * pairs' reserves, quotes accepted by BondSale.buyWithQuote, and every kind of bad input refused.
 * (Dumps, pumps and instances without history: signedPrices.test.ts.)
 */
import { getAddress, Wallet, verifyTypedData } from 'ethers';
import {
  BondFactory__factory,
  BondSale__factory,
  ERC20__factory,
  UniswapV2Factory__factory,
  UniswapV2Pair__factory,
} from '../../typechain-types';
import { api, wrongChecksum, deployment, expectApiError, latestTimestamp, provider, revert, signer, snapshot, TRADER, CREATOR, GUARDIAN } from './helpers';

const d = deployment();
const { wbnb: WBNB, usdt: USDT, usd1: USD1, uniswapV2Factory: FACTORY, bondFactory: BOND_FACTORY } = d.contracts;
const SALLY = d.testTokens!.sally;
const SCHM = d.testTokens!.schm;
const E18 = 10n ** 18n;
const NOBODY = Wallet.createRandom().address;

const QUOTE_TYPES = {
  Quote: [
    { name: 'buyer', type: 'address' },
    { name: 'saleAddress', type: 'address' },
    { name: 'currency', type: 'uint8' },
    { name: 'tokenAmount', type: 'uint256' },
    { name: 'paymentAmount', type: 'uint256' },
    { name: 'pricePerToken', type: 'uint256' },
    { name: 'discountBps', type: 'uint256' },
    { name: 'priceSource', type: 'string' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
};

/** Reserves of `base` and `quote` in their pair. */
async function reserves(base: string, quote: string): Promise<{ base: bigint; quote: bigint }> {
  const pairAddress = await UniswapV2Factory__factory.connect(FACTORY, provider()).getPair(base, quote);
  const pair = UniswapV2Pair__factory.connect(pairAddress, provider());
  const [r0, r1] = await pair.getReserves();
  const baseIs0 = (await pair.token0()).toLowerCase() === base.toLowerCase();
  return baseIs0 ? { base: r0, quote: r1 } : { base: r1, quote: r0 };
}

/** Spot price of one whole token along `path`, in base units of the last token, rounded down. */
async function spotPrice(path: string[]): Promise<bigint> {
  let num = E18;
  let den = 1n;
  for (let i = 0; i + 1 < path.length; i++) {
    const r = await reserves(path[i], path[i + 1]);
    num *= r.quote;
    den *= r.base;
  }
  return num / den;
}

const discounted = (price: bigint, bps: bigint) => (price * (10_000n - bps)) / 10_000n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

let snap: string;
beforeAll(async () => {
  snap = await snapshot();
});
afterAll(async () => {
  await revert(snap);
});

describe('GET /sales/{id}/price', () => {
  const basis = '(twap-30m|spot \\(within 2% of the 30-minute TWAP\\))';
  it.each([
    ['sale 1 (SALLY in BNB, 5 %)', 1, [SALLY, WBNB], 500n, 'SALLY>WBNB'],
    ['sale 2 (SCHM in USDT, 10 %)', 2, [SCHM, USDT], 1000n, 'SCHM>USDT'],
    // the USD1/USDT hop is priced by the V3 pool's own oracle: far deeper than the V2 pair, same 1:1 price
    ['sale 3 (SALLY in USD1 via WBNB and USDT, 7.5 %)', 3, [SALLY, WBNB, USDT, USD1], 750n, 'SALLY>WBNB>USDT>USD1 \\(V3 0.01%\\)'],
  ])('%s is the discounted market price: nothing traded since the seed, so the 30-minute average is the spot price', async (_label, id, path, bps, route) => {
    const res = await api(`/sales/${id}/price`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tokenDecimals: 18,
      pricePerToken: discounted(await spotPrice(path), bps).toString(),
      priceSource: expect.stringMatching(new RegExp(`^${basis} via ${route}$`)),
      discountBps: bps.toString(),
    });
  });

  it.each([
    ['a sale whose token has no pool', '/sales/4/price', 400, /liquidity/],
    ['a sale that does not exist', '/sales/999/price', 404, /does not exist/],
    ['sale 0', '/sales/0/price', 400, /1 or more/],
    ['a non-numeric id', '/sales/abc/price', 400, /id/],
    ['a negative id', '/sales/-1/price', 400, /id/],
  ])('refuses %s', async (_label, path, status, message) => {
    expect(expectApiError(await api(path), status)).toMatch(message);
  });
});

describe('GET /sales/{id}/quote', () => {
  const trader = () => signer(TRADER);

  async function quote(id: number, tokenAmount: bigint, buyer = trader().address) {
    const res = await api(`/sales/${id}/quote?buyer=${buyer}&tokenAmount=${tokenAmount}`);
    expect(res.status).toBe(200);
    return res.body as { quote: Record<string, string>; signature: string; tokenDecimals: number };
  }

  it('signs the EIP-712 quote of DESIGN.md section 3 with the factory’s quote signer', async () => {
    const tokenAmount = 1234n * E18 + 1n;
    const before = await latestTimestamp();
    const { quote: q, signature, tokenDecimals } = await quote(1, tokenAmount, getAddress(trader().address));
    const sale = await BondFactory__factory.connect(BOND_FACTORY, provider()).getSaleByIndex(0);
    const price = await api('/sales/1/price');
    expect(tokenDecimals).toBe(18);
    expect(q).toEqual({
      buyer: trader().address.toLowerCase(),
      saleAddress: sale.saleAddress.toLowerCase(),
      currency: '0',
      tokenAmount: tokenAmount.toString(),
      paymentAmount: ceilDiv(tokenAmount * BigInt(price.body.pricePerToken), E18).toString(),
      pricePerToken: price.body.pricePerToken,
      discountBps: '500',
      priceSource: price.body.priceSource,
      deadline: expect.stringMatching(/^[0-9]+$/),
      nonce: expect.stringMatching(/^[0-9]+$/),
    });
    const deadline = Number(q.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 60);
    expect(deadline).toBeLessThanOrEqual(Math.max(before, Math.floor(Date.now() / 1000)) + 61);
    const domain = { name: 'BondSale', version: '1', chainId: 31337, verifyingContract: q.saleAddress };
    expect(verifyTypedData(domain, QUOTE_TYPES, q, signature).toLowerCase()).toBe(d.quoteSigner.toLowerCase());
    const again = await quote(1, tokenAmount);
    expect(again.quote.nonce).not.toBe(q.nonce);
  });

  it('a BNB quote is accepted by buyWithQuote', async () => {
    const { quote: q, signature } = await quote(1, 500n * E18);
    const sale = BondSale__factory.connect(q.saleAddress, trader());
    const sold = await sale.soldTokens();
    const receipt = await (await sale.buyWithQuote(q as never, signature, { value: BigInt(q.paymentAmount) })).wait();
    expect(receipt?.status).toBe(1);
    expect(await sale.soldTokens()).toBe(sold + 500n * E18);
    expect(await sale.usedNonces(q.nonce)).toBe(true);
  });

  it.each([
    ['USDT', 2, USDT],
    ['USD1', 3, USD1],
  ])('a %s quote is accepted by buyWithQuote after approving the sale', async (_label, id, currency) => {
    const { quote: q, signature } = await quote(id, 321n * E18);
    await (await ERC20__factory.connect(currency, trader()).approve(q.saleAddress, BigInt(q.paymentAmount))).wait();
    const token = ERC20__factory.connect(currency, provider());
    const paid = await token.balanceOf(trader().address);
    const sale = BondSale__factory.connect(q.saleAddress, trader());
    await (await sale.buyWithQuote(q as never, signature)).wait();
    expect(paid - (await token.balanceOf(trader().address))).toBe(BigInt(q.paymentAmount));
    expect((await sale.getBuyerInfo(trader().address)).amount).toBeGreaterThanOrEqual(321n * E18);
  });

  it('a quote for another buyer is refused by the sale', async () => {
    const { quote: q, signature } = await quote(1, E18, NOBODY);
    const sale = BondSale__factory.connect(q.saleAddress, trader());
    await expect(sale.buyWithQuote(q as never, signature, { value: BigInt(q.paymentAmount) })).rejects.toThrow();
  });

  it('refuses amounts past the remaining cap and past what one purchase may buy', async () => {
    const sale = await BondFactory__factory.connect(BOND_FACTORY, provider()).getSaleByIndex(1);
    const remaining = sale.hardCap - sale.soldTokens;
    expect(expectApiError(await api(`/sales/2/quote?buyer=${NOBODY}&tokenAmount=${remaining + 1n}`), 400)).toMatch(/exceeds the tokens left/);
    // the purchases above may have spent part of this hour's budget: the most one quote may buy is the lower of the two
    await quote(2, sale.hourlyBudgetLeft < sale.maxPerQuote ? sale.hourlyBudgetLeft : sale.maxPerQuote);
    expect(expectApiError(await api(`/sales/2/quote?buyer=${NOBODY}&tokenAmount=${sale.maxPerQuote + 1n}`), 400)).toMatch(
      /most one purchase may buy in this sale \(5000000000000000000000 base units\)/,
    );
  });

  it('quotes at the owner\'s minimum price when the discounted market price is below it, and keeps the per-buyer cap', async () => {
    const creator = signer(CREATOR);
    const factory = BondFactory__factory.connect(BOND_FACTORY, creator);
    await (await ERC20__factory.connect(SALLY, creator).approve(BOND_FACTORY, 1000n * E18)).wait();
    const minPrice = E18 / 100n; // 0.01 BNB per SALLY, about 8× the market
    await (await factory.createSale(SALLY, 0, 86_400, 1000n * E18, 500, minPrice, 30n * E18, 100n * E18, { value: await factory.saleCreationFee() })).wait();
    const id = Number(await factory.totalSales());
    const price = await api(`/sales/${id}/price`);
    expect(price.body.pricePerToken).toBe(minPrice.toString());
    expect(price.body.priceSource).toMatch(/^minimum price \(market (spot|twap-30m).* via SALLY>WBNB\)$/);
    const { quote: q, signature } = await quote(id, 20n * E18);
    expect(q.pricePerToken).toBe(minPrice.toString());
    const sale = BondSale__factory.connect(q.saleAddress, trader());
    await (await sale.buyWithQuote(q as never, signature, { value: BigInt(q.paymentAmount) })).wait();
    expect(expectApiError(await api(`/sales/${id}/quote?buyer=${trader().address}&tokenAmount=${10n * E18 + 1n}`), 400)).toMatch(
      /one buyer may still buy in this sale \(10000000000000000000 base units\)/,
    );
    await quote(id, 10n * E18);
  });

  it('refuses an amount past what the sale may still sell this hour, as the sale would', async () => {
    const creator = signer(CREATOR);
    const factory = BondFactory__factory.connect(BOND_FACTORY, creator);
    await (await ERC20__factory.connect(SALLY, creator).approve(BOND_FACTORY, 1000n * E18)).wait();
    await (await factory.createSale(SALLY, 0, 86_400, 1000n * E18, 500, 1n, 0n, 100n * E18, { value: await factory.saleCreationFee() })).wait();
    const id = Number(await factory.totalSales());
    const { quote: q, signature } = await quote(id, 60n * E18);
    await (await BondSale__factory.connect(q.saleAddress, trader()).buyWithQuote(q as never, signature, { value: BigInt(q.paymentAmount) })).wait();
    expect(expectApiError(await api(`/sales/${id}/quote?buyer=${trader().address}&tokenAmount=${40n * E18 + 1n}`), 400)).toMatch(
      /may still sell this hour \(40000000000000000000 base units\)/,
    );
    await quote(id, 40n * E18);
  });

  it('signs nothing while the guardian pauses buying or after it revokes the signer, and says why in a 503', async () => {
    const inner = await snapshot();
    try {
      const factory = BondFactory__factory.connect(BOND_FACTORY, signer(GUARDIAN));
      expect(await factory.guardian()).toBe(signer(GUARDIAN).address);
      await quote(1, E18);
      const refusal = async () => {
        const response = await api(`/sales/1/quote?buyer=${trader().address}&tokenAmount=${E18}`);
        expect(response.status).toBe(503);
        return response;
      };

      await (await factory.revokeQuoteSigner()).wait();
      expect((await refusal()).body.message).toBe(
        'The platform revoked its quote signer: purchases resume 2 days after it proposes a new one.',
      );

      await (await factory.pauseQuotes()).wait();
      const paused = await refusal();
      expect(paused.body.message).toBe('Purchases are paused by the platform: no quote is signed until it resumes them.');
      expect(paused.headers.get('retry-after')).toBe('300');
      // the price stays on show: only signing stops
      expect((await api('/sales/1/price')).status).toBe(200);

      await (await BondFactory__factory.connect(BOND_FACTORY, signer(0)).unpauseQuotes()).wait();
      expect((await refusal()).body.message).toMatch(
        /^Purchases are paused by the platform until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
      );
    } finally {
      await revert(inner);
    }
    await quote(1, E18);
  });

  const qp = (id: number | string, buyer: string, amount: string) => `/sales/${id}/quote?buyer=${buyer}&tokenAmount=${amount}`;
  it.each([
    ['an ended sale', qp(5, NOBODY, '1'), 400, /ended/],
    ['a sold-out sale', qp(6, NOBODY, '1'), 400, /sold out|ended/],
    ['a token without liquidity', qp(4, NOBODY, E18.toString()), 400, /liquidity/],
    ['a missing sale', qp(999, NOBODY, '1'), 404, /does not exist/],
    ['a malformed buyer', qp(1, '0x1234', '1'), 400, /buyer/],
    ['a wrong-checksum buyer', qp(1, wrongChecksum(NOBODY), '1'), 400, /checksum/],
    ['a missing buyer', '/sales/1/quote?tokenAmount=1', 400, /buyer/],
    ['a missing amount', `/sales/1/quote?buyer=${NOBODY}`, 400, /tokenAmount/],
    ['a zero amount', qp(1, NOBODY, '0'), 400, /greater than zero/],
    ['a negative amount', qp(1, NOBODY, '-5'), 400, /tokenAmount/],
    ['a fractional amount', qp(1, NOBODY, '2.5'), 400, /tokenAmount/],
    ['an 80-digit amount', qp(1, NOBODY, '7'.repeat(80)), 400, /tokenAmount/],
  ])('refuses %s', async (_label, path, status, message) => {
    expect(expectApiError(await api(path), status)).toMatch(message);
  });
});
