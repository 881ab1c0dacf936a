import { FetchRequest, JsonRpcProvider, Network, type FetchGetUrlFunc } from 'ethers';
import { config } from '../../config';

/**
 * The app's read provider (SPEC section 7: batched, 2 retries 1 s apart). Created on first use
 * from a lazily loaded chunk, never at page load, so ethers stays out of the visitor's bundle.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A getUrl function retrying transport failures and 5xx answers. ethers' own retry only covers
 * 429 throttling, while the failures worth retrying for a public RPC are dropped connections.
 */
export function retryingGetUrl(base: FetchGetUrlFunc, retries: number, delayMs: number): FetchGetUrlFunc {
  return async (request, signal) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await base(request, signal);
        if (response.statusCode >= 500 && attempt < retries) {
          await sleep(delayMs);
          continue;
        }
        return response;
      } catch (error) {
        if (attempt >= retries || signal?.cancelled) throw error;
        await sleep(delayMs);
      }
    }
  };
}

export function createReadProvider(rpcUrl: string = config.chain.rpcUrl, chainId: number = config.chain.id): JsonRpcProvider {
  const request = new FetchRequest(rpcUrl);
  request.timeout = config.timing.apiTimeout;
  request.getUrlFunc = retryingGetUrl(FetchRequest.createGetUrlFunc(), config.rpc.retries, config.rpc.retryDelay);
  return new JsonRpcProvider(request, chainId, {
    // the chain is fixed by the deployment: skip ethers' eth_chainId detection round trip
    staticNetwork: Network.from(chainId),
    batchMaxCount: config.rpc.batch ? 100 : 1,
    batchStallTime: 10,
    pollingInterval: config.chain.blockTime * 4,
  });
}

let readProvider: JsonRpcProvider | null = null;

export function getReadProvider(): JsonRpcProvider {
  if (!readProvider) readProvider = createReadProvider();
  return readProvider;
}

/** Tests swap in a provider on another URL (or a fake); `null` goes back to the default. */
export function setReadProvider(provider: JsonRpcProvider | null): void {
  readProvider = provider;
}
