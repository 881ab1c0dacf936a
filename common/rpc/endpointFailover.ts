/*
 * Code shared by the app (src/), the API server (server/) and the scripts: pure, with no imports,
 * so the app's ethers-free chain reader can use it as well as ethers' getUrl wrapper.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The RPC retry policy over a deployment's endpoint list: a failed attempt moves to the next
 * endpoint at once, the delay is only waited after every endpoint failed in turn, `retries + 1`
 * rounds in all, and the endpoint that last answered stays first, so a dead primary costs one
 * failed attempt, not one per request. An attempt fails by throwing; `giveUp` stops at once for an
 * error not worth retrying, and the last attempt's error is thrown.
 */
export function endpointFailover(endpointCount: number, retries: number, delayMs: number) {
  let preferred = 0;
  const endpoints = Math.max(1, endpointCount);
  return async <T>(attempt: (index: number, last: boolean) => Promise<T>, giveUp: (error: unknown) => boolean = () => false): Promise<T> => {
    const attempts = (retries + 1) * endpoints;
    for (let n = 0; ; n += 1) {
      const index = (preferred + n) % endpoints;
      const last = n >= attempts - 1;
      try {
        const value = await attempt(index, last);
        preferred = index;
        return value;
      } catch (error) {
        if (last || giveUp(error)) throw error;
        if ((n + 1) % endpoints === 0) await sleep(delayMs);
      }
    }
  };
}
