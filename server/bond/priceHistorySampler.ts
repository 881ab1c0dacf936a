import type { Interface } from 'ethers';
import { BondFactory__factory } from '../../typechain-types';
import type { BlockRef } from '../chain/blockCache';
import type { Call, CallResult, ChainContext } from '../chain/context';
import { currentCumulative } from '../lib/priceMath';
import type { PriceObservation, Storage } from '../storage';
import { pairKey, priceRoutePairs } from '../swap/liquidity';
import { pairAddressOf, v2PairCalls, v2PairState } from '../swap/v2PairReads';

/** A pair is observed at most this often (chain time), however often the sampler runs. */
export const OBSERVATION_SPACING_SECONDS = 30;
/** Sales read per call when new ones appear (the first run reads every sale once). */
const SALES_PER_READ = 500;
/** Sales whose pairs are worked out between two turns of the event loop. */
const SALES_PER_YIELD = 100;
/** Calls per Multicall3 batch; more pairs than a third of this go out as several batches in one JSON-RPC request. */
const CALLS_PER_BATCH = 1_500;
/** A candidate pair that did not exist is looked for again every this many runs (a pool added later). */
const MISSING_PAIR_RECHECK_RUNS = 10;
/** Chain time further back than this since the last run is a rewound chain, not two nodes a block apart. */
const REWIND_TOLERANCE_SECONDS = 30;

const factoryIface = BondFactory__factory.createInterface() as unknown as Interface;

interface WatchedPair {
  key: string;
  address: string;
  /** live sales priced through it */
  sales: number;
  /** null until read once; false while it has no reserves (re-checked now and then) */
  exists: boolean | null;
  /** chain time of the last observation this instance stored */
  lastStored?: number;
}

/** The fields of a decoded `SaleInfo` tuple the sampler uses (DESIGN.md section 3, in struct order). */
function saleFields(tuple: unknown[]) {
  return {
    saleId: tuple[0] as bigint,
    saleAddress: String(tuple[1]).toLowerCase(),
    token: String(tuple[2]).toLowerCase(),
    currency: Number(tuple[3] as bigint),
    hardCap: tuple[4] as bigint,
    soldTokens: tuple[5] as bigint,
    startTime: tuple[7] as bigint,
    endTime: tuple[8] as bigint,
    endedEarly: tuple[11] as boolean,
  };
}

interface LiveSale {
  endTime: number;
  /** keys of the pairs it is priced through */
  pairs: string[];
}

/** What identifies the newest sale seen, to notice a chain that was rewound and rebuilt to the same count. */
interface SaleMark {
  saleAddress: string;
  token: string;
  startTime: bigint;
}

/** What the sampler needs of the chain: the latest block and Multicall3 batches. */
export type SamplerChain = Pick<ChainContext, 'chainId' | 'deployment' | 'latestBlock' | 'multicall'>;

/**
 * Price history starts with the sale: on every run (every minute by default, on every API
 * instance; duplicate observations are harmless) the sampler records the cumulative prices of
 * every pair a live sale can be priced through, so a sale's TWAP is ready the window after it
 * was created, whoever asks first.
 *
 * Cheap with thousands of sales: it reads only sales it has not seen (from `totalSales`), keeps
 * only live ones, and reads `totalSales`, the newest sale and every watched pair in ONE Multicall3
 * batch per run (split only beyond {@link CALLS_PER_BATCH} calls); the observations go to the
 * database in one statement.
 */
export class PriceHistorySampler {
  private readonly factory: string;
  private readonly sales = new Map<bigint, LiveSale>();
  /** by pairKey */
  private readonly pairs = new Map<string, WatchedPair>();
  /** sales read so far: ids 1..discovered */
  private discovered = 0n;
  private newest: SaleMark | null = null;
  private runs = 0;
  private lastBlockTime?: number;

  constructor(
    private readonly chain: SamplerChain,
    private readonly storage: Storage,
    /** the sale currency's token, or null for a currency the API does not price */
    private readonly currencyToken: (currency: number) => string | null,
    /** tokens a price route may pass through (WBNB, USDT) */
    private readonly via: readonly string[],
  ) {
    this.factory = chain.deployment.contracts.bondFactory.toLowerCase();
  }

  /** Pairs observed each run (tests, the benchmark). */
  get watchedPairs(): number {
    return [...this.pairs.values()].filter((pair) => pair.exists !== false).length;
  }

  get liveSales(): number {
    return this.sales.size;
  }

  async run(): Promise<void> {
    const block = await this.chain.latestBlock();
    if (this.lastBlockTime !== undefined && block.timestamp < this.lastBlockTime - REWIND_TOLERANCE_SECONDS) await this.forgetHistoryAfter(block);
    this.lastBlockTime = block.timestamp;

    const recheck = this.runs++ % MISSING_PAIR_RECHECK_RUNS === 0;
    // a pair observed less than a spacing ago is not read again (a sampler run more often than that only looks for new sales)
    const due = (pair: WatchedPair) => pair.lastStored === undefined || block.timestamp - pair.lastStored >= OBSERVATION_SPACING_SECONDS;
    const watched = [...this.pairs.values()].filter((pair) => (pair.exists !== false || recheck) && due(pair));
    const head: Call[] = [{ target: this.factory, iface: factoryIface, method: 'totalSales' }];
    if (this.discovered > 0n) head.push({ target: this.factory, iface: factoryIface, method: 'getSaleByIndex', args: [this.discovered - 1n] });
    const [headResults, pairResults] = await this.read(block, head, watched);
    const total = headResults[0] ? (headResults[0][0] as bigint) : this.discovered;
    const observations = this.observe(block, watched, pairResults);

    if (total < this.discovered || (this.discovered > 0n && !this.sameSale(headResults[1]))) {
      // Fewer sales, or another sale under the newest id: the chain was rewound. Read them all again.
      this.forgetSales();
    }
    if (total > this.discovered) {
      const added = await this.discover(block, total);
      if (added.length > 0) {
        const [, addedResults] = await this.read(block, [], added);
        observations.push(...this.observe(block, added, addedResults));
      }
    }
    this.dropEnded(block.timestamp);
    await this.storage.recordObservations(observations);
    const byAddress = new Map([...this.pairs.values()].map((pair) => [pair.address, pair]));
    for (const observation of observations) {
      const pair = byAddress.get(observation.pair);
      if (pair) pair.lastStored = observation.timestamp;
    }
  }

  /** One Multicall3 batch (more only past CALLS_PER_BATCH): `head` calls, then each pair's reserves and cumulative prices. */
  private async read(block: BlockRef, head: Call[], pairs: WatchedPair[]): Promise<[CallResult[], CallResult[][]]> {
    const calls = [...head, ...pairs.flatMap((pair) => v2PairCalls(pair.address))];
    const chunks: Call[][] = [];
    for (let i = 0; i < calls.length; i += CALLS_PER_BATCH) chunks.push(calls.slice(i, i + CALLS_PER_BATCH));
    const results = (await Promise.all(chunks.map((chunk) => this.chain.multicall(block, chunk)))).flat();
    const perPair = pairs.map((_, i) => results.slice(head.length + 3 * i, head.length + 3 * i + 3));
    return [results.slice(0, head.length), perPair];
  }

  /** Observations of the pairs that exist, at most one per pair per spacing interval. */
  private observe(block: BlockRef, pairs: WatchedPair[], results: CallResult[][]): PriceObservation[] {
    const observations: PriceObservation[] = [];
    pairs.forEach((pair, i) => {
      const state = v2PairState(pair.address, pair.key, results[i]);
      pair.exists = state !== null;
      if (!state) return;
      if (pair.lastStored !== undefined && block.timestamp - pair.lastStored < OBSERVATION_SPACING_SECONDS) return;
      const { reserve0, reserve1, blockTimestampLast } = state;
      observations.push({
        chainId: this.chain.chainId,
        pair: pair.address,
        timestamp: block.timestamp,
        price0Cumulative: currentCumulative(state.price0CumulativeLast, reserve0, reserve1, blockTimestampLast, block.timestamp),
        price1Cumulative: currentCumulative(state.price1CumulativeLast, reserve1, reserve0, blockTimestampLast, block.timestamp),
      });
    });
    return observations;
  }

  /** Reads the sales after the ones seen; watches the pairs of the live ones. Returns the pairs new to the watch. */
  private async discover(block: BlockRef, total: bigint): Promise<WatchedPair[]> {
    const added: WatchedPair[] = [];
    const now = BigInt(block.timestamp);
    for (let from = this.discovered; from < total; from += BigInt(SALES_PER_READ)) {
      const to = from + BigInt(SALES_PER_READ) < total ? from + BigInt(SALES_PER_READ) : total;
      const [read] = await this.chain.multicall(block, [{ target: this.factory, iface: factoryIface, method: 'getSalesInRange', args: [from, to] }]);
      if (!read) throw new Error(`BondFactory.getSalesInRange(${from}, ${to}) failed`);
      const infos = (read[0] as unknown[][]).map(saleFields);
      for (const [i, info] of infos.entries()) {
        // a pair's address costs two hashes: a first run over thousands of sales leaves room for requests
        if (i > 0 && i % SALES_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
        this.newest = { saleAddress: info.saleAddress, token: info.token, startTime: info.startTime };
        const quote = this.currencyToken(info.currency);
        if (!quote || info.endedEarly || info.endTime <= now || info.soldTokens >= info.hardCap) continue;
        const pairs = priceRoutePairs(info.token, quote, this.via).map(([a, b]) => this.watch(a, b, added));
        this.sales.set(info.saleId, { endTime: Number(info.endTime), pairs });
      }
      this.discovered = to;
    }
    return added;
  }

  /** Watches the pair of `a` and `b` for one more sale; returns its key. */
  private watch(a: string, b: string, added: WatchedPair[]): string {
    const key = pairKey(a, b);
    let pair = this.pairs.get(key);
    if (!pair) {
      pair = { key, address: pairAddressOf(this.chain.deployment.dex, key), sales: 0, exists: null };
      this.pairs.set(key, pair);
      added.push(pair);
    }
    pair.sales += 1;
    return key;
  }

  private dropEnded(now: number): void {
    for (const [id, sale] of this.sales) {
      if (sale.endTime > now) continue;
      this.sales.delete(id);
      for (const key of sale.pairs) {
        const pair = this.pairs.get(key);
        if (pair && --pair.sales <= 0) this.pairs.delete(key);
      }
    }
  }

  private sameSale(result: CallResult | undefined): boolean {
    if (!result || !this.newest) return true;
    const info = saleFields(result[0] as unknown[]);
    return info.saleAddress === this.newest.saleAddress && info.token === this.newest.token && info.startTime === this.newest.startTime;
  }

  private forgetSales(): void {
    this.sales.clear();
    this.pairs.clear();
    this.discovered = 0n;
    this.newest = null;
  }

  /**
   * Chain time went backwards (a dev-chain revert, or a node that follows another fork): the
   * observations after it belong to a history that no longer exists and would make a TWAP meaningless.
   */
  private async forgetHistoryAfter(block: BlockRef): Promise<void> {
    for (const pair of this.pairs.values()) {
      await this.storage.discardObservationsAfter(this.chain.chainId, pair.address, block.timestamp);
      pair.lastStored = undefined;
    }
    this.forgetSales();
  }
}
