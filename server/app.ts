import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { Wallet, type Signer } from 'ethers';
import type { Deployment } from '../common/deployment/schema';
import { BondFactory__factory } from '../typechain-types';
import { BondPricing } from './bond/pricing';
import { registerBondRoutes } from './bond/routes';
import type { BlockRef } from './chain/blockCache';
import { ChainContext } from './chain/context';
import { DEFAULT_NODE_CALLS_PER_ROUTE, NodeCalls } from './chain/nodeCalls';
import { Health } from './health/health';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rateLimits';
import { IndexedView } from './indexApi/indexedView';
import { registerIndexRoutes } from './indexApi/routes';
import { ChainReader } from './indexer/chainReader';
import { DEFAULT_FOLLOWER_SETTINGS, Follower, type FollowerSettings } from './indexer/follower';
import { ApiError, errorBody, ServiceUnavailableError } from './lib/errors';
import { errorResponseSchema } from './lib/schemas';
import { registerMetadataRoutes } from './metadata/routes';
import { DEFAULT_UPLOADS_IN_FLIGHT } from './metadata/uploadGate';
import { DEFAULT_UPLOAD_POOL, UploadPool, type UploadPoolOptions } from './metadata/uploadPool';
import type { Services } from './services';
import { createStorage, type Storage } from './storage';
import { createIndexStore } from './storage/indexStore';
import { pruneExpired } from './storage/pruning';
import { Liquidity } from './swap/liquidity';
import { validationMessage } from './http/validationMessage';
import { DEFAULT_SWAP_TX_IN_FLIGHT, registerSwapRoutes } from './swap/routes';
import { TokenRegistry } from './swap/tokens';

export interface BuildServerOptions {
  deployment: Deployment;
  /** the chain's JSON-RPC endpoints, first preferred, the others fallbacks (default: the deployment's rpcUrls, else its rpcUrl) */
  rpcUrl?: string | readonly string[];
  /** SQLite file (':memory:' for throwaway runs), used when databaseUrl is not set */
  dbFile: string;
  /** PostgreSQL URL: N instances may share one database (docs/OPERATIONS.md, "Running at scale") */
  databaseUrl?: string;
  /** per-statement timeout of the PostgreSQL adapter (default 5 s) */
  statementTimeoutMs?: number;
  /** the signer whose EIP-712 quotes the bond sales accept: any ethers Signer (a KMS-backed one in production) */
  quoteSigner?: Signer;
  /** or its private key (tests, dev) */
  quoteSignerKey?: string;
  /** origins allowed by CORS besides the app's defaults */
  corsOrigins?: string[];
  /** Fastify logger option (pino); false in tests */
  logger?: FastifyServerOptions['logger'];
  /** how often TWAP observations are sampled; 0 disables the sampler (default 60 s) */
  observationIntervalMs?: number;
  /** how often expired observations and used messages are deleted; 0 disables (default 10 min) */
  pruneIntervalMs?: number;
  /** a storage adapter instead of the one databaseUrl / dbFile name */
  storage?: Storage;
  /** limits that protect the server (defaults: DEFAULT_LIMITS) */
  limits?: Partial<ServerLimits>;
  /** Fastify's trustProxy: when set, the client IP (and so the rate limits) comes from X-Forwarded-For */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** the event index's follower (docs/OPERATIONS.md, "The event index") */
  index?: IndexOptions;
}

export interface IndexOptions {
  /** false: this instance serves the index but never writes it (default true: it writes when it holds the lease) */
  follow?: boolean;
  settings?: Partial<FollowerSettings>;
  /** per JSON-RPC request of the follower (default 10 s) */
  rpcTimeoutMs?: number;
}

export interface ServerLimits extends RateLimits {
  /** metadata posts received or checked at once */
  uploadsInFlight: number;
  /** /v1/swap-tx requests computed at once; more wait in arrival order (see routeQueue) */
  swapTxInFlight: number;
  /** node calls one route may have in flight */
  nodeCallsPerRoute: number;
  upload: UploadPoolOptions;
}

export const DEFAULT_LIMITS: ServerLimits = {
  ...DEFAULT_RATE_LIMITS,
  uploadsInFlight: DEFAULT_UPLOADS_IN_FLIGHT,
  swapTxInFlight: DEFAULT_SWAP_TX_IN_FLIGHT,
  nodeCallsPerRoute: DEFAULT_NODE_CALLS_PER_ROUTE,
  upload: DEFAULT_UPLOAD_POOL,
};

/**
 * Content-Security-Policy of JSON answers: nothing may load or frame them. Logos send their own
 * (DESIGN.md section 4), which replaces this one.
 */
export const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] };

/** Longer request paths are never quoted back in an error message. */
const MAX_ECHOED_PATH = 100;

/** The dev app's origins, allowed on the dev chain only: in production CORS_ORIGINS is the whole list. */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];
/** Every route but the two create routes (which set their own). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { deployment } = options;
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // Fastify's own answers to a malformed or over-long URL quote the URL back; these do not.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      const code = (error as FastifyError).code;
      if (code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(errorBody(414, 'The URL is too long'));
      if (code === 'FST_ERR_BAD_URL') return reply.code(400).send(errorBody(400, 'The URL is not valid'));
      return reply.code(400).send(errorBody(400, 'The request is not valid'));
    },
    // Query values stay strings (checked by pattern) and bodies keep their JSON types, so a
    // number sent where a string belongs is a 400, not silently converted.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  const rpcUrls = options.rpcUrl ?? deployment.rpcUrls ?? deployment.rpcUrl;
  const chain = new ChainContext(deployment, rpcUrls, new NodeCalls(limits.nodeCallsPerRoute));
  const storage =
    options.storage ?? (await createStorage({ databaseUrl: options.databaseUrl, dbFile: options.dbFile, statementTimeoutMs: options.statementTimeoutMs }));
  const indexStore = await createIndexStore({
    chainId: deployment.chainId,
    databaseUrl: options.databaseUrl,
    dbFile: options.dbFile,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const follower =
    options.index?.follow === false
      ? null
      : new Follower(
          deployment,
          indexStore,
          new ChainReader(deployment.chainId, typeof rpcUrls === 'string' ? [rpcUrls] : rpcUrls, { timeoutMs: options.index?.rpcTimeoutMs }),
          { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
          { ...DEFAULT_FOLLOWER_SETTINGS, ...options.index?.settings },
        );
  const tokens = new TokenRegistry(chain);
  const liquidity = new Liquidity(chain);
  const bondPricing = new BondPricing(chain, tokens, liquidity, storage, (error) => app.log.warn({ err: error }, 'TWAP observation not stored'));
  const quoteSigner =
    options.quoteSigner ?? (options.quoteSignerKey ? new Wallet(options.quoteSignerKey) : undefined);
  if (!quoteSigner) throw new Error('buildServer needs quoteSigner or quoteSignerKey');
  const uploadPool = new UploadPool(limits.upload);
  const services: Services = { chain, tokens, liquidity, storage, quoteSigner, bondPricing, uploadPool, limits };

  // One latest-block read per report, shared by the checks and the answer.
  const health = new Health<{ latest: Promise<BlockRef> }>();
  health.add('node', async ({ latest }) => {
    await latest;
    return null;
  });
  health.add('contracts', async ({ latest }) => {
    const block = await latest.catch(() => null); // node failures are the node check's
    const missing = block ? await chain.missingContracts(block) : [];
    return missing.length === 0 ? null : `no code at ${missing.join(', ')}`;
  });
  // Concurrent /health requests share one probe (a write lock or a round trip), so a flood of
  // probes costs the database one at a time; a finished probe is never reused, so a deleted
  // file or a lost connection shows on the very next report.
  let databaseProbe: Promise<string | null> | null = null;
  health.add('database', () => {
    databaseProbe ??= storage
      .health()
      .then((reason) => reason ?? null)
      .finally(() => {
        databaseProbe = null;
      });
    return databaseProbe;
  });

  // Every request's node reads run in its route's scope: a per-route cap and a time budget.
  app.addHook('onRequest', (request, _reply, done) => {
    chain.nodeCalls.scope(request.routeOptions.url ?? 'unrouted', done);
  });

  app.addSchema(errorResponseSchema);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
    // The app (another origin) shows logos with <img>; JSON is read through CORS anyway.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: false, // served behind the operator's TLS proxy, which owns HSTS
  });
  await registerRateLimits(app, limits);
  await app.register(cors, {
    origin: [...new Set([...(deployment.network === 'devnet' ? DEFAULT_CORS_ORIGINS : []), ...(options.corsOrigins ?? [])])],
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Swap, bond and staking API',
        version: '1.0.0',
        description:
          'Swap API (1inch v6 shape) over the configured Uniswap-V2 router, bond prices and signed quotes, bond and pool metadata, and the event index of sales, pools, positions and activity.',
      },
      tags: [{ name: 'swap' }, { name: 'bond' }, { name: 'metadata' }, { name: 'index' }, { name: 'health' }],
    },
  });

  app.setErrorHandler((error: FastifyError | ApiError | ServiceUnavailableError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (error instanceof ServiceUnavailableError) {
      // expected under load or outage: one line, no stack
      request.log.warn(`service unavailable (${error.check}): ${error.message}`);
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', 5);
      return reply.code(503).send(errorBody(503, error.message));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) return reply.code(400).send(errorBody(400, validationMessage(fastifyError)));
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send(errorBody(status, fastifyError.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on the server; please try again.'));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A short path helps a developer; a long one is only the client's input sent back.
    const named = path.length <= MAX_ECHOED_PATH ? `Route ${request.method} ${path}` : `This ${request.method} route`;
    reply.code(404).send(errorBody(404, `${named} not found`));
  });

  const healthBody = {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['ok', 'degraded'] },
      chainId: { type: 'integer' },
      blockNumber: { type: 'integer' },
      reasons: { type: 'array', items: { type: 'string' } },
    },
    required: ['status', 'chainId'],
  } as const;
  app.get(
    '/health',
    {
      schema: {
        summary: "Liveness with the chain it reads; 503 'degraded' with a reason per failing dependency",
        tags: ['health'],
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      const latest = chain.latestBlock();
      const [report, block] = await Promise.all([health.report({ latest }), latest.catch(() => null)]);
      // 503 so a load balancer stops sending traffic here; the body says why.
      if (report.status !== 'ok') reply.code(503);
      return { ...report, chainId: chain.chainId, ...(block ? { blockNumber: block.number } : {}) };
    },
  );

  registerSwapRoutes(app, services);
  registerBondRoutes(app, services);
  registerMetadataRoutes(app, services);
  registerIndexRoutes(app, {
    view: new IndexedView(indexStore, chain),
    deploymentBlock: deployment.deploymentBlock,
    writing: () => follower?.status().writer ?? false,
  });

  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

  const timers: NodeJS.Timeout[] = [];
  /** Runs `job` now and then every `intervalMs` (0: never), logging its failures. */
  const every = (intervalMs: number, what: string, job: () => Promise<unknown>) => {
    if (intervalMs <= 0) return;
    const tick = () => job().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
    void tick();
    timers.push(setInterval(tick, intervalMs).unref());
  };
  app.addHook('onReady', async () => {
    await checkQuoteSigner(app, deployment, chain, await quoteSigner.getAddress());
    every(options.observationIntervalMs ?? 60_000, 'TWAP observation sampling', () => bondPricing.sample());
    every(options.pruneIntervalMs ?? 10 * 60_000, 'pruning expired rows', async () =>
      pruneExpired(storage, chain.chainId, (await chain.latestBlock()).timestamp),
    );
    follower?.start();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await follower?.stop();
    await indexStore.close();
    await bondPricing.settled();
    chain.provider.destroy();
    await uploadPool.close();
    await storage.close();
  });

  return app;
}

/** A signer the factory does not trust makes every quote fail on chain; say so at start. */
async function checkQuoteSigner(app: FastifyInstance, deployment: Deployment, chain: ChainContext, address: string) {
  try {
    const factory = BondFactory__factory.connect(deployment.contracts.bondFactory, chain.provider);
    const expected = await factory.quoteSigner();
    if (expected.toLowerCase() !== address.toLowerCase()) {
      app.log.error(`QUOTE_SIGNER_KEY belongs to ${address}, but the bond factory trusts ${expected}: quotes will be rejected on chain`);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'could not read the bond factory quote signer');
  }
}

export { validationMessage };
