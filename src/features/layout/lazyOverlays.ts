import { lazy } from 'react';

/**
 * Dialogs, menus and drawers of the header, fetched the first time they are needed (or when the
 * pointer nears their button): a visitor on `/` never pays for MUI's Modal/Popover/Popper stack
 * in the entry chunk, which must stay within the 200 KiB budget for `/`.
 */
const loadWalletChooser = () => import(/* webpackChunkName: "wallet-ui" */ './WalletChooser');
const loadWalletMenu = () => import(/* webpackChunkName: "wallet-ui" */ './WalletMenu');
const loadMobileMenuDrawer = () => import(/* webpackChunkName: "wallet-ui" */ './MobileMenuDrawer');

export const LazyWalletChooser = lazy(loadWalletChooser);
export const LazyWalletMenu = lazy(loadWalletMenu);
export const LazyMobileMenuDrawer = lazy(loadMobileMenuDrawer);

/** Starts the download ahead of the click; errors surface on the real render, not here. */
export function preloadWalletUi(): void {
  void loadWalletChooser().catch(() => undefined);
}
