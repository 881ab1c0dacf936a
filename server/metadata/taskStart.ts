import type { MessagePort } from 'node:worker_threads';
import { ownThreadId, threadCpuMs } from '../lib/cpuClock';

/**
 * What a logo worker tells the pool when it starts on a task: its thread (whose CPU clock the
 * pool then reads, see workCap.ts) and that clock's reading, and the wall time. Without /proc,
 * `tid` and `cpuMs` are undefined and the pool counts wall time.
 */
export interface TaskStart {
  tid: number | undefined;
  cpuMs: number | undefined;
  /** Date.now() in the worker: the same clock as the pool's */
  at: number;
}

/** Read once per thread: a thread keeps its id. */
const tid = ownThreadId();

/** Says on `port` (the task's own, from the pool) that this thread starts on the task now. */
export function signalStart(port: MessagePort | undefined): void {
  if (!port) return;
  port.postMessage({ tid, cpuMs: tid === undefined ? undefined : threadCpuMs(tid), at: Date.now() } satisfies TaskStart);
  port.close();
}
