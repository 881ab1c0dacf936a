/** Blocks the index may trail the chain's head before a list says so (a block or two is normal). */
export const INDEX_LAG_NOTICE_BLOCKS = 3;

/**
 * 'Showing activity up to block 1,204 (12 behind)' when the index trails the head; null when it keeps
 * up or the head is unknown (the node did not answer the index).
 */
export function indexLagText(page: { indexedBlock: number; head: number | null }, what = 'activity'): string | null {
  if (page.head === null) return null;
  const behind = page.head - page.indexedBlock;
  if (!(behind > INDEX_LAG_NOTICE_BLOCKS)) return null;
  return `Showing ${what} up to block ${page.indexedBlock.toLocaleString('en-US')} (${behind.toLocaleString('en-US')} behind)`;
}
