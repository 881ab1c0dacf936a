import type { IndexedPage } from '../indexedList/indexEnvelope';

/** One event of the index's activity answers (GET /index/…/activity), every uint256 a decimal string. */
export interface ActivityItem {
  /** 'purchase', 'claim', 'stake', …: the kind of listing that emits it names it */
  kind: string;
  listing: {
    kind: string;
    id: string;
    address: string;
    token: { address: string; symbol: string | null; decimals: number | null };
    currency: number | null;
  } | null;
  /** who acted */
  account: string | null;
  /** raw amount of the listing's token */
  amount: string | null;
  /** the event's other fields */
  details: Record<string, unknown>;
  timestamp: number;
  blockNumber: number;
  logIndex: number;
  txHash: string;
}

/** One page of activity, newest first, and how far the index has read the chain. */
export type ActivityPage = IndexedPage<ActivityItem>;

/** What a feature shows of one entry: 'Bought' and '1,000 SALLY for 0.5 BNB'. */
export interface ActivityLine {
  what: string;
  amount: string | null;
}
