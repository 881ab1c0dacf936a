import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../lib/schemas';
import { listingIdsSchema, parseListingIds } from '../listings/listingIds';
import { NO_DISPLAY, readDisplays, type ListingDisplay } from '../metadata/listingDisplay';
import type { Services } from '../services';
import { POOL_KIND, poolAddresses, poolLogoPath } from './poolMetadata';

const summarySchema = {
  type: 'object',
  properties: {
    poolId: { type: 'string', description: '1-based pool id' },
    logoUrl: { type: 'string', nullable: true, description: 'the uploaded logo as GET /stake-pools/{index}/logo serves it (null: no logo)' },
    hasMetadata: { type: 'boolean', description: 'whether signed metadata is stored for the pool' },
  },
  required: ['poolId', 'logoUrl', 'hasMetadata'],
} as const;

/**
 * GET /stake-pools/summaries: a page of pool cards' logos and metadata flags in one request, for
 * the lists while the event index (whose answers carry them) is down. The ids are parsed and
 * limited as GET /sales/summaries parses them, with the same per-client limit. A pool that does
 * not exist answers as one without metadata; the pools' addresses are read from the chain at the
 * latest block (a node failure fails the request, so the client retries it), their metadata in
 * one read, which never fails the request: a broken metadata store must not hide a pool (SPEC
 * section 8), so it answers no logo and no metadata (logged).
 */
export function registerPoolSummariesRoute(app: FastifyInstance, { chain, storage }: Pick<Services, 'chain' | 'storage'>): void {
  app.get<{ Querystring: { ids: string } }>(
    '/stake-pools/summaries',
    {
      config: { limit: 'saleSummaries' },
      schema: {
        summary: "Several pools' logo URLs and whether their metadata is stored, for a page of pool cards",
        tags: ['metadata'],
        querystring: { type: 'object', properties: { ids: listingIdsSchema('pool') }, required: ['ids'], additionalProperties: false },
        response: { 200: { type: 'array', items: summarySchema }, ...errorResponses },
      },
    },
    async (request) => {
      const ids = parseListingIds(request.query.ids);
      const block = await chain.latestBlock();
      const addresses = await poolAddresses(chain, block, ids);
      const known = ids.flatMap((id, i) => (addresses[i] ? [{ id: Number(id), address: addresses[i]! }] : []));
      let displays = new Map<string, ListingDisplay>();
      if (known.length > 0) {
        try {
          displays = await readDisplays(storage, chain.chainId, { kind: POOL_KIND, logoPath: poolLogoPath }, known);
        } catch (error) {
          request.log.warn({ err: error }, 'pool metadata unavailable: answering without logos');
        }
      }
      return ids.map((id, i) => ({ poolId: id.toString(), ...((addresses[i] && displays.get(addresses[i]!)) || NO_DISPLAY) }));
    },
  );
}
