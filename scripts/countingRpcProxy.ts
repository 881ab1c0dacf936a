/**
 * A JSON-RPC proxy on 127.0.0.1 that records the method of every call it forwards, so a test or
 * a bench can count the node reads a server makes (a batch counts each of its calls), and the
 * calldata of each eth_call with the node's time to answer the request that carried it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingRpc {
  url: string;
  /** methods forwarded so far, in order (empty it to start a count) */
  calls: string[];
  /** eth_calls forwarded so far: calldata, and the milliseconds the node took over their request */
  ethCalls: Array<{ data: string; ms: number }>;
  close(): Promise<void>;
}

interface JsonRpcRequest {
  method: string;
  params?: unknown[];
}

export async function countingRpcProxy(upstream: string): Promise<CountingRpc> {
  const calls: string[] = [];
  const ethCalls: CountingRpc['ethCalls'] = [];
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[];
      const requests = Array.isArray(parsed) ? parsed : [parsed];
      for (const r of requests) calls.push(r.method);
      const started = performance.now();
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await answer.text();
      const ms = performance.now() - started;
      for (const r of requests) if (r.method === 'eth_call') ethCalls.push({ data: String((r.params?.[0] as { data?: string } | undefined)?.data ?? ''), ms });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls,
    ethCalls,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/** How many times each method was forwarded. */
export function countByMethod(calls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const method of calls) counts[method] = (counts[method] ?? 0) + 1;
  return counts;
}
