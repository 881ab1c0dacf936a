/**
 * The only doors to the chain code from code that may sit in the main bundle: each arrives in its
 * own chunk on first use, never on page load. Reads need only the reader (no ethers); a
 * transaction loads the ethers client.
 */
export type ChainClient = typeof import('./client');
export type ChainReader = typeof import('./reader');

function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null; // a failed chunk load (flaky network) may succeed on the next call
        throw error;
      });
    }
    return pending;
  };
}

export const loadChainClient: () => Promise<ChainClient> = loadOnce(() => import(/* webpackChunkName: "chain-client" */ './client'));

export const loadChainReader: () => Promise<ChainReader> = loadOnce(() => import(/* webpackChunkName: "chain-reader" */ './reader'));
