import { productApi, type ApiError } from '../api/productApi';
import { serverMessage } from '../api/apiErrorMessage';
import { apiErrorSaying } from '../api/apiErrorSaying';
import type { Prices } from './usdValue';
import { recoveringQueryHooks } from '../api/recovery';

/** SPEC section 8: the prices fetch's failure text when the server sent no message. */
export const PRICES_ERROR = 'Failed to fetch prices';

export interface PricesResponse {
  prices: Record<string, number | string>;
}

export const pricesApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/v1/prices`: USD per whole token, keyed by lowercase address; unpriced tokens are absent. */
    getPrices: build.query<Prices, void>({
      query: () => '/v1/prices',
      transformResponse: (body: PricesResponse) => {
        const prices: Prices = {};
        for (const [address, value] of Object.entries(body?.prices ?? {})) {
          const price = typeof value === 'number' ? value : Number(value);
          if (Number.isFinite(price)) prices[address.toLowerCase()] = price;
        }
        return prices;
      },
      transformErrorResponse: (error) => apiErrorSaying(error as ApiError, serverMessage(error) ?? PRICES_ERROR),
      providesTags: ['Price'],
    }),
  }),
});

export const { useGetPricesQuery } = recoveringQueryHooks(pricesApi);
