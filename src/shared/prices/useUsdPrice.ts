import { config } from '../../config';
import { useGetPricesQuery } from './pricesApi';

/**
 * The USD price of one whole `token` (any address case), or undefined while prices load, when
 * they failed, or when the token has none. Every caller shares one polled `/v1/prices` request.
 */
export function useUsdPrice(token: string | null | undefined, options: { skip?: boolean } = {}): number | undefined {
  const key = token?.toLowerCase();
  const { price } = useGetPricesQuery(undefined, {
    pollingInterval: config.timing.pricePolling,
    skip: options.skip === true || !key,
    selectFromResult: ({ data }) => ({ price: key ? data?.[key] : undefined }),
  });
  return price;
}

/**
 * Starts the shared `/v1/prices` request with the page, before the tokens it will price are known
 * (a detail page learns its token from the chain): the prices are there when the token is.
 */
export function useUsdPricesEarly(): void {
  useGetPricesQuery(undefined, { pollingInterval: config.timing.pricePolling });
}
