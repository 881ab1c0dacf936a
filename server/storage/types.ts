import type { MetadataSocials } from '../../src/shared/metadata/signedMetadata';

export type MetadataKind = 'sale' | 'stake-pool';

/** Bond or pool metadata, keyed by chain id and the sale's or pool's contract address. */
export interface StoredMetadata {
  chainId: number;
  kind: MetadataKind;
  /** lowercase sale or pool address */
  contractAddress: string;
  /** sale id (1-based) or pool index (0-based), as the GET routes name them */
  entityId: number;
  description: string;
  socials: MetadataSocials;
  logo: Buffer | null;
  logoMimeType: string | null;
  /** lowercase address that signed the post */
  owner: string;
  /** unix milliseconds */
  updatedAt: number;
}

/** Metadata without the logo bytes: what the JSON answer and a logo's ETag need. */
export type MetadataInfo = Omit<StoredMetadata, 'logo'> & {
  /** bytes of the stored logo, null when there is none */
  logoSize: number | null;
};

/** A Uniswap V2 pair's cumulative prices at a chain timestamp, for 30-minute TWAPs. */
export interface PriceObservation {
  chainId: number;
  /** lowercase pair address */
  pair: string;
  /** chain time, unix seconds */
  timestamp: number;
  price0Cumulative: bigint;
  price1Cumulative: bigint;
}

export interface MetadataAuth {
  /** EIP-191 digest of the signed message; a message is accepted once */
  messageDigest: string;
  signature: string;
}

/**
 * Everything the server persists. Asynchronous so that a PostgreSQL adapter can implement it
 * unchanged; the SQLite adapter is synchronous underneath.
 */
export interface Storage {
  getMetadata(chainId: number, kind: MetadataKind, contractAddress: string): Promise<StoredMetadata | null>;
  /** The same row without reading the logo bytes (metadata answers and logo revalidation). */
  getMetadataInfo(chainId: number, kind: MetadataKind, contractAddress: string): Promise<MetadataInfo | null>;
  /**
   * In one transaction: marks the signed message as used and replaces the metadata.
   * Resolves false (and stores nothing) when the message was used before.
   */
  saveMetadata(record: StoredMetadata, auth: MetadataAuth): Promise<boolean>;
  isMessageUsed(chainId: number, messageDigest: string): Promise<boolean>;
  recordObservation(observation: PriceObservation): Promise<void>;
  /** The newest observation of the pair at or before `timestamp`. */
  observationAtOrBefore(chainId: number, pair: string, timestamp: number): Promise<PriceObservation | null>;
  /** Drops the pair's observations after `timestamp` (the chain was rewound: a reorg or a dev-chain revert). */
  discardObservationsAfter(chainId: number, pair: string, timestamp: number): Promise<void>;
  /** The newest observation of the pair. */
  latestObservation(chainId: number, pair: string): Promise<PriceObservation | null>;
  /**
   * Resolves when the database accepts writes, else rejects with the reason (/health's
   * 'database' check). Optional: an adapter without it is not checked.
   */
  checkWritable?(): Promise<void>;
  close(): Promise<void>;
}
