/** Blocks the index may trail the chain's head before a list says so (a block or two is normal). */
export const INDEX_LAG_NOTICE_BLOCKS = 3;

/** 'Showing activity up to block 1,204 (12 behind)' when the index trails the head; null when it keeps up. */
export function indexLagText(page: { indexedBlock: number; head: number }, what = 'activity'): string | null {
  const behind = page.head - page.indexedBlock;
  if (behind <= INDEX_LAG_NOTICE_BLOCKS) return null;
  return `Showing ${what} up to block ${page.indexedBlock.toLocaleString('en-US')} (${behind.toLocaleString('en-US')} behind)`;
}
