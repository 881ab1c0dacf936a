import type { FastifyInstance, FastifyReply } from 'fastify';
import { StakingFactory__factory, StakingPool__factory } from '../../typechain-types';
import type { MetadataKind } from '../../src/shared/metadata/signedMetadata';
import type { BlockRef } from '../chain/blockCache';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { addressSchema, errorResponses, idParamSchema } from '../lib/schemas';
import { parseAddress } from '../lib/validation';
import type { Services } from '../services';
import { checkContent, DESCRIPTION_MAX_CHARS, verifyMetadataMessage, type MetadataBody } from './validate';

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
  'Cache-Control': 'public, max-age=60',
};

const urlField = { type: 'string', maxLength: 2048 } as const;
const metadataBodyProperties = {
  owner: addressSchema,
  message: { type: 'string', maxLength: 512 },
  signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' },
  description: { type: 'string', maxLength: DESCRIPTION_MAX_CHARS },
  socials: {
    type: 'object',
    properties: { website: urlField, twitter: urlField, telegram: urlField, discord: urlField },
    additionalProperties: false,
  },
  logo: { type: 'string', description: 'base64 without a data: prefix' },
  logoMimeType: { type: 'string', maxLength: 64 },
} as const;
const idValue = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', pattern: '^[1-9][0-9]{0,11}$' }] } as const;

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

interface SaleBody extends MetadataBody {
  saleId: number | string;
  owner: string;
}
interface PoolBody extends MetadataBody {
  poolID: number | string;
  poolAddress: string;
  owner: string;
}

export function registerMetadataRoutes(app: FastifyInstance, services: Services): void {
  const { chain, storage, bondPricing } = services;
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

  /** The sale's or pool's contract address: rows are keyed by it, not by the id. */
  async function contractOf(kind: MetadataKind, id: string): Promise<string> {
    const block = await chain.latestBlock();
    return kind === 'sale' ? (await bondPricing.sale(block, BigInt(id))).saleAddress : (await pool(block, BigInt(id))).address;
  }

  const entityName = (kind: MetadataKind, id: string) => `${kind === 'sale' ? 'sale' : 'pool index'} ${id}`;

  async function metadataOf(kind: MetadataKind, id: string, logoPath: string) {
    const record = await storage.getMetadata(chain.chainId, kind, await contractOf(kind, id));
    if (!record) throw notFound(`No metadata for ${entityName(kind, id)}`);
    return {
      description: record.description,
      socials: record.socials,
      logoMimeType: record.logoMimeType,
      logoUrl: record.hasLogo ? logoPath : null,
      updatedAt: new Date(record.updatedAt).toISOString(),
    };
  }

  async function sendLogo(reply: FastifyReply, kind: MetadataKind, id: string) {
    const logo = await storage.getLogo(chain.chainId, kind, await contractOf(kind, id));
    if (!logo) throw notFound(`No logo for ${entityName(kind, id)}`);
    return reply.headers(LOGO_HEADERS).type(logo.mimeType).send(logo.bytes);
  }

  const saleParams = { type: 'object', properties: { id: idParamSchema }, required: ['id'] } as const;
  const poolParams = { type: 'object', properties: { index: idParamSchema }, required: ['index'] } as const;
  const logoResponse = { 200: { description: 'the logo bytes (PNG, JPEG or sanitised SVG)' }, ...errorResponses };

  app.get<{ Params: { id: string } }>(
    '/sales/:id/metadata',
    { schema: { summary: "A sale's description, links and logo URL (404 when none)", tags: ['metadata'], params: saleParams, response: { 200: metadataResponse, ...errorResponses } } },
    async (request) => metadataOf('sale', request.params.id, `/sales/${BigInt(request.params.id)}/logo`),
  );
  app.get<{ Params: { id: string } }>(
    '/sales/:id/logo',
    { schema: { summary: "A sale's logo", tags: ['metadata'], params: saleParams, response: logoResponse } },
    async (request, reply) => sendLogo(reply, 'sale', request.params.id),
  );
  app.get<{ Params: { index: string } }>(
    '/stake-pools/:index/metadata',
    { schema: { summary: "A pool's description, links and logo URL, by 0-based index (404 when none)", tags: ['metadata'], params: poolParams, response: { 200: metadataResponse, ...errorResponses } } },
    async (request) => metadataOf('stake-pool', request.params.index, `/stake-pools/${BigInt(request.params.index)}/logo`),
  );
  app.get<{ Params: { index: string } }>(
    '/stake-pools/:index/logo',
    { schema: { summary: "A pool's logo, by 0-based index", tags: ['metadata'], params: poolParams, response: logoResponse } },
    async (request, reply) => sendLogo(reply, 'stake-pool', request.params.index),
  );

  /**
   * The write path shared by both create routes (DESIGN.md section 4): content rules, then the
   * signed text, then the on-chain owner, then one transaction that also burns the message.
   */
  async function save(args: {
    kind: MetadataKind;
    id: bigint;
    body: MetadataBody & { owner: string };
    maxLogoBytes: number;
    resolve: (block: BlockRef) => Promise<{ address: string; owner: string; entityId: number }>;
  }) {
    const { kind, id, body } = args;
    const claimedOwner = parseAddress(body.owner, 'owner');
    const content = checkContent(body, args.maxLogoBytes);
    const block = await chain.latestBlock();
    const verified = verifyMetadataMessage({ kind, id: id.toString(), body, claimedOwner, latestBlockTimestamp: block.timestamp });
    const target = await args.resolve(block);
    if (target.owner !== verified.signer) {
      throw forbidden(`Only the owner of this ${kind === 'sale' ? 'sale' : 'pool'} can set its metadata`);
    }
    const saved = await storage.saveMetadata(
      {
        chainId: chain.chainId,
        kind,
        contractAddress: target.address,
        entityId: target.entityId,
        description: content.description,
        socials: content.socials,
        logo: content.logo?.bytes ?? null,
        logoMimeType: content.logo?.mimeType ?? null,
        owner: verified.signer,
        updatedAt: Date.now(),
      },
      { messageDigest: verified.messageDigest, signature: body.signature, issuedAt: verified.issuedAt },
    );
    if (!saved) throw conflict('This signature has already been used; please sign again');
  }

  app.post<{ Body: SaleBody }>(
    '/create-sale',
    {
      bodyLimit: SALE_BODY_LIMIT,
      schema: {
        summary: "Sets a sale's metadata; signed by the sale's owner (personal_sign of the three-line message)",
        tags: ['metadata'],
        body: {
          type: 'object',
          properties: { saleId: idValue, ...metadataBodyProperties },
          required: ['saleId', 'owner', 'message', 'signature', 'description'],
        },
        response: { 201: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = BigInt(request.body.saleId);
      await save({
        kind: 'sale',
        id,
        body: request.body,
        maxLogoBytes: SALE_LOGO_MAX_BYTES,
        resolve: async (block) => {
          const sale = await bondPricing.sale(block, id);
          return { address: sale.saleAddress, owner: sale.projectOwner, entityId: Number(id) };
        },
      });
      return reply.code(201).send({ ok: true });
    },
  );

  app.post<{ Body: PoolBody }>(
    '/create-stake-pool',
    {
      bodyLimit: POOL_BODY_LIMIT,
      schema: {
        summary: "Sets a pool's metadata; poolID is 1-based and stored at index poolID-1",
        tags: ['metadata'],
        body: {
          type: 'object',
          properties: { poolID: idValue, poolAddress: addressSchema, ...metadataBodyProperties },
          required: ['poolID', 'poolAddress', 'owner', 'message', 'signature', 'description'],
        },
        response: { 201: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const poolId = BigInt(request.body.poolID);
      const poolAddress = parseAddress(request.body.poolAddress, 'poolAddress');
      await save({
        kind: 'stake-pool',
        id: poolId,
        body: request.body,
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
}
