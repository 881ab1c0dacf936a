import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { productApi } from '../api/productApi';
import { chainApi } from '../chain/chainApi';
import {
  loadPendingTransactions,
  savePendingTransactions,
  transactionsRestored,
  transactionsSlice,
} from '../tx/transactionsSlice';
import { walletCacheListener } from '../wallet/walletCacheListener';
import { walletSlice } from '../wallet/walletSlice';

/**
 * Slices that features inject later (`slice.injectInto(rootReducer)`) declare themselves here
 * by module augmentation, so `RootState` knows them:
 *
 *   declare module '../../shared/store/store' { export interface LazyLoadedSlices extends WithSlice<typeof swapSlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: each feature adds its slice by declaration merging (above)
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(walletSlice, transactionsSlice, productApi, chainApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** keep pending transactions in localStorage across reloads (on in the app) */
  persistTransactions?: boolean;
}

export function makeStore({ preloadedState, persistTransactions = true }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: true,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: true, immutableCheck: true })
        .prepend(walletCacheListener.middleware)
        .concat(productApi.middleware, chainApi.middleware),
  });
  setupListeners(store.dispatch);
  if (persistTransactions) {
    store.dispatch(transactionsRestored(loadPendingTransactions()));
    let last = store.getState().transactions.items;
    store.subscribe(() => {
      const items = store.getState().transactions.items;
      if (items === last) return;
      last = items;
      savePendingTransactions(items);
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
