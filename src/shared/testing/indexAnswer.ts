/** An answer of the event index as the API sends it: the items with the envelope every list carries. */
export function indexAnswer<T>(items: T[], { indexedBlock = 1, head = indexedBlock, nextCursor = null }: { indexedBlock?: number; head?: number | null; nextCursor?: string | null } = {}) {
  return {
    items,
    nextCursor,
    indexedBlock: { number: indexedBlock, hash: `0x${indexedBlock.toString(16).padStart(64, '0')}`, timestamp: 1_800_000_000 },
    head: head === null ? null : { number: head },
    lag: head === null ? null : Math.max(0, head - indexedBlock),
  };
}
