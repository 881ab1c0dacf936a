import './bondContracts';
import { chainApi, chainQuery } from '../../../shared/chain/chainApi';
import type { ChainReader } from '../../../shared/chain/loadChainClient';
import { productApi, type ApiError } from '../../../shared/api/productApi';
import { paymentTokenAddress } from '../lib/currency';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/**
 * Reads only the owner side needs, beside the buyers' bond data layer:
 * the sale's money figures for the management page, and whether the sale token can be priced
 * at all (a sale nobody can get a quote for would sit unsold).
 */

/** What the owner page needs beyond `BondSale`: every value a raw decimal string. */
export interface OwnerSaleFinance {
  /** `BondSale.totalProceeds()`: payments received, before the platform fee */
  totalProceeds: string;
  /** `BondSale.unsoldTokens()`: hard cap − sold, until withdrawn; never the sale's balance, which also holds
   *  what buyers are owed and anything sent to the sale directly */
  unsoldTokens: string;
}

export interface OwnerSaleFinanceArg {
  saleId: string;
  saleAddress: string;
  token: string;
}

/** One Multicall3 round: the reads are issued in the same tick. */
export async function readOwnerSaleFinance(client: ChainReader, { saleAddress }: OwnerSaleFinanceArg): Promise<OwnerSaleFinance> {
  const sale = client.contracts.bondSale(saleAddress);
  const [totalProceeds, unsoldTokens] = await Promise.all([sale.totalProceeds(), sale.unsoldTokens()]);
  return { totalProceeds: totalProceeds.toString(), unsoldTokens: unsoldTokens.toString() };
}

export interface TokenRouteArg {
  token: string;
  /** the sale's payment currency: 0 BNB, 1 USDT, 2 USD1 */
  currency: number;
  /** the token's decimals: the probe sells exactly one whole token */
  decimals: number;
}

/** `routed: false` carries the API's reason ('… liquidity …'). */
export type TokenRoute = { routed: true } | { routed: false; message: string };

export const bondOwnerChainApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    ownerSaleFinance: build.query<OwnerSaleFinance, OwnerSaleFinanceArg>({
      queryFn: chainQuery((arg, client) => readOwnerSaleFinance(client, arg), 'Failed to load the sale figures'),
      providesTags: (_result, _error, { saleId }) => [{ type: 'Sale', id: saleId }],
    }),
  }),
});

/**
 * The DEX-route probe: the API prices a sale with the same router paths as `/v1/quote` (direct,
 * via WBNB, via USDT), so quoting one whole token into the sale's payment currency answers
 * "could a buyer get a bond quote?" before the sale exists — `/sales/{id}/price` needs a sale id.
 * A 4xx whose message mentions liquidity is a definite "no route"; any other failure (API down)
 * is an error, and the page then warns about nothing rather than something untrue.
 */
export const bondOwnerProductApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    bondTokenRoute: build.query<TokenRoute, TokenRouteArg>({
      async queryFn({ token, currency, decimals }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/v1/quote',
          params: {
            src: token.toLowerCase(),
            dst: paymentTokenAddress(currency).toLowerCase(),
            amount: (10n ** BigInt(decimals)).toString(),
            includeGas: 'false',
          },
        });
        if (!result.error) return { data: { routed: true } };
        const error = result.error as ApiError;
        if (typeof error.status === 'number' && error.status >= 400 && error.status < 500 && /liquidity/i.test(error.message)) {
          return { data: { routed: false, message: error.message } };
        }
        return { error };
      },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useOwnerSaleFinanceQuery } = recoveringQueryHooks(bondOwnerChainApi);
export const { useBondTokenRouteQuery } = recoveringQueryHooks(bondOwnerProductApi);
