import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { balanceOf, walletBalances } from './walletBalances';
import type { SwapToken } from './tokens';

const USDT = '0x55d398326f99059ff775485246999027b3197955';
const BNB: SwapToken = { address: NATIVE_TOKEN_ADDRESS, symbol: 'BNB', name: 'BNB', decimals: 18 };
const USDT_TOKEN: SwapToken = { address: USDT, symbol: 'USDT', name: 'Tether USD', decimals: 18 };
const SALLY_TOKEN: SwapToken = { address: '0x' + 'a1'.repeat(20), symbol: 'SALLY', name: 'Sally', decimals: 18 };

describe('walletBalances', () => {
  it('takes BNB from its own read and never from the token batch', () => {
    const balances = walletBalances({ [NATIVE_TOKEN_ADDRESS]: '999', [USDT]: '5' }, false, '7');
    expect(balances).toEqual({ [USDT]: '5', [NATIVE_TOKEN_ADDRESS]: '7' });
    expect(balanceOf(BNB, balances, true)).toBe('7');
    expect(balanceOf(USDT_TOKEN, balances, true)).toBe('5');
  });

  it('leaves BNB unknown until its own read arrives, even when the batch lists it', () => {
    const balances = walletBalances({ [NATIVE_TOKEN_ADDRESS]: '999', [USDT]: '5' }, false, null);
    expect(balanceOf(BNB, balances, true)).toBeNull();
  });

  it('shows the tokens empty when their batch failed, BNB still from its own read', () => {
    const balances = walletBalances(undefined, true, '7');
    expect(balanceOf(USDT_TOKEN, balances, true)).toBe('0');
    expect(balanceOf(BNB, balances, true)).toBe('7');
  });

  it('gives a token missing from the batch 0 once it answered, unknown before', () => {
    const balances = walletBalances({ [USDT]: '5' }, false, '7');
    expect(balanceOf(SALLY_TOKEN, balances, true)).toBe('0');
    expect(balanceOf(SALLY_TOKEN, walletBalances(undefined, false, '7'), false)).toBeNull();
    expect(balanceOf(null, balances, true)).toBeNull();
  });
});
