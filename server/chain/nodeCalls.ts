import { AsyncLocalStorage } from 'node:async_hooks';
import { ChainUnavailableError, ServiceUnavailableError } from '../lib/errors';

/** A single node read gives up after this long (a hung node must not hold a request). */
export const NODE_READ_TIMEOUT_MS = 3_000;
/** Every answer leaves within 5 s; node reads stop early enough to leave time to answer. */
export const REQUEST_BUDGET_MS = 4_500;
/** Node calls one route may have in flight at once; the rest queue (within the request's budget). */
export const DEFAULT_NODE_CALLS_PER_ROUTE = 4;

/** Counting semaphore whose waiters give up at a deadline. */
export class Semaphore {
  private active = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(readonly capacity: number) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiters.length;
  }

  /** Resolves with a release function, or rejects with `onTimeout()` once `waitMs` has passed. */
  acquire(waitMs: number, onTimeout: () => Error): Promise<() => void> {
    const release = () => {
      this.active -= 1;
      this.waiters.shift()?.();
    };
    if (this.active < this.capacity) {
      this.active += 1;
      return Promise.resolve(once(release));
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.active += 1;
        resolve(once(release));
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(grant);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(onTimeout());
      }, Math.max(0, waitMs));
      this.waiters.push(grant);
    });
  }
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

interface RequestScope {
  route: string;
  /** epoch ms by which node reads must be over */
  deadline: number;
}

/**
 * Node calls with a per-route concurrency cap and time limits. A request enters a scope
 * (its route and deadline) once, in an onRequest hook; every node read made while it is served
 * then queues behind that route's cap only, so a flood on one route (say /v1/swap-tx's gas
 * estimates) cannot take the node away from the others, and no read outlives the request.
 */
export class NodeCalls {
  private readonly scopes = new AsyncLocalStorage<RequestScope>();
  private readonly routes = new Map<string, Semaphore>();

  constructor(
    private readonly perRoute = DEFAULT_NODE_CALLS_PER_ROUTE,
    private readonly readTimeoutMs = NODE_READ_TIMEOUT_MS,
    private readonly budgetMs = REQUEST_BUDGET_MS,
  ) {}

  /**
   * Runs `next` (and everything it starts) as part of a request to `route`; called from a
   * callback-style onRequest hook with its `done`, so the handler runs inside the scope.
   */
  scope(route: string, next: () => void): void {
    this.scopes.run({ route, deadline: Date.now() + this.budgetMs }, next);
  }

  /**
   * Runs `work` with a new budget for the current route: for a request whose node reads only
   * start after a wait of its own (an upload's slot and body), which the budget must not count.
   */
  renewed<T>(work: () => Promise<T>): Promise<T> {
    const scope = this.scopes.getStore();
    if (!scope) return work();
    return this.scopes.run({ route: scope.route, deadline: Date.now() + this.budgetMs }, work);
  }

  /** The route's semaphore (created on first use; routes are a fixed set). */
  limiter(route: string): Semaphore {
    let semaphore = this.routes.get(route);
    if (!semaphore) {
      semaphore = new Semaphore(this.perRoute);
      this.routes.set(route, semaphore);
    }
    return semaphore;
  }

  /**
   * One node read: waits for a slot of the current route (if any), then gives the read at most
   * the read timeout or what is left of the request's budget, whichever is shorter.
   * `shared` reads (the latest block, which every route waits on together) skip the route cap.
   */
  async run<T>(read: () => Promise<T>, options: { shared?: boolean } = {}): Promise<T> {
    const scope = this.scopes.getStore();
    const left = scope ? scope.deadline - Date.now() : this.readTimeoutMs;
    if (left <= 0) throw busy();
    let release: (() => void) | undefined;
    if (scope && !options.shared) release = await this.limiter(scope.route).acquire(left, busy);
    try {
      const limit = Math.min(this.readTimeoutMs, scope ? scope.deadline - Date.now() : this.readTimeoutMs);
      return await withTimeout(read(), limit, () => nodeTimeout(this.readTimeoutMs));
    } finally {
      release?.();
    }
  }
}

function busy(): Error {
  return new ServiceUnavailableError('node', 'The server is busy reading the chain; please try again in a few seconds.');
}

export function nodeTimeout(ms: number): ChainUnavailableError {
  return new ChainUnavailableError(
    new Error(`no answer within ${ms} ms`),
    `The chain node did not answer within ${Math.round(ms / 1000)} s; please try again shortly.`,
  );
}

/** Rejects with `onTimeout()` if `promise` has not settled within `ms` (the read itself is left to finish). */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
