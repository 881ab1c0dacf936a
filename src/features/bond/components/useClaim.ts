import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../shared/toast/notify';
import { selectPendingTransactions } from '../../../shared/tx';
import { getActiveProvider, useWallet } from '../../../shared/wallet';
import { claimBond } from '../api';
import type { BondSale } from '../api/types';
import { tokenDecimalsOrDefault } from '../lib/currency';

/**
 * Claim on a sale, then offer to add the sale's token to the wallet (`wallet_watchAsset`).
 * `pending` is true while this claim or any transaction of the wallet is in flight.
 */
export function useClaim(sale: BondSale) {
  const dispatch = useAppDispatch();
  const { account } = useWallet();
  // a boolean, not the filtered list, so the selector's result is stable between renders
  const walletPending = useAppSelector((state) => selectPendingTransactions(state).some((tx) => tx.account === account));
  const [claiming, setClaiming] = useState(false);
  const [offerWatch, setOfferWatch] = useState(false);
  const symbol = sale.tokenSymbol ?? 'TOKEN';

  const claim = async () => {
    if (!account) return;
    setClaiming(true);
    try {
      const outcome = await dispatch(claimBond({ saleId: sale.saleId, saleAddress: sale.saleAddress, buyer: account, symbol }));
      if (outcome.status === 'confirmed') setOfferWatch(true);
    } finally {
      setClaiming(false);
    }
  };

  const watchAsset = async () => {
    const provider = getActiveProvider();
    if (!provider) return;
    try {
      await provider.request({
        method: 'wallet_watchAsset',
        params: {
          type: 'ERC20',
          options: { address: sale.token, symbol: symbol.slice(0, 11), decimals: tokenDecimalsOrDefault(sale.tokenDecimals) },
        },
      });
      setOfferWatch(false);
    } catch (error) {
      console.debug('wallet_watchAsset refused', error);
      notify.error(`Could not add ${symbol} to your wallet`);
    }
  };

  return { claim, pending: claiming || walletPending, offerWatch, watchAsset, dismissWatch: () => setOfferWatch(false), symbol };
}
