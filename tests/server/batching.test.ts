/**
 * How the server reads the chain, observed on the wire: an in-process server (buildServer)
 * talks to the shared dev chain through a counting JSON-RPC proxy. Balances of every listed
 * token are one eth_call (one Multicall3 batch); answers are cached per block, so repeating a
 * request in the same block reads nothing but the latest block again.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { devQuoteSignerKey } from '../../server/devKeys';
import { stackEnv } from '../stack/env';
import { address, deployment, revert, rpc, snapshot, TRADER } from './helpers';

interface RpcRequest {
  method: string;
}

let proxy: http.Server;
let app: FastifyInstance;
let base: string;
let dir: string;
let snap: string;
const calls: string[] = [];

beforeAll(async () => {
  snap = await snapshot();
  const upstream = stackEnv().rpcUrl;
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[];
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) calls.push(r.method);
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-batching-'));
  app = await buildServer({
    deployment: deployment(),
    rpcUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    dbFile: path.join(dir, 'api.sqlite'),
    quoteSignerKey: devQuoteSignerKey(),
    // no background jobs: their reads of the latest block would be counted against the requests
    observationIntervalMs: 0,
    pruneIntervalMs: 0,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  await revert(snap);
});

async function countCalls(request: () => Promise<Response>): Promise<Record<string, number>> {
  calls.length = 0;
  const res = await request();
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const counts: Record<string, number> = {};
  for (const method of calls) counts[method] = (counts[method] ?? 0) + 1;
  return counts;
}

it('reads the balances of every listed token, BNB included, in one eth_call', async () => {
  await rpc('evm_mine');
  const counts = await countCalls(() => fetch(`${base}/v1/balances/${address(TRADER)}`));
  expect(counts).toEqual({ eth_getBlockByNumber: 1, eth_call: 1 });
  expect(Object.keys(await (await fetch(`${base}/v1/balances/${address(TRADER)}`)).json())).toHaveLength(deployment().tokens.length);
});

it('answers a repeated request from the cache of the same block', async () => {
  await rpc('evm_mine');
  const first = await countCalls(() => fetch(`${base}/v1/prices`));
  expect(first.eth_call).toBeGreaterThanOrEqual(1);
  expect(first.eth_call).toBeLessThanOrEqual(2); // pair addresses (first time only) + reserves
  expect(await countCalls(() => fetch(`${base}/v1/prices`))).toEqual({ eth_getBlockByNumber: 1 });
  const quote = `${base}/v1/quote?src=${deployment().testTokens!.sally}&dst=${deployment().contracts.usdt}&amount=1000`;
  // Every candidate pool in one batch; pools seen for the first time need a second batch for
  // the ticks around their price.
  expect((await countCalls(() => fetch(quote))).eth_call).toBeLessThanOrEqual(2);
  expect(await countCalls(() => fetch(quote))).toEqual({ eth_getBlockByNumber: 1 });
  await rpc('evm_mine');
  // A new block: one batch for every pool, V3 ticks included (the gas price is reused for 15 s).
  expect(await countCalls(() => fetch(quote))).toEqual({ eth_getBlockByNumber: 1, eth_call: 1 });
  await rpc('evm_mine');
  // A new block reads again: reserves, plus a re-check of pairs that did not exist (NOLIQ's).
  const again = await countCalls(() => fetch(`${base}/v1/prices`));
  expect(again.eth_call).toBeGreaterThanOrEqual(1);
  expect(again.eth_call).toBeLessThanOrEqual(2);
});
