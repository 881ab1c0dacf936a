import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { ErrorObject } from 'ajv';
import { Piscina } from 'piscina';
import { threadCpuMs } from '../lib/cpuClock';
import { ApiError, ServiceUnavailableError } from '../lib/errors';
import { validationMessage } from '../http/validationMessage';
import type { TaskStart } from './taskStart';
import type { ParseResult, ParseTask, UploadResult, UploadTask } from './uploadWorker';
import { workVerdict } from './workCap';

export interface UploadPoolOptions {
  /** worker threads (each holds its own jsdom and resvg), all started and warm before the server listens */
  threads: number;
  /** tasks allowed to wait for a thread; more is a 503 */
  maxQueue: number;
  /** a worker's own CPU time on one body: past this it is stopped and the logo refused (400) */
  timeoutMs: number;
  /** wall time from a worker's start on a body: past this a task that is not done (starved or hung) is stopped with a 503 */
  wallBackstopMs: number;
  /** a task that no thread has started within this long is dropped with a 503 (the wait is the server's, not the logo's) */
  queueWaitMs: number;
  /** V8 old-generation cap of each worker; a logo that needs more is refused */
  maxHeapMb: number;
}

export const DEFAULT_UPLOAD_POOL: UploadPoolOptions = { threads: 2, maxQueue: 8, timeoutMs: 3_000, wallBackstopMs: 15_000, queueWaitMs: 8_000, maxHeapMb: 192 };

export type CheckedUpload = Extract<UploadResult, { ok: true }>;
export type ParsedPostFields = Omit<Extract<ParseResult, { ok: true }>, 'ok'>;

/** Why a task was stopped: it waited too long for a thread, its own work took too long, or it ran past the wall backstop. */
type Stopped = 'waited' | 'worked' | 'stalled';

/** Answered 503 with Retry-After (the error handler's default of 5 s). */
const busy = () => new ServiceUnavailableError('uploads', 'The logo checkers are busy; please try again in a few seconds.');

/**
 * The worker pool that checks metadata posts off the main thread (piscina), with a time cap and
 * a memory cap per task: jsdom and resvg need hundreds of MB and seconds for a hostile 5 MB SVG,
 * and neither may reach the event loop that answers /health and quotes.
 *
 * The time cap is the worker's own CPU time on the body: each task carries a MessagePort on
 * which the worker says when it starts and on which thread, and the pool reads that thread's
 * CPU clock (workCap.ts). Waiting for a thread, for a thread that replaces a stopped one to load
 * its modules, or for a core on a busy machine, is the server's capacity, answered 503 with
 * Retry-After (never a 4xx, which would tell the app the logo is at fault).
 */
export class UploadPool {
  private readonly pool: Piscina;
  private warm: Promise<void> | undefined;

  constructor(
    private readonly options: UploadPoolOptions = DEFAULT_UPLOAD_POOL,
    /** the worker module (tests give one whose tasks take a set time) */
    filename = path.join(__dirname, 'uploadWorker.cjs'),
  ) {
    this.pool = new Piscina({
      filename,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // A worker that dies outside a task (out of memory as its task was being stopped) is replaced
    // by piscina; unheard, the pool's 'error' event would end the server.
    this.pool.on('error', () => undefined);
  }

  /**
   * Resolves once every thread has loaded its modules and drawn a first logo. Each warm-up task
   * waits for the others to arrive, so no thread can take two and every one is proven warm.
   */
  warmUp(): Promise<void> {
    this.warm ??= (async () => {
      const arrived = new Int32Array(new SharedArrayBuffer(4));
      await Promise.all(Array.from({ length: this.options.threads }, () => this.pool.run({ arrived, threads: this.options.threads }, { name: 'ready' })));
    })();
    return this.warm;
  }

  /** Parses the raw body against its schema; answers every field but the logo, or throws a 400. */
  async parse(task: ParseTask): Promise<ParsedPostFields> {
    const result = await this.run<ParseResult>(task, 'parsePost');
    if (!result.ok) throw refusal(result);
    return { fields: result.fields, hasLogo: result.hasLogo };
  }

  /** Checks the post's content; throws an ApiError for bad content, a 503 when the pool is saturated. */
  async check(task: UploadTask): Promise<CheckedUpload> {
    const result = await this.run<UploadResult>(task, 'processUpload');
    if (!result.ok) throw refusal(result);
    return result;
  }

  private async run<R>(task: ParseTask, name: string): Promise<R> {
    const { port1: started, port2: startSignal } = new MessageChannel();
    const controller = new AbortController();
    let stopped: Stopped | undefined;
    let workTimer: NodeJS.Timeout | undefined;
    const stop = (why: Stopped) => {
      stopped = why;
      controller.abort();
    };
    const waitTimer = setTimeout(() => stop('waited'), this.options.queueWaitMs);
    started.once('message', (start: TaskStart) => {
      clearTimeout(waitTimer);
      const caps = { cpuMs: this.options.timeoutMs, wallMs: this.options.wallBackstopMs };
      const look = () => {
        const verdict = workVerdict({ cpuMs: cpuSince(start), wallMs: Date.now() - start.at }, caps);
        if ('stop' in verdict) stop(verdict.stop);
        else workTimer = setTimeout(look, verdict.checkInMs);
      };
      look();
    });
    try {
      return (await this.pool.run({ ...task, started: startSignal }, { name, signal: controller.signal, transferList: [startSignal] })) as R;
    } catch (error) {
      throw this.explain(error, stopped);
    } finally {
      clearTimeout(waitTimer);
      clearTimeout(workTimer);
      started.close();
    }
  }

  private explain(error: unknown, stopped: Stopped | undefined): Error {
    const e = error as { name?: string; code?: string; message?: string };
    if (stopped === 'worked') {
      return new ApiError(400, `The logo took more than ${this.options.timeoutMs / 1000} s to check; please use a simpler or smaller image.`);
    }
    if (stopped === 'waited' || stopped === 'stalled' || /queue is at limit/i.test(e.message ?? '')) return busy();
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new ApiError(400, 'The logo needs too much memory to check; please use a simpler or smaller image.');
    }
    return error as Error;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/**
 * The CPU time a task's thread has used since it started on the task; undefined without a
 * per-thread clock. A thread that is gone (its task is failing) counts as idle.
 */
function cpuSince(start: TaskStart): number | undefined {
  if (start.tid === undefined || start.cpuMs === undefined) return undefined;
  return (threadCpuMs(start.tid) ?? start.cpuMs) - start.cpuMs;
}

/** A parse or check refusal as the API error it stands for (a schema failure worded as for any other route). */
export function refusal(result: { statusCode: number; message: string; validation?: ErrorObject[] }): ApiError {
  if (result.validation) return new ApiError(result.statusCode, validationMessage({ validation: result.validation, validationContext: 'body', message: result.message }));
  return new ApiError(result.statusCode, result.message);
}
