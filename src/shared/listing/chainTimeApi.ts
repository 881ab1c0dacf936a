import { chainApi, chainQuery } from '../chain/chainApi';
import type { ChainTimeAnchor } from './chainTime';

/** How often the clock re-reads the chain: the estimate drifts only with the browser clock's rate. */
export const CHAIN_TIME_REFRESH_MS = 60_000;

/** The latest block's timestamp (Multicall3's block.timestamp), for pages whose reads do not carry one. */
export const chainTimeApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    chainTime: build.query<ChainTimeAnchor, void>({
      queryFn: chainQuery(async (_arg, { contracts }) => {
        const readAt = Number(await contracts.multicall3().getCurrentBlockTimestamp());
        return { readAt, receivedAt: Date.now() };
      }, 'Failed to read the chain time'),
    }),
  }),
});

export const { useChainTimeQuery } = chainTimeApi;
