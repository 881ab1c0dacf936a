import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Wallet, type Signer } from 'ethers';
import type { Deployment } from '../deployments/schema';
import { BondFactory__factory } from '../typechain-types';
import { BondPricing } from './bond/pricing';
import { registerBondRoutes } from './bond/routes';
import { ChainContext } from './chain/context';
import { ApiError, ChainUnavailableError, errorBody } from './lib/errors';
import { addressSchema, amountSchema, errorResponseSchema, errorResponses } from './lib/schemas';
import { registerMetadataRoutes } from './metadata/routes';
import type { Services } from './services';
import { createStorage, type Storage } from './storage';
import { pruneExpired } from './storage/pruning';
import { Liquidity } from './swap/liquidity';
import { registerSwapRoutes } from './swap/routes';
import { TokenRegistry } from './swap/tokens';

export interface BuildServerOptions {
  deployment: Deployment;
  /** defaults to the deployment's rpcUrl */
  rpcUrl?: string;
  /** SQLite file (':memory:' for throwaway runs), used when databaseUrl is not set */
  dbFile: string;
  /** PostgreSQL URL: N instances may share one database (README "Running at scale") */
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
}

/** The dev app's origins, allowed on the dev chain only: in production CORS_ORIGINS is the whole list. */
export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];
/** Every route but the two create routes (which set their own). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { deployment } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Query values stay strings (checked by pattern) and bodies keep their JSON types, so a
    // number sent where a string belongs is a 400, not silently converted.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  const chain = new ChainContext(deployment, options.rpcUrl ?? deployment.rpcUrl);
  const storage =
    options.storage ?? (await createStorage({ databaseUrl: options.databaseUrl, dbFile: options.dbFile, statementTimeoutMs: options.statementTimeoutMs }));
  const tokens = new TokenRegistry(chain);
  const liquidity = new Liquidity(chain);
  const bondPricing = new BondPricing(chain, tokens, liquidity, storage, (error) => app.log.warn({ err: error }, 'TWAP observation not stored'));
  const quoteSigner =
    options.quoteSigner ?? (options.quoteSignerKey ? new Wallet(options.quoteSignerKey) : undefined);
  if (!quoteSigner) throw new Error('buildServer needs quoteSigner or quoteSignerKey');
  const services: Services = { chain, tokens, liquidity, storage, quoteSigner, bondPricing };

  app.addSchema(errorResponseSchema);
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
        description: 'Swap API (1inch v6 shape) over the configured Uniswap-V2 router, bond prices and signed quotes, bond and pool metadata.',
      },
      tags: [{ name: 'swap' }, { name: 'bond' }, { name: 'metadata' }, { name: 'health' }],
    },
  });

  app.setErrorHandler((error: FastifyError | ApiError | ChainUnavailableError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (error instanceof ChainUnavailableError) {
      request.log.warn({ err: error.cause }, 'chain unavailable');
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
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness with the chain it reads',
        tags: ['health'],
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok', 'degraded'] },
              reasons: { type: 'array', items: { type: 'string' } },
              chainId: { type: 'integer' },
              blockNumber: { type: 'integer' },
            },
            required: ['status', 'chainId', 'blockNumber'],
          },
          ...errorResponses,
        },
      },
    },
    async () => {
      const [block, storageProblem] = await Promise.all([chain.latestBlock(), storage.health()]);
      const status = storageProblem ? { status: 'degraded', reasons: [storageProblem] } : { status: 'ok' };
      return { ...status, chainId: chain.chainId, blockNumber: block.number };
    },
  );

  registerSwapRoutes(app, services);
  registerBondRoutes(app, services);
  registerMetadataRoutes(app, services);

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
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await bondPricing.settled();
    chain.provider.destroy();
    await storage.close();
  });

  return app;
}

const PATTERN_MEANINGS: Record<string, string> = {
  [addressSchema.pattern]: 'is not a valid address (0x and 40 hex digits)',
  [amountSchema.pattern]: 'must be a positive integer string of at most 78 digits',
};

/** Schema failures in words a user can act on: "amount must be …" rather than "querystring/amount must match pattern …". */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string; pattern?: string };
  const field = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), params.missingProperty].filter(Boolean).join('.');
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties') return `${params.additionalProperty} is not an allowed ${field ? `field of ${field}` : 'parameter'} (additional properties are not allowed)`;
  if (first.keyword === 'pattern' && params.pattern && PATTERN_MEANINGS[params.pattern]) return `${field} ${PATTERN_MEANINGS[params.pattern]}`;
  if (first.keyword === 'maxLength' && first.instancePath.endsWith('amount')) return `${field} ${PATTERN_MEANINGS[amountSchema.pattern]}`;
  return `${field || error.validationContext || 'request'} ${first.message ?? 'is invalid'}`;
}

/** A signer the factory does not trust makes every quote fail on chain; say so at start. */
async function checkQuoteSigner(app: FastifyInstance, deployment: Deployment, chain: ChainContext, address: string) {
  try {
    const factory = BondFactory__factory.connect(deployment.contracts.bondFactory, chain.provider);
    const expected = await factory.quoteSigner();
    if (expected.toLowerCase() !== address.toLowerCase()) {
      app.log.error(`The quote signer is ${address}, but the bond factory trusts ${expected}: quotes will be rejected on chain`);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'could not read the bond factory quote signer');
  }
}
