import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { config } from '../../config';
import type { IndexedList, IndexedListOptions } from './useIndexedList';

/** A wallet's list from the event index (`/index/wallets/{address}/{list}`); nothing is asked without a wallet. */
export function walletListOptions(account: string | null, list: string, options: Pick<IndexedListOptions, 'params' | 'idKey' | 'what'>): IndexedListOptions {
  return { ...options, path: `/index/wallets/${account ?? ''}/${list}`, pageSize: config.lists.pageSize, skip: !account };
}

/**
 * What a wallet's list reads from the chain: the figures of the index's page of ids (with its
 * address hints) once the index has answered, or the wallet's scan while it cannot; each skipped otherwise.
 */
export interface WalletListReads {
  byIds: { user: string; ids: string[]; hints: Record<string, Record<string, string>> } | SkipToken;
  scan: string | SkipToken;
}

export function walletListReads(account: string | null, index: IndexedList): WalletListReads {
  const fromIndex = account !== null && index.source === 'index' && index.ids.length > 0;
  return {
    byIds: fromIndex ? { user: account, ids: index.ids, hints: index.addressHints } : skipToken,
    scan: account !== null && index.source === 'chain' ? account : skipToken,
  };
}
