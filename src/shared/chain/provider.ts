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
 *
 * With several `urls` (the deployment's RPC list) a failed attempt moves to the next endpoint at
 * once, and the delay is only waited after every endpoint failed in turn; the endpoint that last
 * answered stays first, so a dead primary costs one failed attempt, not one per request.
 */
export function retryingGetUrl(base: FetchGetUrlFunc, retries: number, delayMs: number, urls: readonly string[] = []): FetchGetUrlFunc {
  let preferred = 0;
  const endpoints = Math.max(1, urls.length);
  return async (request, signal) => {
    const attempts = (retries + 1) * endpoints;
    for (let attempt = 0; ; attempt += 1) {
      const index = (preferred + attempt) % endpoints;
      const last = attempt >= attempts - 1;
      // after a whole round of endpoints failed, wait before the next round
      const pause = () => ((attempt + 1) % endpoints === 0 ? sleep(delayMs) : Promise.resolve());
      try {
        const response = await base(urls.length > 0 ? withUrl(request, urls[index]!) : request, signal);
        if (response.statusCode >= 500 && !last) {
          await pause();
          continue;
        }
        if (response.statusCode < 500) preferred = index;
        return response;
      } catch (error) {
        if (last || signal?.cancelled) throw error;
        await pause();
      }
    }
  };
}

function withUrl(request: FetchRequest, url: string): FetchRequest {
  const copy = request.clone();
  copy.url = url;
  return copy;
}

/** `rpcUrls`: one endpoint or the list to fall back along (first is preferred). */
export function createReadProvider(rpcUrls: string | readonly string[] = config.chain.rpcUrls, chainId: number = config.chain.id): JsonRpcProvider {
  const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls;
  if (urls.length === 0) throw new Error('createReadProvider needs at least one RPC URL');
  const request = new FetchRequest(urls[0]!);
  request.timeout = config.timing.apiTimeout;
  request.getUrlFunc = retryingGetUrl(FetchRequest.createGetUrlFunc(), config.rpc.retries, config.rpc.retryDelay, urls.length > 1 ? urls : []);
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
