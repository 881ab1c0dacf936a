import type { MetadataSocials } from '../../common/metadata/signedMetadata';

/**
 * A listing kind's name ('sale', 'stake-pool', …): the server's registry of listing kinds
 * (server/listings) names them, the storage stores any.
 */
export type MetadataKind = string;

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
  /** the signed message's issue time (unix milliseconds): a post must be newer than the stored one's */
  issuedAt: number;
}

/** Metadata without the logo bytes (what GET …/metadata needs; logos can be megabytes). */
export type MetadataSummary = Omit<StoredMetadata, 'logo'> & {
  /** bytes of the stored logo (read without loading it), null when there is none */
  logoSize: number | null;
};

export interface StoredLogo {
  bytes: Buffer;
  mimeType: string;
}

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
  /**
   * The message's issue time (chain seconds). Once it is older than the freshness window the
   * message is refused as expired anyway, so its used-row can then be pruned.
   */
  issuedAt: number;
}

export type SaveOutcome = 'saved' | 'used' | 'stale';

/** Rows older than these cutoffs are deleted by {@link Storage.prune}. */
export interface PruneCutoffs {
  chainId: number;
  /** observations with a chain timestamp strictly before this (unix seconds), but each pair's newest of those */
  observationsBefore: number;
  /** used messages issued strictly before this (chain time, unix seconds) */
  messagesIssuedBefore: number;
}

export interface PruneResult {
  observations: number;
  messages: number;
}

/**
 * Everything the server persists; two adapters implement it: SQLite (one instance, the default)
 * and PostgreSQL (N instances behind a load balancer). An instance keeps nothing else but caches.
 *
 * Failures of the database itself (unreachable, read-only, timed out, file deleted) reject with
 * a `StorageUnavailableError` (./errors), which the API answers as a 503 naming the cause.
 */
export interface Storage {
  /** The metadata without its logo bytes; null when none was posted. */
  getMetadata(chainId: number, kind: MetadataKind, contractAddress: string): Promise<MetadataSummary | null>;
  /** {@link getMetadata} of many listings of one kind in one read: the rows stored, in no order (none for an address without). */
  getMetadataMany(chainId: number, kind: MetadataKind, contractAddresses: readonly string[]): Promise<MetadataSummary[]>;
  /** The logo alone; null when there is no metadata or it has no logo. */
  getLogo(chainId: number, kind: MetadataKind, contractAddress: string): Promise<StoredLogo | null>;
  /**
   * In one transaction: marks the signed message as used and replaces the metadata, only when
   * the record's issue time is newer than the stored one's. Resolves 'used' when the message was
   * used before, 'stale' when the stored version was issued at the same time or later (an older
   * message replayed to roll it back); both store nothing.
   */
  saveMetadata(record: StoredMetadata, auth: MetadataAuth): Promise<SaveOutcome>;
  isMessageUsed(chainId: number, messageDigest: string): Promise<boolean>;
  /** Stores an observation; one already stored for the same pair and timestamp is kept. */
  recordObservation(observation: PriceObservation): Promise<void>;
  /** {@link recordObservation} for many at once, in one statement (the sampler's tick). */
  recordObservations(observations: readonly PriceObservation[]): Promise<void>;
  /** The newest observation of the pair at or before `timestamp`. */
  observationAtOrBefore(chainId: number, pair: string, timestamp: number): Promise<PriceObservation | null>;
  /** Drops the pair's observations after `timestamp` (the chain was rewound: a reorg or a dev-chain revert). */
  discardObservationsAfter(chainId: number, pair: string, timestamp: number): Promise<void>;
  /** The newest observation of the pair. */
  latestObservation(chainId: number, pair: string): Promise<PriceObservation | null>;
  /** The oldest observation of the pair (when its history began, for the time pricing is ready). */
  earliestObservation(chainId: number, pair: string): Promise<PriceObservation | null>;
  /**
   * Deletes expired observations and used messages of one chain; only rows before the cutoffs,
   * and never a pair's newest observation before the cutoff: a TWAP may start from it (after a
   * gap in sampling, the average then spans the gap, which only lengthens it).
   */
  prune(cutoffs: PruneCutoffs): Promise<PruneResult>;
  /**
   * Why the database cannot take writes right now (a sentence for /health), or undefined when it
   * can: it writes a probe row, so a read-only or full database shows here before a post fails.
   */
  health(): Promise<string | undefined>;
  close(): Promise<void>;
}
