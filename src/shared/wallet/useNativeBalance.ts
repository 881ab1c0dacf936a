import { skipToken } from '@reduxjs/toolkit/query/react';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { useTokenBalanceQuery } from '../chain/chainApi';
import { useWallet } from './useWallet';

/**
 * The connected wallet's raw BNB balance (wei string), or null until read / when disconnected.
 * It is chainApi's `tokenBalance` entry for BNB — the one cached copy, refreshed every
 * `walletPolling` ms (SPEC section 9) and invalidated by every transaction the wallet sends.
 * A new account is a new cache entry, so an answer for the previous one never shows.
 */
export function useNativeBalance(): string | null {
  const { account, isConnected } = useWallet();
  const owner = isConnected ? account : null;
  const { currentData } = useTokenBalanceQuery(owner ? { token: NATIVE_TOKEN_ADDRESS, owner } : skipToken, {
    pollingInterval: config.timing.walletPolling,
  });
  return owner ? (currentData ?? null) : null;
}
