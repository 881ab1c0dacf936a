import { FetchRequest, type FetchGetUrlFunc } from 'ethers';
import { endpointFailover } from './endpointFailover';

/*
 * Code shared by the app (src/), the API server (server/) and the scripts: pure, with no
 * configuration of its own, so each side passes its own endpoints, retries and delays.
 */

/** A 5xx answer with attempts left: the failover moves on to the next endpoint. */
class ServerErrorAnswer extends Error {}

/**
 * A getUrl function retrying transport failures and 5xx answers, with `endpointFailover`'s policy
 * over `urls` (the deployment's RPC list). ethers' own retry only covers 429 throttling, while the
 * failures worth retrying for a public RPC are dropped connections. The last attempt's 5xx answer
 * is returned as it is.
 */
export function retryingGetUrl(base: FetchGetUrlFunc, retries: number, delayMs: number, urls: readonly string[] = []): FetchGetUrlFunc {
  const failover = endpointFailover(urls.length, retries, delayMs);
  return (request, signal) =>
    failover(
      async (index, last) => {
        const response = await base(urls.length > 0 ? withUrl(request, urls[index]!) : request, signal);
        if (response.statusCode >= 500 && !last) throw new ServerErrorAnswer();
        return response;
      },
      () => signal?.cancelled === true,
    );
}

function withUrl(request: FetchRequest, url: string): FetchRequest {
  const copy = request.clone();
  copy.url = url;
  return copy;
}
