/**
 * What every answer of the event index says about itself (`GET /index/…`): the block it is indexed
 * to and the chain's head as the server last read it (null when the node did not answer).
 */
export interface IndexEnvelopeAnswer {
  nextCursor: string | null;
  indexedBlock: { number: number; hash: string; timestamp: number };
  head: { number: number } | null;
}

/** One page of an index list as the app keeps it: the items, the next page's cursor and block numbers. */
export interface IndexedPage<T> {
  items: T[];
  nextCursor: string | null;
  indexedBlock: number;
  head: number | null;
}

/** An index answer with its envelope reduced to block numbers and its items made by `item`. */
export function indexedPageOf<Raw, T>(answer: IndexEnvelopeAnswer & { items: Raw[] }, item: (raw: Raw) => T): IndexedPage<T> {
  return {
    items: answer.items.map(item),
    nextCursor: answer.nextCursor,
    indexedBlock: answer.indexedBlock.number,
    head: answer.head?.number ?? null,
  };
}
