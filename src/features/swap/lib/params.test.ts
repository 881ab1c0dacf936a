import { checkSwapParams, INVALID_AMOUNT, MISSING_SWAP_PARAMETERS, pairSearch, presetSearch, resolvePresetToken } from './params';
import type { SwapToken } from './tokens';

const bnb: SwapToken = { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', symbol: 'BNB', name: 'BNB', decimals: 18 };
const usdt: SwapToken = { address: '0x' + '1'.repeat(40), symbol: 'USDT', name: 'Tether USD', decimals: 6 };

describe('swap parameter guards', () => {
  it('reports missing tokens or amount', () => {
    expect(checkSwapParams(null, usdt, '1')).toEqual({ ok: false, error: MISSING_SWAP_PARAMETERS });
    expect(checkSwapParams(bnb, null, '1')).toEqual({ ok: false, error: MISSING_SWAP_PARAMETERS });
    expect(checkSwapParams(bnb, usdt, '')).toEqual({ ok: false, error: MISSING_SWAP_PARAMETERS });
    expect(MISSING_SWAP_PARAMETERS).toBe('Missing swap parameters');
  });
  it('refuses zero, dust below one unit and junk as an invalid amount', () => {
    expect(checkSwapParams(bnb, usdt, '0')).toEqual({ ok: false, error: INVALID_AMOUNT });
    expect(checkSwapParams(usdt, bnb, '0.0000001')).toEqual({ ok: false, error: INVALID_AMOUNT });
    expect(checkSwapParams(bnb, usdt, '.')).toEqual({ ok: false, error: INVALID_AMOUNT });
    expect(INVALID_AMOUNT).toBe('Invalid amount');
  });
  it('parses with the source decimals', () => {
    expect(checkSwapParams(usdt, bnb, '1,5')).toEqual({ ok: true, amount: 1_500_000n });
  });
});

describe('preset links', () => {
  it('resolves an address or a symbol, case-insensitively', () => {
    expect(resolvePresetToken(usdt.address.toUpperCase().replace('0X', '0x'), [bnb, usdt])).toBe(usdt);
    expect(resolvePresetToken('bnb', [bnb, usdt])).toBe(bnb);
    expect(resolvePresetToken('nope', [bnb, usdt])).toBeNull();
    expect(resolvePresetToken(null, [bnb, usdt])).toBeNull();
  });
  it('builds the query of a preset link', () => {
    expect(presetSearch(bnb, usdt)).toBe(`?inputCurrency=${bnb.address}&outputCurrency=${usdt.address}`);
    expect(presetSearch(null, null)).toBe('');
  });
  it('writes the pair into the address bar query, keeping the other parameters', () => {
    expect(pairSearch('', bnb, usdt)).toBe(`?inputCurrency=${bnb.address}&outputCurrency=${usdt.address}`);
    expect(pairSearch('?utm_source=x&inputCurrency=BNB', usdt, null)).toBe(`?utm_source=x&inputCurrency=${usdt.address}`);
    expect(pairSearch('?outputCurrency=old', null, null)).toBe('');
  });
});
