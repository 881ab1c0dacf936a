/** @jest-environment node */
import type { Deployment } from '../../common/deployment/schema';
import devnet from '../../deployments/devnet.json';
import type { BlockRef } from '../chain/blockCache';
import type { Call, CallResult } from '../chain/context';
import type { PriceObservation, Storage } from '../storage';
import { v2PairAddress } from '../swap/routing/pools';
import { PriceHistorySampler, type SamplerChain } from './priceHistorySampler';

const deployment = devnet as unknown as Deployment;
const { wbnb: WBNB, usdt: USDT } = deployment.contracts;
const DAY = 86_400n;

const tokenAddress = (i: number) => `0x${(0x1000 + i).toString(16).padStart(40, 'a')}`;

interface FakeSale {
  token: string;
  currency: number;
  endTime: bigint;
  endedEarly?: boolean;
}

/** A chain that answers the sampler's Multicall3 batches from memory and records each batch. */
class FakeChain implements SamplerChain {
  readonly chainId = 31337;
  readonly deployment = deployment;
  block: BlockRef = { hash: '0x01', number: 1, timestamp: 1_800_000_000 };
  sales: FakeSale[] = [];
  readonly pairs = new Map<string, { reserve0: bigint; reserve1: bigint; last: bigint }>();
  batches: Call[][] = [];

  addPair(a: string, b: string): void {
    this.pairs.set(v2PairAddress(deployment.dex, a, b), { reserve0: 10n ** 21n, reserve1: 2n * 10n ** 21n, last: BigInt(this.block.timestamp) });
  }

  moveTo(timestamp: number): void {
    this.block = { hash: `0x${(this.block.number + 1).toString(16)}`, number: this.block.number + 1, timestamp };
  }

  async latestBlock(): Promise<BlockRef> {
    return this.block;
  }

  async multicall(_block: BlockRef, calls: readonly Call[]): Promise<CallResult[]> {
    this.batches.push([...calls]);
    return calls.map((call) => this.answer(call));
  }

  private tuple(index: number): unknown[] {
    const sale = this.sales[index];
    const owner = '0x' + '11'.repeat(20);
    return [BigInt(index + 1), `0x${(0x5a1e + index).toString(16).padStart(40, '0')}`, sale.token, BigInt(sale.currency), 100n, 0n, 500n, 1n, sale.endTime, DAY, 0n, !!sale.endedEarly, owner, 1n, 0n, 10n];
  }

  private answer(call: Call): CallResult {
    if (call.method === 'totalSales') return [BigInt(this.sales.length)];
    if (call.method === 'getSaleByIndex') return [this.tuple(Number(call.args![0]))];
    if (call.method === 'getSalesInRange') {
      const [from, to] = (call.args as bigint[]).map(Number);
      return [Array.from({ length: to - from }, (_, i) => this.tuple(from + i))];
    }
    const pair = this.pairs.get(call.target);
    if (!pair) return null;
    if (call.method === 'getReserves') return [pair.reserve0, pair.reserve1, pair.last];
    return [7n];
  }

  /** Batches whose calls read sales (a discovery) and batches that read pairs. */
  counts() {
    const discoveries = this.batches.filter((b) => b.some((c) => c.method === 'getSalesInRange')).length;
    return { batches: this.batches.length, discoveries };
  }
}

function fakeStorage() {
  const stored: PriceObservation[][] = [];
  const discarded: number[] = [];
  const storage = {
    async recordObservations(observations: readonly PriceObservation[]) {
      stored.push([...observations]);
    },
    async discardObservationsAfter(_chainId: number, _pair: string, timestamp: number) {
      discarded.push(timestamp);
    },
  } as unknown as Storage;
  return { storage, stored, discarded };
}

const currencyToken = (currency: number) => (currency === 0 ? WBNB.toLowerCase() : currency === 1 ? USDT.toLowerCase() : null);

function setUp(saleCount: number) {
  const chain = new FakeChain();
  chain.addPair(WBNB.toLowerCase(), USDT.toLowerCase());
  for (let i = 0; i < saleCount; i++) {
    const token = tokenAddress(i);
    chain.sales.push({ token, currency: 0, endTime: BigInt(chain.block.timestamp) + 30n * DAY });
    chain.addPair(token, WBNB.toLowerCase());
  }
  const { storage, stored, discarded } = fakeStorage();
  const sampler = new PriceHistorySampler(chain, storage, currencyToken, [WBNB.toLowerCase(), USDT.toLowerCase()]);
  return { chain, sampler, stored, discarded };
}

describe('the price history sampler', () => {
  it('stays cheap with thousands of live sales: every sale is read once, then each run is one batched read of the pairs that exist', async () => {
    const { chain, sampler, stored } = setUp(2000);
    await sampler.run();
    // the first run reads every sale once (500 per call) and every candidate pair once
    expect(chain.counts().discoveries).toBe(4);
    expect(sampler.liveSales).toBe(2000);
    expect(sampler.watchedPairs).toBe(2001); // each token's pair with WBNB, and WBNB/USDT; token/USDT pairs do not exist
    expect(stored.at(-1)).toHaveLength(2001);

    chain.batches = [];
    chain.moveTo(chain.block.timestamp + 60);
    await sampler.run();
    // 2 head calls + 3 per existing pair, 1500 per Multicall3 batch, all sent together; no sale read again
    expect(chain.counts()).toEqual({ batches: Math.ceil((2 + 3 * 2001) / 1500), discoveries: 0 });
    expect(stored).toHaveLength(2);
    expect(stored.at(-1)).toHaveLength(2001);
    expect(new Set(stored.at(-1)!.map((o) => o.timestamp))).toEqual(new Set([chain.block.timestamp]));
  });

  it('reads only the sales created since its last run, and starts their history at once', async () => {
    const { chain, sampler, stored } = setUp(3);
    await sampler.run();
    chain.batches = [];
    chain.moveTo(chain.block.timestamp + 60);
    await sampler.run();
    expect(chain.counts()).toEqual({ batches: 1, discoveries: 0 });

    for (const i of [3, 4]) {
      chain.sales.push({ token: tokenAddress(i), currency: 1, endTime: BigInt(chain.block.timestamp) + DAY });
      chain.addPair(tokenAddress(i), USDT.toLowerCase());
    }
    chain.batches = [];
    chain.moveTo(chain.block.timestamp + 60);
    await sampler.run();
    // the usual batch, one read of the two new sales, one read of their new pairs
    expect(chain.counts()).toEqual({ batches: 3, discoveries: 1 });
    const [discovery] = chain.batches.filter((b) => b.some((c) => c.method === 'getSalesInRange'));
    expect(discovery[0].args).toEqual([3n, 5n]);
    const observed = new Set(stored.at(-1)!.map((o) => o.pair));
    for (const i of [3, 4]) expect(observed.has(v2PairAddress(deployment.dex, tokenAddress(i), USDT.toLowerCase()))).toBe(true);
    expect(sampler.liveSales).toBe(5);
  });

  it('observes a pair once per spacing interval and forgets sales once they end', async () => {
    const { chain, sampler, stored } = setUp(2);
    chain.sales.push({ token: tokenAddress(9), currency: 0, endTime: 1n, endedEarly: false }); // already over
    chain.sales.push({ token: tokenAddress(8), currency: 2, endTime: BigInt(chain.block.timestamp) + DAY }); // a currency not priced here
    await sampler.run();
    expect(sampler.liveSales).toBe(2);
    chain.batches = [];
    await sampler.run(); // same block: nothing to store, and no pair is read again
    expect(stored.at(-1)).toEqual([]);
    expect(chain.batches.map((batch) => batch.map((call) => call.method))).toEqual([['totalSales', 'getSaleByIndex']]);
    chain.moveTo(chain.block.timestamp + 30 * 86_400 + 1);
    await sampler.run();
    expect(sampler.liveSales).toBe(0);
    expect(sampler.watchedPairs).toBe(0);
  });

  it('reads everything again when the chain was rewound, and drops the history of the lost blocks', async () => {
    const { chain, sampler, discarded } = setUp(2);
    await sampler.run();
    chain.sales.push({ token: tokenAddress(5), currency: 0, endTime: BigInt(chain.block.timestamp) + DAY });
    chain.addPair(tokenAddress(5), WBNB.toLowerCase());
    chain.moveTo(chain.block.timestamp + 60);
    await sampler.run();
    expect(sampler.liveSales).toBe(3);

    // the same number of sales, but another sale under the newest id
    chain.sales[2] = { token: tokenAddress(6), currency: 0, endTime: BigInt(chain.block.timestamp) + DAY };
    chain.addPair(tokenAddress(6), WBNB.toLowerCase());
    chain.batches = [];
    chain.moveTo(chain.block.timestamp + 60);
    await sampler.run();
    expect(chain.counts().discoveries).toBe(1);
    expect(sampler.watchedPairs).toBe(4); // tokens 0, 1 and 6 with WBNB, and WBNB/USDT

    // chain time going back: observations after it are dropped
    chain.moveTo(chain.block.timestamp - 3600);
    await sampler.run();
    expect(discarded.length).toBeGreaterThan(0);
    expect(new Set(discarded)).toEqual(new Set([chain.block.timestamp]));
  });
});
