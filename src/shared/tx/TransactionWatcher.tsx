import { useEffect } from 'react';
import { useAppDispatch } from '../store/hooks';
import { resumePendingTransactions } from './runTransaction';

let resumed = false;

/** Mounted once by AppProviders: re-watches transactions left pending by a previous page load. */
export function TransactionWatcher(): null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (resumed) return;
    resumed = true;
    void dispatch(resumePendingTransactions());
  }, [dispatch]);
  return null;
}
