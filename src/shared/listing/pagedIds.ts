/**
 * The ids an `…InRange(from, to)` view of a factory finds over every listing, read a page of indices at a
 * time. Those views cost several thousand gas per listing scanned and nodes cap one eth_call (geth at 50M,
 * public endpoints lower), so no single call may scan every listing: each page scans `pageSize` listings and
 * at most `pagesPerRound` pages go out together (the client merges one round into one Multicall3 call, so a
 * round costs about pagesPerRound × pageSize × the view's gas per listing).
 */
export interface PagedScan {
  pageSize: number;
  pagesPerRound: number;
}

/** Gas one page may use: two pages a round stay far under every node's eth_call cap. */
const PAGE_GAS = 4_000_000;

/** Pages for a view that costs `gasPerListing` per listing it scans. */
export function scanOf(gasPerListing: number): PagedScan {
  return { pageSize: Math.max(1, Math.floor(PAGE_GAS / gasPerListing)), pagesPerRound: 2 };
}

export async function readIdsInPages(
  count: number,
  readPage: (from: number, to: number) => Promise<readonly bigint[]>,
  scan: PagedScan,
): Promise<string[]> {
  const pages: [number, number][] = [];
  for (let from = 0; from < count; from += scan.pageSize) pages.push([from, Math.min(from + scan.pageSize, count)]);
  const ids: string[] = [];
  for (let start = 0; start < pages.length; start += scan.pagesPerRound) {
    const round = await Promise.all(pages.slice(start, start + scan.pagesPerRound).map(([from, to]) => readPage(from, to)));
    for (const page of round) for (const id of page) ids.push(id.toString());
  }
  return ids;
}
