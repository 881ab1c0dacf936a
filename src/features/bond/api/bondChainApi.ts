import type { TagScope } from '../../../shared/api/tagScopes';
import { chainApi, chainQuery, chainTags } from '../../../shared/chain/chainApi';
import './bondContracts';
import { config } from '../../../config';
import { bondProductApi } from './bondProductApi';
import {
  readBuyerInfo,
  readOwnerSaleIds,
  readOwnerSales,
  readQuotesPaused,
  readSale,
  readSaleCreationFee,
  readSaleDuration,
  readSalesByIds,
  readSalesPage,
  readUserBonds,
  readUserBondsByIds,
  readUserSaleIds,
} from './bondReads';
import type { SaleAddressHints } from './bondReads';
import type { BondSale, BuyerInfo, SalesPage, SalesRead, UserBond, UserBondsRead } from './types';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/**
 * Chain endpoints of the bond section (buyer and owner sides share them). Tags:
 * `{Sale, id}` per sale and `{Sale, 'LIST'}` for lists; `{BuyerInfo, 'sale:buyer'}` and
 * `{BuyerInfo, buyer}` for positions; `{SaleOwner, owner}` for an owner's sales.
 */
export interface BuyerInfoArg {
  saleId: string;
  saleAddress: string;
  buyer: string;
}

const lower = (address: string) => address.toLowerCase();

/** Sales by id, with the index's address hints when the ids came from it (one round instead of two). */
export interface SalesByIdsArg {
  ids: string[];
  hints?: SaleAddressHints;
}

/** The ids of a page's sales, in page order: the argument of its cards' `saleSummaries` query. */
export function saleIdsOf(page: SalesPage): string[] {
  return page.sales.map((sale) => sale.saleId);
}

declare module '../../../shared/chain/chainApi' {
  interface ChainTags {
    Sale: TagScope;
    BuyerInfo: TagScope;
    SaleOwner: TagScope;
  }
}

chainTags.add({ Sale: 'chain', BuyerInfo: 'account', SaleOwner: 'account' });

export const bondChainApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** page `page` (default 0) of `config.lists.pageSize` sales, in id order */
    bondSales: build.query<SalesPage, { page?: number } | void>({
      queryFn: chainQuery(
        (arg, client) => readSalesPage(client, (arg && arg.page) || 0, config.lists.pageSize),
        'Failed to load bonds',
      ),
      keepUnusedDataFor: config.cache.keepUnusedDataFor,
      // The cards' prices and logos are asked for as soon as the page's sales are known, in one
      // request, rather than once the page has rendered them (MarketPage asks with the same ids).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const page = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (page?.sales.length) dispatch(bondProductApi.util.prefetch('saleSummaries', saleIdsOf(page), {}));
      },
      providesTags: (result) => [
        { type: 'Sale', id: 'LIST' },
        ...(result?.sales ?? []).map((s) => ({ type: 'Sale' as const, id: s.saleId })),
      ],
    }),
    /**
     * The sales of these ids as the chain has them, in the order given: the cards of a list whose
     * ids the event index chose. Unknown ids are left out.
     */
    bondSalesByIds: build.query<SalesRead, SalesByIdsArg>({
      queryFn: chainQuery(({ ids, hints }, client) => readSalesByIds(client, ids, hints), 'Failed to load bonds'),
      keepUnusedDataFor: config.cache.keepUnusedDataFor,
      providesTags: (result, _error, { ids }) => [
        { type: 'Sale', id: 'LIST' },
        ...(result?.sales.map((s) => s.saleId) ?? ids).map((id) => ({ type: 'Sale' as const, id })),
      ],
    }),
    /** one sale by id; null when no sale has that id */
    bondSale: build.query<BondSale | null, string>({
      queryFn: chainQuery((saleId, client) => readSale(client, saleId), 'Failed to load the bond'),
      providesTags: (_result, _error, saleId) => [{ type: 'Sale', id: saleId }],
    }),
    /** ids of the sales `user` bought in */
    userBondSaleIds: build.query<string[], string>({
      queryFn: chainQuery((user, client) => readUserSaleIds(client, user), 'Failed to load your bonds'),
      providesTags: (_result, _error, user) => [{ type: 'BuyerInfo', id: lower(user) }],
    }),
    /** the sales `user` bought in, each with the user's position */
    userBonds: build.query<UserBond[], string>({
      queryFn: chainQuery((user, client) => readUserBonds(client, user), 'Failed to load your bonds'),
      providesTags: (result, _error, user) => [
        { type: 'BuyerInfo', id: lower(user) },
        { type: 'Sale', id: 'LIST' },
        ...(result ?? []).map((b) => ({ type: 'Sale' as const, id: b.sale.saleId })),
      ],
    }),
    /** the wallet's bonds in the sales of these ids, in that order: a page whose ids the event index chose */
    userBondsByIds: build.query<UserBondsRead, SalesByIdsArg & { user: string }>({
      queryFn: chainQuery(({ user, ids, hints }, client) => readUserBondsByIds(client, user, ids, hints), 'Failed to load your bonds'),
      keepUnusedDataFor: config.cache.keepUnusedDataFor,
      providesTags: (result, _error, { user, ids }) => [
        { type: 'BuyerInfo', id: lower(user) },
        ...(result?.bonds.map((b) => b.sale.saleId) ?? ids).map((id) => ({ type: 'Sale' as const, id })),
      ],
    }),
    /** `getBuyerInfo(buyer)` of one sale */
    bondBuyerInfo: build.query<BuyerInfo, BuyerInfoArg>({
      queryFn: chainQuery(({ saleAddress, buyer }, client) => readBuyerInfo(client, saleAddress, buyer), 'Failed to load your position'),
      providesTags: (_result, _error, { saleId, buyer }) => [
        { type: 'BuyerInfo', id: `${saleId}:${lower(buyer)}` },
        { type: 'BuyerInfo', id: lower(buyer) },
      ],
    }),
    /** ids of the sales `owner` created */
    ownerBondSaleIds: build.query<string[], string>({
      queryFn: chainQuery((owner, client) => readOwnerSaleIds(client, owner), 'Failed to load your bonds'),
      providesTags: (_result, _error, owner) => [{ type: 'SaleOwner', id: lower(owner) }],
    }),
    /** the sales `owner` created, with their status reads */
    ownerBondSales: build.query<BondSale[], string>({
      queryFn: chainQuery((owner, client) => readOwnerSales(client, owner), 'Failed to load your bonds'),
      providesTags: (result, _error, owner) => [
        { type: 'SaleOwner', id: lower(owner) },
        { type: 'Sale', id: 'LIST' },
        ...(result ?? []).map((s) => ({ type: 'Sale' as const, id: s.saleId })),
      ],
    }),
    /** whether the platform paused buying with quotes on every sale */
    bondQuotesPaused: build.query<boolean, void>({
      queryFn: chainQuery((_arg, client) => readQuotesPaused(client), 'Failed to read whether buying is paused'),
      providesTags: [{ type: 'Sale', id: 'PAUSED' }],
    }),
    /** the factory's sale creation fee in wei */
    bondCreationFee: build.query<string, void>({
      queryFn: chainQuery((_arg, client) => readSaleCreationFee(client), 'Failed to read the creation fee'),
      providesTags: [{ type: 'Sale', id: 'FEE' }],
    }),
    /** how long a sale created now runs, in seconds */
    bondSaleDuration: build.query<number, void>({
      queryFn: chainQuery((_arg, client) => readSaleDuration(client), 'Failed to read the sale length'),
      providesTags: [{ type: 'Sale', id: 'FEE' }],
    }),
  }),
});

export const {
  useBondSalesQuery,
  useBondSalesByIdsQuery,
  useBondSaleQuery,
  useUserBondSaleIdsQuery,
  useUserBondsQuery,
  useUserBondsByIdsQuery,
  useBondBuyerInfoQuery,
  useOwnerBondSaleIdsQuery,
  useOwnerBondSalesQuery,
  useBondCreationFeeQuery,
  useBondSaleDurationQuery,
  useBondQuotesPausedQuery,
} = recoveringQueryHooks(bondChainApi);

/**
 * Tags a confirmed buy invalidates: the sale (sold, buyers), lists, the buyer's positions,
 * balances and allowances of the buyer.
 */
export function tagsAfterBuy(saleId: string, buyer: string, paymentToken: string | null) {
  return [
    { type: 'Sale' as const, id: saleId },
    { type: 'Sale' as const, id: 'LIST' },
    { type: 'BuyerInfo' as const, id: `${saleId}:${lower(buyer)}` },
    { type: 'BuyerInfo' as const, id: lower(buyer) },
    { type: 'Balance' as const, id: lower(buyer) },
    ...(paymentToken ? [{ type: 'Allowance' as const, id: lower(paymentToken) }] : []),
  ];
}

/** Tags a confirmed claim invalidates. */
export function tagsAfterClaim(saleId: string, buyer: string) {
  return [
    { type: 'BuyerInfo' as const, id: `${saleId}:${lower(buyer)}` },
    { type: 'BuyerInfo' as const, id: lower(buyer) },
    { type: 'Balance' as const, id: lower(buyer) },
  ];
}
