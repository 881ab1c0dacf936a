import { skipToken } from '@reduxjs/toolkit/query';
import { tryParseUnits } from '../../shared/lib/amounts';
import { useNativeBalance } from '../../shared/wallet/useNativeBalance';
import { useWallet } from '../../shared/wallet/useWallet';
import { useGetAllowanceQuery, useGetBalancesQuery } from './api/swapApi';
import { isNative, type Balances, type SwapToken } from './lib/tokens';

const NO_BALANCES: Balances = {};

/**
 * What the connected wallet holds for the swap: balances of both sides (raw strings, null while
 * unknown), the source token's allowance (null for BNB or while loading) and the parsed amount.
 */
export function useSwapFunds(srcToken: SwapToken | null, dstToken: SwapToken | null, srcAmount: string) {
  const wallet = useWallet();
  const nativeBalance = useNativeBalance();
  const account = wallet.isConnected ? wallet.account : null;
  const balancesQuery = useGetBalancesQuery(account ?? skipToken);
  // a failed balance fetch shows empty balances (SPEC section 8)
  const balances = (account && !balancesQuery.isError ? balancesQuery.data : undefined) ?? NO_BALANCES;

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

  const balanceOf = (token: SwapToken | null): string | null => {
    if (!token || !account) return null;
    // BNB has one cached copy in the app, chainApi's; the API's list serves the tokens
    if (isNative(token.address)) return nativeBalance;
    const fromApi = balances[token.address.toLowerCase()];
    if (fromApi !== undefined) return fromApi;
    return balancesQuery.isSuccess || balancesQuery.isError ? '0' : null;
  };

  return {
    balances,
    balancesFailed: !!account && balancesQuery.isError,
    allowance,
    allowanceFailed: needsAllowance && allowanceQuery.isError,
    amount: srcToken ? tryParseUnits(srcAmount, srcToken.decimals) : null,
    srcBalance: balanceOf(srcToken),
    dstBalance: balanceOf(dstToken),
  };
}
