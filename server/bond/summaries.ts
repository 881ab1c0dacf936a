import type { FastifyInstance } from 'fastify';
import type { BlockRef } from '../chain/blockCache';
import { ApiError } from '../lib/errors';
import { errorResponses } from '../lib/schemas';
import { logoUrl } from '../metadata/logoUrl';
import { saleLogoPath, saleMetadata } from './saleMetadata';
import type { Services } from '../services';
import { StorageUnavailableError } from '../storage';
import { salePriceAnswer, salePriceSchema, type SalePriceAnswer } from './priceAnswer';
import { PricingUnavailableError } from './pricingUnavailable';
import { listingIdsSchema, parseListingIds } from '../listings/listingIds';

export interface SaleSummary {
  saleId: string;
  price: SalePriceAnswer | null;
  /**
   * what GET /sales/{id}/price would answer for this sale instead of a price: a 4xx (404 no such
   * sale, 400 no liquidity…) or the sale's own 503 (pricing not ready yet, with `readyAt`)
   */
  priceError: { statusCode: number; message: string; readyAt?: number } | null;
  logoUrl: string | null;
}

const summarySchema = {
  type: 'object',
  properties: {
    saleId: { type: 'string' },
    price: { ...salePriceSchema, nullable: true },
    priceError: {
      type: 'object',
      nullable: true,
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, readyAt: { type: 'integer' } },
      required: ['statusCode', 'message'],
    },
    logoUrl: { type: 'string', nullable: true },
  },
  required: ['saleId', 'price', 'priceError', 'logoUrl'],
} as const;

/** An error the caller caused (4xx); anything else fails the whole request. */
function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.statusCode < 500;
}

/** An error of one sale: the caller's (4xx) or the sale's own pricing not being ready (503). */
function isSaleError(error: unknown): error is ApiError {
  return isClientError(error) || error instanceof PricingUnavailableError;
}

/**
 * GET /sales/summaries: the market page's cards in one request, each sale's price and logo URL
 * read at one block. A sale's own 4xx, or its pricing that is not ready yet, is its entry's
 * priceError; a server 5xx (node unreachable or too slow) fails the whole request with that
 * error, so the client retries it once the service is back, which a 200 full of per-sale 503s
 * would never make it do. The logo lookup never fails
 * the request: a broken metadata store must not hide a sale (SPEC section 8).
 */
export function registerSaleSummariesRoute(app: FastifyInstance, services: Services): void {
  const { chain, bondPricing } = services;

  async function priceOf(block: BlockRef, id: bigint): Promise<Pick<SaleSummary, 'price' | 'priceError'>> {
    try {
      return { price: salePriceAnswer(await bondPricing.price(block, id)), priceError: null };
    } catch (error) {
      if (!isSaleError(error)) throw error;
      const readyAt = error instanceof PricingUnavailableError ? error.readyAt : undefined;
      return { price: null, priceError: { statusCode: error.statusCode, message: error.message, ...(readyAt !== undefined ? { readyAt } : {}) } };
    }
  }

  async function logoUrlOf(block: BlockRef, id: bigint): Promise<string | null> {
    try {
      const record = await saleMetadata(services, block, id);
      return record ? logoUrl(record, saleLogoPath(id)) : null;
    } catch (error) {
      // a missing sale has no logo (its priceError says why); a node failure fails the price too
      if (isClientError(error) || error instanceof StorageUnavailableError) return null;
      throw error;
    }
  }

  async function summary(block: BlockRef, id: bigint): Promise<SaleSummary> {
    const [priced, logo] = await Promise.all([priceOf(block, id), logoUrlOf(block, id)]);
    return { saleId: id.toString(), ...priced, logoUrl: logo };
  }

  app.get<{ Querystring: { ids: string } }>(
    '/sales/summaries',
    {
      schema: {
        summary: "Several sales' prices (as /sales/{id}/price answers them, at one block) and logo URLs, for the market's cards",
        tags: ['bond'],
        querystring: { type: 'object', properties: { ids: listingIdsSchema('sale') }, required: ['ids'], additionalProperties: false },
        response: {
          200: {
            type: 'object',
            properties: { summaries: { type: 'array', items: summarySchema } },
            required: ['summaries'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const ids = parseListingIds(request.query.ids);
      const block = await chain.latestBlock();
      return { summaries: await Promise.all(ids.map((id) => summary(block, id))) };
    },
  );
}
