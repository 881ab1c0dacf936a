import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectWalletStatus } from '../wallet/walletSlice';
import { ConnectWalletPrompt } from './ConnectWalletPrompt';
import { PageSkeleton } from './PageSkeleton';

export interface ConnectedOnlyProps {
  children: ReactNode;
  /** the prompt's line for this page */
  message?: string;
}

/**
 * Guard of connected-only pages (DESIGN.md section 5): a visitor sees the 'Connect Wallet'
 * prompt instead of the page, never a redirect, so the URL survives and the page appears as
 * soon as a wallet connects; while the last wallet is being restored it shows a loading state.
 */
export function ConnectedOnly({ children, message }: ConnectedOnlyProps) {
  const status = useSelector(selectWalletStatus);
  if (status === 'connected') return <>{children}</>;
  if (status === 'reconnecting') return <PageSkeleton label="Restoring wallet connection" />;
  return <ConnectWalletPrompt message={message} headingLevel="h1" />;
}

export default ConnectedOnly;
