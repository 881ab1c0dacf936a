import {
  BondFactory__factory,
  type BondFactory,
} from '../../typechain-types';
import type { SaleInfoStructOutput } from '../../typechain-types/BondFactory';
import type { BlockRef } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { ApiError, badRequest, notFound } from '../lib/errors';
import {
  applyDiscount,
  currentCumulative,
  maxRatio,
  compareRatio,
  mulRatio,
  pricePerWholeToken,
  twapRatio,
  type Ratio,
} from '../lib/priceMath';
import { StorageUnavailableError, type Storage } from '../storage';
import { choosePriceRoute, pairKey, priceRoutePairs, routeSpot, type Liquidity, type PairState, type PriceRoute } from '../swap/liquidity';
import type { TokenRegistry } from '../swap/tokens';

/** The TWAP window of DESIGN.md section 4. */
export const TWAP_WINDOW_SECONDS = 30 * 60;
/** A new observation is stored at most this often per pair (chain time). */
const OBSERVATION_SPACING_SECONDS = 30;
/**
 * Instances sharing one database read the chain through different nodes, which may lag each
 * other by a few blocks; a newer observation within this much is theirs, not a rewound chain.
 */
const PEER_LAG_TOLERANCE_SECONDS = 30;

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
  /**
   * Set when the TWAP could not be read (the database is unavailable): the price is then the
   * spot price alone, fine to show but not to sign (see {@link BondPricing.quotePrice}).
   */
  twapUnavailable?: string;
}

interface MarketPrice {
  price: Ratio;
  source: string;
  twapUnavailable?: string;
}

interface Observed {
  pair: PairState;
  /** cumulative price of the hop's base token in its quote token, brought up to the block */
  cumulativeNow: bigint;
}

/**
 * Bond prices: the market price of the sale token in the sale's currency is the higher of the
 * spot price and the 30-minute TWAP along the token's best route, so a buyer cannot dump the
 * token, take a cheap quote and buy back. Observations of the pairs' cumulative prices are
 * kept in storage; until one is 30 minutes old, the spot price is used and priceSource says so.
 *
 * Observations are written off the request path (a background write per priced pair, plus the
 * scheduled {@link sample}), so a read-only or unreachable database never fails a price read.
 */
export class BondPricing {
  private readonly factory: BondFactory;
  /** pair keys priced recently, sampled by {@link sample} so the TWAP history keeps growing */
  private readonly watched = new Map<string, number>();
  /** background observation writes in flight, by pair address (one at a time per pair) */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    private readonly chain: ChainContext,
    private readonly tokens: TokenRegistry,
    private readonly liquidity: Liquidity,
    private readonly storage: Storage,
    /** told about observation writes that failed in the background */
    private readonly onObservationError: (error: unknown) => void = () => undefined,
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

  async price(block: BlockRef, id: bigint): Promise<SalePrice> {
    const sale = await this.sale(block, id);
    const tokenDecimals = (await this.tokens.get(block, sale.token)).decimals;
    const market = await this.chain.cache.get(block, `market:${sale.token}:${sale.currency}`, () =>
      this.marketPrice(block, sale.token, this.currencyToken(sale.currency)),
    );
    const discounted = applyDiscount(pricePerWholeToken(market.price, tokenDecimals), sale.discountBps);
    if (discounted === 0n) throw badRequest('Insufficient liquidity: the token price rounds to zero in the sale currency');
    const twapUnavailable = market.twapUnavailable;
    // Like a minimum bond price: below the owner's floor the sale sells at the floor, never cheaper.
    if (discounted < sale.minPricePerToken) {
      return { sale, tokenDecimals, pricePerToken: sale.minPricePerToken, priceSource: `minimum price (market ${market.source})`, twapUnavailable };
    }
    return { sale, tokenDecimals, pricePerToken: discounted, priceSource: market.source, twapUnavailable };
  }

  /**
   * The price a quote may be signed at. The guard's rule is price = max(spot, TWAP): when the
   * TWAP cannot be read, spot alone may be far below it right after a dump (the attack the
   * guard exists for), so no quote is signed then; a 503 names the cause instead. A TWAP that
   * is unknown because no history exists yet is another matter: nobody can have a TWAP then, and
   * spot is the documented price (DESIGN.md section 4).
   */
  async quotePrice(block: BlockRef, id: bigint): Promise<SalePrice> {
    const price = await this.price(block, id);
    if (price.twapUnavailable) {
      throw new ApiError(
        503,
        `No quote can be signed while the 30-minute average price cannot be read (${price.twapUnavailable.toLowerCase()}); please try again shortly.`,
      );
    }
    return price;
  }

  /** Tokens `buyer` has bought in sale `id` so far (for the per-buyer cap). */
  async bought(block: BlockRef, id: bigint, buyer: string): Promise<bigint> {
    const [purchased] = await this.chain.guard(() => this.factory.getUserSaleInfo(buyer, id, { blockTag: block.number }));
    return purchased;
  }

  /** max(spot, TWAP) of `token` in base units of `quote` per base unit, with its description. */
  private async marketPrice(block: BlockRef, token: string, quote: string): Promise<MarketPrice> {
    if (token === quote) return { price: { num: 1n, den: 1n }, source: 'par' };
    const via = [this.liquidity.wbnb, this.liquidity.usdt];
    const pairs = await this.liquidity.pairs(block, priceRoutePairs(token, quote, via));
    const route = choosePriceRoute(pairs, token, quote, via);
    if (!route) {
      const [t, q] = await Promise.all([this.tokens.get(block, token), this.tokens.get(block, quote)]);
      throw badRequest(`Insufficient liquidity: no pool prices ${t.symbol} in ${q.symbol}`);
    }
    const spot = routeSpot(route);
    const observed = route.pairs.map((pair, i) => this.observe(pair, route.path[i], block));
    for (const o of observed) this.recordInBackground(o.pair, block);
    const label = await this.routeLabel(block, route);
    let twap: Ratio | null;
    try {
      twap = await this.twap(route, observed, block);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      return { price: spot, source: `spot (30-minute TWAP unavailable) via ${label}`, twapUnavailable: error.reason };
    }
    if (!twap) return { price: spot, source: `spot (no 30-minute TWAP history yet) via ${label}` };
    const price = maxRatio(spot, twap);
    return { price, source: `${compareRatio(twap, spot) >= 0 ? 'twap-30m' : 'spot'} via ${label}` };
  }

  private observe(pair: PairState, base: string, block: BlockRef): Observed {
    const baseIs0 = pair.token0 === base;
    const cumulativeNow = currentCumulative(
      baseIs0 ? pair.price0CumulativeLast : pair.price1CumulativeLast,
      baseIs0 ? pair.reserve0 : pair.reserve1,
      baseIs0 ? pair.reserve1 : pair.reserve0,
      pair.blockTimestampLast,
      block.timestamp,
    );
    return { pair, cumulativeNow };
  }

  /** The route's TWAP over at least the window, or null while any hop lacks that much history. */
  private async twap(route: PriceRoute, observed: Observed[], block: BlockRef): Promise<Ratio | null> {
    let result: Ratio = { num: 1n, den: 1n };
    for (let i = 0; i < observed.length; i++) {
      const { pair, cumulativeNow } = observed[i];
      const then = await this.storage.observationAtOrBefore(this.chain.chainId, pair.address, block.timestamp - TWAP_WINDOW_SECONDS);
      if (!then) return null;
      const baseIs0 = pair.token0 === route.path[i];
      const cumulativeThen = baseIs0 ? then.price0Cumulative : then.price1Cumulative;
      // A cumulative price only grows (modulo 2^256, which takes far longer than any chain has
      // run); one that shrank comes from another history.
      if (cumulativeNow < cumulativeThen) return null;
      result = mulRatio(result, twapRatio(cumulativeNow, cumulativeThen, block.timestamp - then.timestamp));
    }
    return result;
  }

  /** {@link record} without making the caller wait or fail; one write per pair at a time. */
  private recordInBackground(pair: PairState, block: BlockRef): void {
    if (this.writing.has(pair.address)) return;
    const write = this.record(pair, block)
      .catch(this.onObservationError)
      .finally(() => this.writing.delete(pair.address));
    this.writing.set(pair.address, write);
  }

  /** Resolves once the background observation writes started so far are done (close, tests). */
  async settled(): Promise<void> {
    await Promise.all(this.writing.values());
  }

  /** Stores the pair's cumulative prices at this block (at most one per spacing interval). */
  private async record(pair: PairState, block: BlockRef): Promise<void> {
    this.watched.set(pairKey(pair.token0, pair.token1), Date.now());
    let latest = await this.storage.latestObservation(this.chain.chainId, pair.address);
    if (latest && latest.timestamp > block.timestamp) {
      // Another instance whose node is a block or two ahead wrote this: ours will catch up.
      if (latest.timestamp - block.timestamp <= PEER_LAG_TOLERANCE_SECONDS) return;
      // Chain time went backwards (a dev-chain revert, or a node following another fork): those
      // observations belong to a history that no longer exists and would make the TWAP meaningless.
      await this.storage.discardObservationsAfter(this.chain.chainId, pair.address, block.timestamp);
      latest = await this.storage.latestObservation(this.chain.chainId, pair.address);
    }
    if (latest && block.timestamp - latest.timestamp < OBSERVATION_SPACING_SECONDS) return;
    const price0 = currentCumulative(pair.price0CumulativeLast, pair.reserve0, pair.reserve1, pair.blockTimestampLast, block.timestamp);
    const price1 = currentCumulative(pair.price1CumulativeLast, pair.reserve1, pair.reserve0, pair.blockTimestampLast, block.timestamp);
    await this.storage.recordObservation({
      chainId: this.chain.chainId,
      pair: pair.address,
      timestamp: block.timestamp,
      price0Cumulative: price0,
      price1Cumulative: price1,
    });
  }

  private async routeLabel(block: BlockRef, route: PriceRoute): Promise<string> {
    const symbols = await Promise.all(route.path.map(async (address) => (await this.tokens.get(block, address)).symbol));
    return symbols.join('>');
  }

  /**
   * Records observations of every pair a sale is priced through (all sales on the first run,
   * then those priced in the last day), so a TWAP is ready before the first buyer asks.
   */
  async sample(maxSales = 500): Promise<void> {
    const block = await this.chain.latestBlock();
    const total = await this.totalSales(block);
    const count = total < BigInt(maxSales) ? total : BigInt(maxSales);
    if (count > 0n) {
      const sales = await this.chain.guard(() => this.factory.getSalesInRange(0n, count, { blockTag: block.number }));
      const via = [this.liquidity.wbnb, this.liquidity.usdt];
      const wanted = sales
        .filter((s) => Number(s.currency) <= 2)
        .flatMap((s) => priceRoutePairs(s.token.toLowerCase(), this.currencyToken(Number(s.currency)), via));
      for (const [a, b] of wanted) if (!this.watched.has(pairKey(a, b))) this.watched.set(pairKey(a, b), Date.now());
    }
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    const keys = [...this.watched].filter(([, at]) => at >= dayAgo).map(([key]) => key.split('/') as [string, string]);
    const pairs = await this.liquidity.pairs(block, keys);
    for (const pair of pairs.values()) if (pair) await this.record(pair, block);
  }
}
