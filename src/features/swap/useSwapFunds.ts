import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { tryParseUnits } from '../../shared/lib/amounts';
import { useNativeBalance } from '../../shared/wallet/useNativeBalance';
import { useWallet } from '../../shared/wallet/useWallet';
import { useGetAllowanceQuery, useGetBalancesQuery } from './api/swapApi';
import { isNative, type SwapToken } from './lib/tokens';
import { balanceOf, walletBalances } from './lib/walletBalances';

/**
 * What the connected wallet holds for the swap: balances of both sides (raw strings, null while
 * unknown; BNB from chainApi, ERC-20s from the API's list), the source token's allowance (null for
 * BNB or while loading) and the parsed amount.
 */
export function useSwapFunds(srcToken: SwapToken | null, dstToken: SwapToken | null, srcAmount: string) {
  const wallet = useWallet();
  const native = useNativeBalance();
  const nativeBalance = native.balance;
  const account = wallet.isConnected ? wallet.account : null;
  const balancesQuery = useGetBalancesQuery(account ?? skipToken);
  // a failed balance fetch shows the API's tokens empty (SPEC section 8)
  const balances = useMemo(
    () => walletBalances(account ? balancesQuery.data : undefined, balancesQuery.isError, account ? nativeBalance : null),
    [account, balancesQuery.data, balancesQuery.isError, nativeBalance],
  );
  const apiSettled = balancesQuery.isSuccess || balancesQuery.isError;

  const needsAllowance = !!account && !wallet.isWrongChain && !!srcToken && !isNative(srcToken.address);
  const allowanceQuery = useGetAllowanceQuery(
    needsAllowance && srcToken && account ? { tokenAddress: srcToken.address, walletAddress: account } : skipToken,
  );
  const allowance = !needsAllowance
    ? null
    : allowanceQuery.isError
      ? 0n // 'Failed to fetch allowance' counts as 0 (SPEC section 8)
      : allowanceQuery.data !== undefined && !allowanceQuery.isFetching
        ? BigInt(allowanceQuery.data)
        : null;

  return {
    balances,
    // either source failing leaves a balance unknown: the card says so and offers to read again
    balancesFailed: !!account && (balancesQuery.isError || native.failed),
    retryBalances: () => {
      if (balancesQuery.isError) void balancesQuery.refetch();
      if (native.failed) native.refetch();
    },
    allowance,
    allowanceFailed: needsAllowance && allowanceQuery.isError,
    amount: srcToken ? tryParseUnits(srcAmount, srcToken.decimals) : null,
    srcBalance: account ? balanceOf(srcToken, balances, apiSettled) : null,
    dstBalance: account ? balanceOf(dstToken, balances, apiSettled) : null,
  };
}
