import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { config } from '../../config';
import { PRICES_ERROR, useGetPricesQuery } from './pricesApi';
import type { Prices } from './usdValue';

export interface PricesContextValue {
  /** lowercase token address → USD */
  prices: Prices;
  /** true until the first fetch ends, whether it succeeds or fails (SPEC section 4) */
  loading: boolean;
  /** the server's message, or 'Failed to fetch prices' */
  error: string | null;
  refetch: () => void;
}

const PricesContext = createContext<PricesContextValue | null>(null);
const NO_PRICES: Prices = {};

/** Prices for everything below it: fetched once on mount, then every 60 s. */
export function PricesProvider({ children }: { children: ReactNode }) {
  const { data, error, isSuccess, isError, refetch } = useGetPricesQuery(undefined, {
    pollingInterval: config.timing.pricePolling,
  });
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (isSuccess || isError) setSettled(true);
  }, [isSuccess, isError]);

  const value = useMemo<PricesContextValue>(
    () => ({
      prices: data ?? NO_PRICES,
      loading: !settled && !isSuccess && !isError,
      error: isError ? ((error as { message?: string } | undefined)?.message ?? PRICES_ERROR) : null,
      refetch: () => {
        void refetch();
      },
    }),
    [data, settled, isSuccess, isError, error, refetch],
  );
  return <PricesContext.Provider value={value}>{children}</PricesContext.Provider>;
}

export function usePrices(): PricesContextValue {
  const value = useContext(PricesContext);
  if (!value) throw new Error('usePrices must be used within a PricesProvider');
  return value;
}
