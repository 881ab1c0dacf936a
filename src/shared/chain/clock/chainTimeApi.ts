import { chainApi, chainQuery } from '../chainApi';
import type { ChainTimeAnchor } from './chainTime';
import { readChainTime } from './readChainTime';
import { recoveringQueryHooks } from '../../api/recovery';

/** How often the clock re-reads the chain: the estimate drifts only with the browser clock's rate. */
export const CHAIN_TIME_REFRESH_MS = 60_000;

/** The chain's time now (Multicall3's block.timestamp), for pages whose reads do not carry one. */
export const chainTimeApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    chainTime: build.query<ChainTimeAnchor, void>({
      queryFn: chainQuery(async (_arg, { contracts }) => ({ readAt: await readChainTime(contracts), receivedAt: Date.now() }), 'Failed to read the chain time'),
    }),
  }),
});

export const { useChainTimeQuery } = recoveringQueryHooks(chainTimeApi);
