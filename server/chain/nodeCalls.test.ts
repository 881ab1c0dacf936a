/** @jest-environment node */
import { ChainUnavailableError } from '../lib/errors';
import { NodeCalls, Semaphore, withTimeout } from './nodeCalls';

const never = () => new Promise<never>(() => undefined);
const inScope = <T>(calls: NodeCalls, route: string, fn: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => calls.scope(route, () => void fn().then(resolve, reject)));

describe('Semaphore', () => {
  it('lets capacity holders in, queues the rest, and times waiters out', async () => {
    const semaphore = new Semaphore(1);
    const release = await semaphore.acquire(100, () => new Error('late'));
    await expect(semaphore.acquire(20, () => new Error('late'))).rejects.toThrow('late');
    const next = semaphore.acquire(1000, () => new Error('late'));
    release();
    release(); // a second release of the same slot is ignored
    (await next)();
    expect(semaphore.inUse).toBe(0);
  });
});

describe('NodeCalls', () => {
  it('gives a hung read a 503 naming the node after the read timeout', async () => {
    const calls = new NodeCalls(4, 50, 1000);
    const started = Date.now();
    const error = await calls.run(never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainUnavailableError);
    expect((error as Error).message).toMatch(/chain node did not answer/);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('caps the node calls of one route without holding up another route', async () => {
    const calls = new NodeCalls(2, 5_000, 5_000);
    let finishSwap!: () => void;
    const gate = new Promise<void>((resolve) => (finishSwap = resolve));
    const swapReads = Array.from({ length: 5 }, () => inScope(calls, 'swap-tx', () => calls.run(() => gate)));
    await Promise.resolve();
    expect(calls.limiter('swap-tx').inUse).toBe(2);
    expect(calls.limiter('swap-tx').queued).toBe(3);
    await expect(inScope(calls, 'quote', () => calls.run(async () => 'quoted'))).resolves.toBe('quoted');
    finishSwap();
    await Promise.all(swapReads);
    expect(calls.limiter('swap-tx').inUse).toBe(0);
  });

  it('never lets a queued read outlive the request budget', async () => {
    const calls = new NodeCalls(1, 5_000, 100);
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The waiter's request starts first, so its budget ends before the holder's read gives up its
    // slot; with equal deadlines the order of the two timers would decide the outcome.
    const waiterResult = inScope(calls, 'swap-tx', () => delay(40).then(() => calls.run(async () => 'never'))).catch(
      (e: unknown) => e,
    );
    await delay(20);
    const holder = inScope(calls, 'swap-tx', () => calls.run(never)).catch((e: unknown) => e);
    const waiter = await waiterResult;
    expect((waiter as Error).message).toMatch(/busy/);
    expect(await holder).toBeInstanceOf(ChainUnavailableError);
  });
});

describe('NodeCalls.renewed', () => {
  it('gives reads made after a wait of their own a new budget', async () => {
    const calls = new NodeCalls(1, 5_000, 100);
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const afterWait = (renew: boolean) =>
      inScope(calls, 'create-sale', async () => {
        await delay(150); // past the 100 ms budget, as an upload waiting for its slot and body
        const read = () => calls.run(async () => 'read');
        return renew ? calls.renewed(read) : read();
      }).catch((e: unknown) => (e as Error).message);
    expect(await afterWait(false)).toMatch(/busy/);
    expect(await afterWait(true)).toBe('read');
  });
});

describe('withTimeout', () => {
  it('passes a value through and clears its timer', async () => {
    await expect(withTimeout(Promise.resolve(1), 10, () => new Error('late'))).resolves.toBe(1);
  });
});
