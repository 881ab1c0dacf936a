/**
 * What every index answer shares: the block it is indexed to (read from the database at most
 * every 250 ms, concurrent requests sharing one read), the chain head for the lag (at most one
 * node read a second, and never holding an answer up for more than 500 ms), and a cache of
 * answers per indexed block, so a list asked for again before the index moves costs nothing.
 * The finished JSON is kept too (see BODY_MAX_AGE_MS): a page of 100 listings costs far more to
 * decorate, serialise and compress than to look up, so a flood of one page makes it once per reuse.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { BlockCache } from '../chain/blockCache';
import type { ChainContext } from '../chain/context';
import { Semaphore, withTimeout } from '../chain/nodeCalls';
import { ServiceUnavailableError } from '../lib/errors';
import type { IndexCursor, IndexReader } from '../storage/indexStore';
import type { DisplayGeneration } from '../metadata/displayGeneration';
import { DISPLAY_MAX_AGE_MS } from '../metadata/listingDisplay';
import { encodeBody, type EncodedBody } from './encodedBody';

const CURSOR_MAX_AGE_MS = 250;
const HEAD_MAX_AGE_MS = 1_000;
const HEAD_WAIT_MS = 500;
/**
 * How long a finished answer's JSON is reused for the same indexed block, head and key, unless this
 * instance writes metadata meanwhile. What is added after the per-block cache (the listings' logos)
 * posted through another instance may show up this much later; as long as a display is reused.
 * Past that age the body is still sent while its successor is made (never across blocks: the block
 * is in the key), so a flood of one page never waits for the metadata store and the serialiser.
 */
export const BODY_MAX_AGE_MS = DISPLAY_MAX_AGE_MS;
/**
 * Bytes of JSON kept. Bounded by size, not count: a count small enough for pages of 100 (110 kB)
 * was thrashed by a few hundred wallets each asking for their own default page.
 */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/**
 * Successors of stale bodies made at once. When many distinct pages go stale together (a few
 * hundred wallets' default pages, made in the same second), remaking them all at once would hold
 * the event loop for the whole batch, though every request meanwhile can be sent the stale body;
 * in turns, each between answers, they only take their share of it.
 */
const REFRESHES_AT_ONCE = 2;
/** A refresh still waiting for its turn after this long is dropped; the next request makes its page itself. */
const REFRESH_WAIT_MS = 30_000;
/** How a body missing from the cache is made: the request's own load, finish and serialiser. */
type MakeBody = () => Promise<EncodedBody>;

export interface IndexEnvelope {
  indexedBlock: { number: number; hash: string; timestamp: number };
  /** the chain's latest block as last read (null when the node did not answer) */
  head: { number: number } | null;
  /** blocks the index is behind the head (null when the head is unknown) */
  lag: number | null;
}

export const notIndexedYet = () =>
  new ServiceUnavailableError('index', 'The event index has not indexed any block yet; please try again shortly.');

export class IndexedView {
  private readonly cursors: LRUCache<'cursor', { at: IndexCursor | null }>;
  private readonly heads: LRUCache<'head', { number: number }>;
  private readonly answers = new BlockCache();
  private readonly refreshes = new Semaphore(REFRESHES_AT_ONCE);
  private readonly bodies = new LRUCache<string, EncodedBody, MakeBody>({
    maxSize: MAX_BODY_BYTES,
    sizeCalculation: (body) => body.identity.length + body.gzip.length,
    ttl: BODY_MAX_AGE_MS,
    allowStale: true,
    // a page nobody has yet is made for the request waiting on it; a stale one's successor waits its turn
    fetchMethod: (_key, stale, { context: make }) => (stale ? this.refresh(make) : make()),
  });

  constructor(
    readonly reader: IndexReader,
    private readonly chain: ChainContext,
    private readonly displayGeneration: Pick<DisplayGeneration, 'current'> = { current: 0 },
  ) {
    this.cursors = new LRUCache({ max: 1, ttl: CURSOR_MAX_AGE_MS, fetchMethod: async () => ({ at: await reader.cursor() }) });
    this.heads = new LRUCache({ max: 1, ttl: HEAD_MAX_AGE_MS, fetchMethod: async () => ({ number: (await chain.latestBlock()).number }) });
  }

  private async refresh(make: MakeBody): Promise<EncodedBody> {
    const release = await this.refreshes.acquire(REFRESH_WAIT_MS, () => new Error('a stale answer waited too long for its refresh'));
    try {
      await nextTurn(); // the requests already read are answered before this page's work
      return await make();
    } finally {
      release();
    }
  }

  /** The indexed block; a 503 until the first range is committed. */
  async cursor(): Promise<IndexCursor> {
    const value = this.cursors.get('cursor') ?? (await this.cursors.fetch('cursor'));
    if (!value?.at) throw notIndexedYet();
    return value.at;
  }

  async head(): Promise<{ number: number } | null> {
    // read at most once a second: nearly every request finds it here, with no timer to set
    const known = this.heads.get('head');
    if (known) return known;
    const read = this.heads.fetch('head').then((head) => head ?? null);
    return withTimeout(read, HEAD_WAIT_MS, () => new Error('head')).catch(() => null);
  }

  envelope(at: IndexCursor, head: { number: number } | null): IndexEnvelope {
    return {
      indexedBlock: { number: at.number, hash: at.hash, timestamp: at.timestamp },
      head,
      lag: head ? Math.max(0, head.number - at.number) : null,
    };
  }

  /** A part several answers share (an owner's totals under any of its lists' filters), cached per block under `key`. */
  part<T>(at: IndexCursor, key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.get(at, `part:${key}`, load);
  }

  /**
   * `load`'s answer at the current indexed block (cached per block under `key`) with the envelope,
   * then `finish`ed (what is added after the per-block cache) and serialised by `serialize` (the
   * route's own serialiser) into the bytes sent, plain and compressed: those are reused for {@link BODY_MAX_AGE_MS} per
   * indexed block, head, `key` and display generation (then sent once more while the next is made), concurrent
   * requests sharing one, so a flood of one page neither serialises nor encodes it again.
   */
  async json<T extends object>(key: string, load: (at: IndexCursor) => Promise<T>, finish: (answer: T & IndexEnvelope) => Promise<object>, serialize: (body: object) => string): Promise<EncodedBody> {
    const [at, head] = await Promise.all([this.cursor(), this.head()]);
    const bodyKey = `${at.hash}:${head?.number ?? '-'}:${this.displayGeneration.current}:${key}`;
    const body = await this.bodies.fetch(bodyKey, {
      context: () =>
        this.answers
          .get(at, key, () => load(at))
          .then((answer) => finish({ ...answer, ...this.envelope(at, head) }))
          .then((finished) => encodeBody(serialize(finished))),
    });
    if (!body) throw new Error(`no answer was made for ${key}`);
    return body;
  }
}
