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

/** The endpoint list's failover policy, shared by every request to that list. */
function failoverOf(urls: readonly string[]) {
  const key = urls.join(' ');
  let failover = failovers.get(key);
  if (!failover) failovers.set(key, (failover = endpointFailover(urls.length, config.rpc.retries, config.rpc.retryDelay)));
  return failover;
}

/** `body` posted to the list's endpoints with its retry policy. */
async function postWithFailover(body: string, urls: readonly string[]): Promise<unknown> {
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
  return failoverOf(urls)(attempt, () => hung.size >= Math.max(1, urls.length));
}

type RpcAnswer<T> = { id?: number; result?: T; error?: { code: number; message: string; data?: unknown } };

export async function jsonRpc<T>(method: string, params: unknown[], urls: readonly string[] = config.chain.rpcUrls): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params });
  const answer = (await postWithFailover(body, urls)) as RpcAnswer<T>;
  if (answer.error) throw new JsonRpcError(answer.error);
  return answer.result as T;
}

/**
 * Several calls in one HTTP request (a JSON-RPC batch), each answered or failed on its own, in the
 * order given. The request as a whole is retried as `jsonRpc` is.
 */
export async function jsonRpcBatch<T>(calls: ReadonlyArray<{ method: string; params: unknown[] }>, urls: readonly string[] = config.chain.rpcUrls): Promise<Array<PromiseSettledResult<T>>> {
  const requests = calls.map(({ method, params }) => ({ jsonrpc: '2.0', id: nextId++, method, params }));
  const answers = (await postWithFailover(JSON.stringify(requests), urls)) as unknown;
  // a node that does not take batches answers one error object, not an array
  if (!Array.isArray(answers)) throw new JsonRpcError((answers as RpcAnswer<T>).error ?? { code: -32600, message: 'The node did not answer the batch' });
  const byId = new Map((answers as RpcAnswer<T>[]).map((answer) => [answer.id, answer]));
  return requests.map(({ id }): PromiseSettledResult<T> => {
    const answer = byId.get(id);
    if (!answer) return { status: 'rejected', reason: new Error('The node left a batched call unanswered') };
    return answer.error ? { status: 'rejected', reason: new JsonRpcError(answer.error) } : { status: 'fulfilled', value: answer.result as T };
  });
}
