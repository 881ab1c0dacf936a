import type { ActivityItem } from '../activity/types';

/** An index activity entry for tests: `overrides` on a stake of 1 token unit by 0x…b0 at block 100. */
export function activityItem(overrides: Partial<ActivityItem> = {}): ActivityItem {
  const logIndex = overrides.logIndex ?? 0;
  return {
    kind: 'stake',
    listing: null,
    account: '0x00000000000000000000000000000000000000b0',
    amount: '1',
    details: {},
    timestamp: 1_800_000_000 + logIndex,
    blockNumber: 100 + logIndex,
    logIndex,
    txHash: `0x${logIndex.toString(16).padStart(64, '0')}`,
    ...overrides,
  };
}
