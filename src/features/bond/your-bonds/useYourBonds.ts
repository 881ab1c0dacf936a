import { config } from '../../../config';
import type { ListingDisplay } from '../../../shared/indexedList/listingDisplay';
import { listPageOf, scannedChainPage, type ListPageState } from '../../../shared/indexedList/listPageOf';
import { useIndexedList } from '../../../shared/indexedList/useIndexedList';
import { walletListOptions, walletListReads } from '../../../shared/indexedList/walletList';
import { listQueryOptions } from '../../../shared/listing/listQueryOptions';
import type { ChainTimeAnchor } from '../../../shared/chain/clock/chainTime';
import { readAnchor } from '../../../shared/chain/clock/readAnchor';
import { usePagedList } from '../../../shared/listing/usePagedList';
import { useUserBondsByIdsQuery, useUserBondsQuery } from '../api';
import type { UserBond } from '../api/types';
import { bondTotalsOf } from '../lib/indexedTotals';
import { tokenDecimalsOrDefault } from '../lib/currency';
import { totalsByToken, type TokenTotals } from '../lib/positionFigures';

export interface YourBonds extends ListPageState<UserBond> {
  /** each bond's logo as the index describes its sale, by sale id (empty on the chain's pages) */
  displays: Record<string, ListingDisplay>;
  /** per payout token over every bond of the wallet; null while unknown */
  totals: TokenTotals[] | null;
  /** the chain time the page's figures were read at (null while they load); undefined: ask the chain's clock */
  clockAnchor: ChainTimeAnchor | null | undefined;
}

/** Totals of bonds read from the chain: the whole scan while the index cannot answer. */
function scannedTotals(bonds: readonly UserBond[]): TokenTotals[] {
  return totalsByToken(
    bonds.map(({ sale, buyer }) => ({ token: sale.token, symbol: sale.tokenSymbol ?? '???', decimals: tokenDecimalsOrDefault(sale.tokenDecimals), ...buyer })),
  );
}

/**
 * The wallet's bonds a page at a time: which sales from the event index (most recent activity
 * first), each card's figures from the chain, the totals over all of them from the index. While the
 * index cannot answer, the sales are scanned on chain for the wallet, as before the index.
 */
export function useYourBonds(account: string | null): YourBonds {
  const index = useIndexedList(walletListOptions(account, 'bonds', { params: { status: 'all' }, idKey: 'sale.saleId', what: 'your bonds' }));
  const reads = walletListReads(account, index);
  const byIds = useUserBondsByIdsQuery(reads.byIds, listQueryOptions);
  const scanned = useUserBondsQuery(reads.scan, listQueryOptions);
  const scannedPage = usePagedList(scanned.data ?? [], config.lists.pageSize);
  const page = listPageOf({ index, byIds: { ...byIds, data: byIds.data?.bonds }, chain: scannedChainPage(scanned, scannedPage, config.lists.pageSize) });
  if (page.source === 'chain') return { ...page, displays: {}, totals: scanned.data ? scannedTotals(scanned.data) : null, clockAnchor: undefined };
  return {
    ...page,
    displays: index.displays,
    totals: page.source === 'index' ? bondTotalsOf(index.aggregates) : null,
    // no bond to read: nothing carries the chain's time, so the page asks the chain's clock
    clockAnchor: page.isEmpty ? undefined : readAnchor(byIds.data, byIds.fulfilledTimeStamp),
  };
}
