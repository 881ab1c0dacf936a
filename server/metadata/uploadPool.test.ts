/** @jest-environment node */
import path from 'node:path';
import { UploadPool } from './uploadPool';

const TIMED_WORKER = path.join(__dirname, 'testing', 'timedWorker.cjs');
const task = (workMs: number) => ({ raw: new Uint8Array(0), schema: { type: 'object' as const, properties: {}, required: [] }, payloadHash: '0x', maxLogoBytes: 1, workMs });

describe('UploadPool time caps', () => {
  let pool: UploadPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('counts only a task’s own work: three 600 ms tasks on one thread all pass a 1 s cap', async () => {
    pool = new UploadPool({ threads: 1, maxQueue: 8, timeoutMs: 1_000, queueWaitMs: 20_000, maxHeapMb: 64 }, TIMED_WORKER);
    await pool.warmUp();
    const results = await Promise.all([task(600), task(600), task(600)].map((t) => pool!.check(t).then(() => 'ok', (e: Error) => e.message)));
    expect(results).toEqual(['ok', 'ok', 'ok']);
  });

  it('stops a task whose own work is over the cap, as the logo’s fault (400)', async () => {
    pool = new UploadPool({ threads: 1, maxQueue: 8, timeoutMs: 300, queueWaitMs: 20_000, maxHeapMb: 64 }, TIMED_WORKER);
    await pool.warmUp();
    await expect(pool.check(task(2_000))).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/took more than 0.3 s/) });
  });

  it('answers a task that waited too long for a thread with a 503, never a 4xx', async () => {
    pool = new UploadPool({ threads: 1, maxQueue: 8, timeoutMs: 5_000, queueWaitMs: 300, maxHeapMb: 64 }, TIMED_WORKER);
    await pool.warmUp();
    const first = pool.check(task(1_500));
    await expect(pool.check(task(10))).rejects.toMatchObject({ statusCode: 503, message: 'The logo checkers are busy; please try again in a few seconds.' });
    await expect(first).resolves.toMatchObject({ ok: true });
  });
});
