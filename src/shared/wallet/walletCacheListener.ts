import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { productApi, productTags } from '../api/productApi';
import { chainApi, chainTags } from '../chain/chainApi';
import { walletConnected, walletDisconnected, type WalletState } from './walletSlice';

/**
 * DESIGN.md section 5: changing account or chain drops every wallet-dependent cache at once.
 * Invalidating a tag refetches the entries on screen and removes the unused ones, so nothing
 * from the previous account or chain can be shown again.
 */
export const walletCacheListener = createListenerMiddleware();

walletCacheListener.startListening({
  matcher: isAnyOf(walletConnected, walletDisconnected),
  effect: (_action, listenerApi) => {
    const before = (listenerApi.getOriginalState() as { wallet: WalletState }).wallet;
    const after = (listenerApi.getState() as { wallet: WalletState }).wallet;
    const chainChanged = before.chainId !== after.chainId && before.chainId !== null;
    const accountChanged = before.account !== after.account && before.account !== null;
    if (!chainChanged && !accountChanged) return;
    listenerApi.dispatch(chainApi.util.invalidateTags(chainChanged ? chainTags.allTags() : chainTags.accountTags()));
    listenerApi.dispatch(productApi.util.invalidateTags(productTags.accountTags()));
  },
});
