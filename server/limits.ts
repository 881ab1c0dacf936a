/**
 * Every deadline, cap and slot limit that protects the server, with its environment variable
 * (docs/OPERATIONS.md, "Limits that protect the server", lists them all).
 */
import { DEFAULT_NODE_CALLS_PER_ROUTE } from './chain/nodeCalls';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, type RateLimits } from './http/rateLimits';
import { DEFAULT_BODY_PACE, type BodyPace } from './metadata/sharedBody';
import { DEFAULT_UPLOAD_GATE, type UploadGateOptions } from './metadata/uploadGate';
import { DEFAULT_UPLOAD_POOL, type UploadPoolOptions } from './metadata/uploadPool';

/** Node's HTTP server deadlines (http.Server options of the same names). */
export interface HttpTimeouts {
  /** the request's headers must arrive within this long (slow-header clients are cut) */
  headersTimeoutMs: number;
  /** the whole request, body included, within this long: a backstop behind the upload body pace */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this long (above a load balancer's usual 60 s, so the balancer closes first) */
  keepAliveTimeoutMs: number;
  /** a connection on which nothing moves for this long is closed */
  connectionTimeoutMs: number;
  /** how often Node checks the two request deadlines above */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 90_000,
  keepAliveTimeoutMs: 72_000,
  connectionTimeoutMs: 120_000,
  checkIntervalMs: 2_000,
};

export interface ServerLimits extends RateLimits {
  /** metadata posts: slots in flight, per client address, and how long a post waits for one */
  uploadGate: UploadGateOptions;
  /** how fast a metadata post's body must arrive */
  bodyPace: BodyPace;
  /** /v1/swap-tx requests computed at once; more wait in arrival order (see routeQueue) */
  swapTxInFlight: number;
  /** node calls one route may have in flight */
  nodeCallsPerRoute: number;
  /** the logo worker pool */
  upload: UploadPoolOptions;
  http: HttpTimeouts;
}

export const DEFAULT_SWAP_TX_IN_FLIGHT = 4;

export const DEFAULT_LIMITS: ServerLimits = {
  ...DEFAULT_RATE_LIMITS,
  uploadGate: DEFAULT_UPLOAD_GATE,
  bodyPace: DEFAULT_BODY_PACE,
  swapTxInFlight: DEFAULT_SWAP_TX_IN_FLIGHT,
  nodeCallsPerRoute: DEFAULT_NODE_CALLS_PER_ROUTE,
  upload: DEFAULT_UPLOAD_POOL,
  http: DEFAULT_HTTP_TIMEOUTS,
};

/** The groups of ServerLimits whose fields the environment sets one by one. */
type LimitGroup = 'uploadGate' | 'bodyPace' | 'upload' | 'http';
type LimitPlace = { [G in LimitGroup]: [G, keyof ServerLimits[G]] }[LimitGroup] | ['swapTxInFlight' | 'nodeCallsPerRoute'];

/** Where in ServerLimits each environment variable's positive integer goes: a top-level field, or a field of a group. */
export const LIMIT_ENV: Record<string, LimitPlace> = {
  UPLOADS_IN_FLIGHT: ['uploadGate', 'capacity'],
  UPLOADS_PER_CLIENT: ['uploadGate', 'perClient'],
  SMALL_POSTS_IN_FLIGHT: ['uploadGate', 'smallCapacity'],
  UPLOAD_SLOT_WAIT_MS: ['uploadGate', 'waitMs'],
  UPLOAD_BODY_DEADLINE_MS: ['bodyPace', 'deadlineMs'],
  UPLOAD_MIN_BYTES_PER_SECOND: ['bodyPace', 'minBytesPerSecond'],
  UPLOAD_RATE_WINDOW_MS: ['bodyPace', 'windowMs'],
  LOGO_WORKERS: ['upload', 'threads'],
  LOGO_QUEUE: ['upload', 'maxQueue'],
  LOGO_CHECK_TIMEOUT_MS: ['upload', 'timeoutMs'],
  LOGO_CHECK_BACKSTOP_MS: ['upload', 'wallBackstopMs'],
  LOGO_QUEUE_WAIT_MS: ['upload', 'queueWaitMs'],
  LOGO_WORKER_HEAP_MB: ['upload', 'maxHeapMb'],
  SWAP_TX_IN_FLIGHT: ['swapTxInFlight'],
  NODE_CALLS_PER_ROUTE: ['nodeCallsPerRoute'],
  HTTP_HEADERS_TIMEOUT_MS: ['http', 'headersTimeoutMs'],
  HTTP_REQUEST_TIMEOUT_MS: ['http', 'requestTimeoutMs'],
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ['http', 'keepAliveTimeoutMs'],
  HTTP_CONNECTION_TIMEOUT_MS: ['http', 'connectionTimeoutMs'],
};

/** Puts `value` at `place` in `limits`; a group is replaced by a copy, never changed in place (DEFAULT_LIMITS shares them). */
function setLimit(limits: ServerLimits, place: LimitPlace, value: number): void {
  if (place.length === 1) {
    limits[place[0]] = value;
    return;
  }
  const [group, field] = place;
  (limits as unknown as Record<LimitGroup, object>)[group] = { ...limits[group], [field]: value };
}

/** DEFAULT_LIMITS with what `env` sets (RATE_LIMIT_* and LIMIT_ENV's names, positive integers); throws naming a bad value. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): ServerLimits {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...rateLimitsFromEnv(env) };
  for (const [name, place] of Object.entries(LIMIT_ENV)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}=${raw} must be a positive integer`);
    setLimit(limits, place, value);
  }
  if (limits.upload.wallBackstopMs <= limits.upload.timeoutMs) {
    // a backstop inside the cap would answer every slow logo with a 503 instead of its 400
    throw new Error('LOGO_CHECK_BACKSTOP_MS must be more than LOGO_CHECK_TIMEOUT_MS');
  }
  if (limits.http.headersTimeoutMs > limits.http.requestTimeoutMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  return limits;
}
