import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { config } from '../../config';
import { apiErrorMessage, retryAfterSeconds } from './apiErrorMessage';
import { tagScopes, type TagScope } from './tagScopes';

/**
 * Serializable error every productApi endpoint rejects with: `message` is what the UI shows
 * (SPEC section 8 rule), `status` the HTTP status or fetchBaseQuery's transport code.
 */
export interface ApiError {
  status: FetchBaseQueryError['status'];
  message: string;
  data?: unknown;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: config.apiBase,
  timeout: config.timing.apiTimeout,
});

const loggingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return result;
  const message = apiErrorMessage(result.error, retryAfterSeconds(result.meta?.response?.headers.get('retry-after')));
  const url = typeof args === 'string' ? args : args.url;
  console.error(`API request failed: ${url}`, message);
  const data = 'data' in result.error ? result.error.data : undefined;
  // A non-JSON error page keeps its HTTP status (so a 4xx is not retried and a 429 reads as one).
  const status = 'originalStatus' in result.error && result.error.originalStatus >= 400 ? result.error.originalStatus : result.error.status;
  return { error: { status, message, data }, meta: result.meta };
};

/** True for errors worth a second try: transport failures, timeouts and 5xx, never a 4xx answer. */
export function isRetryableApiError(error: ApiError): boolean {
  return typeof error.status !== 'number' || error.status >= 500;
}

/** An endpoint may lower the retry count with `extraOptions: { maxRetries }` (a post that must not be sent twice). */
const baseQuery = retry(loggingBaseQuery, {
  retryCondition: (error, _args, { attempt, extraOptions }) =>
    attempt <= ((extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? config.cache.maxRetries) &&
    isRetryableApiError(error as ApiError),
});

/**
 * The product API's cache tag types. The kernel's own are here; a feature adds its own by merging
 * into this interface and registering them with `productTags.add` where it injects its endpoints.
 * `Metadata` ids are `${kind}:${id}` (shared/metadata).
 */
export interface ProductTags {
  Price: TagScope;
  Metadata: TagScope;
}

export type ProductApiTag = Extract<keyof ProductTags, string>;

const KERNEL_TAGS: Record<'Price' | 'Metadata', TagScope> = { Price: 'chain', Metadata: 'chain' };

/**
 * RTK Query over the product API (SPEC section 7). Features add endpoints with
 * `productApi.injectEndpoints` in `features/<f>/api/`; tag types are declared here once.
 */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery,
  tagTypes: Object.keys(KERNEL_TAGS) as ProductApiTag[],
  keepUnusedDataFor: config.cache.keepUnusedDataFor,
  refetchOnFocus: config.cache.refetchOnFocus,
  // a browser back online refetches what is on screen at once (setupListeners in the store)
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The product cache's tags by scope (`productTags.accountTags()` are dropped when the wallet changes). */
export const productTags = tagScopes<ProductApiTag>(productApi, KERNEL_TAGS);

/** The absolute URL of an API path, e.g. a logo's `logoUrl` ('/drops/3/logo'). */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${config.apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
