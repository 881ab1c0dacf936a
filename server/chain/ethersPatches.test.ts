/**
 * ethers is patched (patches/ethers+*.patch, applied by postinstall) where it was quadratic in the
 * size of an answer: ABI decoding copied the whole buffer on every word read, and Node's HTTP
 * getter regrew the body on every chunk (an index catch-up over 10,000 sales stalled for minutes).
 * Answers' text is decoded by the platform's UTF-8 decoder. These tests pin what the patches must
 * not change: what is decoded and received, and what is refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, FetchRequest, Interface } from 'ethers';

const coder = AbiCoder.defaultAbiCoder();

describe('ABI decoding (patched ethers)', () => {
  it('decodes a Multicall3 answer of 1,500 results, each a nested dynamic value, to what was encoded', () => {
    const inner = new Interface(['function info() view returns (tuple(uint256 id, address holder, string name, uint256[] amounts))']);
    const results = Array.from({ length: 1_500 }, (_, i) => {
      const value = [BigInt(i), `0x${(i + 1).toString(16).padStart(40, '0')}`, `listing ${i}`, [BigInt(i) * 10n ** 18n, BigInt(i % 7)]];
      return [i % 5 !== 0, inner.encodeFunctionResult('info', [value])];
    });
    const data = coder.encode(['tuple(bool success, bytes returnData)[]'], [results]);

    const [decoded] = coder.decode(['tuple(bool success, bytes returnData)[]'], data);

    expect(decoded).toHaveLength(1_500);
    for (const i of [0, 1, 749, 1_499]) {
      const [success, returnData] = decoded[i];
      expect(success).toBe(i % 5 !== 0);
      const [info] = inner.decodeFunctionResult('info', returnData);
      expect(info.id).toBe(BigInt(i));
      expect(info.holder.toLowerCase()).toBe(`0x${(i + 1).toString(16).padStart(40, '0')}`);
      expect(info.name).toBe(`listing ${i}`);
      expect([...info.amounts]).toEqual([BigInt(i) * 10n ** 18n, BigInt(i % 7)]);
    }
  });

  it('still refuses data whose pointers make it decode to over 1,024 times its size', () => {
    // Every pointer of each level points at the one array below it: 9 kB that would decode to
    // 96³ words, 3 MB times more.
    const n = 96;
    const word = (value: number) => value.toString(16).padStart(64, '0');
    const pointingLevel = word(n) + word(32 * n).repeat(n);
    const data = `0x${word(32)}${pointingLevel}${pointingLevel}${word(n)}${word(7).repeat(n)}`;

    expect(() => coder.decode(['uint256[][][]'], data)).toThrow(/inflation ratio of 1024/);
  });
});

describe('HTTP answers (patched ethers)', () => {
  let server: http.Server;
  let url: string;
  const big = JSON.stringify({ jsonrpc: '2.0', id: 1, result: Array.from({ length: 40_000 }, (_, i) => ({ n: i, name: `événement ${i}` })) });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/invalid') {
        response.end(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
        return;
      }
      // in many small writes, so the answer arrives in many chunks
      const bytes = Buffer.from(big, 'utf8');
      for (let at = 0; at < bytes.length; at += 16_384) response.write(bytes.subarray(at, at + 16_384));
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('receives an answer of megabytes in many chunks whole, its text decoded', async () => {
    const response = await new FetchRequest(`${url}/big`).send();

    expect(response.body!.length).toBe(Buffer.byteLength(big));
    expect(response.bodyText).toBe(big);
    expect(response.bodyJson.result[39_999]).toEqual({ n: 39_999, name: 'événement 39999' });
  });

  it('still refuses an answer that is not UTF-8', async () => {
    const response = await new FetchRequest(`${url}/invalid`).send();

    expect(() => response.bodyText).toThrow(/not valid UTF-8/);
  });
});
