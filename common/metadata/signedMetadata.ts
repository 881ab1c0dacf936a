import { keccak256, toUtf8Bytes } from 'ethers';

/**
 * The signed text that authorises a metadata post (DESIGN.md section 4). The specification's
 * fixed message ('sale-metadata:{id}') could be replayed forever and binds nothing, so the
 * signed text also carries a hash of the exact payload and an issue time.
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
  kind: MetadataKind;
  id: string;
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

export function metadataFirstLine(kind: MetadataKind, id: number | string): string {
  return `${kind === 'sale' ? 'sale-metadata' : 'stake-pool-metadata'}:${id}`;
}

/** @param issuedAtSeconds the latest block's timestamp (chain time, not the wall clock) */
export function buildMetadataMessage(
  kind: MetadataKind,
  id: number | string,
  payload: MetadataPayload,
  issuedAtSeconds: number,
): string {
  return [
    metadataFirstLine(kind, id),
    `payload:${metadataPayloadHash(payload)}`,
    `issued:${new Date(issuedAtSeconds * 1000).toISOString()}`,
  ].join('\n');
}

const MESSAGE_PATTERN =
  /^(sale-metadata|stake-pool-metadata):(\d{1,20})\npayload:(0x[0-9a-f]{64})\nissued:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)$/;

export function parseMetadataMessage(message: string): ParsedMetadataMessage | null {
  const match = MESSAGE_PATTERN.exec(message);
  if (!match) return null;
  const issuedAt = new Date(match[4]);
  if (Number.isNaN(issuedAt.getTime())) return null;
  return {
    kind: match[1] === 'sale-metadata' ? 'sale' : 'stake-pool',
    id: match[2],
    payloadHash: match[3],
    issuedAt,
  };
}
