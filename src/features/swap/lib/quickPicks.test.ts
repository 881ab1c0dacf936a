import { NATIVE_TOKEN_ADDRESS } from '../../../config';
import { quickPickTokens } from './quickPicks';
import type { SwapToken } from './tokens';

const token = (symbol: string, byte: string): SwapToken => ({ address: `0x${byte.repeat(20)}`, symbol, name: symbol, decimals: 18 });
const BNB: SwapToken = { address: NATIVE_TOKEN_ADDRESS, symbol: 'BNB', name: 'BNB', decimals: 18 };
const WBNB = token('WBNB', 'bb');
const USDT = token('USDT', '55');
const USD1 = token('USD1', 'd1');
const USDC = token('USDC', 'c0');
const SALLY = token('SALLY', 'a1');

describe('quick-pick chips', () => {
  it('are BNB, USDT, then the stablecoins of the list in its order', () => {
    const picks = quickPickTokens([SALLY, USDC, WBNB, USD1, USDT, BNB], [], USDT.address, [USD1.address]);
    expect(picks.map((t) => t.symbol)).toEqual(['BNB', 'USDT', 'USDC', 'USD1']);
  });

  it("take the deployment's USDT by address, and a stablecoin the deployment names whatever its symbol", () => {
    const renamed = { ...USD1, symbol: 'WLFI-USD' };
    const otherUsdt = token('USDT', '99');
    const picks = quickPickTokens([otherUsdt, renamed, USDT, BNB], [], USDT.address, [USD1.address]);
    // the listed second USDT is a stablecoin of the list too, after the deployment's
    expect(picks.map((t) => t.address)).toEqual([BNB.address, USDT.address, otherUsdt.address, renamed.address]);
  });

  it('never offer an imported token, even one that calls itself USDT', () => {
    const fake = token('USDT', 'fa');
    expect(quickPickTokens([BNB, USDT, fake], [fake], USDT.address).map((t) => t.address)).toEqual([BNB.address, USDT.address]);
  });

  it('are empty for a list without any', () => {
    expect(quickPickTokens([SALLY, WBNB], [], USDT.address)).toEqual([]);
  });
});
