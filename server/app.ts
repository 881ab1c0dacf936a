import http from 'node:http';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Signer } from 'ethers';
import type { Deployment } from '../common/deployment/schema';
import { BondFactory__factory } from '../typechain-types';
import { MarketPricer } from './bond/marketPrice';
import { PriceHistorySampler } from './bond/priceHistorySampler';
import { BondPricing } from './bond/pricing';
import { PricingUnavailableError } from './bond/pricingUnavailable';
import { walletFromQuoteSignerKey } from './bond/quoteSignerKey';
import { SALE_KIND, saleLogoPath } from './bond/saleMetadata';
import type { BlockRef } from './chain/blockCache';
import { ChainContext } from './chain/context';
import { NodeCalls } from './chain/nodeCalls';
import { Health } from './health/health';
import { checkTrustProxy, type TrustProxy } from './http/clientAddress';
import { registerSecurityHeaders } from './http/securityHeaders';
import { discardRestOfBody, oversizeMessage, refuseOversizeBeforeContinue } from './http/oversizeBodies';
import { registerRateLimits } from './http/rateLimits';
import { IndexedView } from './indexApi/indexedView';
import { registerIndexRoutes } from './indexApi/routes';
import { ChainReader } from './indexer/chainReader';
import { DEFAULT_FOLLOWER_SETTINGS, Follower, type FollowerSettings } from './indexer/follower';
import { ApiError, errorBody, ServiceUnavailableError } from './lib/errors';
import { errorResponseSchema } from './lib/schemas';
import { DEFAULT_LIMITS, type HttpTimeouts, type ServerLimits } from './limits';
import type { ListingKind } from './listings/kind';
import { builtInListingKinds, checkedKinds } from './listings/registry';
import { DisplayGeneration } from './metadata/displayGeneration';
import { displayLookup } from './metadata/listingDisplay';
import { registerMetadataRoutes } from './metadata/routes';
import { UploadPool } from './metadata/uploadPool';
import type { Services } from './services';
import { createStorage, watchWrites, type Storage } from './storage';
import { createIndexStore } from './storage/indexStore';
import { pruneClock, pruneExpired } from './storage/pruning';
import { POOL_KIND, poolLogoPath } from './staking/poolMetadata';
import { TWAP_WINDOW_SECONDS } from './bond/priceRule';
import { MESSAGE_FRESHNESS_SECONDS } from './metadata/validate';
import { Liquidity } from './swap/liquidity';
import { validationMessage } from './http/validationMessage';
import { registerSwapRoutes } from './swap/routes';
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
  /** how often the price history of live sales is sampled; 0 disables the sampler (default 60 s) */
  observationIntervalMs?: number;
  /** how often expired observations and used messages are deleted; 0 disables (default 10 min) */
  pruneIntervalMs?: number;
  /** a storage adapter instead of the one databaseUrl / dbFile name */
  storage?: Storage;
  /** limits that protect the server (defaults: DEFAULT_LIMITS) */
  limits?: Partial<ServerLimits>;
  /**
   * The proxies in front of the server (TRUST_PROXY): a hop count or their addresses/CIDRs. The
   * client IP (and so the rate limits) is then the rightmost X-Forwarded-For hop that is not one
   * of them. `true` (any hop) is refused: every client could pick its own address.
   */
  trustProxy?: TrustProxy;
  /** the listing kinds served (default: every server/<feature>/listingKind.ts) */
  listingKinds?: ListingKind[];
  /**
   * A logo worker pool instead of one built from limits.upload, warmed with the server but not
   * closed with it (its owner closes it): servers built in one test process share one.
   */
  uploadPool?: UploadPool;
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

export { DEFAULT_LIMITS, type ServerLimits };

/** How often each instance samples the price history of every live sale. */
export const DEFAULT_OBSERVATION_INTERVAL_MS = 60_000;
/** The longest an instance waits for its first price sample before it serves. */
const FIRST_SAMPLE_WAIT_MS = 15_000;

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
  checkTrustProxy(options.trustProxy);
  const kinds = checkedKinds(options.listingKinds ?? builtInListingKinds());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Slow clients cannot hold connections: headers, then the whole request, must arrive in time
    // (the upload routes also hold their bodies to a pace, see sharedBody.ts).
    serverFactory: (handler) => httpServer(handler, limits.http),
    // The onReady hook warms the logo workers (each loads jsdom and resvg): seconds, many on a busy machine.
    pluginTimeout: 120_000,
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
  // Watched: a write the database refused keeps /health degraded for a while, and the probe
  // behind /health is shared (writeWatch.ts).
  const displayGeneration = new DisplayGeneration();
  const storage = displayGeneration.counting(
    watchWrites(options.storage ?? (await createStorage({ databaseUrl: options.databaseUrl, dbFile: options.dbFile, statementTimeoutMs: options.statementTimeoutMs }))),
  );
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
  const observationIntervalMs = options.observationIntervalMs ?? DEFAULT_OBSERVATION_INTERVAL_MS;
  const via = [liquidity.wbnb, liquidity.usdt];
  const market = new MarketPricer(chain, tokens, storage, via, Math.ceil((observationIntervalMs || DEFAULT_OBSERVATION_INTERVAL_MS) / 1000));
  const bondPricing = new BondPricing(chain, tokens, market);
  const sampler = new PriceHistorySampler(chain, storage, (currency) => (currency <= 2 ? bondPricing.currencyToken(currency) : null), via);
  const quoteSigner = options.quoteSigner ?? (options.quoteSignerKey ? walletFromQuoteSignerKey(options.quoteSignerKey) : undefined);
  if (!quoteSigner) throw new Error('buildServer needs quoteSigner or quoteSignerKey');
  const uploadPool = options.uploadPool ?? new UploadPool(limits.upload);
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
  // The database's probe write runs at most once a second, shared by the reports in between;
  // a refused write shows at once (writeWatch.ts).
  health.add('database', async () => (await storage.health()) ?? null);

  // A declared body over the route's limit is refused before `100 Continue`; a 413 sent while the
  // body is still arriving drains a bounded amount of it first (oversizeBodies.ts).
  const postBodyLimits = new Map<string, number>();
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) postBodyLimits.set(route.url ?? '', route.bodyLimit);
  });
  refuseOversizeBeforeContinue(app.server, (_method, url) => postBodyLimits.get(url.split('?')[0]) ?? DEFAULT_BODY_LIMIT);

  // Every request's node reads run in its route's scope: a per-route cap and a time budget.
  app.addHook('onRequest', (request, _reply, done) => {
    chain.nodeCalls.scope(request.routeOptions.url ?? 'unrouted', done);
  });

  app.addSchema(errorResponseSchema);
  registerSecurityHeaders(app, {
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
    if (error instanceof PricingUnavailableError) {
      // a sale's own state, expected for every new sale: no warning
      reply.header('retry-after', error.retryAfterSeconds);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.readyAt));
    }
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
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      discardRestOfBody(request, reply);
      return reply.code(413).send(errorBody(413, oversizeMessage(request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT)));
    }
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
  registerMetadataRoutes(app, services, kinds);
  registerIndexRoutes(app, {
    view: new IndexedView(indexStore, chain, displayGeneration),
    deploymentBlock: deployment.deploymentBlock,
    writing: () => follower?.status().writer ?? false,
    displays: displayLookup(
      storage,
      chain.chainId,
      { sale: { kind: SALE_KIND, logoPath: (id) => saleLogoPath(BigInt(id)) }, pool: { kind: POOL_KIND, logoPath: poolLogoPath } },
      app.log,
      displayGeneration,
    ),
  });

  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  /**
   * Runs `job` now and then every `intervalMs` (0: never), logging its failures; a run still going
   * when the next is due is not doubled. Resolves once the first run is over.
   */
  const every = (intervalMs: number, what: string, job: () => Promise<unknown>): Promise<void> => {
    if (intervalMs <= 0) return Promise.resolve();
    let current: Promise<void> | null = null;
    const tick = (): Promise<void> => {
      if (current) return current;
      const run: Promise<void> = job()
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
        .finally(() => {
          running.delete(run);
          current = null;
        });
      current = run;
      running.add(run);
      return run;
    };
    timers.push(setInterval(tick, intervalMs).unref());
    return tick();
  };
  app.addHook('onReady', async () => {
    // Every logo worker has loaded its modules before the server listens: the first posts
    // after a start wait for no thread (and are never refused for a cold one).
    await uploadPool.warmUp();
    await checkQuoteSigner(app, deployment, chain, await quoteSigner.getAddress());
    // History starts with the instance: the first observations are stored before it serves
    // (the dev stacks rely on it), unless the node is so slow that serving would wait too long.
    const firstRun = every(observationIntervalMs, 'price history sampling', () => sampler.run());
    await Promise.race([firstRun, new Promise((resolve) => setTimeout(resolve, FIRST_SAMPLE_WAIT_MS).unref())]);
    void every(options.pruneIntervalMs ?? 10 * 60_000, 'pruning expired rows', async () =>
      pruneExpired(storage, chain.chainId, pruneClock((await chain.latestBlock()).timestamp, Math.floor(Date.now() / 1000)), { observationsSeconds: TWAP_WINDOW_SECONDS, messagesSeconds: MESSAGE_FRESHNESS_SECONDS }),
    );
    follower?.start();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await follower?.stop();
    await indexStore.close();
    await Promise.all(running);
    chain.provider.destroy();
    if (!options.uploadPool) await uploadPool.close();
    await storage.close();
  });

  return app;
}

/** An HTTP/1.1 server with the deadlines of `timeouts` (Fastify sets only some of them itself). */
function httpServer(handler: http.RequestListener, timeouts: HttpTimeouts): http.Server {
  const server = http.createServer(
    { headersTimeout: timeouts.headersTimeoutMs, requestTimeout: timeouts.requestTimeoutMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.setTimeout(timeouts.connectionTimeoutMs);
  return server;
}

/** A hop count as the trust function proxy-addr makes of one (Fastify's types take only the function). */
function fastifyTrustProxy(trust: TrustProxy | undefined): string[] | ((address: string, hop: number) => boolean) | false {
  if (trust === undefined) return false;
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
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
