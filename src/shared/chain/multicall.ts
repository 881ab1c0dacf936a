import { encodeFunctionData, type Abi } from 'viem';
import multicall3Abi from '../../../abis/Multicall3.json';
import { decodeAggregate3Result } from './aggregate3Result';

/**
 * Batches every contract read issued in the same tick into ONE Multicall3 `aggregate3`
 * eth_call (DESIGN.md section 2: a list screen is one round trip, not one call per row).
 *
 * On the wire every call is sent with `allowFailure: true`, so one reverting read never sinks
 * the other callers' reads; each caller's own `allowFailure` then decides whether its failure
 * resolves as `{ success: false }` or rejects with an 'execution reverted' error carrying the
 * revert data (`data`, which mapError turns into the contract's custom error).
 */
const abi = multicall3Abi as Abi;

export interface MulticallCall {
  target: string;
  callData: string;
  /** default false: a failing call rejects its promise */
  allowFailure?: boolean;
}

export interface MulticallResult {
  success: boolean;
  returnData: string;
}

/** The one provider method the batcher needs (ethers' JsonRpcProvider has it). */
export interface EthCaller {
  call(tx: { to: string; data: string }): Promise<string>;
  /**
   * Several eth_calls in one request (a JSON-RPC batch), each answered or failed on its own: a
   * batch split under the gas cap still costs one round trip.
   */
  callMany?(txs: ReadonlyArray<{ to: string; data: string }>): Promise<Array<PromiseSettledResult<string>>>;
}

export interface MulticallBatcherOptions {
  /** calls per aggregate3; bigger batches are split to stay under the node's eth_call gas cap */
  maxCallsPerBatch?: number;
  /** ms to wait for more calls after the first one; 0 = the next macrotask */
  wait?: number;
}

interface Queued {
  call: MulticallCall;
  resolve: (result: MulticallResult) => void;
  reject: (error: unknown) => void;
}

export class MulticallBatcher {
  readonly #caller: EthCaller;
  readonly #address: string;
  readonly #maxCalls: number;
  readonly #wait: number;
  #queue: Queued[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(caller: EthCaller, multicallAddress: string, options: MulticallBatcherOptions = {}) {
    this.#caller = caller;
    this.#address = multicallAddress;
    this.#maxCalls = options.maxCallsPerBatch ?? 500;
    this.#wait = options.wait ?? 0;
  }

  get address(): string {
    return this.#address;
  }

  call(call: MulticallCall): Promise<MulticallResult> {
    return new Promise<MulticallResult>((resolve, reject) => {
      this.#queue.push({ call, resolve, reject });
      if (this.#timer === null) this.#timer = setTimeout(() => this.#flush(), this.#wait);
    });
  }

  #flush(): void {
    this.#timer = null;
    const queued = this.#queue;
    this.#queue = [];
    const chunks: Queued[][] = [];
    for (let start = 0; start < queued.length; start += this.#maxCalls) chunks.push(queued.slice(start, start + this.#maxCalls));
    const callMany = this.#caller.callMany?.bind(this.#caller);
    if (chunks.length > 1 && callMany) {
      void callMany(chunks.map((chunk) => ({ to: this.#address, data: this.#encode(chunk) }))).then(
        (answers) => chunks.forEach((chunk, i) => this.#settle(chunk, answers[i] ?? { status: 'rejected', reason: new Error('No answer to a batched call') })),
        (error: unknown) => chunks.forEach((chunk) => this.#settle(chunk, { status: 'rejected', reason: error })),
      );
      return;
    }
    for (const chunk of chunks) {
      void this.#caller.call({ to: this.#address, data: this.#encode(chunk) }).then(
        (raw) => this.#settle(chunk, { status: 'fulfilled', value: raw }),
        (error: unknown) => this.#settle(chunk, { status: 'rejected', reason: error }),
      );
    }
  }

  #encode(batch: Queued[]): string {
    return encodeFunctionData({
      abi,
      functionName: 'aggregate3',
      // lowercase: a mistyped checksum in one caller's address must not break the whole batch
      args: [batch.map(({ call }) => ({ target: call.target.toLowerCase(), allowFailure: true, callData: call.callData }))],
    });
  }

  #settle(batch: Queued[], answer: PromiseSettledResult<string>): void {
    let decoded: Array<{ success: boolean; returnData: string }>;
    try {
      if (answer.status === 'rejected') throw answer.reason;
      decoded = decodeAggregate3Result(answer.value);
      if (decoded.length !== batch.length) throw new Error('Multicall3 returned a different number of results');
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const result = decoded[index];
      if (result.success || item.call.allowFailure) item.resolve(result);
      else item.reject(callException(item.call, result.returnData));
    });
  }
}

/** A reverted read: `data` is the revert data mapError decodes (as it does ethers' CALL_EXCEPTION). */
export class CallRevertedError extends Error {
  readonly code = 'CALL_EXCEPTION';
  readonly data: string;
  readonly transaction: { to: string; data: string };

  constructor(call: MulticallCall, returnData: string) {
    super('execution reverted');
    this.name = 'CallRevertedError';
    this.data = returnData;
    this.transaction = { to: call.target, data: call.callData };
  }
}

export function callException(call: MulticallCall, returnData: string): Error {
  return new CallRevertedError(call, returnData);
}
