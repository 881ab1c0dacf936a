/** The block every cached answer belongs to. */
export interface BlockRef {
  hash: string;
  number: number;
  timestamp: number;
}

/**
 * Answers cached per block hash (not number, so a reorg never serves an answer from the old
 * branch). Promises are cached, so concurrent requests for the same key share one chain read;
 * a failed read is dropped so the next request retries. Only the newest few blocks are kept.
 */
export class BlockCache {
  private readonly blocks = new Map<string, Map<string, Promise<unknown>>>();

  constructor(private readonly maxBlocks = 4) {}

  get<T>(block: BlockRef, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.blocks.get(block.hash);
    if (!entries) {
      entries = new Map();
      this.blocks.set(block.hash, entries);
      while (this.blocks.size > this.maxBlocks) {
        const oldest = this.blocks.keys().next().value as string;
        this.blocks.delete(oldest);
      }
    }
    const cached = entries.get(key);
    if (cached) return cached as Promise<T>;
    const promise = load();
    entries.set(key, promise);
    promise.catch(() => {
      if (entries.get(key) === promise) entries.delete(key);
    });
    return promise;
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
