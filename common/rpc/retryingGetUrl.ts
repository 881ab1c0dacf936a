import { FetchRequest, type FetchGetUrlFunc } from 'ethers';

/*
 * Code shared by the app (src/), the API server (server/) and the scripts: pure, with no
 * configuration of its own, so each side passes its own endpoints, retries and delays.
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
