import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../shared/store/store';

/**
 * The buy box's form, per sale: the typed token amount and the amount the quote debounce settled
 * on (the quote is requested for `settledText` only). In the store like swap's form, so DevTools
 * shows and replays it.
 */
export interface BuyForm {
  amountText: string;
  settledText: string;
}

export type BuyFormState = Record<string, BuyForm>;

const EMPTY: BuyForm = { amountText: '', settledText: '' };

export const buyFormSlice = createSlice({
  name: 'buyForm',
  initialState: {} as BuyFormState,
  reducers: {
    buyAmountTyped(state, action: PayloadAction<{ saleId: string; amountText: string }>) {
      const form = (state[action.payload.saleId] ??= { ...EMPTY });
      form.amountText = action.payload.amountText;
    },
    /** the debounce settled: quote this amount */
    buyAmountSettled(state, action: PayloadAction<{ saleId: string; amountText: string }>) {
      const form = (state[action.payload.saleId] ??= { ...EMPTY });
      form.settledText = action.payload.amountText;
    },
    /** a confirmed buy empties the box */
    buyFormCleared(state, action: PayloadAction<{ saleId: string }>) {
      delete state[action.payload.saleId];
    },
  },
  selectors: {
    selectBuyForm: (state, saleId: string): BuyForm => state[saleId] ?? EMPTY,
  },
});

export const { buyAmountTyped, buyAmountSettled, buyFormCleared } = buyFormSlice.actions;

declare module '../../../shared/store/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof buyFormSlice> {}
}

export const { selectBuyForm } = buyFormSlice.injectInto(rootReducer).selectors;
