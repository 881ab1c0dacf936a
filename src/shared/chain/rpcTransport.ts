import { config } from '../../config';

/**
 * JSON-RPC over `fetch` for the chain reader (no ethers): SPEC section 7's policy, as the ethers
 * provider applies it through `retryingGetUrl` — transport failures and 5xx answers are retried
 * (`config.rpc.retries`, `retryDelay` apart), a failed attempt moves on to the next endpoint of
 * the deployment's list at once, and the endpoint that last answered stays first.
 */

/** A JSON-RPC error answer; `data` carries a revert's data for mapError. */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message);
    this.name = 'JsonRpcError';
    this.code = error.code;
    this.data = error.data;
  }
}

class RetryableHttpError extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let preferred = 0;
let nextId = 1;

async function post(url: string, body: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(config.timing.apiTimeout),
  });
  if (response.status >= 500) throw new RetryableHttpError(`RPC endpoint answered HTTP ${response.status}`);
  if (!response.ok) throw new Error(`RPC endpoint answered HTTP ${response.status}`);
  return response.json();
}

export async function jsonRpc<T>(method: string, params: unknown[], urls: readonly string[] = config.chain.rpcUrls): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  const endpoints = Math.max(1, urls.length);
  const attempts = (config.rpc.retries + 1) * endpoints;
  for (let attempt = 0; ; attempt += 1) {
    const index = (preferred + attempt) % endpoints;
    let answer: { result?: T; error?: { code: number; message: string; data?: unknown } };
    try {
      answer = (await post(urls[index] ?? config.chain.rpcUrl, body)) as typeof answer;
    } catch (error) {
      if (attempt >= attempts - 1) throw error;
      // after a whole round of endpoints failed, wait before the next round
      if ((attempt + 1) % endpoints === 0) await sleep(config.rpc.retryDelay);
      continue;
    }
    preferred = index;
    if (answer.error) throw new JsonRpcError(answer.error);
    return answer.result as T;
  }
}
