import { skipToken } from '@reduxjs/toolkit/query/react';
import { config, NATIVE_TOKEN_ADDRESS } from '../../config';
import { useTokenBalanceQuery } from '../chain/chainApi';
import { useWallet } from './useWallet';

export interface NativeBalanceRead {
  /** raw wei string; null until read, when disconnected, or when the read failed with nothing to show */
  balance: string | null;
  /** the chain read failed and there is no earlier balance to show */
  failed: boolean;
  refetch: () => void;
}

/**
 * The connected wallet's BNB balance as chainApi reads it.
 * It is chainApi's `tokenBalance` entry for BNB — the one cached copy, refreshed every
 * `walletPolling` ms (SPEC section 9) and invalidated by every transaction the wallet sends.
 * A new account is a new cache entry, so an answer for the previous one never shows.
 */
export function useNativeBalance(): NativeBalanceRead {
  const { account, isConnected } = useWallet();
  const owner = isConnected ? account : null;
  const { currentData, isError, refetch } = useTokenBalanceQuery(owner ? { token: NATIVE_TOKEN_ADDRESS, owner } : skipToken, {
    pollingInterval: config.timing.walletPolling,
  });
  const balance = owner ? (currentData ?? null) : null;
  return {
    balance,
    failed: owner !== null && isError && balance === null,
    refetch: () => {
      if (owner) void refetch();
    },
  };
}
