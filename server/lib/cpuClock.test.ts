/** @jest-environment node */
import { Worker } from 'node:worker_threads';
import { ownThreadId, processCpuMs, statCpuMs, threadCpuMs } from './cpuClock';

describe('statCpuMs', () => {
  it('adds utime and stime (fields 14 and 15, in 1/100 s) of a stat line', () => {
    const line = '4242 (node) R 1 4242 4242 0 -1 4194560 1200 0 0 0 250 37 0 0 20 0 11 0 1076344 3133440 393';
    expect(statCpuMs(line)).toBe(2_870);
  });

  it('counts fields after the last parenthesis, whatever the command name holds', () => {
    const line = '4243 (a (b) c) S 1 4242 4242 0 -1 4194560 1200 0 0 0 7 3 0 0 20 0 11 0 1076344 3133440 393';
    expect(statCpuMs(line)).toBe(100);
  });

  it('throws on text that is not a stat line', () => {
    expect(() => statCpuMs('no such thing')).toThrow(/not a \/proc stat line/);
  });
});

describe('reading the clocks (Linux)', () => {
  it('reads the calling thread’s own CPU time, which grows with its work and not with its waiting', async () => {
    const tid = ownThreadId()!;
    expect(tid).toBeGreaterThan(0);
    const start = threadCpuMs(tid)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(threadCpuMs(tid)! - start).toBeLessThan(150);
    const busyUntil = start + 200;
    while (threadCpuMs(tid)! < busyUntil);
    expect(threadCpuMs(tid)! - start).toBeGreaterThanOrEqual(200);
  });

  it('reads a working worker thread’s clock from the main thread, until the thread is gone', async () => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').at(-1)));
       while (Atomics.load(workerData, 0) === 0);`,
      { eval: true, workerData: stop },
    );
    const tid = await new Promise<number>((resolve) => worker.once('message', resolve));
    expect(tid).not.toBe(ownThreadId());
    const first = threadCpuMs(tid)!;
    while (threadCpuMs(tid)! < first + 50) await new Promise((resolve) => setTimeout(resolve, 10));
    Atomics.store(stop, 0, 1);
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(threadCpuMs(tid)).toBeUndefined();
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
  });
});
