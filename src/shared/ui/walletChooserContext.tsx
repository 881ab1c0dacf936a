import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Open state of the 'Connect a wallet' dialog. The dialog lives once in the layout; the header
 * button and every section's 'Connect Wallet' prompt open it through this context. UI-only
 * state, so it stays out of the Redux store.
 */
export interface WalletChooserControls {
  open: boolean;
  openChooser: () => void;
  closeChooser: () => void;
}

const WalletChooserContext = createContext<WalletChooserControls | null>(null);

export function WalletChooserProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openChooser = useCallback(() => setOpen(true), []);
  const closeChooser = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, openChooser, closeChooser }), [open, openChooser, closeChooser]);
  return <WalletChooserContext.Provider value={value}>{children}</WalletChooserContext.Provider>;
}

export function useWalletChooser(): WalletChooserControls {
  const value = useContext(WalletChooserContext);
  if (!value) throw new Error('useWalletChooser must be used inside <WalletChooserProvider>');
  return value;
}
