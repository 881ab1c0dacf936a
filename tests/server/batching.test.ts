/**
 * How the server reads the chain, observed on the wire: an in-process server (buildServer)
 * talks to the shared dev chain through a counting JSON-RPC proxy. Balances of every listed
 * token are one eth_call (one Multicall3 batch); answers are cached per block, so repeating a
 * request in the same block reads nothing but the latest block again.
 */
import { address, deployment, revert, rpc, snapshot, TRADER } from './helpers';
import { closeOwnServers, countByMethod, countingStackRpc, startOwnServer, type CountingRpc } from './ownServer';

let rpcProxy: CountingRpc;
let base: string;
let snap: string;

beforeAll(async () => {
  snap = await snapshot();
  rpcProxy = await countingStackRpc();
  // no background jobs: their reads of the latest block would be counted against the requests
  base = await startOwnServer({ rpcUrl: rpcProxy.url, pruneIntervalMs: 0 });
});

afterAll(async () => {
  await closeOwnServers();
  await rpcProxy?.close();
  await revert(snap);
});

async function countCalls(request: () => Promise<Response>): Promise<Record<string, number>> {
  rpcProxy.calls.length = 0;
  const res = await request();
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return countByMethod(rpcProxy.calls);
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
