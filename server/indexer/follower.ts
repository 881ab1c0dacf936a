/**
 * The event index's follower: reads the factories' and every listing's logs from the deployment
 * block to the head, range by range, and commits each range (its events, the records they change
 * and the new cursor) in one transaction, so a restart resumes from the last commit and a killed
 * writer leaves neither a gap nor a double count.
 *
 * Reorgs are found by parent hash: a range is taken only if its first block's parent is the
 * cursor, and only if its first and last blocks (and every log's block) are the same before and
 * after its logs were read. A mismatch (or a chain that got shorter, as after a dev chain's
 * evm_revert) rolls the index back to the newest stored block hash that is still on the chain, the
 * common ancestor, and re-indexes from there. An optional confirmation depth keeps the follower
 * that many blocks behind the head.
 *
 * One instance writes at a time (IndexStore.acquireWriter); the others stand by and ask again.
 */
import type { Deployment } from '../../common/deployment/schema';
import { StorageUnavailableError } from '../storage';
import {
  IndexConflictError,
  type IndexCursor,
  type IndexedBlock,
  type IndexStore,
  type IndexWriter,
  type ListingRef,
  type StoredEvent,
  type TokenFacts,
} from '../storage/indexStore';
import type { BlockHeader, ChainReader } from './chainReader';
import { bondFactoryEvents } from './decode/bondFactory';
import { bondSaleEvents } from './decode/bondSale';
import { stakingFactoryEvents } from './decode/stakingFactory';
import { stakingPoolEvents } from './decode/stakingPool';
import type { ContractEvents, DecodeContext, RawLog } from './decode/types';
import { applyEvents } from './reducer';
import { FIRST_RANGE, nextRange } from './readRange';
import { readTokenFacts } from './tokenFacts';

export interface FollowerSettings {
  /** how often the head is polled once caught up (ms) */
  pollMs: number;
  /** most blocks per range (the node may be asked in smaller pieces; readRange.ts sizes each one) */
  maxRange: number;
  /** most logs per commit: a range with more is cut at a block boundary */
  maxLogsPerCommit: number;
  /** blocks kept behind the head (0: follow the head, reorgs are rolled back) */
  confirmations: number;
  /** stored block hashes a reorg's common ancestor is looked for in */
  keepCheckpoints: number;
  /** how often a standby instance asks for the write lease (ms) */
  leaseRetryMs: number;
}

export const DEFAULT_FOLLOWER_SETTINGS: FollowerSettings = {
  pollMs: 1_000,
  maxRange: 2_000,
  maxLogsPerCommit: 5_000,
  confirmations: 0,
  keepCheckpoints: 1_000,
  leaseRetryMs: 2_000,
};

export interface FollowerLog {
  info(message: string): void;
  warn(message: string): void;
}

type StepOutcome = 'moved' | 'idle' | 'standby';

/** The chain changed while a range was being read; read it again. */
class ChainMovedError extends Error {}

const MAX_BACKOFF_MS = 30_000;

export class Follower {
  private writer: IndexWriter | null = null;
  /** the cursor as this writer last saw it; undefined: read it again (and the listings with it) */
  private cursor: IndexCursor | null | undefined = undefined;
  private readonly listings = new Map<string, ListingRef>();
  private readonly poolsById = new Map<number, ListingRef>();
  private readonly factoryEvents: ContractEvents[];
  private readonly listingEvents: ContractEvents[] = [bondSaleEvents, stakingPoolEvents];
  private range: number;
  private stopped = false;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly deployment: Deployment,
    private readonly store: IndexStore,
    private readonly reader: ChainReader,
    private readonly log: FollowerLog,
    private readonly settings: FollowerSettings = DEFAULT_FOLLOWER_SETTINGS,
  ) {
    this.factoryEvents = [bondFactoryEvents(deployment.contracts.bondFactory), stakingFactoryEvents(deployment.contracts.stakingFactory)];
    this.range = Math.min(settings.maxRange, FIRST_RANGE);
  }

  /** Whether this instance holds the write lease, and the last failure of its loop. */
  status(): { writer: boolean; lastError: string | null } {
    return { writer: this.writer !== null, lastError: this.lastError };
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    await this.writer?.release().catch(() => undefined);
    this.writer = null;
    this.reader.destroy();
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let delay: number;
      try {
        const outcome = await this.step();
        failures = 0;
        this.lastError = null;
        delay = outcome === 'moved' ? 0 : outcome === 'standby' ? this.settings.leaseRetryMs : this.settings.pollMs;
      } catch (error) {
        delay = await this.recover(error, ++failures);
      }
      await this.sleep(delay);
    }
  }

  /** What a failed step leaves behind, and how long to wait before the next. */
  private async recover(error: unknown, failures: number): Promise<number> {
    this.cursor = undefined;
    if (error instanceof ChainMovedError) return 0;
    if (error instanceof IndexConflictError) {
      this.log.warn('event index: the cursor moved under this writer; reading it again');
      return 0;
    }
    this.lastError = (error as Error)?.message ?? String(error);
    if (error instanceof StorageUnavailableError) {
      // The lease may be gone with the session; ask for it again.
      await this.writer?.release().catch(() => undefined);
      this.writer = null;
    }
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures - 1, 5));
    this.log.warn(`event index: ${this.lastError} (next try in ${delay / 1000} s)`);
    return delay;
  }

  /** One round: take the lease if needed, roll back a reorg, or index the next range. */
  async step(): Promise<StepOutcome> {
    if (!this.writer) {
      this.writer = await this.store.acquireWriter();
      if (!this.writer) return 'standby';
      this.cursor = undefined;
      this.log.info('event index: this instance writes the index');
    }
    const writer = this.writer;
    // Read every round (one key lookup): another writer, or an operator emptying the tables, may
    // have moved it, and then what this writer remembers is stale.
    const stored = await writer.cursor();
    if (this.cursor === undefined || stored?.version !== this.cursor?.version || stored?.hash !== this.cursor?.hash) {
      this.cursor = stored;
      this.remember(await writer.listings(), true);
    }
    const cursor = this.cursor;
    const head = await this.reader.latest();
    const target = head.number - this.settings.confirmations;
    const from = cursor ? cursor.number + 1 : this.deployment.deploymentBlock;

    if (cursor && head.number < cursor.number) return this.rollBack(writer, cursor, `the chain is at ${head.number}, below the index at ${cursor.number}`);
    if (from > target) {
      if (cursor && head.number === cursor.number && head.hash !== cursor.hash) return this.rollBack(writer, cursor, `block ${cursor.number} was replaced`);
      return 'idle';
    }
    const to = Math.min(target, from + this.range - 1);
    const before = await this.reader.headers([from, to]);
    const first = before.get(from);
    const last = before.get(to);
    if (!first || !last) throw new ChainMovedError();
    if (cursor && first.parentHash !== cursor.hash) return this.rollBack(writer, cursor, `block ${from}'s parent is not the indexed block ${cursor.number}`);

    const [factoryLogs, listingLogs] = await Promise.all([
      this.reader.logs(from, to, { address: [this.deployment.contracts.bondFactory, this.deployment.contracts.stakingFactory], topics: this.factoryEvents.flatMap((c) => c.topics) }),
      this.reader.logs(from, to, { topics: this.listingEvents.flatMap((c) => c.topics) }),
    ]);
    const after = await this.reader.headers([from, to, ...factoryLogs.map((l) => l.blockNumber), ...listingLogs.map((l) => l.blockNumber)]);
    if (after.get(from)?.hash !== first.hash || after.get(to)?.hash !== last.hash) throw new ChainMovedError();
    for (const log of [...factoryLogs, ...listingLogs]) if (after.get(log.blockNumber)?.hash !== log.blockHash) throw new ChainMovedError();

    // Cut a range with too many logs at a block boundary, so a commit (and memory) stays bounded.
    const { end, factory, listing } = this.cut(to, factoryLogs, listingLogs);
    const endHeader = after.get(end)!;
    const { events, created } = this.decode(factory, listing, after);
    const tokens = await this.tokensOf(writer, events, end);
    this.cursor = await writer.commit({
      expected: cursor,
      to: blockOf(endHeader),
      events,
      tokens,
      fold: applyEvents,
      keepCheckpoints: this.settings.keepCheckpoints,
    });
    this.remember(created, false);
    this.range = nextRange(
      { range: this.range, blocksRead: to - from + 1, logsRead: factoryLogs.length + listingLogs.length, blocksTaken: end - from + 1 },
      this.settings,
    );
    return 'moved';
  }

  private cut(to: number, factoryLogs: RawLog[], listingLogs: RawLog[]) {
    const all = [...factoryLogs, ...listingLogs].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
    if (all.length <= this.settings.maxLogsPerCommit) return { end: to, factory: factoryLogs, listing: listingLogs };
    // The block of the last log that fits; if one block alone holds more, it is taken whole.
    const end = Math.max(all[this.settings.maxLogsPerCommit - 1]!.blockNumber, all[0]!.blockNumber);
    const within = (log: RawLog) => log.blockNumber <= end;
    return { end, factory: factoryLogs.filter(within), listing: listingLogs.filter(within) };
  }

  /** Factory logs first, so a listing created in the range is known when its own logs are read. */
  private decode(factoryLogs: RawLog[], listingLogs: RawLog[], headers: Map<number, BlockHeader>) {
    const created: ListingRef[] = [];
    const fresh = new Map<string, ListingRef>();
    const freshPools = new Map<number, ListingRef>();
    const context = (log: RawLog): DecodeContext => ({
      timestamp: headers.get(log.blockNumber)!.timestamp,
      listingAt: (address) => this.listings.get(address) ?? fresh.get(address),
      pool: (id) => this.poolsById.get(id) ?? freshPools.get(id),
    });
    const events: StoredEvent[] = [];
    const byPosition = (a: RawLog, b: RawLog) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;
    for (const log of [...factoryLogs].sort(byPosition)) {
      for (const contract of this.factoryEvents) {
        const event = contract.decode(log, context(log));
        if (!event) continue;
        events.push(event);
        if (event.kind === 'saleCreated' || event.kind === 'poolCreated') {
          const ref: ListingRef = { kind: event.listingKind, id: event.listingId, address: String(event.data[event.kind === 'saleCreated' ? 'sale' : 'pool']), owner: String(event.data.owner) };
          created.push(ref);
          fresh.set(ref.address, ref);
          if (ref.kind === 'pool') freshPools.set(ref.id, ref);
        }
        break;
      }
    }
    for (const log of listingLogs) {
      for (const contract of this.listingEvents) {
        const event = contract.decode(log, context(log));
        if (event) {
          events.push(event);
          break;
        }
      }
    }
    return { events, created };
  }

  /** Facts of the tokens of the listings created in `events`: stored ones, else read once. */
  private async tokensOf(writer: IndexWriter, events: readonly StoredEvent[], block: number): Promise<TokenFacts[]> {
    const wanted = [...new Set(events.filter((e) => e.kind === 'saleCreated' || e.kind === 'poolCreated').map((e) => String(e.data.token ?? e.data.stakingToken)))];
    if (wanted.length === 0) return [];
    const known = await writer.tokens(wanted);
    const missing = wanted.filter((address) => !known.some((t) => t.address === address));
    return [...known, ...(await readTokenFacts(this.reader.provider, this.deployment.contracts.multicall3, block, missing))];
  }

  private remember(refs: readonly ListingRef[], replace: boolean): void {
    if (replace) {
      this.listings.clear();
      this.poolsById.clear();
    }
    for (const ref of refs) {
      this.listings.set(ref.address, ref);
      if (ref.kind === 'pool') this.poolsById.set(ref.id, ref);
    }
  }

  /** Rolls back to the newest stored block hash still on the chain (the deployment's parent if none is). */
  private async rollBack(writer: IndexWriter, cursor: IndexCursor, why: string): Promise<StepOutcome> {
    const ancestor = await this.commonAncestor(writer, cursor.number);
    this.cursor = await writer.rollback({ expected: cursor, to: ancestor, fold: applyEvents });
    this.remember(await writer.listings(), true);
    this.log.warn(`event index: reorg (${why}); rolled back from block ${cursor.number} to ${ancestor.number}`);
    return 'moved';
  }

  private async commonAncestor(writer: IndexWriter, below: number): Promise<IndexedBlock> {
    let atOrBelow = below;
    for (;;) {
      const stored = await writer.checkpoints(atOrBelow, 50);
      if (stored.length === 0) break;
      const chain = await this.reader.headers(stored.map((c) => c.number));
      const match = stored.find((c) => chain.get(c.number)?.hash === c.hash);
      if (match) return blockOf(chain.get(match.number)!);
      atOrBelow = stored[stored.length - 1]!.number - 1;
    }
    const base = Math.max(0, this.deployment.deploymentBlock - 1);
    const header = (await this.reader.headers([base])).get(base);
    if (!header) throw new ChainMovedError();
    return blockOf(header);
  }
}

function blockOf(header: BlockHeader): IndexedBlock {
  return { number: header.number, hash: header.hash, timestamp: header.timestamp };
}
