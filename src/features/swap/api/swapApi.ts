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
  AllowanceArgs,
  AllowanceResponse,
  ApproveTxArgs,
  ApproveTxResponse,
  BalancesResponse,
  QuoteArgs,
  QuoteResponse,
  SwapTxArgs,
  SwapTxResponse,
  TokensResponse,
} from './types';

/** SPEC section 8 texts for the swap API's failures. */
export const SWAP_API_ERRORS = {
  tokens: 'Failed to fetch tokens',
  prices: PRICES_ERROR,
  quote: 'Failed to fetch quote',
  allowance: 'Failed to fetch allowance',
  balances: 'Failed to fetch balances',
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

function lowercaseKeys<T>(record: Record<string, T> | null | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record ?? {})) out[key.toLowerCase()] = value;
  return out;
}

const quoteId = (a: QuoteArgs) => `${a.src.toLowerCase()}:${a.dst.toLowerCase()}:${a.amount}`;

declare module '../../../shared/api/productApi' {
  interface ProductTags {
    Token: TagScope;
    Balance: TagScope;
    Allowance: TagScope;
    Quote: TagScope;
  }
}

productTags.add({ Token: 'chain', Balance: 'account', Allowance: 'account', Quote: 'account' });

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

    /** `/v1/balances/{address}`: raw balances keyed by lowercase token address. */
    getBalances: build.query<BalancesResponse, string>({
      query: (address) => `/v1/balances/${address.toLowerCase()}`,
      transformResponse: (body: BalancesResponse) => lowercaseKeys(body),
      providesTags: (_r, _e, address) => [{ type: 'Balance', id: address.toLowerCase() }],
    }),

    /** `/v1/allowance`: raw allowance of the swap router. */
    getAllowance: build.query<string, AllowanceArgs>({
      query: ({ tokenAddress, walletAddress }) => ({
        url: '/v1/allowance',
        params: { tokenAddress: tokenAddress.toLowerCase(), walletAddress: walletAddress.toLowerCase() },
      }),
      transformResponse: (body: AllowanceResponse) => String(body?.allowance ?? '0'),
      transformErrorResponse: (error) => apiErrorSaying(error as ApiError, SWAP_API_ERRORS.allowance),
      providesTags: (_r, _e, a) => [
        { type: 'Allowance', id: `${a.tokenAddress.toLowerCase()}:${a.walletAddress.toLowerCase()}` },
      ],
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
  useGetBalancesQuery,
  useGetAllowanceQuery,
  useGetQuoteQuery,
} = swapApi;
