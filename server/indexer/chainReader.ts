/**
 * The follower's reads of the chain: block headers and logs, over its own JSON-RPC provider (a
 * longer timeout than the API routes' 3 s, since eth_getLogs over a range takes longer; the same
 * endpoint failover). Logs are asked for in bounded block ranges: a range the node refuses as too
 * large (too many results, a range cap, a timeout) is split in two until it fits.
 */
import { FetchRequest, JsonRpcProvider, Network } from 'ethers';
import { retryingGetUrl } from '../../common/rpc/retryingGetUrl';
import type { RawLog } from './decode/types';

export interface BlockHeader {
  number: number;
  hash: string;
  parentHash: string;
  timestamp: number;
}

export interface LogFilter {
  /** contract addresses, or undefined for any contract (logs found by topic) */
  address?: string[];
  /** topic0 alternatives */
  topics: readonly string[];
}

export interface ChainReaderOptions {
  /** per request (default 10 s) */
  timeoutMs?: number;
  /** attempts of a request that failed in transport before the step gives up (default 3) */
  attempts?: number;
}

export const DEFAULT_INDEX_RPC_TIMEOUT_MS = 10_000;

interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
}

interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

const hex = (n: number) => `0x${n.toString(16)}`;

function header(block: RpcBlock): BlockHeader {
  return { number: Number(BigInt(block.number)), hash: block.hash.toLowerCase(), parentHash: block.parentHash.toLowerCase(), timestamp: Number(BigInt(block.timestamp)) };
}

/** The node's own words for a refusal, wherever ethers put them. */
export function rpcMessage(error: unknown): string {
  const e = error as { error?: { message?: string }; info?: { error?: { message?: string } }; shortMessage?: string; message?: string } | null;
  return e?.error?.message ?? e?.info?.error?.message ?? e?.shortMessage ?? e?.message ?? String(error);
}

/**
 * A range the node will not answer in one piece: geth/BSC "query returned more than 10000 results",
 * "exceed maximum block range", Alchemy "Log response size exceeded", Infura's -32005, or a timeout.
 */
export function isRangeTooLarge(error: unknown): boolean {
  const code = (error as { error?: { code?: number }; code?: unknown } | null)?.error?.code;
  if (code === -32005) return true;
  if ((error as { code?: unknown } | null)?.code === 'TIMEOUT') return true;
  const message = rpcMessage(error);
  // Throttling is no reason to split: more, smaller requests would only be throttled more.
  if (/rate.?limit|too many requests|\b429\b/i.test(message)) return false;
  return /more than \d+|too many|too large|exceed|limit|block range|response size|timed? ?out/i.test(message);
}

export class ChainReader {
  readonly provider: JsonRpcProvider;
  private readonly attempts: number;

  constructor(chainId: number, urls: readonly string[], options: ChainReaderOptions = {}) {
    if (urls.length === 0) throw new Error('ChainReader needs at least one RPC URL');
    const request = new FetchRequest(urls[0]!);
    request.timeout = options.timeoutMs ?? DEFAULT_INDEX_RPC_TIMEOUT_MS;
    if (urls.length > 1) request.getUrlFunc = retryingGetUrl(FetchRequest.createGetUrlFunc(), 0, 0, urls);
    // Headers asked for together go out as one JSON-RPC batch.
    this.provider = new JsonRpcProvider(request, Network.from(chainId), { staticNetwork: true, batchStallTime: 2, batchMaxCount: 100, cacheTimeout: -1 });
    this.attempts = options.attempts ?? 3;
  }

  /** Retries transport failures (not refusals) with a short backoff. */
  private async send<T>(method: string, params: unknown[]): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.provider.send(method, params)) as T;
      } catch (error) {
        const transport = /ECONNREFUSED|ECONNRESET|socket hang up|fetch failed|other side closed/i.test(rpcMessage(error)) || (error as { code?: string }).code === 'SERVER_ERROR';
        if (!transport || attempt >= this.attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async latest(): Promise<BlockHeader> {
    const block = await this.send<RpcBlock | null>('eth_getBlockByNumber', ['latest', false]);
    if (!block) throw new Error('the node has no latest block');
    return header(block);
  }

  /** Headers of the given blocks (one batch); a block the node does not have is missing from the map. */
  async headers(numbers: readonly number[]): Promise<Map<number, BlockHeader>> {
    const unique = [...new Set(numbers)];
    const blocks = await Promise.all(unique.map((n) => this.send<RpcBlock | null>('eth_getBlockByNumber', [hex(n), false])));
    const out = new Map<number, BlockHeader>();
    for (const block of blocks) if (block) out.set(Number(BigInt(block.number)), header(block));
    return out;
  }

  /** Every log of the filter in [from, to], asking in pieces the node accepts. */
  async logs(from: number, to: number, filter: LogFilter): Promise<RawLog[]> {
    try {
      const logs = await this.send<RpcLog[]>('eth_getLogs', [
        { fromBlock: hex(from), toBlock: hex(to), ...(filter.address ? { address: filter.address } : {}), topics: [[...filter.topics]] },
      ]);
      return logs.filter((log) => !log.removed).map(toRawLog);
    } catch (error) {
      if (from >= to || !isRangeTooLarge(error)) throw error;
      const middle = Math.floor((from + to) / 2);
      return [...(await this.logs(from, middle, filter)), ...(await this.logs(middle + 1, to, filter))];
    }
  }

  destroy(): void {
    this.provider.destroy();
  }
}

function toRawLog(log: RpcLog): RawLog {
  return {
    address: log.address.toLowerCase(),
    topics: log.topics.map((t) => t.toLowerCase()),
    data: log.data,
    blockNumber: Number(BigInt(log.blockNumber)),
    blockHash: log.blockHash.toLowerCase(),
    transactionHash: log.transactionHash.toLowerCase(),
    logIndex: Number(BigInt(log.logIndex)),
  };
}
