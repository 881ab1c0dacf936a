import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import type { MetadataKind } from '../../common/metadata/signedMetadata';
import type { BlockRef } from '../chain/blockCache';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { errorResponses, idParamSchema } from '../lib/schemas';
import { parseAddress } from '../lib/validation';
import type { Services } from '../services';
import type { MetadataSummary } from '../storage';
import { uploadGate } from './uploadGate';
import { poolBodySchema, saleBodySchema } from './bodySchemas';
import type { ParsedFields } from './uploadPool';
import { readSharedBody } from './sharedBody';
import { verifyMetadataMessage } from './validate';
import { logoUrl, saleLogoPath, saleMetadata } from './saleMetadata';

const MB = 1024 * 1024;
/** Decoded logo limits of SPEC section 9. */
export const SALE_LOGO_MAX_BYTES = 5 * MB;
export const POOL_LOGO_MAX_BYTES = 2 * MB;
/** Body limits: the logo travels as base64 (4/3 of its size) next to a few KB of fields. */
export const SALE_BODY_LIMIT = Math.ceil((SALE_LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;
export const POOL_BODY_LIMIT = Math.ceil((POOL_LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

const LOGO_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // The URL stays the same when the owner replaces the logo: browsers may keep it 5 minutes
  // (the app's metadata cache), then revalidate with the ETag for a bodiless 304.
  'Cache-Control': 'public, max-age=300, must-revalidate',
};

/** Changes whenever the metadata row is replaced (a new post sets updatedAt). */
export function logoEtag(info: Pick<MetadataSummary, 'updatedAt' | 'logoSize' | 'contractAddress'>): string {
  return `"${info.contractAddress.slice(2, 10)}-${info.updatedAt.toString(36)}-${(info.logoSize ?? 0).toString(36)}"`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

const metadataResponse = {
  type: 'object',
  properties: {
    description: { type: 'string' },
    socials: {
      type: 'object',
      properties: { website: { type: 'string' }, twitter: { type: 'string' }, telegram: { type: 'string' }, discord: { type: 'string' } },
    },
    logoMimeType: { type: ['string', 'null'] },
    logoUrl: { type: ['string', 'null'] },
    updatedAt: { type: 'string' },
  },
  required: ['description', 'socials', 'logoMimeType', 'logoUrl', 'updatedAt'],
} as const;

export function registerMetadataRoutes(app: FastifyInstance, services: Services): void {
  const { chain, storage, bondPricing, uploadPool } = services;
  const gate = uploadGate(services.limits.uploadsInFlight);
  const gated = { onRequest: gate.onRequest };
  const stakingFactory = StakingFactory__factory.connect(chain.deployment.contracts.stakingFactory, chain.provider);

  /** Pool at 0-based `index`: its address and owner, read at `block`. 404 when there is none. */
  async function pool(block: BlockRef, index: bigint): Promise<{ address: string; owner: string }> {
    return chain.cache.get(block, `pool:${index}`, async () => {
      const total = await chain.guard(() => stakingFactory.totalPoolsCount({ blockTag: block.number }));
      if (index < 0n || index >= total) throw notFound(`Pool ${index + 1n} does not exist`);
      const info = await chain.guard(() => stakingFactory.getPoolByIndex(index, { blockTag: block.number }));
      const owner = await chain.guard(() => StakingPool__factory.connect(info.poolAddress, chain.provider).owner({ blockTag: block.number }));
      return { address: info.poolAddress.toLowerCase(), owner: owner.toLowerCase() };
    });
  }

  /** The stored row without its logo bytes; 404 when there is none. */
  async function storedInfo(kind: MetadataKind, id: string): Promise<MetadataSummary> {
    const block = await chain.latestBlock();
    const record =
      kind === 'sale'
        ? await saleMetadata(services, block, BigInt(id))
        : await storage.getMetadata(chain.chainId, kind, (await pool(block, BigInt(id))).address);
    if (!record) throw notFound(`No metadata for ${kind === 'sale' ? 'sale' : 'pool index'} ${id}`);
    return record;
  }

  function present(record: MetadataSummary, logoPath: string) {
    return {
      description: record.description,
      socials: record.socials,
      logoMimeType: record.logoMimeType,
      logoUrl: logoUrl(record, logoPath),
      updatedAt: new Date(record.updatedAt).toISOString(),
    };
  }

  /** The logo, or a 304 when the client's copy is current; the bytes are read only to send them. */
  async function sendLogo(request: FastifyRequest, reply: FastifyReply, kind: MetadataKind, id: string) {
    const info = await storedInfo(kind, id);
    if (!info.logoSize || !info.logoMimeType) throw notFound('This entry has no logo');
    const etag = logoEtag(info);
    reply.headers(LOGO_HEADERS).header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const logo = await storage.getLogo(chain.chainId, kind, info.contractAddress);
    if (!logo) throw notFound('This entry has no logo');
    return reply.type(logo.mimeType).send(logo.bytes);
  }

  const saleParams = { type: 'object', properties: { id: idParamSchema }, required: ['id'] } as const;
  const poolParams = { type: 'object', properties: { index: idParamSchema }, required: ['index'] } as const;
  const logoResponse = { 200: { description: 'the logo bytes (PNG, JPEG or sanitised SVG)' }, ...errorResponses };

  app.get<{ Params: { id: string } }>(
    '/sales/:id/metadata',
    { schema: { summary: "A sale's description, links and logo URL (404 when none)", tags: ['metadata'], params: saleParams, response: { 200: metadataResponse, ...errorResponses } } },
    async (request) => present(await storedInfo('sale', request.params.id), saleLogoPath(BigInt(request.params.id))),
  );
  app.get<{ Params: { id: string } }>(
    '/sales/:id/logo',
    { schema: { summary: "A sale's logo", tags: ['metadata'], params: saleParams, response: logoResponse } },
    async (request, reply) => sendLogo(request, reply, 'sale', request.params.id),
  );
  app.get<{ Params: { index: string } }>(
    '/stake-pools/:index/metadata',
    { schema: { summary: "A pool's description, links and logo URL, by 0-based index (404 when none)", tags: ['metadata'], params: poolParams, response: { 200: metadataResponse, ...errorResponses } } },
    async (request) => present(await storedInfo('stake-pool', request.params.index), `/stake-pools/${BigInt(request.params.index)}/logo`),
  );
  app.get<{ Params: { index: string } }>(
    '/stake-pools/:index/logo',
    { schema: { summary: "A pool's logo, by 0-based index", tags: ['metadata'], params: poolParams, response: logoResponse } },
    async (request, reply) => sendLogo(request, reply, 'stake-pool', request.params.index),
  );

  /**
   * The write path shared by both create routes (DESIGN.md section 4), cheapest check first so
   * a stranger's post costs almost nothing whatever its size: the signed text (id, time,
   * signature) and the on-chain owner, then the used-signature check, and only then, in the
   * worker pool, the content against the signed hash, the logo's decoding and sanitising.
   * The final write also burns the message, in one transaction.
   */
  async function save(args: {
    kind: MetadataKind;
    id: bigint;
    raw: Uint8Array;
    fields: ParsedFields;
    maxLogoBytes: number;
    resolve: (block: BlockRef) => Promise<{ address: string; owner: string; entityId: number }>;
  }) {
    const { kind, id, fields } = args;
    const claimedOwner = parseAddress(fields.owner, 'owner');
    const block = await chain.latestBlock();
    const verified = verifyMetadataMessage({ kind, id: id.toString(), body: fields, claimedOwner, latestBlockTimestamp: block.timestamp });
    const target = await args.resolve(block);
    if (target.owner !== verified.signer) {
      throw forbidden(`Only the owner of this ${kind === 'sale' ? 'sale' : 'pool'} can set its metadata`);
    }
    if (await storage.isMessageUsed(chain.chainId, verified.messageDigest)) {
      throw conflict('This signature has already been used; please sign again');
    }
    const content = await uploadPool.check({ raw: args.raw, kind, payloadHash: verified.payloadHash, maxLogoBytes: args.maxLogoBytes });
    // Database failures reject with a StorageUnavailableError: a 503 naming the cause.
    const saved = await storage.saveMetadata(
      {
        chainId: chain.chainId,
        kind,
        contractAddress: target.address,
        entityId: target.entityId,
        description: content.description,
        socials: content.socials,
        logo: content.logo ? Buffer.from(content.logo.bytes) : null,
        logoMimeType: content.logo?.mimeType ?? null,
        owner: verified.signer,
        updatedAt: Date.now(),
      },
      { messageDigest: verified.messageDigest, signature: fields.signature, issuedAt: verified.issuedAt },
    );
    if (!saved) throw conflict('This signature has already been used; please sign again');
  }

  /**
   * The create routes take their body as raw bytes in shared memory (within the route's
   * bodyLimit; see sharedBody.ts) and leave parsing and the schema to the upload worker;
   * Fastify's validator is off for them, the schema stays for the docs.
   */
  app.register(async (posts) => {
    // JSON only (Fastify's text/plain parser would hand over a string).
    posts.removeAllContentTypeParsers();
    posts.addContentTypeParser('application/json', (request: FastifyRequest, payload: IncomingMessage) => readSharedBody(request, payload));
    const rawOptions = {
      ...gated,
      validatorCompiler: () => () => true,
    };

    posts.post(
      '/create-sale',
      {
        ...rawOptions,
        bodyLimit: SALE_BODY_LIMIT,
        schema: {
          summary: "Sets a sale's metadata; signed by the sale's owner (personal_sign of the three-line message)",
          tags: ['metadata'],
          body: saleBodySchema,
          response: { 201: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }, ...errorResponses },
        },
      },
      async (request, reply) => {
        const raw = rawBody(request.body);
        const fields = await uploadPool.parse({ raw, kind: 'sale' });
        const id = BigInt(fields.saleId!);
        await save({
          kind: 'sale',
          id,
          raw,
          fields,
          maxLogoBytes: SALE_LOGO_MAX_BYTES,
          resolve: async (block) => {
            const sale = await bondPricing.sale(block, id);
            return { address: sale.saleAddress, owner: sale.projectOwner, entityId: Number(id) };
          },
        });
        return reply.code(201).send({ ok: true });
      },
    );

    posts.post(
      '/create-stake-pool',
      {
        ...rawOptions,
        bodyLimit: POOL_BODY_LIMIT,
        schema: {
          summary: "Sets a pool's metadata; poolID is 1-based and stored at index poolID-1",
          tags: ['metadata'],
          body: poolBodySchema,
          response: { 201: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }, ...errorResponses },
        },
      },
      async (request, reply) => {
        const raw = rawBody(request.body);
        const fields = await uploadPool.parse({ raw, kind: 'stake-pool' });
        const poolId = BigInt(fields.poolID!);
        const poolAddress = parseAddress(fields.poolAddress!, 'poolAddress');
        await save({
          kind: 'stake-pool',
          id: poolId,
          raw,
          fields,
          maxLogoBytes: POOL_LOGO_MAX_BYTES,
          resolve: async (block) => {
            const found = await pool(block, poolId - 1n);
            if (found.address !== poolAddress) throw badRequest(`poolAddress does not match pool ${poolId} on chain`);
            return { address: found.address, owner: found.owner, entityId: Number(poolId - 1n) };
          },
        });
        return reply.code(201).send({ ok: true });
      },
    );
  });
}

/** The create routes' body: the bytes of a JSON post (a request without one is told what is missing). */
function rawBody(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array)) throw badRequest('body must be object');
  return body;
}
