import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { config } from '../../config';
import { useTokenAllowanceQuery, useTokenBalancesQuery } from '../../shared/chain/chainApi';
import { tryParseUnits } from '../../shared/lib/amounts';
import { useNativeBalance } from '../../shared/wallet/useNativeBalance';
import { useWallet } from '../../shared/wallet/useWallet';
import { isNative, type SwapToken } from './lib/tokens';
import { balanceOf, walletBalances } from './lib/walletBalances';

/** The ERC-20s whose balances the card shows: the list's and the picked ones (an imported token too), sorted so the read's key is stable. */
function tokensOnScreen(tokens: readonly SwapToken[] | undefined, picked: ReadonlyArray<SwapToken | null>): string[] {
  const addresses = [...(tokens ?? []), ...picked].flatMap((token) => (token && !isNative(token.address) ? [token.address.toLowerCase()] : []));
  return [...new Set(addresses)].sort();
}

/**
 * What the connected wallet holds for the swap, all read on chain (one source per fact): the
 * balances of every token on screen in one Multicall3 batch (BNB from its own cached read), the
 * source token's allowance to the swap router (null for BNB or while loading) and the parsed
 * amount. Every write of the wallet invalidates these reads (runTransaction's `{Balance, account}`).
 */
export function useSwapFunds(tokens: readonly SwapToken[] | undefined, srcToken: SwapToken | null, dstToken: SwapToken | null, srcAmount: string) {
  const wallet = useWallet();
  const native = useNativeBalance();
  const nativeBalance = native.balance;
  const account = wallet.isConnected ? wallet.account : null;
  const onScreen = useMemo(() => tokensOnScreen(tokens, [srcToken, dstToken]), [tokens, srcToken, dstToken]);
  const balancesQuery = useTokenBalancesQuery(account ? { owner: account, tokens: onScreen } : skipToken);
  // a failed balance read shows the tokens empty (SPEC section 8)
  const balances = useMemo(
    () => walletBalances(account ? balancesQuery.currentData : undefined, balancesQuery.isError, account ? nativeBalance : null),
    [account, balancesQuery.currentData, balancesQuery.isError, nativeBalance],
  );
  const tokensSettled = balancesQuery.currentData !== undefined || balancesQuery.isError;

  const needsAllowance = !!account && !wallet.isWrongChain && !!srcToken && !isNative(srcToken.address);
  const allowanceQuery = useTokenAllowanceQuery(
    needsAllowance && srcToken && account ? { token: srcToken.address, owner: account, spender: config.swapRouter } : skipToken,
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
    // a failed read leaves balances unknown: the card says so and offers to read again
    balancesFailed: !!account && (balancesQuery.isError || native.failed),
    retryBalances: () => {
      if (balancesQuery.isError) void balancesQuery.refetch();
      if (native.failed) native.refetch();
    },
    allowance,
    allowanceFailed: needsAllowance && allowanceQuery.isError,
    amount: srcToken ? tryParseUnits(srcAmount, srcToken.decimals) : null,
    srcBalance: account ? balanceOf(srcToken, balances, tokensSettled) : null,
    dstBalance: account ? balanceOf(dstToken, balances, tokensSettled) : null,
  };
}
