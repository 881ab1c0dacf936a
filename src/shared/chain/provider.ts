import { FetchRequest, JsonRpcProvider, Network } from 'ethers';
import { retryingGetUrl } from '../../../common/rpc/retryingGetUrl';
import { config } from '../../config';

/**
 * The app's read provider (SPEC section 7: batched, 2 retries 1 s apart). Created on first use
 * from a lazily loaded chunk, never at page load, so ethers stays out of the visitor's bundle.
 */

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
