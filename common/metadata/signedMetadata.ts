import { keccak256, toUtf8Bytes } from 'ethers';

/**
 * The signed text that authorises a metadata post (DESIGN.md section 4, docs/ARCHITECTURE.md).
 * The specification's fixed message ('sale-metadata:{id}') could be replayed forever and binds
 * nothing, so the signed text also names the deployment (chain and factory), carries a hash of
 * the exact payload and an issue time:
 *
 *   sale-metadata:3
 *   chain:56
 *   factory:0x…            (the kind's factory contract, lowercase)
 *   payload:0x…            (keccak256 of the canonical JSON of the payload)
 *   issued:2026-01-01T00:00:00.000Z
 *
 * Shared by the app (which builds and signs it) and the server (which checks it).
 */
export type MetadataKind = 'sale' | 'stake-pool';

export interface MetadataSocials {
  website?: string;
  twitter?: string;
  telegram?: string;
  discord?: string;
}

export interface MetadataPayload {
  description: string;
  socials: MetadataSocials;
  /** base64 without a data: prefix */
  logo: string;
  logoMimeType: string;
}

export interface ParsedMetadataMessage {
  /** the first line's kind, as written: the server compares it with the route's */
  kind: string;
  id: string;
  chainId: number;
  /** lowercase */
  factory: string;
  payloadHash: string;
  issuedAt: Date;
}

/** JSON with keys sorted at every level and no whitespace. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function metadataPayloadHash(payload: MetadataPayload): string {
  const { description, socials, logo, logoMimeType } = payload;
  return keccak256(toUtf8Bytes(canonicalJson({ description, socials, logo, logoMimeType })));
}

/**
 * Where a signature counts: the chain and the listing kind's factory contract of one
 * deployment. A message names both, so a signature made for one deployment (another chain, or
 * another factory on the same chain) is refused by every other.
 */
export interface MetadataScope {
  chainId: number;
  /** the factory contract of the listing kind (any case; the message carries it lowercase) */
  factory: string;
}

/**
 * The issue time of a new message (unix ms): the later of the latest block's time and the wall
 * clock. Chain time keeps tests that move time consistent; the wall clock keeps consecutive
 * edits on an idle chain (whose latest block can be minutes old) strictly ordered, as the
 * server refuses a message not newer than the stored version's.
 */
export function metadataIssueTime(latestBlockTimestampSeconds: number, nowMs: number = Date.now()): number {
  return Math.max(latestBlockTimestampSeconds * 1000, nowMs);
}

/** `{kind}-metadata:{id}`: 'sale-metadata:3', 'stake-pool-metadata:2'. */
export function metadataFirstLine(kind: string, id: number | string): string {
  return `${kind}-metadata:${id}`;
}

/** @param issuedAtMs from {@link metadataIssueTime} (unix milliseconds) */
export function buildMetadataMessage(
  kind: string,
  id: number | string,
  scope: MetadataScope,
  payload: MetadataPayload,
  issuedAtMs: number,
): string {
  return [
    metadataFirstLine(kind, id),
    `chain:${scope.chainId}`,
    `factory:${scope.factory.toLowerCase()}`,
    `payload:${metadataPayloadHash(payload)}`,
    `issued:${new Date(issuedAtMs).toISOString()}`,
  ].join('\n');
}

const MESSAGE_PATTERN =
  /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-metadata:(\d{1,20})\nchain:([1-9]\d{0,15})\nfactory:(0x[0-9a-f]{40})\npayload:(0x[0-9a-f]{64})\nissued:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)$/;

export function parseMetadataMessage(message: string): ParsedMetadataMessage | null {
  const match = MESSAGE_PATTERN.exec(message);
  if (!match) return null;
  const issuedAt = new Date(match[6]);
  if (Number.isNaN(issuedAt.getTime())) return null;
  return {
    kind: match[1],
    id: match[2],
    chainId: Number(match[3]),
    factory: match[4],
    payloadHash: match[5],
    issuedAt,
  };
}
