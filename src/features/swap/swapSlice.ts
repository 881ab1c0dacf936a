import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { config } from '../../config';
import { rootReducer } from '../../app/store';
import { swapApi } from './api/swapApi';
import type { QuoteArgs, QuoteResponse } from './api/types';
import { checkSwapParams } from './lib/params';
import { loadSlippage, localStorageOrUndefined } from './lib/rememberedSlippage';
import { sameAddress, type SwapToken } from './lib/tokens';

/**
 * The swap form (DESIGN.md section 5). Quote data itself lives in the RTK Query cache entry
 * for `quoteArgs`; the selectors below put the two together as SPEC section 3's swap state.
 */
export interface SwapState {
  srcToken: SwapToken | null;
  dstToken: SwapToken | null;
  /** the amount text as typed (digits and one dot) */
  srcAmount: string;
  /** percent */
  slippage: number;
  /** the settled (debounced) quote request; null while nothing is worth quoting */
  quoteArgs: QuoteArgs | null;
  /** ms epoch when the shown quote stops being valid */
  quoteExpiresAt: number | null;
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
  quoteArgs: null,
  quoteExpiresAt: null,
  infiniteApproval: false,
  receivedToken: null,
  appliedPreset: null,
};

export const quoteArgsKey = (a: QuoteArgs | null): string =>
  a ? `${a.src.toLowerCase()}:${a.dst.toLowerCase()}:${a.amount}` : '';

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
    /** the debounce settled on these arguments (null: nothing to quote) */
    quoteArgsSettled(state, action: PayloadAction<QuoteArgs | null>) {
      if (quoteArgsKey(action.payload) !== quoteArgsKey(state.quoteArgs)) state.quoteExpiresAt = null;
      state.quoteArgs = action.payload;
    },
    /** a confirmed swap: amounts clear (SPEC section 4), the received token is offered to the wallet */
    swapConfirmed(state, action: PayloadAction<{ received: SwapToken }>) {
      state.srcAmount = '';
      state.quoteArgs = null;
      state.quoteExpiresAt = null;
      state.receivedToken = action.payload.received;
    },
    receivedTokenDismissed(state) {
      state.receivedToken = null;
    },
  },
  extraReducers: (builder) => {
    // Only the answer for the settled request sets the expiry: a late answer for an
    // older input is never the shown quote.
    builder.addMatcher(swapApi.endpoints.getQuote.matchFulfilled, (state, action) => {
      if (quoteArgsKey(action.meta.arg.originalArgs) !== quoteArgsKey(state.quoteArgs)) return;
      state.quoteExpiresAt = action.meta.fulfilledTimeStamp + config.timing.quoteTTL;
    });
    builder.addMatcher(swapApi.endpoints.getQuote.matchRejected, (state, action) => {
      if (action.meta.condition) return; // deduplicated, not a failure
      if (quoteArgsKey(action.meta.arg.originalArgs) !== quoteArgsKey(state.quoteArgs)) return;
      state.quoteExpiresAt = null;
    });
  },
  selectors: {
    selectSwapForm: (state) => state,
    selectSrcToken: (state) => state.srcToken,
    selectDstToken: (state) => state.dstToken,
    selectSrcAmount: (state) => state.srcAmount,
    selectSlippage: (state) => state.slippage,
    selectQuoteArgs: (state) => state.quoteArgs,
    selectQuoteExpiresAt: (state) => state.quoteExpiresAt,
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
  quoteArgsSettled,
  swapConfirmed,
  receivedTokenDismissed,
} = swapSlice.actions;

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof swapSlice> {}
}

const injectedSlice = swapSlice.injectInto(rootReducer);
export const {
  selectSwapForm,
  selectSrcToken,
  selectDstToken,
  selectSrcAmount,
  selectSlippage,
  selectQuoteArgs,
  selectQuoteExpiresAt,
} = injectedSlice.selectors;

type StateWithSwap = Parameters<typeof selectSwapForm>[0];

/** What the quote request should be for the form right now (before debouncing). */
export const selectDesiredQuoteArgs = createSelector(
  [selectSrcToken, selectDstToken, selectSrcAmount],
  (src, dst, amountText): QuoteArgs | null => {
    const check = checkSwapParams(src, dst, amountText);
    if (!check.ok || !src || !dst) return null;
    return { src: src.address, dst: dst.address, amount: check.amount.toString(), includeGas: true };
  },
);

export interface QuoteView {
  quote: QuoteResponse | null;
  /** raw destination amount of the shown quote */
  dstAmount: string | null;
  quoteLoading: boolean;
  quoteError: string | null;
  /** the server's own words when it gave some (e.g. the 'liquidity' message) */
  quoteErrorDetail: string | null;
}

const selectSettledQuoteEntry = (state: StateWithSwap) => {
  const args = selectQuoteArgs(state);
  if (!args) return undefined;
  return swapApi.endpoints.getQuote.select(args)(state as never);
};

/** SPEC section 3's quote, quoteLoading, quoteError and dstAmount, from the settled query entry. */
export const selectQuoteView = createSelector(
  [selectDesiredQuoteArgs, selectQuoteArgs, selectSettledQuoteEntry],
  (desired, settled, entry): QuoteView => {
    const empty: QuoteView = { quote: null, dstAmount: null, quoteLoading: false, quoteError: null, quoteErrorDetail: null };
    if (!desired) return empty;
    // the input changed and the debounce has not settled yet: nothing current to show
    if (quoteArgsKey(desired) !== quoteArgsKey(settled)) return { ...empty, quoteLoading: true };
    if (!entry || entry.isUninitialized) return { ...empty, quoteLoading: true };
    if (entry.isError) {
      // 'Failed to fetch quote' clears the quote (SPEC section 8)
      const message = (entry.error as { message?: string } | undefined)?.message;
      return {
        ...empty,
        quoteError: 'Failed to fetch quote',
        quoteErrorDetail: message && message !== 'Failed to fetch quote' ? message : null,
      };
    }
    const quote = entry.data ?? null;
    return {
      quote,
      dstAmount: quote?.dstAmount ?? null,
      // a refresh of the same request keeps the old data while pending
      quoteLoading: (entry.status as QueryStatus) === QueryStatus.pending,
      quoteError: null,
      quoteErrorDetail: null,
    };
  },
);

export default swapSlice;
