import { FetchRequest, JsonRpcProvider, Network, type Interface } from 'ethers';
import { retryingGetUrl } from '../../common/rpc/retryingGetUrl';
import type { Deployment } from '../../common/deployment/schema';
import { Multicall3__factory, type Multicall3 } from '../../typechain-types';
import { ChainUnavailableError, ContractsMissingError, ServiceUnavailableError } from '../lib/errors';
import { BlockCache, LatestBlockSource, type BlockRef } from './blockCache';
import { NODE_READ_TIMEOUT_MS, NodeCalls } from './nodeCalls';

export interface Call {
  target: string;
  iface: Interface;
  method: string;
  args?: readonly unknown[];
}

/** One call's outcome from a Multicall3 batch: decoded values, or null when it reverted or did not decode. */
export type CallResult = readonly unknown[] | null;

/**
 * The server's view of the chain: one provider, the latest block (shared by concurrent
 * requests), a cache per block hash, and Multicall3 batching so that a route costs one
 * eth_call however many contracts it reads. With several RPC endpoints a failed request moves
 * to the next at once (the one that last answered stays preferred); the per-read time limit
 * covers all of them, so a failure still answers within the route's budget.
 */
export class ChainContext {
  readonly provider: JsonRpcProvider;
  readonly cache = new BlockCache();
  private readonly latestSource: LatestBlockSource;
  private readonly multicall3: Multicall3;

  constructor(
    readonly deployment: Deployment,
    rpcUrls: string | readonly string[],
    readonly nodeCalls = new NodeCalls(),
  ) {
    const urls = typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls;
    if (urls.length === 0) throw new Error('ChainContext needs at least one RPC URL');
    const request = new FetchRequest(urls[0]!);
    request.timeout = NODE_READ_TIMEOUT_MS;
    // no retry rounds: the route's own time budget is short, so each endpoint is tried once
    if (urls.length > 1) request.getUrlFunc = retryingGetUrl(FetchRequest.createGetUrlFunc(), 0, 0, urls);
    this.provider = new JsonRpcProvider(request, Network.from(deployment.chainId), {
      staticNetwork: true,
      // Requests of one tick go out as one JSON-RPC batch; a short stall keeps latency low.
      batchStallTime: 2,
      cacheTimeout: -1,
    });
    this.multicall3 = Multicall3__factory.connect(deployment.contracts.multicall3, this.provider);
    this.latestSource = new LatestBlockSource(async () => {
      const block = await this.guard(() => this.provider.getBlock('latest'), { shared: true });
      if (!block?.hash) throw new ChainUnavailableError(new Error('latest block has no hash'));
      return { hash: block.hash, number: block.number, timestamp: block.timestamp };
    });
  }

  get chainId(): number {
    return this.deployment.chainId;
  }

  latestBlock(): Promise<BlockRef> {
    return this.latestSource.latest();
  }

  /**
   * Runs a chain read under the current route's cap and time limits (see NodeCalls), turning
   * transport failures into {@link ChainUnavailableError} and a failed read of a contract
   * that is not there into {@link ContractsMissingError}.
   */
  async guard<T>(read: () => Promise<T>, options: { shared?: boolean } = {}): Promise<T> {
    try {
      return await this.nodeCalls.run(read, options);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      if (isTransportError(error)) throw new ChainUnavailableError(error);
      if (isEmptyResult(error)) {
        const missing = await this.missingContracts().catch(() => []);
        if (missing.length > 0) throw new ContractsMissingError(missing);
      }
      throw error;
    }
  }

  /**
   * Names of the deployment's core contracts that have no code at the latest block (a node of
   * another chain, or a dev chain started without the seed). Cached per block.
   */
  async missingContracts(at?: BlockRef): Promise<string[]> {
    const block = at ?? (await this.latestBlock());
    return this.cache.get(block, 'missing-contracts', async () => {
      const { contracts } = this.deployment;
      const wanted: Array<[string, string]> = [
        ['multicall3', contracts.multicall3],
        ['bondFactory', contracts.bondFactory],
        ['stakingFactory', contracts.stakingFactory],
        ['uniswapV2Router', contracts.uniswapV2Router],
      ];
      const codes = await Promise.all(
        wanted.map(([, address]) => this.nodeCalls.run(() => this.provider.getCode(address, block.number), { shared: true })),
      );
      return wanted.filter((_, i) => codes[i] === '0x').map(([name, address]) => `${name} ${address.toLowerCase()}`);
    });
  }

  /** Runs every call in one Multicall3 `aggregate3` at `block`; a failing call yields null. */
  async multicall(block: BlockRef, calls: readonly Call[]): Promise<CallResult[]> {
    if (calls.length === 0) return [];
    const encoded = calls.map((call) => ({
      target: call.target,
      allowFailure: true,
      callData: call.iface.encodeFunctionData(call.method, call.args ?? []),
    }));
    const results = await this.guard(() => this.multicall3.aggregate3.staticCall(encoded, { blockTag: block.number }));
    return results.map((result, i) => {
      if (!result.success || result.returnData === '0x') return null;
      try {
        return calls[i].iface.decodeFunctionResult(calls[i].method, result.returnData).toArray(true);
      } catch {
        return null;
      }
    });
  }

  /** Multicall3's native balance read, for BNB in the same batch as token balances. */
  get multicallAddress(): string {
    return this.deployment.contracts.multicall3;
  }

  get multicallInterface(): Interface {
    return this.multicall3.interface as unknown as Interface;
  }
}

/** What a call to an address without code looks like to ethers: nothing came back to decode. */
function isEmptyResult(error: unknown): boolean {
  const e = error as { code?: string; value?: unknown; data?: unknown } | null;
  return (e?.code === 'BAD_DATA' && e.value === '0x') || (e?.code === 'CALL_EXCEPTION' && (e.data === '0x' || e.data == null));
}

function isTransportError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'TIMEOUT' || code === 'NETWORK_ERROR' || code === 'SERVER_ERROR') return true;
  const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (cause === 'ECONNREFUSED' || cause === 'ECONNRESET' || cause === 'ETIMEDOUT') return true;
  return /ECONNREFUSED|ECONNRESET|socket hang up|fetch failed/i.test(String((error as Error | null)?.message ?? ''));
}
