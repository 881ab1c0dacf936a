import type { FastifyInstance } from 'fastify';
import type { Deployment } from '../../common/deployment/schema';
import type { BlockRef } from '../chain/blockCache';
import type { PostedFields } from '../metadata/postedBody';
import type { Services } from '../services';

/** One listing on chain: what its metadata is stored under and who may set it. */
export interface Listing {
  /** lowercase contract address (the metadata's key) */
  address: string;
  /** lowercase on-chain owner: the only signer whose posts are accepted */
  owner: string;
  /** the id the GET routes name it by */
  entityId: number;
}


/**
 * A kind of listing (a bond sale, a staking pool, …) as the server serves it: its metadata routes,
 * its post body, how its listings and their owners are found on chain, and any routes of its own
 * (a sale's prices and signed quotes). A module `server/<feature>/listingKind.ts` exporting
 * `listingKind` is registered at start (server/listings/registry.ts); nothing shared names a kind.
 */
export interface ListingKind {
  /** the name in the signed message ('sale' → 'sale-metadata:3') and in the database */
  kind: string;
  /** what a user calls one, in answers: 'sale', 'pool' */
  noun: string;
  /** the deployment's factory of this kind: signed messages name it, so they count on this deployment only */
  factory(deployment: Deployment): string;
  /** decoded logo limit (SPEC section 9); the post's body limit follows from it */
  maxLogoBytes: number;
  /** GET `{prefix}/:{param}/metadata` and `…/logo` */
  read: { prefix: string; param: string; summary: string };
  /** how a 404 names a GET id: 'sale 3', 'pool index 0' */
  describe(id: string): string;
  /** POST route: its URL, the body field carrying the signed message's id, and the kind's own body fields */
  post: { url: string; summary: string; idField: string; properties: Record<string, object>; required: readonly string[] };
  /** The listing a GET names by its URL id, at `block`; a 404 when there is none. */
  find(services: Services, block: BlockRef, id: bigint): Promise<Listing>;
  /** The listing a post names by its signed id and other fields; a 4xx when they disagree. */
  resolvePost(services: Services, block: BlockRef, id: bigint, fields: PostedFields): Promise<Listing>;
  /** routes of the kind's own, registered with the metadata routes */
  registerRoutes?(app: FastifyInstance, services: Services): void;
}
