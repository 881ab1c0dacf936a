import { BlockCache, type BlockRef } from '../../chain/blockCache';
import type { Call, CallResult, ChainContext } from '../../chain/context';
import { RECHECK_BLOCKS } from './absentPools';
import { PoolStateReader } from './poolState';
import type { PoolRef } from './pools';
import { bitmapOf } from './tickWords';
import { compress, wordOf } from './v3Math';

const A = '0x00000000000000000000000000000000000000a1';
const B = '0x00000000000000000000000000000000000000b2';
const LENS = '0x0000000000000000000000000000000000001e45';
const V2: PoolRef = { protocol: 'V2', address: '0x000000000000000000000000000000000000c0de', token0: A, token1: B, fee: 3000 };
const LATER: PoolRef = { protocol: 'V2', address: '0x00000000000000000000000000000000001a7e12', token0: A, token1: B, fee: 3000 };
const V3: PoolRef = { protocol: 'V3', address: '0x00000000000000000000000000000000000000f3', token0: A, token1: B, fee: 500, tickSpacing: 10 };
const SQRT_PRICE_1 = 2n ** 96n;

interface V3Pool {
  liquidity: bigint;
  /** initialised tick → liquidityNet */
  ticks: Map<number, bigint>;
}

/** The part of ChainContext the reader uses: a per-block cache and Multicall3 batches, answered from pools in memory. */
class FakeChain {
  readonly cache = new BlockCache();
  readonly batches: Call[][] = [];
  readonly v2 = new Map<string, [bigint, bigint]>();
  readonly v3 = new Map<string, V3Pool>();

  async multicall(_block: BlockRef, calls: readonly Call[]): Promise<CallResult[]> {
    this.batches.push([...calls]);
    return calls.map((call) => this.answer(call));
  }

  private answer({ target, method, args = [] }: Call): CallResult {
    if (method === 'getReserves') {
      const reserves = this.v2.get(target);
      return reserves ? [reserves[0], reserves[1], 0n] : null;
    }
    const address = method === 'getPopulatedTicksInWord' ? (args[0] as string) : target;
    const pool = this.v3.get(address);
    if (!pool) return null;
    const inWord = (word: number) => [...pool.ticks.keys()].filter((tick) => wordOf(compress(tick, 10)) === word);
    switch (method) {
      case 'slot0':
        return [SQRT_PRICE_1, 0n, 0n, 1n, 1n, 0n, true];
      case 'liquidity':
        return [pool.liquidity];
      case 'tickBitmap':
        return [bitmapOf(inWord(Number(args[0])), 10)];
      case 'ticks': {
        const net = pool.ticks.get(Number(args[0]));
        return net === undefined ? [0n, 0n, 0n, 0n, 0n, 0n, 0n, false] : [1n, net, 0n, 0n, 0n, 0n, 0n, true];
      }
      case 'getPopulatedTicksInWord':
        return [inWord(Number(args[1])).map((tick) => [BigInt(tick), pool.ticks.get(tick)!, 1n])];
      default:
        throw new Error(`unexpected call ${method}`);
    }
  }
}

const block = (number: number): BlockRef => ({ hash: `0x${number.toString(16)}`, number, timestamp: number });
const readerOn = (chain: FakeChain) => new PoolStateReader(chain as unknown as ChainContext, LENS);
const targetsOf = (calls: readonly Call[]) => new Set(calls.map((call) => (call.method === 'getPopulatedTicksInWord' ? (call.args![0] as string) : call.target)));

describe('PoolStateReader: candidates found absent', () => {
  it.each([101, 104, 107, 113])('a pool created at block %i, after its pair was first quoted, is used within RECHECK_BLOCKS blocks', async (createdAt) => {
    const chain = new FakeChain();
    chain.v2.set(V2.address, [10n ** 21n, 10n ** 21n]);
    const reader = readerOn(chain);
    let firstUsed: number | null = null;
    for (let number = 100; number <= createdAt + RECHECK_BLOCKS; number++) {
      if (number === createdAt) chain.v2.set(LATER.address, [10n ** 20n, 10n ** 20n]);
      const states = await reader.read(block(number), [V2, LATER]);
      expect(states.has(V2.address)).toBe(true);
      if (states.has(LATER.address)) firstUsed ??= number;
      else expect(firstUsed).toBeNull(); // once used, used in every block
    }
    expect(firstUsed).not.toBeNull();
    expect(firstUsed!).toBeGreaterThanOrEqual(createdAt);
    expect(firstUsed! - createdAt).toBeLessThan(RECHECK_BLOCKS);
  });

  it('reads an absent pool in one block of every RECHECK_BLOCKS only, and a live one in every block', async () => {
    const chain = new FakeChain();
    chain.v2.set(V2.address, [10n ** 21n, 10n ** 21n]);
    const reader = readerOn(chain);
    for (let number = 100; number < 100 + 3 * RECHECK_BLOCKS; number++) await reader.read(block(number), [V2, LATER]);
    const batches = chain.batches.map(targetsOf);
    expect(batches.every((targets) => targets.has(V2.address))).toBe(true);
    // found absent at block 100, then re-checked twice or three times in the next 3 × RECHECK_BLOCKS − 1 blocks
    const absentReads = batches.filter((targets) => targets.has(LATER.address)).length;
    expect(absentReads).toBeGreaterThanOrEqual(3);
    expect(absentReads).toBeLessThanOrEqual(4);
  });
});

describe('PoolStateReader: V3 ticks', () => {
  const liquidity = 10n ** 20n;
  const setup = () => {
    const chain = new FakeChain();
    chain.v3.set(V3.address, {
      liquidity,
      ticks: new Map([
        [-100, liquidity],
        [100, -liquidity],
      ]),
    });
    return chain;
  };
  const methodsOf = (calls: readonly Call[]) => new Set(calls.map((call) => call.method));

  it("after the first read, reads the known ticks and their words' bitmaps directly in one batch, as a fresh read through TickLens sees them", async () => {
    const chain = setup();
    const reader = readerOn(chain);
    await reader.read(block(1), [V3]);
    expect(chain.batches).toHaveLength(2); // first sight: the price, then the words around it
    chain.batches.length = 0;
    const states = await reader.read(block(2), [V3]);
    expect(chain.batches).toHaveLength(1);
    expect(methodsOf(chain.batches[0])).toEqual(new Set(['slot0', 'liquidity', 'tickBitmap', 'ticks']));
    expect(states).toEqual(await readerOn(setup()).read(block(2), [V3]));
  });

  it("takes a known tick's new liquidityNet in the same batch, and a newly initialised tick with a second batch in the same block", async () => {
    const chain = setup();
    const reader = readerOn(chain);
    await reader.read(block(1), [V3]);
    await reader.read(block(2), [V3]);
    const pool = chain.v3.get(V3.address)!;

    pool.ticks.set(-100, 2n * liquidity); // more liquidity minted at an existing tick
    pool.ticks.set(100, -2n * liquidity);
    chain.batches.length = 0;
    let states = await reader.read(block(3), [V3]);
    expect(chain.batches).toHaveLength(1);
    const ticksOf = (s: typeof states) => {
      const state = s.get(V3.address)!;
      return 'v3' in state ? state.v3.ticks : null;
    };
    expect(ticksOf(states)).toEqual([
      { tick: -100, liquidityNet: 2n * liquidity },
      { tick: 100, liquidityNet: -2n * liquidity },
    ]);

    pool.ticks.set(-50, 5n); // a position minted at new ticks
    pool.ticks.set(50, -5n);
    pool.ticks.delete(100); // and one burnt
    chain.batches.length = 0;
    states = await reader.read(block(4), [V3]);
    expect(chain.batches).toHaveLength(2);
    expect(methodsOf(chain.batches[1])).toContain('getPopulatedTicksInWord');
    expect(ticksOf(states)).toEqual([
      { tick: -100, liquidityNet: 2n * liquidity },
      { tick: -50, liquidityNet: 5n },
      { tick: 50, liquidityNet: -5n },
    ]);
    expect(states).toEqual(await readerOn(chain).read(block(5), [V3]));
  });
});
