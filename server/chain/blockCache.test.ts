/** @jest-environment node */
import { BlockCache, LatestBlockSource, type BlockRef } from './blockCache';

const block = (n: number): BlockRef => ({ hash: `0x${n}`, number: n, timestamp: 1000 + n });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BlockCache', () => {
  it('shares one load per block hash and key', async () => {
    const cache = new BlockCache();
    const load = jest.fn(async () => 42);
    await expect(Promise.all([cache.get(block(1), 'k', load), cache.get(block(1), 'k', load)])).resolves.toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(block(2), 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets failures so the next request retries', async () => {
    const cache = new BlockCache();
    await expect(cache.get(block(1), 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get(block(1), 'k', async () => 'ok')).resolves.toBe('ok');
  });

  it('keeps only the newest blocks', async () => {
    const cache = new BlockCache(2);
    const load = jest.fn(async () => 1);
    await cache.get(block(1), 'k', load);
    await cache.get(block(2), 'k', load);
    await cache.get(block(3), 'k', load);
    await cache.get(block(1), 'k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('caps the entries of one block: 50k distinct quote amounts on an idle chain keep at most the cap', async () => {
    const cache = new BlockCache(4, 1000);
    const load = jest.fn(async () => 1n);
    for (let amount = 1; amount <= 50_000; amount++) await cache.get(block(1), `route:a:b:${amount}`, load);
    expect(cache.size).toBe(1000);
    // the most recent amounts are still served from the cache, the oldest were evicted
    await cache.get(block(1), 'route:a:b:50000', load);
    expect(load).toHaveBeenCalledTimes(50_000);
    await cache.get(block(1), 'route:a:b:1', load);
    expect(load).toHaveBeenCalledTimes(50_001);
  });
});

describe('LatestBlockSource', () => {
  it('lets requests that arrive during a read share the next read, never an older one', async () => {
    const reads: Array<ReturnType<typeof deferred<BlockRef>>> = [];
    const source = new LatestBlockSource(() => {
      const d = deferred<BlockRef>();
      reads.push(d);
      return d.promise;
    });
    const first = source.latest();
    const second = source.latest(); // arrived after the first read started
    const third = source.latest();
    expect(reads).toHaveLength(1);
    reads[0].resolve(block(1));
    await expect(first).resolves.toEqual(block(1));
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1].resolve(block(2));
    await expect(second).resolves.toEqual(block(2));
    await expect(third).resolves.toEqual(block(2));
  });

  it('recovers after a failed read', async () => {
    let fail = true;
    const source = new LatestBlockSource(async () => {
      if (fail) throw new Error('down');
      return block(5);
    });
    await expect(source.latest()).rejects.toThrow('down');
    fail = false;
    await expect(source.latest()).resolves.toEqual(block(5));
  });
});
