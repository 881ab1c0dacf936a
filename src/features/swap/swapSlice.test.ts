import { makeStore } from '../../shared/store/store';
import {
  dstTokenSelected,
  flipped,
  presetWritten,
  sameFormBesidesLink,
  selectDesiredQuoteArgs,
  selectSwapForm,
  srcAmountChanged,
  srcTokenSelected,
  swapConfirmed,
  tokensPreset,
} from './swapSlice';
import { swapApi } from './api/swapApi';
import type { SwapToken } from './lib/tokens';

const BNB: SwapToken = { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', symbol: 'BNB', name: 'BNB', decimals: 18 };
const SIX: SwapToken = { address: '0x' + '6'.repeat(40), symbol: 'SIX', name: 'Six', decimals: 6 };

function store() {
  return makeStore({ persistTransactions: false });
}

describe('swapSlice', () => {
  it('starts with the default slippage of 0.5% and no tokens', () => {
    expect(selectSwapForm(store().getState())).toMatchObject({ srcToken: null, dstToken: null, srcAmount: '', slippage: 0.5 });
  });

  it('swaps the sides when the other side’s token is picked, and trims decimals to the new source', () => {
    const s = store();
    s.dispatch(srcTokenSelected(BNB));
    s.dispatch(dstTokenSelected(SIX));
    s.dispatch(srcAmountChanged('1.123456789'));
    s.dispatch(srcTokenSelected(SIX));
    expect(selectSwapForm(s.getState())).toMatchObject({ srcToken: SIX, dstToken: BNB, srcAmount: '1.123456789' });
    s.dispatch(flipped());
    s.dispatch(flipped());
    expect(selectSwapForm(s.getState()).srcAmount).toBe('1.123456');
  });

  it('derives quote arguments only from tokens and a positive amount', () => {
    const s = store();
    s.dispatch(srcTokenSelected(SIX));
    s.dispatch(dstTokenSelected(BNB));
    s.dispatch(srcAmountChanged('0'));
    expect(selectDesiredQuoteArgs(s.getState())).toBeNull();
    s.dispatch(srcAmountChanged('2.5'));
    expect(selectDesiredQuoteArgs(s.getState())).toEqual({ src: SIX.address, dst: BNB.address, amount: '2500000', includeGas: true });
  });

  it('a confirmed swap clears the amount and remembers the received token', () => {
    const s = store();
    s.dispatch(srcAmountChanged('3'));
    s.dispatch(swapConfirmed({ received: SIX }));
    expect(selectSwapForm(s.getState())).toMatchObject({ srcAmount: '', receivedToken: SIX });
    expect(selectDesiredQuoteArgs(s.getState())).toBeNull();
  });

  it("the offer to track the received token goes once the next swap's amount is typed", () => {
    const s = store();
    s.dispatch(swapConfirmed({ received: SIX }));
    s.dispatch(srcAmountChanged(''));
    expect(selectSwapForm(s.getState()).receivedToken).toBe(SIX);
    s.dispatch(srcAmountChanged('1'));
    expect(selectSwapForm(s.getState()).receivedToken).toBeNull();
  });

  it('takes BNB as the source when the token list first arrives, and never over a choice or an applied link', async () => {
    const s = store();
    await s.dispatch(swapApi.util.upsertQueryData('getTokens', undefined, [SIX, BNB]));
    expect(selectSwapForm(s.getState()).srcToken).toEqual(BNB);

    const chosen = store();
    chosen.dispatch(srcTokenSelected(SIX));
    await chosen.dispatch(swapApi.util.upsertQueryData('getTokens', undefined, [SIX, BNB]));
    expect(selectSwapForm(chosen.getState()).srcToken).toEqual(SIX);

    const linked = store();
    linked.dispatch(tokensPreset({ src: null, dst: SIX, search: '?outputCurrency=SIX' }));
    await linked.dispatch(swapApi.util.upsertQueryData('getTokens', undefined, [SIX, BNB]));
    expect(selectSwapForm(linked.getState())).toMatchObject({ srcToken: null, dstToken: SIX });
  });

  it('the card reads the form as unchanged when only the written link changed', () => {
    const s = store();
    const before = selectSwapForm(s.getState());
    s.dispatch(presetWritten('?inputCurrency=BNB'));
    expect(sameFormBesidesLink(before, selectSwapForm(s.getState()))).toBe(true);
    s.dispatch(srcAmountChanged('1'));
    expect(sameFormBesidesLink(before, selectSwapForm(s.getState()))).toBe(false);
  });
});
