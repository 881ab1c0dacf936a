import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { config } from '../../config';
import { rootReducer } from '../../shared/store/store';
import type { QuoteArgs } from './api/types';
import { checkSwapParams } from './lib/params';
import { loadSlippage, localStorageOrUndefined } from './lib/rememberedSlippage';
import { sameAddress, type SwapToken } from './lib/tokens';

/**
 * The swap form (DESIGN.md section 5): what the user picked and typed. The quote is not here: it
 * is RTK Query's entry for the arguments the form asks for (`selectDesiredQuoteArgs`, debounced
 * by the card, see useSwapQuote), polled while shown.
 */
export interface SwapState {
  srcToken: SwapToken | null;
  dstToken: SwapToken | null;
  /** the amount text as typed (digits and one dot) */
  srcAmount: string;
  /** percent */
  slippage: number;
  infiniteApproval: boolean;
  /** the token received by the last confirmed swap, offered for `wallet_watchAsset` */
  receivedToken: SwapToken | null;
  /** the query string whose ?inputCurrency/&outputCurrency were last applied (null: none yet) */
  appliedPreset: string | null;
}

export const initialSwapState: SwapState = {
  srcToken: null,
  dstToken: null,
  srcAmount: '',
  slippage: loadSlippage(localStorageOrUndefined(), config.defaultSlippage),
  infiniteApproval: false,
  receivedToken: null,
  appliedPreset: null,
};

export const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    /** Picking the token already on the other side swaps the two sides (SPEC section 4). */
    srcTokenSelected(state, action: PayloadAction<SwapToken>) {
      const token = action.payload;
      if (sameAddress(token.address, state.dstToken?.address)) state.dstToken = state.srcToken;
      else if (state.srcToken && token.decimals !== state.srcToken.decimals) state.srcAmount = trimToDecimals(state.srcAmount, token.decimals);
      state.srcToken = token;
    },
    dstTokenSelected(state, action: PayloadAction<SwapToken>) {
      const token = action.payload;
      if (sameAddress(token.address, state.srcToken?.address)) state.srcToken = state.dstToken;
      state.dstToken = token;
    },
    /** also applies the preset link once the token list is known */
    tokensPreset(state, action: PayloadAction<{ src: SwapToken | null; dst: SwapToken | null; search: string }>) {
      const { src, dst, search } = action.payload;
      if (src) {
        if (sameAddress(src.address, state.dstToken?.address)) state.dstToken = null;
        state.srcToken = src;
      }
      if (dst && !sameAddress(dst.address, state.srcToken?.address)) state.dstToken = dst;
      state.appliedPreset = search;
    },
    flipped(state) {
      const src = state.srcToken;
      state.srcToken = state.dstToken;
      state.dstToken = src;
      if (state.srcToken) state.srcAmount = trimToDecimals(state.srcAmount, state.srcToken.decimals);
    },
    srcAmountChanged(state, action: PayloadAction<string>) {
      state.srcAmount = action.payload;
      // typing the next swap's amount is moving on: the offer to track the last one goes
      if (action.payload !== '') state.receivedToken = null;
    },
    slippageChanged(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload) && action.payload > 0) state.slippage = action.payload;
    },
    infiniteApprovalToggled(state, action: PayloadAction<boolean>) {
      state.infiniteApproval = action.payload;
    },
    /** a confirmed swap: amounts clear (SPEC section 4), the received token is offered to the wallet */
    swapConfirmed(state, action: PayloadAction<{ received: SwapToken }>) {
      state.srcAmount = '';
      state.receivedToken = action.payload.received;
    },
    receivedTokenDismissed(state) {
      state.receivedToken = null;
    },
  },
  selectors: {
    selectSwapForm: (state) => state,
    selectSrcToken: (state) => state.srcToken,
    selectDstToken: (state) => state.dstToken,
    selectSrcAmount: (state) => state.srcAmount,
    selectSlippage: (state) => state.slippage,
  },
});

/** Keeps a typed amount valid when the source token changes to one with fewer decimals. */
function trimToDecimals(text: string, decimals: number): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  return decimals === 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + decimals);
}

export const {
  srcTokenSelected,
  dstTokenSelected,
  tokensPreset,
  flipped,
  srcAmountChanged,
  slippageChanged,
  infiniteApprovalToggled,
  swapConfirmed,
  receivedTokenDismissed,
} = swapSlice.actions;

declare module '../../shared/store/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof swapSlice> {}
}

const injectedSlice = swapSlice.injectInto(rootReducer);
export const {
  selectSwapForm,
  selectSrcToken,
  selectDstToken,
  selectSrcAmount,
  selectSlippage,
} = injectedSlice.selectors;

/** What the quote request should be for the form right now (before debouncing). */
export const selectDesiredQuoteArgs = createSelector(
  [selectSrcToken, selectDstToken, selectSrcAmount],
  (src, dst, amountText): QuoteArgs | null => {
    const check = checkSwapParams(src, dst, amountText);
    if (!check.ok || !src || !dst) return null;
    return { src: src.address, dst: dst.address, amount: check.amount.toString(), includeGas: true };
  },
);

export default swapSlice;
