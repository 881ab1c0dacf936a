/**
 * Bond data as it sits in the RTK Query caches: serializable, every uint256 amount a decimal
 * string, ids decimal strings, times unix seconds, addresses checksummed (SPEC section 3 "Bond
 * sale", "Buyer info", ARCHITECTURE.md "Shapes of ids, times and addresses").
 */

/** One sale as `BondFactory.getSalesInRange` returns it, plus the sale's own status reads. */
export interface BondSale {
  /** decimal string, as in the route */
  saleId: string;
  /** checksummed, like `token` and `projectOwner`: compare with `sameAddress` */
  saleAddress: string;
  token: string;
  /** 0 BNB, 1 USDT, 2 USD1 */
  currency: number;
  hardCap: string;
  soldTokens: string;
  /** basis points */
  discount: string;
  /** unix seconds of chain time */
  startTime: number;
  endTime: number;
  /** seconds */
  vestingDuration: number;
  buyersCount: number;
  endedEarly: boolean;
  projectOwner: string;
  /** payment base units per whole token: no purchase is priced below it (the owner may raise it) */
  minPricePerToken: string;
  /** raw tokens one buyer may buy in total; '0' = no cap */
  maxPerBuyer: string;
  /** raw tokens one purchase may buy */
  maxPerQuote: string;
  /** raw tokens quotes may buy in any 60 minutes */
  hourlyBudget: string;
  /** raw tokens a purchase may buy now without exceeding the hourly budget (as of the read) */
  hourlyBudgetLeft: string;
  /** the sale's `hasEnded()` by chain time */
  hasEnded: boolean;
  proceedsWithdrawn: boolean;
  /** the sale token's name, symbol and decimals, read in the same batch (null when the token does not answer) */
  tokenName: string | null;
  tokenSymbol: string | null;
  tokenDecimals: number | null;
}

/** `BondSale.getBuyerInfo(buyer)`. */
export interface BuyerInfo {
  amount: string;
  claimed: string;
  claimable: string;
}

/** A sale the wallet bought in, with its position (Your Bonds). */
export interface UserBond {
  sale: BondSale;
  /** `BondFactory.getUserSaleInfo(user, saleId)` */
  purchased: string;
  buyer: BuyerInfo;
}

/** `GET /sales/{id}/price` */
export interface SalePrice {
  tokenDecimals: number;
  /** base units of the payment currency for one whole token */
  pricePerToken: string;
  priceSource: string;
  discountBps: string;
}

/**
 * One card of the market, from `GET /sales/summaries?ids=`: the sale's price as `/sales/{id}/price`
 * answers it, or the 4xx that route would give (no liquidity, no such sale), and its logo's URL
 * (relative to the API base) when the owner uploaded one.
 */
export interface SaleSummary {
  saleId: string;
  price: SalePrice | null;
  priceError: { statusCode: number; message: string } | null;
  logoUrl: string | null;
}

/** The EIP-712 quote struct, every number a decimal string. */
export interface BondQuoteStruct {
  buyer: string;
  saleAddress: string;
  currency: string;
  tokenAmount: string;
  paymentAmount: string;
  pricePerToken: string;
  discountBps: string;
  priceSource: string;
  /** unix seconds of chain time */
  deadline: string;
  nonce: string;
}

/** `GET /sales/{id}/quote?buyer=&tokenAmount=` */
export interface SignedBondQuote {
  quote: BondQuoteStruct;
  signature: string;
  tokenDecimals: number;
}

export interface SaleSocials {
  website?: string;
  twitter?: string;
  telegram?: string;
  discord?: string;
}

/** `GET /sales/{id}/metadata`; `logoUrl` is relative to the API base. */
export interface SaleMetadata {
  description: string;
  socials: SaleSocials;
  logoMimeType: string;
  logoUrl: string;
  updatedAt: string;
}

/** Sales read by id, with the chain time of the read (unix seconds): a page's clock anchor. */
export interface SalesRead {
  sales: BondSale[];
  readAt: number;
}

/** A wallet's bonds read by sale id, with the chain time of the read. */
export interface UserBondsRead {
  bonds: UserBond[];
  readAt: number;
}

export interface SalesPage {
  total: number;
  sales: BondSale[];
}
