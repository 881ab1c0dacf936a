import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { Piscina } from 'piscina';
import { ApiError, ServiceUnavailableError } from '../lib/errors';
import { validationMessage } from '../http/validationMessage';
import type { ParseResult, ParseTask, UploadResult, UploadTask } from './uploadWorker';

export interface UploadPoolOptions {
  /** worker threads (each holds its own jsdom) */
  threads: number;
  /** tasks allowed to wait for a thread; more is a 503 */
  maxQueue: number;
  /** a task that runs longer is stopped (its worker is terminated) and the logo refused */
  timeoutMs: number;
  /** V8 old-generation cap of each worker; a logo that needs more is refused */
  maxHeapMb: number;
}

export const DEFAULT_UPLOAD_POOL: UploadPoolOptions = { threads: 2, maxQueue: 8, timeoutMs: 3_000, maxHeapMb: 192 };

export type CheckedUpload = Extract<UploadResult, { ok: true }>;
export type ParsedFields = Extract<ParseResult, { ok: true }>['fields'];

/**
 * The worker pool that checks metadata posts off the main thread (piscina), with a time cap and
 * a memory cap per task: jsdom needs hundreds of MB and many seconds for a hostile 5 MB SVG,
 * and neither may reach the event loop that answers /health and quotes.
 */
export class UploadPool {
  private readonly pool: Piscina;
  /** Settles once the first thread has loaded its modules (jsdom among them: seconds on a busy machine). */
  private readonly warmedUp: Promise<void>;

  constructor(private readonly options: UploadPoolOptions = DEFAULT_UPLOAD_POOL) {
    this.pool = new Piscina({
      filename: path.join(__dirname, 'uploadWorker.cjs'),
      // One thread is started (and its modules loaded, ~2 s) with the server, not by the first upload.
      minThreads: 1,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // A worker that dies outside a task (out of memory as its task was being stopped) is replaced
    // by piscina; unheard, the pool's 'error' event would end the server.
    this.pool.on('error', () => undefined);
    this.warmedUp = this.pool.run(null, { name: 'ready' }).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Parses the raw body against its schema; answers every field but the logo, or throws a 400. */
  async parse(task: ParseTask): Promise<ParsedFields> {
    const result = await this.run<ParseResult>(task, 'parsePost');
    if (!result.ok) throw refusal(result);
    return result.fields;
  }

  /** Checks the post's content; throws an ApiError for bad content, a 503 when the pool is saturated. */
  async check(task: UploadTask): Promise<CheckedUpload> {
    const result = await this.run<UploadResult>(task, 'processUpload');
    if (!result.ok) throw refusal(result);
    return result;
  }

  private async run<R>(task: ParseTask, name: string): Promise<R> {
    // The time cap is for the post's work, not for a thread still loading its modules.
    await this.warmedUp;
    try {
      return (await this.pool.run(task, { name, signal: AbortSignal.timeout(this.options.timeoutMs) })) as R;
    } catch (error) {
      throw this.explain(error);
    }
  }

  private explain(error: unknown): Error {
    const e = error as { name?: string; code?: string; message?: string };
    if (e.name === 'AbortError' || e.name === 'TimeoutError') {
      return new ApiError(400, `The logo took more than ${this.options.timeoutMs / 1000} s to check; please use a simpler or smaller image.`);
    }
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new ApiError(400, 'The logo needs too much memory to check; please use a simpler or smaller image.');
    }
    if (/queue is at limit/i.test(e.message ?? '')) {
      return new ServiceUnavailableError('uploads', 'Too many logo uploads are being checked; please try again in a few seconds.');
    }
    return error as Error;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** A worker's refusal as the API error it stands for (a schema failure worded as for any other route). */
function refusal(result: { statusCode: number; message: string; validation?: ErrorObject[] }): ApiError {
  if (result.validation) return new ApiError(result.statusCode, validationMessage({ validation: result.validation, validationContext: 'body', message: result.message }));
  return new ApiError(result.statusCode, result.message);
}
