/**
 * Many transactions per block on a Hardhat dev chain: with automine off, transactions are sent
 * from unlocked or impersonated accounts in JSON-RPC batches (no signing, no gas estimate: the
 * caller gives a gas limit), then mined until every one is in a block, and every receipt is
 * checked. A failed transaction fails the batch with its count and the first one's label.
 */

import { postWithReconnect } from '../postWithReconnect';

interface RpcAnswer {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface PendingTx {
  from: string;
  to?: string;
  data: string;
  value?: bigint;
  gas: bigint;
  /** what it is, for error messages */
  label: string;
}

/** JSON-RPC requests per HTTP request. */
const REQUESTS_PER_POST = 400;

export class DevChain {
  private id = 0;

  constructor(readonly url: string) {}

  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    const [answer] = await this.batch([{ method, params }]);
    if (answer!.error) throw new Error(`${method}: ${answer!.error.message}`);
    return answer!.result as T;
  }

  /** Requests in JSON-RPC batches; answers in request order. */
  async batch(requests: Array<{ method: string; params: unknown[] }>): Promise<RpcAnswer[]> {
    const answers: RpcAnswer[] = [];
    for (let i = 0; i < requests.length; i += REQUESTS_PER_POST) {
      const part = requests.slice(i, i + REQUESTS_PER_POST).map((r) => ({ jsonrpc: '2.0', id: ++this.id, ...r }));
      const response = await postWithReconnect(this.url, JSON.stringify(part));
      if (!response.ok) throw new Error(`JSON-RPC HTTP ${response.status} ${await response.text()}`);
      const body = (await response.json()) as RpcAnswer[];
      const byId = new Map(body.map((a) => [a.id, a]));
      answers.push(...part.map((r) => byId.get(r.id) ?? { id: r.id, error: { code: -1, message: 'no answer' } }));
    }
    return answers;
  }

  async blockNumber(): Promise<number> {
    return Number(BigInt(await this.call<string>('eth_blockNumber')));
  }

  async latestTimestamp(): Promise<number> {
    return Number(BigInt((await this.call<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])).timestamp));
  }

  /**
   * Sends `txs` with automine off and mines until all are in blocks; resolves with how many blocks
   * that took. Throws if any transaction was refused or reverted.
   */
  async sendAll(txs: readonly PendingTx[]): Promise<number> {
    if (txs.length === 0) return 0;
    const hex = (n: bigint | number) => `0x${n.toString(16)}`;
    // Nonces are given, not left to the node: it may take a batch's requests in any order, and a
    // stake must come after its approval.
    const senders = [...new Set(txs.map((tx) => tx.from))];
    const counts = await this.batch(senders.map((from) => ({ method: 'eth_getTransactionCount', params: [from, 'pending'] })));
    const next = new Map(senders.map((from, i) => [from, Number(BigInt(counts[i]!.result as string))]));
    const sent = await this.batch(
      txs.map((tx) => {
        const nonce = next.get(tx.from)!;
        next.set(tx.from, nonce + 1);
        return {
          method: 'eth_sendTransaction',
          params: [{ from: tx.from, ...(tx.to ? { to: tx.to } : {}), data: tx.data, value: hex(tx.value ?? 0n), gas: hex(tx.gas), nonce: hex(nonce) }],
        };
      }),
    );
    const refused = sent.findIndex((a) => a.error);
    if (refused >= 0) throw new Error(`${txs[refused]!.label} was refused: ${sent[refused]!.error!.message}`);
    const hashes = sent.map((a) => a.result as string);
    let blocks = 0;
    let waiting = hashes.map((hash, i) => ({ hash, tx: txs[i]! }));
    while (waiting.length > 0) {
      await this.call('evm_mine');
      blocks += 1;
      const receipts = await this.batch(waiting.map((w) => ({ method: 'eth_getTransactionReceipt', params: [w.hash] })));
      const failed = waiting.filter((_, i) => (receipts[i]!.result as { status?: string } | null)?.status === '0x0');
      if (failed.length > 0) throw new Error(`${failed.length} transactions reverted, the first: ${failed[0]!.tx.label} (${failed[0]!.hash})`);
      waiting = waiting.filter((_, i) => receipts[i]!.result === null);
      if (blocks > 10_000) throw new Error(`${waiting.length} transactions still unmined after 10000 blocks`);
    }
    return blocks;
  }
}
