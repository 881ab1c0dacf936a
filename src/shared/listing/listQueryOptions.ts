import { config } from '../../config';

/** RTK Query options of every list (listings, positions): stale after 30 s, polled every 60 s (SPEC section 9). */
export const listQueryOptions = {
  pollingInterval: config.lists.refetchMs,
  refetchOnMountOrArgChange: config.lists.staleSeconds,
} as const;
