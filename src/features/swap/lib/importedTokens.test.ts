import { memoryStorage } from '../../../shared/testing/memoryStorage';
import {
  importedTokenFrom,
  importedTokensKey,
  loadImportedTokens,
  MAX_IMPORTED_TOKENS,
  parseImportedTokens,
  saveImportedTokens,
  withImportedToken,
  withImportedTokens,
} from './importedTokens';
import type { SwapToken } from './tokens';

const VEE: SwapToken = { address: '0x' + 'ab'.repeat(20), symbol: 'VEE', name: 'Vee', decimals: 18 };
const SIX: SwapToken = { address: '0x' + '06'.repeat(20), symbol: 'SIX', name: 'Six', decimals: 6, logoURI: 'https://example.org/six.png' };
const USDT: SwapToken = { address: '0x' + '55'.repeat(20), symbol: 'USDT', name: 'Tether USD', decimals: 18 };

describe('imported tokens', () => {
  it('are kept per chain and read back as saved', () => {
    const storage = memoryStorage();
    saveImportedTokens(storage, 56, [VEE, SIX]);
    expect(loadImportedTokens(storage, 56)).toEqual([VEE, SIX]);
    // another chain's list is its own
    expect(loadImportedTokens(storage, 97)).toEqual([]);
    expect(importedTokensKey(56)).not.toBe(importedTokensKey(97));
  });

  it('drop every malformed entry and keep the valid ones', () => {
    const stored = JSON.stringify([
      VEE,
      { ...SIX, address: '0x1234' }, // not an address
      { ...SIX, address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }, // BNB is not a token to import
      { ...SIX, decimals: 6.5 },
      { ...SIX, decimals: -1 },
      { ...SIX, decimals: 77 },
      { ...SIX, decimals: '6' },
      { ...SIX, symbol: '' },
      { ...SIX, symbol: 'X'.repeat(33) },
      { ...SIX, name: 42 },
      { ...SIX, name: 'line\nbreak' },
      { ...SIX, logoURI: 'javascript:alert(1)' },
      { ...SIX, logoURI: 'http://plain.example/six.png' },
      null,
      'VEE',
      [VEE],
      { ...VEE, address: VEE.address.toUpperCase().replace('0X', '0x') }, // the same token twice: first kept
      SIX,
    ]);
    expect(parseImportedTokens(stored)).toEqual([VEE, SIX]);
  });

  it('read as empty from junk, another shape, or a throwing storage', () => {
    for (const junk of ['', 'not json', '{"tokens":[]}', '42', 'null']) expect(parseImportedTokens(junk)).toEqual([]);
    expect(parseImportedTokens(null)).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadImportedTokens(throwing, 56)).toEqual([]);
    expect(() => saveImportedTokens(throwing, 56, [VEE])).not.toThrow();
    expect(loadImportedTokens(undefined, 56)).toEqual([]);
  });

  it('lowercases addresses and keeps at most the cap, newest first', () => {
    expect(importedTokenFrom({ ...VEE, address: '0x' + 'AB'.repeat(20) })?.address).toBe(VEE.address);
    let list: SwapToken[] = [];
    for (let i = 0; i < MAX_IMPORTED_TOKENS + 5; i += 1) {
      list = withImportedToken(list, { ...VEE, address: `0x${i.toString(16).padStart(40, '0')}` });
    }
    expect(list).toHaveLength(MAX_IMPORTED_TOKENS);
    expect(list[0].address).toBe(`0x${(MAX_IMPORTED_TOKENS + 4).toString(16).padStart(40, '0')}`);
    // a re-import moves the token to the front, once
    const again = withImportedToken([VEE, SIX], SIX);
    expect(again).toEqual([SIX, VEE]);
    // an invalid token is never added
    expect(withImportedToken([VEE], { ...SIX, decimals: Number.NaN })).toEqual([VEE]);
  });

  it("join the list after its own tokens; a listed token's entry wins over an imported one", () => {
    const fakeListed = { ...USDT, symbol: 'FAKE' };
    expect(withImportedTokens([USDT], [VEE, fakeListed])).toEqual([USDT, VEE]);
    expect(withImportedTokens([USDT], [])).toEqual([USDT]);
  });
});
