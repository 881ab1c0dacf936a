import { config } from '../../config';
import { jsonRpc } from './rpcTransport';

/** A log of a receipt: the emitting contract, its topics and data (hex). */
export interface ReceiptLog {
  address: string;
  topics: ReadonlyArray<string>;
  data: string;
}

/** What the app reads of a mined transaction's receipt. */
export interface ChainReceipt {
  /** 1 succeeded, 0 reverted */
  status: number;
  logs: ReceiptLog[];
  blockNumber: number;
}

/** A transaction the wallet has sent: its hash, and its receipt once mined. */
export interface SentTransaction {
  hash: string;
  wait(): Promise<ChainReceipt | null>;
}

interface RpcReceipt {
  status: string;
  blockNumber: string;
  logs: ReceiptLog[];
}

const POLL_MS = Math.max(config.chain.blockTime, 1_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The receipt of `hash`, or null while it is not mined. */
export async function readReceipt(hash: string): Promise<ChainReceipt | null> {
  const receipt = await jsonRpc<RpcReceipt | null>('eth_getTransactionReceipt', [hash]);
  if (!receipt) return null;
  return { status: Number(BigInt(receipt.status)), blockNumber: Number(BigInt(receipt.blockNumber)), logs: receipt.logs };
}

/**
 * Waits for `hash` to be mined (polling the read endpoints, one request a block); null when
 * `timeoutMs` passes first. A node that fails for a moment is asked again at the next poll.
 */
export async function waitForReceipt(hash: string, timeoutMs = Number.POSITIVE_INFINITY): Promise<ChainReceipt | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await readReceipt(hash).catch(() => null);
    if (receipt) return receipt;
    if (Date.now() + POLL_MS > deadline) return null;
    await sleep(POLL_MS);
  }
}

/** Whether the node knows the transaction at all (a dropped one, or one of a dev chain that restarted, it does not). */
export async function isKnownTransaction(hash: string): Promise<boolean> {
  return (await jsonRpc<unknown>('eth_getTransactionByHash', [hash])) !== null;
}

export function sentTransaction(hash: string): SentTransaction {
  return { hash, wait: () => waitForReceipt(hash) };
}
