import { endpointFailover } from '../../../common/rpc/endpointFailover';
import { config } from '../../config';

/**
 * JSON-RPC over `fetch` for the chain reader (no ethers), with the same retry policy as the
 * ethers provider (`endpointFailover`, which `retryingGetUrl` applies there): failed requests are
 * retried (`config.rpc.retries`, `retryDelay` apart) across the deployment's endpoint list.
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

let nextId = 1;
/** one policy per endpoint list, so the endpoint that last answered stays first across calls */
const failovers = new Map<string, ReturnType<typeof endpointFailover>>();

/** The endpoint took the request and never answered within `config.rpc.hangTimeout`. */
class HungEndpointError extends Error {}

async function post(url: string, body: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(config.rpc.hangTimeout),
    });
  } catch (error) {
    if ((error as Error | undefined)?.name === 'TimeoutError') throw new HungEndpointError('The blockchain node did not answer in time');
    throw error;
  }
  if (response.status >= 500) throw new RetryableHttpError(`RPC endpoint answered HTTP ${response.status}`);
  if (!response.ok) throw new Error(`RPC endpoint answered HTTP ${response.status}`);
  return response.json();
}

export async function jsonRpc<T>(method: string, params: unknown[], urls: readonly string[] = config.chain.rpcUrls): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  const key = urls.join(' ');
  let failover = failovers.get(key);
  if (!failover) failovers.set(key, (failover = endpointFailover(urls.length, config.rpc.retries, config.rpc.retryDelay)));
  // a refused connection is retried (a restarting node comes back within the delay); a hung one is
  // not, once every endpoint of the list has hung in this read: waiting longer only keeps the skeleton up
  const hung = new Set<number>();
  const attempt = async (index: number) => {
    try {
      return await post(urls[index] ?? config.chain.rpcUrl, body);
    } catch (error) {
      if (error instanceof HungEndpointError) hung.add(index);
      throw error;
    }
  };
  const answer = (await failover(attempt, () => hung.size >= Math.max(1, urls.length))) as {
    result?: T;
    error?: { code: number; message: string; data?: unknown };
  };
  if (answer.error) throw new JsonRpcError(answer.error);
  return answer.result as T;
}
