import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { config } from '../../config';
import { startEip6963Discovery, stopEip6963Discovery } from './eip6963';
import { pollWallet, restoreWallet, startWalletSync } from './walletActions';
import { selectWalletStatus } from './walletSlice';

/**
 * Mounted once by AppProviders: wallet discovery, the eager restore of the last connector,
 * the connector → store sync, and the 15 s poll while connected.
 */
export function WalletSync(): null {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectWalletStatus);

  useEffect(() => {
    startEip6963Discovery();
    const stopSync = startWalletSync(store);
    void dispatch(restoreWallet());
    return () => {
      stopSync();
      stopEip6963Discovery();
    };
  }, [store, dispatch]);

  useEffect(() => {
    if (status !== 'connected') return;
    const timer = setInterval(() => void dispatch(pollWallet()), config.timing.walletPolling);
    return () => clearInterval(timer);
  }, [status, dispatch]);

  return null;
}
