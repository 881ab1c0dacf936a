/**
 * @jest-environment node
 *
 * The follower's log reads against a small JSON-RPC server that refuses ranges the way public
 * nodes do, so the splitting is tested on the wire.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChainReader, isRangeTooLarge } from './chainReader';

interface Request {
  id: number;
  method: string;
  params: Array<{ fromBlock: string; toBlock: string }>;
}

let server: http.Server;
let url: string;
const asked: Array<[number, number]> = [];
/** answers one eth_getLogs range: a log per block, or an error object */
let answer: (from: number, to: number) => { result?: unknown; error?: { code: number; message: string } };

const log = (block: number) => ({
  address: '0x00000000000000000000000000000000000000AA',
  topics: ['0x' + 'ab'.repeat(32)],
  data: '0x',
  blockNumber: `0x${block.toString(16)}`,
  blockHash: '0x' + block.toString(16).padStart(64, '0'),
  transactionHash: '0x' + 'cd'.repeat(32),
  logIndex: '0x0',
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as Request | Request[];
      const one = (r: Request) => {
        const from = Number(r.params[0]!.fromBlock);
        const to = Number(r.params[0]!.toBlock);
        asked.push([from, to]);
        return { jsonrpc: '2.0', id: r.id, ...answer(from, to) };
      };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => log(from + i));

it('splits a range the node refuses as too large until every piece fits, and returns every log once in order', async () => {
  answer = (from, to) => (to - from + 1 > 3 ? { error: { code: -32005, message: 'query returned more than 10000 results' } } : { result: range(from, to) });
  const reader = new ChainReader(31337, [url], { timeoutMs: 2000 });
  const logs = await reader.logs(100, 109, { topics: ['0x' + 'ab'.repeat(32)] });
  reader.destroy();
  expect(logs.map((l) => l.blockNumber)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
  expect(logs[0]!.address).toBe('0x00000000000000000000000000000000000000aa');
  expect(asked[0]).toEqual([100, 109]);
  expect(asked.every(([from, to]) => to - from + 1 <= 10)).toBe(true);
});

it('gives up on a single block the node still refuses, and never splits on other errors', async () => {
  answer = () => ({ error: { code: -32000, message: 'exceed maximum block range: 0' } });
  const reader = new ChainReader(31337, [url], { timeoutMs: 2000 });
  await expect(reader.logs(5, 6, { topics: [] })).rejects.toThrow(/exceed maximum block range/);
  expect(asked).toEqual([[5, 6], [5, 5]]);

  asked.length = 0;
  answer = () => ({ error: { code: -32602, message: 'invalid argument 0: hex string without 0x prefix' } });
  await expect(reader.logs(5, 9, { topics: [] })).rejects.toThrow(/invalid argument/);
  expect(asked).toEqual([[5, 9]]);
  reader.destroy();
});

it.each([
  ['query returned more than 10000 results', true],
  ['Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range', true],
  ['block range is too wide', true],
  ['request timed out', true],
  ['rate limit exceeded', false],
  ['execution reverted', false],
])('takes "%s" for a range too large: %s', (message, expected) => {
  expect(isRangeTooLarge({ error: { code: -32000, message } })).toBe(expected);
});
