import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { MetadataKind, MetadataSummary, Storage } from '../storage';
import type { DisplayGeneration } from './displayGeneration';
import { logoUrl } from './logoUrl';

/** What a listing's card shows from its stored metadata. */
export interface ListingDisplay {
  /** the served logo's URL; null when it has none */
  logoUrl: string | null;
  /** whether signed metadata is stored for it */
  hasMetadata: boolean;
}

export const NO_DISPLAY: ListingDisplay = Object.freeze({ logoUrl: null, hasMetadata: false });

/** One listing to look up: its id as the routes name it and its contract address (the metadata's key). */
export interface ListingRef {
  id: number;
  address: string;
}

/** How one kind's metadata is stored and where its logo is served. */
export interface DisplayKind {
  kind: MetadataKind;
  logoPath(id: number): string;
}

export function listingDisplay(record: MetadataSummary | undefined, logoPath: string): ListingDisplay {
  return record ? { logoUrl: logoUrl(record, logoPath), hasMetadata: true } : NO_DISPLAY;
}

/** The listings' displays from one batch read, by lowercase address; a read failure rejects. */
export async function readDisplays(storage: Pick<Storage, 'getMetadataMany'>, chainId: number, kind: DisplayKind, listings: readonly ListingRef[]): Promise<Map<string, ListingDisplay>> {
  const records = await storage.getMetadataMany(chainId, kind.kind, listings.map((l) => l.address));
  const byAddress = new Map(records.map((r) => [r.contractAddress, r]));
  return new Map(listings.map((l) => [l.address.toLowerCase(), listingDisplay(byAddress.get(l.address.toLowerCase()), kind.logoPath(l.id))]));
}

/**
 * How long a listing's display is reused. The index answers are cached per indexed block, but a
 * logo is posted off chain: on a quiet chain (a dev chain mines only on transactions) one block can
 * stay the indexed block for hours, so displays are looked up after that cache, and kept only this
 * long. An owner who adds a logo sees it on the lists within this time; a flood of one page costs
 * one batch read per listing kind this often.
 */
export const DISPLAY_MAX_AGE_MS = 3_000;

export type DisplayLookup<K extends string> = (kind: K, listings: readonly ListingRef[]) => Promise<Map<string, ListingDisplay>>;

/**
 * The display of many listings at once: one batch read of the listings not seen in the last
 * {@link DISPLAY_MAX_AGE_MS}, or since this instance last wrote metadata. It never rejects: a broken metadata store gives every listing
 * {@link NO_DISPLAY} (logged), as /sales/summaries answers no logo then, so a list never fails
 * for a logo (SPEC section 8).
 */
export function displayLookup<K extends string>(
  storage: Pick<Storage, 'getMetadataMany'>,
  chainId: number,
  kinds: Record<K, DisplayKind>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  generation: Pick<DisplayGeneration, 'current'> = { current: 0 },
  maxAgeMs = DISPLAY_MAX_AGE_MS,
): DisplayLookup<K> {
  const recent = new LRUCache<string, ListingDisplay>({ max: 20_000, ttl: maxAgeMs });
  let seenGeneration = generation.current;
  return async (kind, listings) => {
    if (generation.current !== seenGeneration) {
      recent.clear();
      seenGeneration = generation.current;
    }
    const out = new Map<string, ListingDisplay>();
    const missing: ListingRef[] = [];
    for (const listing of listings) {
      const address = listing.address.toLowerCase();
      const hit = recent.get(`${kind}:${address}`);
      if (hit) out.set(address, hit);
      else missing.push(listing);
    }
    if (missing.length === 0) return out;
    try {
      for (const [address, display] of await readDisplays(storage, chainId, kinds[kind], missing)) {
        recent.set(`${kind}:${address}`, display);
        out.set(address, display);
      }
    } catch (error) {
      log.warn({ err: error, kind }, 'listing metadata unavailable: answering without logos');
      for (const listing of missing) out.set(listing.address.toLowerCase(), NO_DISPLAY);
    }
    return out;
  };
}
