import { resetChainReader, type ReaderNode } from './reader';

/**
 * The chain client for transactions, loaded on demand through `loadChainClient()`: the wallet
 * signer (sending), receipts, event logs and checksums, with the chain reader's exports, so a write
 * flow has one object. It runs on the same library and contract registry as the reader.
 */
export { walletSigner } from './writer';
export { findEmittedEvent } from './events';
export { isKnownTransaction, waitForReceipt } from './receipts';
export { getAddress } from 'viem';
export { contracts, decodeValueOrNull, getBatcher, isNativeToken, readBalance } from './reader';

/** Tests: point the client at another node (or a fake) and drop the cached batcher. */
export function resetChainClient(node: ReaderNode | null = null): void {
  resetChainReader(node);
}
