import type { JsonRpcProvider } from 'ethers';
import { connect, interfaces } from './contracts';
import { getReadProvider, setReadProvider } from './provider';
import { resetChainReader } from './reader';

/**
 * The chain client for transactions: everything that needs ethers, loaded on demand through
 * `loadChainClient()` (sending, receipts, event logs). Reads go through the chain reader
 * (`./reader`, no ethers), which this client also carries so a write flow has one object.
 */

/** For writes: TypeChain contracts on the wallet's signer, and the parsed ABIs (receipt logs). */
export { connect, interfaces };

export { contracts, getBatcher, isNativeToken, readBalance, readLatestBlock } from './reader';

export { getReadProvider };

/** Tests: point the client at another node (or a fake) and drop the cached batcher. */
export function resetChainClient(provider: JsonRpcProvider | null = null): void {
  setReadProvider(provider);
  resetChainReader(provider);
}
