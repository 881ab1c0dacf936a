import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../store/hooks';
import { config } from '../../config';
import { notify } from '../toast/notify';
import { SWITCHED_MESSAGE } from './networkTexts';
import { switchToTargetChain } from './walletActions';
import { selectWallet, type ConnectorId, type WalletStatus } from './walletSlice';

export interface WalletView {
  /** lowercase */
  account: string | null;
  chainId: number | null;
  status: WalletStatus;
  connectorId: ConnectorId | null;
  isConnected: boolean;
  /** connected, but to another chain than the deployment's */
  isWrongChain: boolean;
  targetChainId: number;
}

export function isWrongChain(status: WalletStatus, chainId: number | null): boolean {
  return status === 'connected' && chainId !== config.chain.id;
}

export function useWallet(): WalletView {
  const wallet = useAppSelector(selectWallet);
  return useMemo(
    () => ({
      account: wallet.account,
      chainId: wallet.chainId,
      status: wallet.status,
      connectorId: wallet.connectorId,
      isConnected: wallet.status === 'connected' && wallet.account !== null,
      isWrongChain: isWrongChain(wallet.status, wallet.chainId),
      targetChainId: config.chain.id,
    }),
    [wallet],
  );
}

/** The name a section's chain-switch texts give it: 'Drops'. */
export type GuardedSection = string;

export const chainGuardMessages = (section: GuardedSection) => ({
  loading: `Switching to ${config.chain.networkName} for ${section}...`,
  success: SWITCHED_MESSAGE,
  failure: `Please approve switching to ${config.chain.networkName} to access ${section}`,
});

/** Switches the wallet with the section's toasts (SPEC section 8). Resolves true when switched. */
export async function switchWithToasts(section: GuardedSection): Promise<boolean> {
  const messages = chainGuardMessages(section);
  const id = notify.loading(messages.loading);
  try {
    await switchToTargetChain();
    notify.success(messages.success, { id });
    return true;
  } catch (error) {
    console.debug('Chain switch failed', error);
    notify.error(messages.failure, { id });
    return false;
  }
}

// one prompt at a time across the app (StrictMode mounts effects twice)
let switchInFlight = false;

/**
 * A section that needs the deployment's chain: when a wallet is connected on the wrong chain, ask it once to
 * switch (per account and chain), with the section's toasts. `requestSwitch` retries on demand.
 */
export function useSectionChainGuard(section: GuardedSection): {
  isWrongChain: boolean;
  switching: boolean;
  requestSwitch: () => Promise<boolean>;
} {
  const { account, chainId, isConnected, isWrongChain: wrong } = useWallet();
  const [switching, setSwitching] = useState(false);
  const prompted = useRef<string | null>(null);

  const requestSwitch = useCallback(async () => {
    if (switchInFlight) return false;
    switchInFlight = true;
    setSwitching(true);
    try {
      return await switchWithToasts(section);
    } finally {
      switchInFlight = false;
      setSwitching(false);
    }
  }, [section]);

  useEffect(() => {
    if (!isConnected || !wrong) return;
    const key = `${account}:${chainId}`;
    if (prompted.current === key) return;
    prompted.current = key;
    void requestSwitch();
  }, [isConnected, wrong, account, chainId, requestSwitch]);

  return { isWrongChain: wrong, switching, requestSwitch };
}
