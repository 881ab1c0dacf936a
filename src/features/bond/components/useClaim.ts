import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { notify } from '../../../shared/toast/notify';
import { selectIsPending } from '../../../shared/tx';
import { getActiveProvider, useWallet } from '../../../shared/wallet';
import { claimBond } from '../api';
import type { BondSale } from '../api/types';
import { tokenDecimalsOrDefault } from '../lib/currency';

/**
 * Claim on a sale, then offer to add the sale's token to the wallet (`wallet_watchAsset`).
 * `pending` is true only while a claim on this sale is in flight (a Buy on the same sale does not
 * make Claim spin).
 */
export function useClaim(sale: BondSale) {
  const dispatch = useAppDispatch();
  const { account } = useWallet();
  const pending = useAppSelector((state) => selectIsPending(state, { type: 'claimBond', saleId: sale.saleId }));
  const [offerWatch, setOfferWatch] = useState(false);
  const symbol = sale.tokenSymbol ?? 'TOKEN';

  const claim = async () => {
    if (!account) return;
    const outcome = await dispatch(claimBond({ saleId: sale.saleId, saleAddress: sale.saleAddress, buyer: account, symbol }));
    if (outcome.status === 'confirmed') setOfferWatch(true);
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

  return { claim, pending, offerWatch, watchAsset, dismissWatch: () => setOfferWatch(false), symbol };
}
