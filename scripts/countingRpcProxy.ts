/**
 * A JSON-RPC proxy on 127.0.0.1 that records the method of every call it forwards, so a test or
 * a bench can count the node reads a server makes (a batch counts each of its calls).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingRpc {
  url: string;
  /** methods forwarded so far, in order (empty it to start a count) */
  calls: string[];
  close(): Promise<void>;
}

export async function countingRpcProxy(upstream: string): Promise<CountingRpc> {
  const calls: string[] = [];
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { method: string } | Array<{ method: string }>;
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) calls.push(r.method);
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

/** How many times each method was forwarded. */
export function countByMethod(calls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const method of calls) counts[method] = (counts[method] ?? 0) + 1;
  return counts;
}
