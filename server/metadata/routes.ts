import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metadataIssueTime } from '../../common/metadata/signedMetadata';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { errorResponses, idParamSchema } from '../lib/schemas';
import { parseAddress } from '../lib/validation';
import type { ListingKind } from '../listings/kind';
import type { Services } from '../services';
import type { MetadataSummary } from '../storage';
import { metadataBodySchema, type BodySchema } from './bodySchemas';
import { logoUrl, servesLogo } from './logoUrl';
import { parsePostedBody, withoutLogo, type PostedBody } from './postedBody';
import { readSharedBody } from './sharedBody';
import { uploadGate } from './uploadGate';
import { refusal } from './uploadPool';
import { checkContent, checkPayloadHash, verifyMetadataMessage } from './validate';

/** The body limit of a kind's post: the logo travels as base64 (4/3 of its size) next to a few KB of fields. */
export const bodyLimitFor = (maxLogoBytes: number): number => Math.ceil((maxLogoBytes * 4) / 3) + 64 * 1024;
/** Bodies up to this size are parsed on the main thread (a post without a logo is a few KB): it costs less than a worker round trip. */
export const INLINE_PARSE_MAX_BYTES = 64 * 1024;

const USED = 'This signature has already been used; please sign again';
const STALE = 'A newer version of this metadata is already stored (signed later than this message); please sign again';

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
const createdResponse = { 201: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }, ...errorResponses };

/**
 * The metadata routes of every listing kind (server/listings): GET `{prefix}/:id/metadata` and
 * `…/logo`, and the kind's create route, plus the routes the kind registers itself.
 */
export function registerMetadataRoutes(app: FastifyInstance, services: Services, kinds: readonly ListingKind[]): void {
  const { chain, storage, uploadPool, limits } = services;
  const gate = uploadGate(limits.uploadGate);

  /** The stored row without its logo bytes; 404 when there is none. */
  async function storedInfo(kind: ListingKind, id: string): Promise<MetadataSummary> {
    const block = await chain.latestBlock();
    const listing = await kind.find(services, block, BigInt(id));
    const record = await storage.getMetadata(chain.chainId, kind.kind, listing.address);
    if (!record) throw notFound(`No metadata for ${kind.describe(id)}`);
    return record;
  }

  function present(record: MetadataSummary, logoPath: string) {
    const served = servesLogo(record);
    return {
      description: record.description,
      socials: record.socials,
      logoMimeType: served ? record.logoMimeType : null,
      logoUrl: logoUrl(record, logoPath),
      updatedAt: new Date(record.updatedAt).toISOString(),
    };
  }

  /** The logo, or a 304 when the client's copy is current; the bytes are read only to send them. */
  async function sendLogo(request: FastifyRequest, reply: FastifyReply, kind: ListingKind, id: string) {
    const info = await storedInfo(kind, id);
    if (!servesLogo(info)) throw notFound('This entry has no logo');
    const etag = logoEtag(info);
    reply.headers(LOGO_HEADERS).header('ETag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const logo = await storage.getLogo(chain.chainId, kind.kind, info.contractAddress);
    if (!logo) throw notFound('This entry has no logo');
    return reply.type(logo.mimeType).send(logo.bytes);
  }

  /** A small body is parsed here; a large one in the worker pool (see postedBody.ts). */
  async function parse(raw: Uint8Array, schema: BodySchema): Promise<{ fields: PostedBody; hasLogo: boolean }> {
    if (raw.byteLength > INLINE_PARSE_MAX_BYTES) return uploadPool.parse({ raw, schema });
    const parsed = parsePostedBody(raw, schema);
    if (!parsed.ok) throw refusal({ statusCode: 400, ...parsed });
    return withoutLogo(parsed.body);
  }

  /**
   * The write path of every create route (DESIGN.md section 4), cheapest check first so a
   * stranger's post costs almost nothing whatever its size: the signed text (id, deployment,
   * time, signature) and the on-chain owner, then the used-signature and newer-version checks,
   * and only then the content against the signed hash; a logo is decoded and drawn in the worker
   * pool, a post without one never waits for it. The final write burns the message and replaces
   * the stored version only if it is older, in one transaction.
   */
  async function save(kind: ListingKind, raw: Uint8Array, schema: BodySchema) {
    const { fields, hasLogo } = await parse(raw, schema);
    const id = BigInt(String(fields[kind.post.idField]));
    const claimedOwner = parseAddress(fields.owner, 'owner');
    const block = await chain.latestBlock();
    const verified = verifyMetadataMessage({
      kind: kind.kind,
      id: id.toString(),
      scope: { chainId: chain.chainId, factory: kind.factory(chain.deployment) },
      body: fields,
      claimedOwner,
      nowMs: metadataIssueTime(block.timestamp),
    });
    const listing = await kind.resolvePost(services, block, id, fields);
    if (listing.owner !== verified.signer) throw forbidden(`Only the owner of this ${kind.noun} can set its metadata`);
    if (await storage.isMessageUsed(chain.chainId, verified.messageDigest)) throw conflict(USED);
    const stored = await storage.getMetadata(chain.chainId, kind.kind, listing.address);
    // a copy of the stored version's own message, which another copy saved meanwhile, is a replay
    if (stored && stored.issuedAt >= verified.issuedAtMs) throw conflict((await storage.isMessageUsed(chain.chainId, verified.messageDigest)) ? USED : STALE);
    const content = hasLogo
      ? await uploadPool.check({ raw, schema, payloadHash: verified.payloadHash, maxLogoBytes: kind.maxLogoBytes })
      : (checkPayloadHash(fields, verified.payloadHash), checkContent(fields, kind.maxLogoBytes));
    // Database failures reject with a StorageUnavailableError: a 503 naming the cause.
    const outcome = await storage.saveMetadata(
      {
        chainId: chain.chainId,
        kind: kind.kind,
        contractAddress: listing.address,
        entityId: listing.entityId,
        description: content.description,
        socials: content.socials,
        logo: content.logo ? Buffer.from(content.logo.bytes) : null,
        logoMimeType: content.logo?.mimeType ?? null,
        owner: verified.signer,
        updatedAt: Date.now(),
        issuedAt: verified.issuedAtMs,
      },
      { messageDigest: verified.messageDigest, signature: fields.signature, issuedAt: verified.issuedAt },
    );
    if (outcome === 'used') throw conflict(USED);
    if (outcome === 'stale') throw conflict(STALE);
  }

  const logoResponse = { 200: { description: 'the logo bytes (PNG or JPEG; SVG uploads are stored as PNG)' }, ...errorResponses };
  for (const kind of kinds) {
    const { prefix, param, summary } = kind.read;
    const params = { type: 'object', properties: { [param]: idParamSchema }, required: [param] } as const;
    type Params = { Params: Record<string, string> };
    app.get<Params>(
      `${prefix}/:${param}/metadata`,
      { config: { limit: 'nodeRead' }, schema: { summary: `${summary} description, links and logo URL (404 when none)`, tags: ['metadata'], params, response: { 200: metadataResponse, ...errorResponses } } },
      async (request) => {
        const id = request.params[param];
        return present(await storedInfo(kind, id), `${prefix}/${BigInt(id)}/logo`);
      },
    );
    app.get<Params>(
      `${prefix}/:${param}/logo`,
      { config: { limit: 'nodeRead' }, schema: { summary: `${summary} logo`, tags: ['metadata'], params, response: logoResponse } },
      async (request, reply) => sendLogo(request, reply, kind, request.params[param]),
    );
    kind.registerRoutes?.(app, services);
  }

  /**
   * The create routes take their body as raw bytes in shared memory (within the route's
   * bodyLimit, at the pace of limits.bodyPace; see sharedBody.ts) and parse it themselves;
   * Fastify's validator is off for them, the schema stays for the docs.
   */
  app.register(async (posts) => {
    // JSON only (Fastify's text/plain parser would hand over a string).
    posts.removeAllContentTypeParsers();
    posts.addContentTypeParser('application/json', (request: FastifyRequest, payload: IncomingMessage) => readSharedBody(request, payload, limits.bodyPace));
    for (const kind of kinds) {
      const schema = metadataBodySchema(kind);
      posts.post(
        kind.post.url,
        {
          onRequest: gate.onRequest,
          validatorCompiler: () => () => true,
          bodyLimit: bodyLimitFor(kind.maxLogoBytes),
          config: { limit: 'metadataPost' },
          schema: { summary: kind.post.summary, tags: ['metadata'], body: schema, response: createdResponse },
        },
        async (request, reply) => {
          // the node reads' budget starts now, not before the wait for a slot and the body
          await chain.nodeCalls.renewed(() => save(kind, rawBody(request.body), schema));
          return reply.code(201).send({ ok: true });
        },
      );
    }
  });
}

/** The create routes' body: the bytes of a JSON post (a request without one is told what is missing). */
function rawBody(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array)) throw badRequest('body must be object');
  return body;
}
