import { productApi, productTags, type ApiError } from '../../../shared/api/productApi';
import type { TagScope } from '../../../shared/api/tagScopes';
import { metadataTag } from '../../../shared/metadata/metadataTag';
import { config } from '../../../config';
import type { SaleMetadata, SalePrice, SaleSummary, SignedBondQuote } from './types';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/**
 * HTTP endpoints of the bond API (ARCHITECTURE.md "API shapes"). Metadata follows SPEC section 8:
 * a 404 means none, any other failure also reads as none once productApi's one retry is spent,
 * so a broken metadata service never hides a sale.
 */
export interface BondQuoteArg {
  saleId: string;
  buyer: string;
  /** raw token amount (decimal string of an integer) */
  tokenAmount: string;
}

declare module '../../../shared/api/productApi' {
  interface ProductTags {
    BondQuote: TagScope;
    BondPrice: TagScope;
  }
}

productTags.add({ BondQuote: 'account', BondPrice: 'chain' });

export const bondProductApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    bondPrice: build.query<SalePrice, string>({
      query: (saleId) => `/sales/${saleId}/price`,
      providesTags: (_result, _error, saleId) => [{ type: 'BondPrice', id: saleId }],
      keepUnusedDataFor: 60,
    }),
    /**
     * Every card of a market page in one request: the ids of the page's sales, in page order (the
     * page and its prefetch ask with the same list, so they share one cache entry).
     */
    saleSummaries: build.query<SaleSummary[], readonly string[]>({
      query: (saleIds) => `/sales/summaries?ids=${saleIds.join(',')}`,
      transformResponse: (body: { summaries: SaleSummary[] }) => body.summaries,
      providesTags: (_result, _error, saleIds) =>
        saleIds.flatMap((id) => [
          { type: 'BondPrice' as const, id },
          metadataTag('sale', id),
        ]),
      keepUnusedDataFor: 60,
    }),
    bondQuote: build.query<SignedBondQuote, BondQuoteArg>({
      query: ({ saleId, buyer, tokenAmount }) => ({
        url: `/sales/${saleId}/quote`,
        params: { buyer, tokenAmount },
      }),
      // a quote is single-use and expires in about a minute: never serve an old one
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { saleId }) => [{ type: 'BondQuote', id: saleId }],
    }),
    saleMetadata: build.query<SaleMetadata | null, string>({
      async queryFn(saleId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/sales/${saleId}/metadata`);
        if (result.error) {
          const error = result.error as ApiError;
          if (error.status !== 404) console.error(`Sale ${saleId} metadata unavailable`, error.message);
          return { data: null };
        }
        return { data: result.data as SaleMetadata };
      },
      keepUnusedDataFor: config.cache.metadataSeconds,
      providesTags: (_result, _error, saleId) => [metadataTag('sale', saleId)],
    }),
  }),
});

export const { useBondPriceQuery, useBondQuoteQuery, useSaleMetadataQuery, useSaleSummariesQuery } = recoveringQueryHooks(bondProductApi);

/** Hook options of the metadata query: fresh for 5 minutes (SPEC section 9). */
export const saleMetadataQueryOptions = { refetchOnMountOrArgChange: config.cache.metadataSeconds } as const;
