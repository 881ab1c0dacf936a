import { LRUCache } from 'lru-cache';

/** Keys kept per block: routes, tokens and balances of one block rarely need more. */
export const DEFAULT_MAX_ENTRIES_PER_BLOCK = 2_000;

/** The block every cached answer belongs to. */
export interface BlockRef {
  hash: string;
  number: number;
  timestamp: number;
}

/**
 * Answers cached per block hash (not number, so a reorg never serves an answer from the old
 * branch). Promises are cached, so concurrent requests for the same key share one chain read;
 * a failed read is dropped so the next request retries. Both levels are LRUs with a cap: only
 * the newest few blocks are kept, and within a block only the most recently used keys, so
 * memory stays flat however many distinct amounts or addresses an idle chain is asked about.
 */
export class BlockCache {
  private readonly blocks: LRUCache<string, LRUCache<string, Promise<unknown>>>;

  constructor(
    maxBlocks = 4,
    private readonly maxEntriesPerBlock = DEFAULT_MAX_ENTRIES_PER_BLOCK,
  ) {
    this.blocks = new LRUCache({ max: maxBlocks });
  }

  get<T>(block: BlockRef, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.blocks.get(block.hash);
    if (!entries) {
      entries = new LRUCache({ max: this.maxEntriesPerBlock });
      this.blocks.set(block.hash, entries);
    }
    const cached = entries.get(key);
    if (cached) return cached as Promise<T>;
    const promise = load();
    entries.set(key, promise);
    const owner = entries;
    promise.catch(() => {
      if (owner.peek(key) === promise) owner.delete(key);
    });
    return promise;
  }

  /** Entries held across all blocks (for tests and the benchmark's memory check). */
  get size(): number {
    let total = 0;
    for (const entries of this.blocks.values()) total += entries.size;
    return total;
  }
}

/**
 * Latest-block lookups shared by concurrent requests, without ever answering a request with a
 * block read that started before the request arrived: a client that has just seen its
 * transaction mined must see that block. At most one read is in flight and one queued.
 */
export class LatestBlockSource {
  private inFlight: { promise: Promise<BlockRef>; startedAt: number } | null = null;
  private queued: Promise<BlockRef> | null = null;
  private sequence = 0;

  constructor(private readonly read: () => Promise<BlockRef>) {}

  latest(): Promise<BlockRef> {
    const arrivedAt = ++this.sequence;
    if (!this.inFlight) return this.start(arrivedAt);
    if (this.inFlight.startedAt >= arrivedAt) return this.inFlight.promise;
    if (!this.queued) {
      const previous = this.inFlight.promise;
      this.queued = previous
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.start(++this.sequence);
        });
    }
    return this.queued;
  }

  private start(startedAt: number): Promise<BlockRef> {
    const promise = this.read();
    const entry = { promise, startedAt };
    this.inFlight = entry;
    const clear = () => {
      if (this.inFlight === entry) this.inFlight = null;
    };
    promise.then(clear, clear);
    return promise;
  }
}
