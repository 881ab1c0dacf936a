/** @jest-environment node */
import path from 'node:path';
import { UploadPool, type UploadPoolOptions } from './uploadPool';

const TIMED_WORKER = path.join(__dirname, 'testing', 'timedWorker.cjs');
/** A task of the stand-in worker: `cpuMs` of its thread's own CPU time, or `sleepMs` of waiting. */
const task = (work: { cpuMs?: number; sleepMs?: number }) => ({ raw: new Uint8Array(0), schema: { type: 'object' as const, properties: {}, required: [] }, payloadHash: '0x', maxLogoBytes: 1, ...work });
const options = (o: Partial<UploadPoolOptions>): UploadPoolOptions => ({ threads: 1, maxQueue: 8, timeoutMs: 1_000, wallBackstopMs: 120_000, queueWaitMs: 120_000, maxHeapMb: 64, ...o });

// Loaded machines stretch these tasks' wall time, never their CPU time, which is what is capped.
jest.setTimeout(120_000);

describe('UploadPool time caps', () => {
  let pool: UploadPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('counts only a task’s own work: three tasks of 600 ms CPU queued on one thread all pass a 1 s cap', async () => {
    pool = new UploadPool(options({ timeoutMs: 1_000 }), TIMED_WORKER);
    await pool.warmUp();
    const results = await Promise.all([600, 600, 600].map((cpuMs) => pool!.check(task({ cpuMs })).then(() => 'ok', (e: Error) => e.message)));
    expect(results).toEqual(['ok', 'ok', 'ok']);
  });

  it('does not count a task’s waiting as work: 1.5 s without CPU passes a 0.3 s cap', async () => {
    pool = new UploadPool(options({ timeoutMs: 300 }), TIMED_WORKER);
    await pool.warmUp();
    await expect(pool.check(task({ sleepMs: 1_500 }))).resolves.toMatchObject({ ok: true });
  });

  it('stops a task whose own CPU work is over the cap, as the logo’s fault (400)', async () => {
    pool = new UploadPool(options({ timeoutMs: 300 }), TIMED_WORKER);
    await pool.warmUp();
    await expect(pool.check(task({ cpuMs: 5_000 }))).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/took more than 0.3 s/) });
  });

  it('stops a task that runs past the wall backstop without using its cap, as the server’s (503)', async () => {
    pool = new UploadPool(options({ timeoutMs: 300, wallBackstopMs: 800 }), TIMED_WORKER);
    await pool.warmUp();
    await expect(pool.check(task({ sleepMs: 10_000 }))).rejects.toMatchObject({ statusCode: 503, message: 'The logo checkers are busy; please try again in a few seconds.' });
  });

  it('answers a task that waited too long for a thread with a 503, never a 4xx', async () => {
    pool = new UploadPool(options({ timeoutMs: 5_000, queueWaitMs: 300 }), TIMED_WORKER);
    await pool.warmUp();
    const first = pool.check(task({ sleepMs: 1_500 }));
    await expect(pool.check(task({ sleepMs: 10 }))).rejects.toMatchObject({ statusCode: 503, message: 'The logo checkers are busy; please try again in a few seconds.' });
    await expect(first).resolves.toMatchObject({ ok: true });
  });
});
