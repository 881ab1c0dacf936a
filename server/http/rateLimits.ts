import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../lib/errors';
import { clientKey } from './clientAddress';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the rate limit a route declares for itself (routes of the listing kinds); others are in ROUTE_LIMITS */
    limit?: RouteLimit;
  }
}

/** Requests per client per minute; every value can be set from the environment (see limitsFromEnv). */
export interface RateLimits {
  /** per IP, per route, on every route that may reach the node uncached */
  nodeReadsPerMinute: number;
  /** per IP on GET /sales/{id}/quote (each answer is a signature) */
  signedQuotesPerMinute: number;
  /** per buyer address on GET /sales/{id}/quote, whatever IPs it comes from */
  signedQuotesPerBuyerPerMinute: number;
  /** per IP on POST /create-sale and /create-stake-pool */
  metadataPostsPerMinute: number;
  /** per IP on GET /sales/summaries (one request prices up to 100 sales) and, counted apart, on GET /stake-pools/summaries */
  saleSummariesPerMinute: number;
  /** per IP, per route, on the event index's routes (/index/…: database reads, cached per indexed block) */
  indexReadsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  nodeReadsPerMinute: 600,
  signedQuotesPerMinute: 60,
  signedQuotesPerBuyerPerMinute: 30,
  metadataPostsPerMinute: 10,
  saleSummariesPerMinute: 120,
  indexReadsPerMinute: 600,
};

const ENV_NAMES: Record<keyof RateLimits, string> = {
  nodeReadsPerMinute: 'RATE_LIMIT_NODE_READS',
  signedQuotesPerMinute: 'RATE_LIMIT_SIGNED_QUOTES',
  signedQuotesPerBuyerPerMinute: 'RATE_LIMIT_SIGNED_QUOTES_PER_BUYER',
  metadataPostsPerMinute: 'RATE_LIMIT_METADATA_POSTS',
  saleSummariesPerMinute: 'RATE_LIMIT_SALE_SUMMARIES',
  indexReadsPerMinute: 'RATE_LIMIT_INDEX_READS',
};

/** The limits set in `env` (positive integers, per minute); others keep their defaults. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof RateLimits, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}=${raw} must be a positive integer (requests per minute)`);
    limits[key] = value;
  }
  return limits;
}

export type RouteLimit = 'nodeRead' | 'signedQuote' | 'metadataPost' | 'saleSummaries' | 'indexRead';

/**
 * Which limit each route has, for routes that do not declare one in their config (`limit`, as
 * the listing kinds' metadata routes do); routes with neither (/health, /v1/tokens, /docs/json)
 * have none.
 */
export const ROUTE_LIMITS: Record<string, RouteLimit> = {
  '/v1/prices': 'nodeRead',
  '/v1/token/:address': 'nodeRead',
  '/v1/allowance': 'nodeRead',
  '/v1/approve-tx': 'nodeRead',
  '/v1/quote': 'nodeRead',
  '/v1/swap-tx': 'nodeRead',
  '/v1/balances/:address': 'nodeRead',
  '/sales/:id/price': 'nodeRead',
  '/sales/summaries': 'saleSummaries',
  '/sales/:id/quote': 'signedQuote',
};

const MINUTE_MS = 60_000;

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, `Too many requests; please try again in ${retryAfterSeconds} s.`);
}

/**
 * Registers @fastify/rate-limit (in-memory store, per client as `clientKey` names it: the IP as
 * Fastify sees it, an IPv6 client by its /64; behind a proxy set trustProxy) and attaches the limits of {@link ROUTE_LIMITS} to routes as they are
 * declared, so route modules stay free of limit plumbing. Must run before the routes are added.
 * A 429 has the usual `{statusCode, error, message}` body and a Retry-After header.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  const perMinute: Record<RouteLimit, number> = {
    nodeRead: limits.nodeReadsPerMinute,
    signedQuote: limits.signedQuotesPerMinute,
    metadataPost: limits.metadataPostsPerMinute,
    saleSummaries: limits.saleSummariesPerMinute,
    indexRead: limits.indexReadsPerMinute,
  };
  // Declared before the plugin so the plugin's own onRoute hook sees the config set here.
  app.addHook('onRoute', (route: RouteOptions) => {
    const kind = route.config?.limit ?? ROUTE_LIMITS[route.url ?? ''];
    if (!kind) return;
    route.config = { ...(route.config ?? {}), rateLimit: { max: perMinute[kind], timeWindow: MINUTE_MS } } as RouteOptions['config'];
    if (kind === 'signedQuote') route.preHandler = [...toArray(route.preHandler), buyerLimit];
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  // Per buyer, after validation (so the address is well formed): many IPs asking quotes for one
  // buyer are throttled together.
  const buyerLimiter = app.createRateLimit({
    max: limits.signedQuotesPerBuyerPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => `buyer:${String((request.query as { buyer?: string }).buyer ?? '').toLowerCase()}`,
  });
  async function buyerLimit(request: FastifyRequest, reply: import('fastify').FastifyReply) {
    const result = await buyerLimiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw tooManyRequests(seconds);
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
