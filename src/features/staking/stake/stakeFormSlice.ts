import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../shared/store/store';

/** The stake box's typed amount, per pool, in the store like swap's form (DevTools replays it). */
export type StakeFormState = Record<string, { amountText: string }>;

export const stakeFormSlice = createSlice({
  name: 'stakeForm',
  initialState: {} as StakeFormState,
  reducers: {
    stakeAmountTyped(state, action: PayloadAction<{ poolId: string; amountText: string }>) {
      state[action.payload.poolId] = { amountText: action.payload.amountText };
    },
    /** a confirmed stake empties the box */
    stakeFormCleared(state, action: PayloadAction<{ poolId: string }>) {
      delete state[action.payload.poolId];
    },
  },
  selectors: {
    selectStakeAmountText: (state, poolId: string): string => state[poolId]?.amountText ?? '',
  },
});

export const { stakeAmountTyped, stakeFormCleared } = stakeFormSlice.actions;

declare module '../../../shared/store/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof stakeFormSlice> {}
}

export const { selectStakeAmountText } = stakeFormSlice.injectInto(rootReducer).selectors;
