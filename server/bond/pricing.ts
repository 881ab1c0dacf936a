import { BondFactory__factory, type BondFactory } from '../../typechain-types';
import type { SaleInfoStructOutput } from '../../typechain-types/BondFactory';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { badRequest, notFound } from '../lib/errors';
import { applyDiscount, pricePerWholeToken } from '../lib/priceMath';
import type { TokenRegistry } from '../swap/tokens';
import type { MarketPricer } from './marketPrice';
import type { QuoteAuthority } from './quoteAuthority';

export interface Sale {
  saleId: bigint;
  saleAddress: string;
  token: string;
  currency: number;
  hardCap: bigint;
  soldTokens: bigint;
  discountBps: bigint;
  startTime: bigint;
  endTime: bigint;
  endedEarly: boolean;
  projectOwner: string;
  /** the owner's floor: no quote is signed below it (the sale would refuse it anyway) */
  minPricePerToken: bigint;
  /** most tokens one buyer may buy in total; 0 = no cap */
  maxPerBuyer: bigint;
  /** most tokens one quote may buy */
  maxPerQuote: bigint;
  /** most tokens a purchase may buy at this block without exceeding the sale's hourly budget */
  hourlyBudgetLeft: bigint;
}

export interface SalePrice {
  sale: Sale;
  tokenDecimals: number;
  /** discounted price of one whole token in base units of the payment currency */
  pricePerToken: bigint;
  priceSource: string;
}

/**
 * Bond sales as the API reads them, and the price a quote for one may be signed at: the market
 * price of ./marketPrice (never a price one block can move), discounted, never below the
 * owner's floor. The same price is shown (`/sales/{id}/price`) and signed (`/sales/{id}/quote`);
 * when none can be signed yet, both answer why ({@link PricingUnavailableError}).
 */
export class BondPricing {
  private readonly factory: BondFactory;

  constructor(
    private readonly chain: ChainContext,
    private readonly tokens: TokenRegistry,
    private readonly market: MarketPricer,
  ) {
    this.factory = BondFactory__factory.connect(chain.deployment.contracts.bondFactory, chain.provider);
  }

  currencyToken(currency: number): string {
    const { contracts } = this.chain.deployment;
    if (currency === 0) return contracts.wbnb.toLowerCase();
    if (currency === 1) return contracts.usdt.toLowerCase();
    if (currency === 2) return contracts.usd1.toLowerCase();
    throw badRequest(`The sale's currency ${currency} is not supported`);
  }

  /** How many sales exist at `block`: one node read per block, however many ids are asked about. */
  totalSales(block: BlockRef): Promise<bigint> {
    return this.chain.cache.get(block, 'sales:total', () => this.chain.guard(() => this.factory.totalSales({ blockTag: block.number })));
  }

  /**
   * The sale with 1-based id `id` at `block`; 404 when there is none. An id beyond the total is
   * refused before its own cache entry, so a request naming many made-up ids costs no node read each.
   */
  async sale(block: BlockRef, id: bigint): Promise<Sale> {
    if (id < 1n || id > (await this.totalSales(block))) throw notFound(`Sale ${id} does not exist`);
    return this.chain.cache.get(block, `sale:${id}`, async () => {
      const info: SaleInfoStructOutput = await this.chain.guard(() => this.factory.getSaleByIndex(id - 1n, { blockTag: block.number }));
      return {
        saleId: info.saleId,
        saleAddress: info.saleAddress.toLowerCase(),
        token: info.token.toLowerCase(),
        currency: Number(info.currency),
        hardCap: info.hardCap,
        soldTokens: info.soldTokens,
        discountBps: info.discount,
        startTime: info.startTime,
        endTime: info.endTime,
        endedEarly: info.endedEarly,
        projectOwner: info.projectOwner.toLowerCase(),
        minPricePerToken: info.minPricePerToken,
        maxPerBuyer: info.maxPerBuyer,
        maxPerQuote: info.maxPerQuote,
        hourlyBudgetLeft: info.hourlyBudgetLeft,
      };
    });
  }

  /** The sale's signable price per whole token; a PricingUnavailableError (503) while there is none. */
  async price(block: BlockRef, id: bigint): Promise<SalePrice> {
    const sale = await this.sale(block, id);
    const tokenDecimals = (await this.tokens.get(block, sale.token)).decimals;
    const market = await this.chain.cache.get(block, `market:${sale.token}:${sale.currency}`, () =>
      this.market.price(block, sale.token, this.currencyToken(sale.currency)),
    );
    const discounted = applyDiscount(pricePerWholeToken(market.price, tokenDecimals), sale.discountBps);
    if (discounted === 0n) throw badRequest('Insufficient liquidity: the token price rounds to zero in the sale currency');
    // Like a minimum bond price: below the owner's floor the sale sells at the floor, never cheaper.
    if (discounted < sale.minPricePerToken) {
      return { sale, tokenDecimals, pricePerToken: sale.minPricePerToken, priceSource: `minimum price (market ${market.source})` };
    }
    return { sale, tokenDecimals, pricePerToken: discounted, priceSource: market.source };
  }

  /** Whether the factory lets quotes be used at `block`: its signer, pause and pending signer. */
  quoteAuthority(block: BlockRef): Promise<QuoteAuthority> {
    return this.chain.cache.get(block, 'quoteAuthority', async () => {
      const at = { blockTag: block.number };
      const [signer, quotesResumeAt, pendingSigner, signerActivatesAt] = await this.chain.guard(() =>
        Promise.all([
          this.factory.quoteSigner(at),
          this.factory.quotesResumeAt(at),
          this.factory.pendingQuoteSigner(at),
          this.factory.quoteSignerActivatesAt(at),
        ]),
      );
      return { signer: signer.toLowerCase(), quotesResumeAt, pendingSigner: pendingSigner.toLowerCase(), signerActivatesAt };
    });
  }

  /** Tokens `buyer` has bought in sale `id` so far (for the per-buyer cap). */
  async bought(block: BlockRef, id: bigint, buyer: string): Promise<bigint> {
    const [purchased] = await this.chain.guard(() => this.factory.getUserSaleInfo(buyer, id, { blockTag: block.number }));
    return purchased;
  }
}
