import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { isAddress, isNative, searchTokens, sortTokens, type SwapToken } from './tokens';

const tok = (symbol: string, address: string, decimals = 18, name = `${symbol} Token`): SwapToken => ({ symbol, address, decimals, name });
const USDT = '0x' + '1'.repeat(40);
const bnb = tok('BNB', NATIVE_TOKEN_ADDRESS, 18, 'BNB');
const usdt = tok('USDT', USDT, 18, 'Tether USD');
const sally = tok('SALLY', '0x' + 'a'.repeat(40), 18, 'Sally');
const schm = tok('SCHM', '0x' + 'b'.repeat(40), 18, 'Schmeckle');
const six = tok('SIX', '0x' + 'c'.repeat(40), 6, 'Six Decimals');
const all = [schm, sally, usdt, six, bnb];

describe('picker search', () => {
  it('matches symbol, name or address case-insensitively', () => {
    expect(searchTokens(all, 'sal')).toEqual([sally]);
    expect(searchTokens(all, 'TETHER')).toEqual([usdt]);
    expect(searchTokens(all, '0xBBBB')).toEqual([schm]);
    expect(searchTokens(all, '  schmeckle ')).toEqual([schm]);
  });
  it('returns everything for an empty query and nothing for no match', () => {
    expect(searchTokens(all, '')).toHaveLength(5);
    expect(searchTokens(all, 'zzz')).toEqual([]);
  });
});

describe('picker sort', () => {
  it('puts BNB then USDT first even without balances', () => {
    expect(sortTokens(all, {}, {}, USDT).map((t) => t.symbol)).toEqual(['BNB', 'USDT', 'SALLY', 'SCHM', 'SIX']);
  });
  it('then orders by balance across decimals', () => {
    const balances = {
      [sally.address]: (2n * 10n ** 18n).toString(),
      [six.address]: (3n * 10n ** 6n).toString(), // 3 whole tokens beat 2 despite the smaller raw number
      [bnb.address]: '1',
    };
    expect(sortTokens(all, balances, {}, USDT).map((t) => t.symbol)).toEqual(['BNB', 'USDT', 'SIX', 'SALLY', 'SCHM']);
  });
  it('breaks balance ties by USD value', () => {
    const balances = { [sally.address]: '1000', [schm.address]: '1000' };
    const prices = { [sally.address]: 0.75, [schm.address]: 1.2 };
    expect(sortTokens(all, balances, prices, USDT).map((t) => t.symbol)).toEqual(['BNB', 'USDT', 'SCHM', 'SALLY', 'SIX']);
  });
  it('matches the USDT address case-insensitively', () => {
    expect(sortTokens([sally, usdt], {}, {}, USDT.toUpperCase().replace('0X', '0x'))[0]).toBe(usdt);
  });
});

describe('helpers', () => {
  it('recognises addresses and the native placeholder', () => {
    expect(isAddress(USDT)).toBe(true);
    expect(isAddress('0x123')).toBe(false);
    expect(isNative(NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isNative(USDT)).toBe(false);
  });
});
