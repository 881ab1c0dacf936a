import { encodeAbiParameters } from 'viem';
import type { ChainReader } from '../chain/loadChainClient';
import { decodeValueOrNull } from '../chain/reader';
import { decimalsOrDefault, orNull, readTokenFacts, tokenFactsFromAnswers } from './tokenReads';

type Erc20 = ReturnType<ChainReader['contracts']['erc20']>;

function fakeContracts(token: { name(): Promise<string>; symbol(): Promise<string>; decimals(): Promise<bigint> }) {
  return { erc20: () => token as unknown as Erc20 };
}

describe('readTokenFacts', () => {
  it('answers the three fields of a well-behaved token', async () => {
    const contracts = fakeContracts({ name: async () => 'Sally', symbol: async () => 'SALLY', decimals: async () => 9n });
    await expect(readTokenFacts(contracts, '0x1')).resolves.toEqual({ name: 'Sally', symbol: 'SALLY', decimals: 9 });
  });

  it('answers null for each field that fails, keeping the others', async () => {
    const contracts = fakeContracts({
      name: async () => 'Maker',
      symbol: () => Promise.reject(new Error('could not decode result data')),
      decimals: () => Promise.reject(new Error('execution reverted')),
    });
    await expect(readTokenFacts(contracts, '0x1')).resolves.toEqual({ name: 'Maker', symbol: null, decimals: null });
  });
});

describe('tokenFactsFromAnswers', () => {
  const encoded = (type: 'string' | 'uint8', value: string | number) => encodeAbiParameters([{ type }], [value]);

  it("reads a well-behaved token's raw answers", () => {
    expect(
      tokenFactsFromAnswers(decodeValueOrNull, { name: encoded('string', 'Sally'), symbol: encoded('string', 'SALLY'), decimals: encoded('uint8', 9) }),
    ).toEqual({ name: 'Sally', symbol: 'SALLY', decimals: 9 });
  });

  it('answers null for a field given as a bytes32, or not given at all, keeping the others', () => {
    const bytes32Symbol = '0x4d4b520000000000000000000000000000000000000000000000000000000000'; // 'MKR'
    expect(tokenFactsFromAnswers(decodeValueOrNull, { name: encoded('string', 'Maker'), symbol: bytes32Symbol, decimals: '0x' })).toEqual({
      name: 'Maker',
      symbol: null,
      decimals: null,
    });
    expect(tokenFactsFromAnswers(decodeValueOrNull, { name: '0x', symbol: '0x', decimals: '0x' })).toEqual({ name: null, symbol: null, decimals: null });
  });
});

describe('orNull', () => {
  it('turns a rejection into null and keeps a value', async () => {
    await expect(orNull(Promise.reject(new Error('x')))).resolves.toBeNull();
    await expect(orNull(Promise.resolve(0))).resolves.toBe(0);
  });
});

describe('decimalsOrDefault', () => {
  it('keeps a uint8 and falls back to 18 otherwise', () => {
    expect(decimalsOrDefault(6)).toBe(6);
    expect(decimalsOrDefault('0')).toBe(0);
    expect(decimalsOrDefault(null)).toBe(18);
    expect(decimalsOrDefault(256)).toBe(18);
    expect(decimalsOrDefault('x')).toBe(18);
  });
});
