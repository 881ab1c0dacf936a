import fc from 'fast-check';
import { decodeFunctionResult, encodeFunctionResult, type Abi } from 'viem';
import multicall3Json from '../../../abis/Multicall3.json';
import { decodeAggregate3Result } from './aggregate3Result';

const abi = multicall3Json as Abi;
const encode = (results: ReadonlyArray<{ success: boolean; returnData: `0x${string}` }>) =>
  encodeFunctionResult({ abi, functionName: 'aggregate3', result: results });
const viemDecode = (data: `0x${string}`) => decodeFunctionResult({ abi, functionName: 'aggregate3', data });

const results = fc.array(
  fc.record({ success: fc.boolean(), returnData: fc.uint8Array({ maxLength: 200 }).map((b) => `0x${Buffer.from(b).toString('hex')}` as `0x${string}`) }),
  { maxLength: 30 },
);

describe('decodeAggregate3Result', () => {
  it('reads every answer as viem does', () => {
    fc.assert(
      fc.property(results, (answer) => {
        const data = encode(answer);
        expect(decodeAggregate3Result(data)).toEqual(viemDecode(data));
        expect(decodeAggregate3Result(data.toUpperCase().replace('0X', '0x'))).toEqual(answer);
      }),
    );
  });

  it('refuses an answer cut short anywhere, as viem does', () => {
    fc.assert(
      fc.property(
        results.filter((answer) => answer.length > 0),
        fc.nat(),
        (answer, cut) => {
          const data = encode(answer);
          const words = (data.length - 2) / 64;
          const short = data.slice(0, 2 + (cut % words) * 64);
          expect(() => viemDecode(short as `0x${string}`)).toThrow();
          expect(() => decodeAggregate3Result(short)).toThrow();
        },
      ),
    );
  });

  it('refuses a flag that is not a bool, an offset past the end, and text that is not hex', () => {
    const data = encode([{ success: true, returnData: '0x1234' }]);
    const word = (i: number) => 2 + i * 64;
    const flag = `${data.slice(0, word(3))}${'0'.repeat(63)}2${data.slice(word(4))}`;
    expect(() => decodeAggregate3Result(flag)).toThrow('success flag of 2');
    const farOffset = `${data.slice(0, word(0))}${'0'.repeat(60)}ffff${data.slice(word(1))}`;
    expect(() => decodeAggregate3Result(farOffset)).toThrow('cut short');
    const hugeOffset = `${data.slice(0, word(0))}${'f'.repeat(64)}${data.slice(word(1))}`;
    expect(() => decodeAggregate3Result(hugeOffset)).toThrow('malformed');
    expect(() => decodeAggregate3Result('0xzz')).toThrow('not hex');
    expect(decodeAggregate3Result(encode([]))).toEqual([]);
  });
});
