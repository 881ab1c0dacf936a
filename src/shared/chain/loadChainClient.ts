/**
 * The only door to the chain client from code that may sit in the main bundle: ethers and the
 * TypeChain wrappers arrive in their own chunk on the first chain read, never on page load.
 */
export type ChainClient = typeof import('./client');

let pending: Promise<ChainClient> | null = null;

export function loadChainClient(): Promise<ChainClient> {
  if (!pending) {
    pending = import(/* webpackChunkName: "chain-client" */ './client').catch((error: unknown) => {
      pending = null; // a failed chunk load (flaky network) may succeed on the next read
      throw error;
    });
  }
  return pending;
}
