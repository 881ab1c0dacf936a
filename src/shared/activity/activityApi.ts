import { productApi } from '../api/productApi';
import { recoveringQueryHooks } from '../api/recovery';
import { indexedPageOf, type IndexEnvelopeAnswer } from '../indexedList/indexEnvelope';
import type { ActivityItem, ActivityPage } from './types';

/** Entries per page of an activity list. */
export const ACTIVITY_PAGE_SIZE = 20;
/** The index follows the chain within a block or two: a list on screen asks again this often. */
export const ACTIVITY_POLL_MS = 15_000;

export interface ActivityPageArg {
  /** the index route: '/index/wallets/0x…/activity' */
  path: string;
  /** its filters, as the route takes them */
  params?: Record<string, string>;
  /** null for the newest page */
  cursor: string | null;
}

const activityApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    indexedActivity: build.query<ActivityPage, ActivityPageArg>({
      query: ({ path, params, cursor }) => ({
        url: path,
        params: { ...params, limit: ACTIVITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
      transformResponse: (answer: IndexEnvelopeAnswer & { items: ActivityItem[] }) => indexedPageOf(answer, (item) => item),
    }),
  }),
});

export const { useIndexedActivityQuery } = recoveringQueryHooks(activityApi);
