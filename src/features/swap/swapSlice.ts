import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { config } from '../../config';
import { rootReducer } from '../../shared/store/store';
import type { QuoteArgs } from './api/types';
import { swapApi } from './api/swapApi';
import { checkSwapParams } from './lib/params';
import { loadDeadlineMinutes, loadSlippageSetting, localStorageOrUndefined } from './lib/rememberedSlippage';
import { parseDeadlineMinutes } from './lib/quoteMath';
import { loadImportedTokens, withImportedToken } from './lib/importedTokens';
import { nativeTokenIn, sameAddress, type SwapToken } from './lib/tokens';

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
  /** percent: the user's, or the app's default while `slippageAuto` */
  slippage: number;
  /** 'Auto' is chosen: the app's default slippage (config.defaultSlippage), recommended */
  slippageAuto: boolean;
  /** minutes the swap transaction stays valid (its router deadline) */
  deadlineMinutes: number;
  infiniteApproval: boolean;
  /** the token received by the last confirmed swap, offered for `wallet_watchAsset` */
  receivedToken: SwapToken | null;
  /** the query string whose ?inputCurrency/&outputCurrency were last applied or written (null: none yet) */
  appliedPreset: string | null;
  /** tokens imported by address on this chain, newest first (kept in localStorage, lib/importedTokens) */
  importedTokens: SwapToken[];
}

/** Read when a store is made: what the user chose before the reload (stored values are validated). */
export function initialSwapState(): SwapState {
  const storage = localStorageOrUndefined();
  const slippage = loadSlippageSetting(storage);
  return {
    srcToken: null,
    dstToken: null,
    srcAmount: '',
    slippage: slippage.auto ? config.defaultSlippage : slippage.percent,
    slippageAuto: slippage.auto,
    deadlineMinutes: loadDeadlineMinutes(storage),
    infiniteApproval: false,
    receivedToken: null,
    appliedPreset: null,
    importedTokens: loadImportedTokens(storage, config.chainId),
  };
}

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
    /** the pair was written to the address bar: that query is the form's own, not a link to apply */
    presetWritten(state, action: PayloadAction<string>) {
      state.appliedPreset = action.payload;
    },
    /** a token outside the list, imported after the warning: remembered (see lib/importedTokens) */
    tokenImported(state, action: PayloadAction<SwapToken>) {
      state.importedTokens = withImportedToken(state.importedTokens, action.payload);
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
      if (Number.isFinite(action.payload) && action.payload > 0) {
        state.slippage = action.payload;
        state.slippageAuto = false;
      }
    },
    slippageAutoChosen(state) {
      state.slippage = config.defaultSlippage;
      state.slippageAuto = true;
    },
    deadlineChanged(state, action: PayloadAction<number>) {
      if (parseDeadlineMinutes(String(action.payload)) !== null) state.deadlineMinutes = action.payload;
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
  extraReducers: (builder) => {
    // BNB is the source as soon as the list arrives, in the render that draws the list: a link's
    // preset (useTokenPresets) may replace it, but the card is not drawn once more just for it
    builder.addMatcher(swapApi.endpoints.getTokens.matchFulfilled, (state, action) => {
      if (state.srcToken !== null || state.appliedPreset !== null) return;
      state.srcToken = nativeTokenIn(action.payload);
    });
  },
  selectors: {
    selectSwapForm: (state) => state,
    selectSrcToken: (state) => state.srcToken,
    selectDstToken: (state) => state.dstToken,
    selectSrcAmount: (state) => state.srcAmount,
    selectSlippage: (state) => state.slippage,
    selectImportedTokens: (state) => state.importedTokens,
  },
});

/**
 * Equality for the card's read of the form: which link was applied or written is the address
 * bar's business (SwapLinkSync), so a change of it alone does not draw the card again.
 */
export function sameFormBesidesLink(a: SwapState, b: SwapState): boolean {
  if (a === b) return true;
  return (Object.keys(a) as (keyof SwapState)[]).every((key) => key === 'appliedPreset' || a[key] === b[key]);
}

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
  presetWritten,
  tokenImported,
  flipped,
  srcAmountChanged,
  slippageChanged,
  slippageAutoChosen,
  deadlineChanged,
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
  selectImportedTokens,
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
