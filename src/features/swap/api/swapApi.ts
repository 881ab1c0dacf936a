import { config } from '../../../config';
import { productApi, productTags, type ApiError } from '../../../shared/api/productApi';
import type { TagScope } from '../../../shared/api/tagScopes';
import { failureSentence } from '../../../shared/errors/failureSentence';
import { serverMessage } from '../../../shared/api/apiErrorMessage';
import { apiErrorSaying } from '../../../shared/api/apiErrorSaying';
import { PRICES_ERROR } from '../../../shared/prices/pricesApi';
import type { SwapToken } from '../lib/tokens';
import { readCachedTokens, writeCachedTokens } from './tokenCache';
import type {
  ApproveTxArgs,
  ApproveTxResponse,
  QuoteArgs,
  QuoteResponse,
  SwapTxArgs,
  SwapTxResponse,
  TokensResponse,
} from './types';
import { recoveringQueryHooks } from '../../../shared/api/recovery';

/** SPEC section 8 texts for the swap API's failures. */
export const SWAP_API_ERRORS = {
  tokens: 'Failed to fetch tokens',
  prices: PRICES_ERROR,
  quote: 'Failed to fetch quote',
} as const;

function normalizeToken(token: SwapToken): SwapToken {
  return {
    address: token.address.toLowerCase(),
    symbol: token.symbol,
    name: token.name,
    decimals: Number.isInteger(token.decimals) ? token.decimals : 18,
    ...(token.logoURI ? { logoURI: token.logoURI } : {}),
  };
}

const quoteId = (a: QuoteArgs) => `${a.src.toLowerCase()}:${a.dst.toLowerCase()}:${a.amount}`;

declare module '../../../shared/api/productApi' {
  interface ProductTags {
    Token: TagScope;
    Quote: TagScope;
  }
}

productTags.add({ Token: 'chain', Quote: 'account' });

export const swapApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `/v1/tokens`. The first load of a tab may come from the 30-minute sessionStorage copy;
     * any later fetch (polling, focus, visibility) goes to the server.
     */
    getTokens: build.query<SwapToken[], void>({
      async queryFn(_arg, api, _extra, baseQuery) {
        const state = api.getState() as { productApi?: { queries?: Record<string, { data?: unknown } | undefined> } };
        const alreadyLoaded = state.productApi?.queries?.['getTokens(undefined)']?.data !== undefined;
        if (!alreadyLoaded) {
          const cached = readCachedTokens();
          if (cached) return { data: cached };
        }
        const result = await baseQuery('/v1/tokens');
        if (result.error) {
          // the SPEC's sentence, and the server's reason when it gave one (a 429's or a 503's message)
          const reason = serverMessage(result.error);
          const message = reason ? failureSentence(SWAP_API_ERRORS.tokens, reason) : SWAP_API_ERRORS.tokens;
          return { error: apiErrorSaying(result.error as ApiError, message) };
        }
        const body = result.data as TokensResponse | undefined;
        if (!body || typeof body.tokens !== 'object' || body.tokens === null) {
          return { error: apiErrorSaying(undefined, SWAP_API_ERRORS.tokens) };
        }
        const tokens = Object.values(body.tokens).map(normalizeToken);
        writeCachedTokens(tokens);
        return { data: tokens };
      },
      providesTags: [{ type: 'Token', id: 'LIST' }],
    }),

    /** `/v1/token/{address}`: a token outside the list (pasted address). */
    getToken: build.query<SwapToken, string>({
      query: (address) => `/v1/token/${address.toLowerCase()}`,
      transformResponse: (token: SwapToken) => normalizeToken(token),
      providesTags: (_r, _e, address) => [{ type: 'Token', id: address.toLowerCase() }],
    }),

    /** `/v1/approve-tx`: the approval transaction to send. Never cached. */
    getApproveTx: build.query<ApproveTxResponse, ApproveTxArgs>({
      query: ({ tokenAddress, amount }) => ({
        url: '/v1/approve-tx',
        params: { tokenAddress: tokenAddress.toLowerCase(), amount },
      }),
      keepUnusedDataFor: 0,
    }),

    /** `/v1/quote`: the destination amount for a source amount. */
    getQuote: build.query<QuoteResponse, QuoteArgs>({
      query: ({ src, dst, amount, includeGas = false }) => ({
        url: '/v1/quote',
        params: { src: src.toLowerCase(), dst: dst.toLowerCase(), amount, includeGas: String(includeGas) },
      }),
      // a quote is only good for quoteTTL; an entry nobody shows is worthless after it
      keepUnusedDataFor: config.timing.quoteTTL / 1000,
      transformErrorResponse: (error) => apiErrorSaying(error as ApiError, serverMessage(error) ?? SWAP_API_ERRORS.quote),
      providesTags: (_r, _e, a) => [{ type: 'Quote', id: quoteId(a) }],
    }),

    /** `/v1/swap-tx`: the swap transaction to send. Never cached. */
    getSwapTx: build.query<SwapTxResponse, SwapTxArgs>({
      query: ({ src, dst, amount, from, slippage, disableEstimate = false, allowPartialFill = false }) => ({
        url: '/v1/swap-tx',
        params: {
          src: src.toLowerCase(),
          dst: dst.toLowerCase(),
          amount,
          from: from.toLowerCase(),
          slippage: String(slippage),
          disableEstimate: String(disableEstimate),
          allowPartialFill: String(allowPartialFill),
        },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetTokensQuery,
  useGetTokenQuery,
  useGetQuoteQuery,
} = recoveringQueryHooks(swapApi);
