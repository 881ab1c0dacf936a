import type { BondSale, SaleMetadata } from '../api/types';
import { demoListings, type DemoId } from '../../../shared/demo/demoTokens';
import { SECONDS_PER_DAY } from '../lib/saleRules';

/**
 * The two built-in demo bonds of SPEC section 3 (ids 998 and 999), shown first in the market
 * with an 'Example' badge while `config.demoEntries` is on (DESIGN.md section 5). Their prices are
 * in USD, so they are priced in USDT. Their tokens are the shared demo tokens (`shared/demo`).
 */
export const DEMO_SALE_IDS = ['998', '999'] as const;

export interface DemoBond {
  sale: BondSale;
  /** USD per token as shown: '0.75' */
  priceText: string;
  /** raw USDT (18 decimals) per whole token, for the same display path as live sales */
  pricePerToken: string;
  tokenName: string;
  tokenSymbol: string;
  logoPath: string;
  metadata: Omit<SaleMetadata, 'logoUrl' | 'logoMimeType' | 'updatedAt'>;
}

const TOKEN = 10n ** 18n;

interface DemoSeed {
  id: DemoId;
  price: string;
  pricePerToken: bigint;
  description: string;
  hardCap: bigint;
  sold: bigint;
  discountBps: number;
  buyers: number;
  daysLeft: number;
  vestingDays: number;
  /** fixed, recognisable placeholder address: never a real contract */
  sale: string;
}

const SEEDS: DemoSeed[] = [
  {
    id: 998,
    price: '0.75',
    pricePerToken: (75n * TOKEN) / 100n,
    description: 'Sally is a demo bond: it shows how a discounted, vesting token offering looks before real sales go live.',
    hardCap: 1_000_000n * TOKEN,
    sold: 412_500n * TOKEN,
    discountBps: 500,
    buyers: 128,
    daysLeft: 18,
    vestingDays: 90,
    sale: '0x0000000000000000000000000000000000009980',
  },
  {
    id: 999,
    price: '1.20',
    pricePerToken: (120n * TOKEN) / 100n,
    description: 'Schmeckle is a demo bond: browse it to see prices, progress and vesting; buying is disabled.',
    hardCap: 500_000n * TOKEN,
    sold: 96_000n * TOKEN,
    discountBps: 1000,
    buyers: 41,
    daysLeft: 25,
    vestingDays: 180,
    sale: '0x0000000000000000000000000000000000009990',
  },
];

/** The demo bonds as of `nowSeconds` (their end stays a fixed number of days ahead, so they always read as live). */
export function demoBonds(nowSeconds: number): DemoBond[] {
  return demoListings(SEEDS, nowSeconds, (seed, token, dayStart) => {
    return {
      sale: {
        saleId: String(seed.id),
        saleAddress: seed.sale,
        token: token.address,
        currency: 1,
        hardCap: seed.hardCap.toString(),
        soldTokens: seed.sold.toString(),
        discount: String(seed.discountBps),
        startTime: dayStart - 12 * SECONDS_PER_DAY,
        endTime: dayStart + seed.daysLeft * SECONDS_PER_DAY,
        vestingDuration: seed.vestingDays * SECONDS_PER_DAY,
        buyersCount: seed.buyers,
        endedEarly: false,
        projectOwner: '0x0000000000000000000000000000000000000000',
        minPricePerToken: (seed.pricePerToken / 2n).toString(),
        maxPerBuyer: '0',
        maxPerQuote: (seed.hardCap / 10n).toString(),
        hourlyBudget: (seed.hardCap / 10n).toString(),
        hourlyBudgetLeft: (seed.hardCap / 10n).toString(),
        hasEnded: false,
        proceedsWithdrawn: false,
        tokenName: token.name,
        tokenSymbol: token.symbol,
        tokenDecimals: 18,
      },
      priceText: seed.price,
      pricePerToken: seed.pricePerToken.toString(),
      tokenName: token.name,
      tokenSymbol: token.symbol,
      logoPath: token.logoPath,
      metadata: { description: seed.description, socials: {} },
    };
  });
}

export function isDemoSaleId(id: string): boolean {
  return (DEMO_SALE_IDS as readonly string[]).includes(id);
}

export function demoBond(id: string, nowSeconds: number): DemoBond | null {
  return demoBonds(nowSeconds).find((d) => d.sale.saleId === id) ?? null;
}
