/** Fixtures shared by the storage tests (not used by the server). */
import type { StoredMetadata } from '../types';

export const SALE = '0x94099942864ea81ccf197e9d71ac53310b1468d8';

export function metadataRecord(overrides: Partial<StoredMetadata> = {}): StoredMetadata {
  return {
    chainId: 31337,
    kind: 'sale',
    contractAddress: SALE,
    entityId: 1,
    description: 'first',
    socials: { website: 'https://example.com' },
    logo: Buffer.from([1, 2, 3]),
    logoMimeType: 'image/png',
    owner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    updatedAt: 1_700_000_000_000,
    issuedAt: 1_700_000_000_000,
    ...overrides,
  };
}

/**
 * How a storage call ended, as text: 'resolved', or the rejection's status and message. Not
 * `.rejects.toThrow()`: better-sqlite3's native module keeps the Error class of the jest context
 * that loaded it first in a worker, so instanceof checks fail across test files.
 */
export function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (e: { statusCode?: number; message: string }) => `${e.statusCode ?? 'error'} ${e.message}`,
  );
}
